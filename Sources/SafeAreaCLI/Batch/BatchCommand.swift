import SafeAreaCore

/// `safearea batch [FILE|-]`: JSON Lines in, one result line per answer out, in input order.
enum BatchCommand {
    static let failFast = OptionSpec("fail-fast", help: "stop at the first line that fails")
    static let threads = OptionSpec(
        "threads", short: "j", value: "N",
        help: "answer lines on N threads (default: one per processor, at most 64); results keep the input's order whatever N")
    static let format = OptionSpec(
        "format", short: "f", value: "F", choices: ["jsonl", "csv"],
        help: "jsonl (default: one object per result) or csv (one header, from the first result: one command per CSV run)")

    static let spec = CommandSpec(
        name: "batch",
        summary: "answer JSON Lines of queries, one result line per answer",
        positional: PositionalSpec(name: "FILE", help: "JSON Lines to read; '-' or none reads standard input", isRequired: false),
        options: [format, CommonOptions.profiles, CommonOptions.measurements, failFast, threads],
        details: [
            "Each line is an object with \"command\" (devices, insets, scroll, table, collection, css, policy with \"file\": the hierarchy) and that command's long options in camelCase: {\"command\": \"scroll\", \"device\": \"iPhone 16 Pro\", \"orientation\": [\"portrait\", \"landscapeLeft\"], \"behavior\": \"always\", \"contentSize\": {\"width\": 402, \"height\": 2000}}. \"device\" and \"orientation\" may be arrays or \"all\"; sizes, insets and rects may be objects or the command line's text (\"402x2000\"); flags are true or false; \"id\" is echoed on every result.",
            "Every result line carries \"line\" (the input line, from 1) and the input's \"id\"; results keep the input's order (on any number of threads) and leave as they are computed. A bad line gives {\"line\": N, \"error\": {\"code\": ..., \"message\": ...}} and the run goes on (exit 1 at the end); blank lines are skipped and counted. Codes: malformed_json, not_an_object, missing_command, unknown_command, unknown_key, invalid_value, unknown_device, unsupported, file, empty_selection (a devices line whose filters leave no device), limit (past a documented limit: over 1000 values of one key, a line over 16 MiB).",
        ],
        examples: [
            "safearea batch queries.jsonl > answers.jsonl",
            "echo '{\"command\":\"insets\",\"device\":\"all\"}' | safearea batch",
            "safearea batch --format csv --fail-fast queries.jsonl",
        ])

    /// The commands a line may ask for: every command with records.
    static var commands: [String: CommandTable.Computing] { CommandTable.computing }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> ExitStatus {
        let path = arguments.positionals.first?.text ?? "-"
        let source: ByteSource
        var opened: Int32 = -1
        if path.namesStandardInput {
            source = context.standardInput
        } else {
            opened = Platform.openForReading(path)
            guard opened >= 0 else {
                throw UsageError("cannot read '\(path)': \(FileSystem.lastErrorText())", code: .file)
            }
            if Platform.isDirectory(descriptor: opened) {
                Platform.closeDescriptor(opened)
                throw UsageError("cannot read '\(path)': it is a directory", code: .file)
            }
            source = FileDescriptorSource(descriptor: opened)
        }
        defer { if opened >= 0 { Platform.closeDescriptor(opened) } }
        let format: BatchWriter.Format = arguments.single(format)?.text == "csv" ? .csv : .jsonl
        let threads = try arguments.single(threads).map { (value) throws(UsageError) in try ValueParsing.count(value, option: "threads", in: 1...Self.maxThreads) }
            ?? min(Platform.processorCount, Self.maxThreads)
        var run = BatchRun(
            format: format, failFast: arguments.has(failFast), mayBlock: source.mayBlock, threads: threads, context: context)
        var reader = LineReader(source: source)
        let completed = reader.forEachLine(beforeBlocking: { run.inputWillWait() }) { whole, number in
            guard var line = whole else { return run.addTooLong(number: number) }
            // A leading byte-order mark is no part of the first line (``InputText``).
            if number == 1, InputText.startsWithByteOrderMark(line) { line = UnsafeBufferPointer(rebasing: line[InputText.byteOrderMark.count...]) }
            return run.add(line, number: number)
        }
        // Every line read is answered and delivered, a read error's included.
        run.finish()
        guard completed else {
            throw UsageError("cannot read '\(path)': \(FileSystem.lastErrorText())", code: .file)
        }
        // Results went to standard output, perhaps a file: say on stderr, in one line, that some
        // lines failed and how many pairs were unsupported.
        let unsupported = run.unsupportedSummary
        guard let first = run.firstFailure else {
            if let unsupported { context.errors.write("safearea: \(unsupported)\n") }
            return .success
        }
        let stopped = arguments.has(failFast) ? " (stopped there: --fail-fast)" : ""
        let answered = run.answered, failures = run.failures
        context.errors.write(
            "safearea: \(failures) of \(answered) line\(answered == 1 ? "" : "s") failed; first at line \(first.line): \(first.message)\(stopped)"
                + (unsupported.map { "; \($0)" } ?? "") + "\n")
        return .failure
    }

