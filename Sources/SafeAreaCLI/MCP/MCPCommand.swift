/// `safearea mcp`: a Model Context Protocol server on standard input and output, whose tools
/// are the commands that answer questions (``MCPTools``).
enum MCPCommand {
    static let spec = CommandSpec(
        name: "mcp",
        summary: "a Model Context Protocol (MCP) server: the commands as tools",
        positional: nil,
        options: [CommonOptions.profiles, CommonOptions.measurements],
        details: [
            "JSON-RPC 2.0, one message a line; it answers initialize, ping, tools/list and tools/call, and ends only at the end of its input (exit 0). Standard output carries only protocol messages. The tools are \(MCPTools.names.joined(separator: ", ")); a call's arguments are read as a batch line's keys are (\"device\", \"orientation\", \"contentSize\": {\"width\": 402, \"height\": 2000}, ...), without \"command\"; check and policy take \"file\", a path, or the spec or hierarchy itself as a JSON object (\"spec\", \"hierarchy\").",
            "An answer is the command's --format json as structuredContent (an array is wrapped as {\"results\": [...]}) and its text format as text content. A bad call (unknown device, bad value) is a result with isError and the command line's message; an unknown tool or method, or a malformed message, is a JSON-RPC error. Messages are held to the batch line's 16 MiB.",
        ],
        examples: [
            "safearea mcp",
            "claude mcp add safearea -- safearea mcp",
        ])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> ExitStatus {
        let server = MCPServer(context: context)
        var reader = LineReader(source: context.standardInput)
        // Each answer leaves before the server waits for the next message.
        let completed = reader.forEachLine(beforeBlocking: { context.output.flush() }) { line, _ in
            if let reply = server.reply(to: line) { context.output.write(reply) }
            return true
        }
        guard completed else { throw UsageError("cannot read standard input: \(FileSystem.lastErrorText())", code: .file) }
        return .success
    }
}
