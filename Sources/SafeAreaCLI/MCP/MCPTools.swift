/// The server's tools: the commands that answer questions, each with an input schema made from
/// its option table, and each call read as a `batch` line is (``BatchCommandKeys``) and run as
/// the command line runs it.
struct MCPTools {
    /// The tools, in the order `tools/list` gives them.
    static let names = ["devices", "insets", "scroll", "table", "collection", "css", "policy", "check", "explain"]

    /// One tool: its command, the command's line keys, and the keys of its positional argument.
    struct Tool {
        let entry: CommandTable.Entry
        let keys: BatchCommandKeys
        /// The key naming the positional argument: a path, `"file"`, as batch names it, or the
        /// argument itself (`"field"`).
        let positionalKey: String?
        /// The key holding a file's JSON in place of its path (`"spec"`), and how messages name it.
        let inlineKey: String?
        var inlinePath: String { "<\(inlineKey ?? "")>" }
    }

    let tools: [Tool]

    init() {
        tools = Self.names.compactMap { name in
            guard let entry = CommandTable.entry(named: name) else { return nil }
            // Only `batch` lines compute records by these keys; a tool runs its command whole.
            let compute: CommandTable.Compute = if let own = entry.compute { own } else { Self.noRecords }
            let keys = BatchCommandKeys(entry.spec, compute: compute)
            // A positional naming a file is "file", as batch lines name it; explain's is a field group.
            let positionalKey = entry.spec.positional.map { $0.name == "FIELD" ? "field" : "file" }
            return Tool(entry: entry, keys: keys, positionalKey: positionalKey, inlineKey: ["check": "spec", "policy": "hierarchy"][name])
        }
    }

    private static func noRecords(_: ParsedArguments, _: CommandContext) throws(UsageError) -> CommandOutput {
        throw UsageError("this command has no records")
    }

    func tool(named name: String) -> Tool? { tools.first { $0.entry.spec.name == name } }

    /// `tools/list`'s tools.
    var list: [OutputValue] {
        tools.map { tool in
            let spec = tool.entry.spec
            let answer = spec === CheckCommand.spec ? "the report of --format json" : "{\"results\": [...]}, the array of --format json"
            return .object([
                OutputField("name", .string(spec.name)),
                OutputField("description", .string(([spec.summary + ". structuredContent: \(answer); text content: the text format."] + spec.details).joined(separator: "\n\n"))),
                OutputField("inputSchema", MCPToolSchema.input(of: tool)),
                OutputField("annotations", .object([OutputField("readOnlyHint", .bool(true)), OutputField("openWorldHint", .bool(false))])),
            ])
        }
    }

    /// `tools/call`'s result: the command's JSON and text, or its error as a tool error.
    func call(_ tool: Tool, _ arguments: [JSONMember], context: CommandContext) -> OutputValue {
        do {
            let (arguments, files) = try read(tool, arguments)
            let tableView = try TableView.isTaken(by: tool.entry.spec) ? TableView.read(arguments) : TableView()
            // Run once per format, as two command lines would be: each rendering is exactly the
            // command's own, `check` and its stderr lines included, with no second printer to keep equal.
            let json = try run(tool, arguments, format: "json", files: files, tableView: tableView, context: context)
            let text = try run(tool, arguments, format: "text", files: files, tableView: tableView, context: context)
            let value = (try? JSONReader.parse(Array(json.utf8))).map(OutputValue.init(json:)) ?? .null
            let structured = if case .object = value { value } else { OutputValue.object([OutputField("results", value)]) }
            return Self.result(text, structuredContent: structured, isError: false)
        } catch {
            return Self.result("safearea: \(error.message)", structuredContent: nil, isError: true)
        }
    }

    private static func result(_ text: String, structuredContent: OutputValue?, isError: Bool) -> OutputValue {
        let content = OutputValue.array([.object([OutputField("type", .string("text")), OutputField("text", .string(text))])])
        return .object([OutputField("content", content)] + (structuredContent.map { [OutputField("structuredContent", $0)] } ?? [])
            + [OutputField("isError", .bool(isError))])
    }

    /// The arguments as the command's options, read from a batch line made of them, and the
    /// files the command reads: an inline spec or hierarchy, held under ``Tool/inlinePath``.
    private func read(_ tool: Tool, _ members: [JSONMember]) throws(UsageError) -> (ParsedArguments, BatchFiles) {
        let files = BatchFiles()
        var line: [OutputField] = []
        for member in members {
            var key = member.key
            var value = OutputValue(json: member.value)
            if key == tool.inlineKey {
                guard case .object = member.value.kind else { throw UsageError("\"\(key)\" must be a JSON object, not \(member.value.typeName)") }
                var text = ""
                JSONWriter.writeCompact(value, to: &text)
                files.hold(Array(text.utf8), as: tool.inlinePath)
                (key, value) = ("file", .string(tool.inlinePath))
            } else if key == tool.positionalKey {
                key = "file"
            } else if ["file", "id", "command"].contains(key) || BatchRequest.runWideKeys.contains(key) {
                // Batch's own keys, a positional under another name, or what the server sets for every call.
                let why = BatchRequest.runWideKeys.contains(key) ? " (the server's: 'safearea mcp --profiles DIR --measurements FILE'; each answer is JSON and text)" : ""
                throw UsageError("unknown key \"\(key)\" for '\(tool.entry.spec.name)'\(why)", code: .unknownKey)
            }
            let named = if case .array(let elements) = member.value.kind { elements } else { [member.value] }
            if key == "file" || key == "devicesFrom", named.contains(where: { if case .string("-") = $0.kind { true } else { false } }) {
                throw UsageError("\"\(member.key)\" cannot be '-': standard input carries the protocol's messages")
            }
            if line.contains(where: { $0.key == key }) {
                throw UsageError("\"\(tool.positionalKey ?? key)\" and \"\(tool.inlineKey ?? key)\" are one argument: give one")
            }
            line.append(OutputField(key, value))
        }
        var text = ""
        JSONWriter.writeCompact(.object(line), to: &text)
        var arguments = ParsedArguments(command: tool.entry.spec)
        let scanner = LineScanner()
        let read = Array(text.utf8).withUnsafeBufferPointer { bytes in
            scanner.scan(bytes) ? tool.keys.read(scanner, skipping: nil, nil, idRange: nil, into: &arguments) : .failure(BatchLineError(BatchCommand.unreadable(bytes), idRange: nil))
        }
        if case .failure(let failure) = read { throw failure.error }
        return (arguments, files)
    }

    /// The command's output in `format`, with what it says on stderr after it (the unsupported
    /// pairs, a check that evaluated nothing); a refusal is thrown, as the command line's.
    private func run(
        _ tool: Tool, _ arguments: ParsedArguments, format: String, files: BatchFiles, tableView: TableView, context: CommandContext
    ) throws(UsageError) -> String {
        var arguments = arguments
        arguments.add(ArgumentValue(text: format, index: -1), for: "format")
        let output = MemorySink(), errors = MemorySink()
        let run = CommandContext(
            catalogue: context.catalogue, output: OutputChannel(sink: output), errors: OutputChannel(sink: errors),
            style: TextStyle(enabled: false), standardInput: MemorySource([]), remembering: !tool.entry.asksOnce)
        run.files = files
        run.tableView = tableView
        _ = try tool.entry.run(arguments, run)
        run.output.flush()
        run.errors.flush()
        return format == "json" ? output.text : output.text + errors.text
    }
}