    /// Threads a run uses at most (`--threads`).
    static let maxThreads = 64

    /// One line's answer. `direct` is the record writer `context` holds (nil for CSV), passed
    /// rather than read from the context per line; it must be that one, since the line's leading
    /// members are begun in it and the command writes through the context's.
    ///
    /// The scanner finds the line's members and the request reads them into `arguments`, through
    /// the command line's checks, so that a line is read, and its error worded, as its command
    /// line would be.
    static func answer(
        _ line: UnsafeBufferPointer<UInt8>, number: Int, scanner: LineScanner, commands: BatchCommandTable,
        arguments: inout ParsedArguments, context: CommandContext, direct: DirectRecordWriter?
    ) -> Result<LineAnswer, BatchLineError> {
        guard scanner.scan(line) else { return .failure(BatchLineError(unreadable(line), idRange: nil)) }
        let request: BatchRequest
        switch BatchRequest.read(scanner, commands: commands, into: &arguments) {
        case .success(let read): request = read
        case .failure(let failure): return .failure(failure)
        }
        // Each result starts `{"line":N,"id":…`, written once per line.
        direct?.beginLine(number, id: request.idRange.map { UnsafeBufferPointer(rebasing: line[$0]) })
        do {
            let output = try request.compute(arguments, context)
            // Records written straight to JSON Lines leave none here, and their id is written:
            // no value is made of it.
            if output.records.isEmpty, direct != nil { return .success(.written) }
            return .success(.records(output.records, id: request.id(in: line)))
        } catch {
            return .failure(BatchLineError(error, idRange: request.idRange))
        }
    }

    /// What a line answered: its records already written as JSON Lines (the run's
    /// ``DirectRecordWriter``), or its records as trees and its `id`.
    enum LineAnswer {
        case written
        case records([OutputValue], id: OutputValue?)
    }

    /// Why a line the scanner refused is no request: `JSONReader`, the strict reader, says where
    /// the JSON is wrong, or what the line is instead of an object.
    static func unreadable(_ line: UnsafeBufferPointer<UInt8>) -> UsageError {
        let bytes = Array(line)
        do {
            let value = try JSONReader.parse(bytes)
            if case .object = value.kind {
                // The scanner accepts every object JSONReader does (the fuzz target holds them to
                // it); this line would be a fault in one of them.
                return UsageError("this line could not be read, though it is a JSON object: please report it", code: .malformedJSON)
            }
            return UsageError("a line must be a JSON object, not \(value.typeName)", code: .notAnObject)
        } catch {
            let position = TextPosition(offset: error.offset, in: bytes)
            return UsageError("malformed JSON at column \(position.column): \(error.message)", code: .malformedJSON)
        }
    }

    /// Why a line longer than ``Limits/lineBytes`` has no answer.
    static let tooLong = UsageError("a line longer than \(Limits.lineBytes) bytes (\(Limits.lineBytes >> 20) MiB) is not read", code: .limit)

    static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        InputText.isBlank(line)
    }
}
