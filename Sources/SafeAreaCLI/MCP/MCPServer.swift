/// Answers one JSON-RPC 2.0 message of the Model Context Protocol: a request gets one reply
/// line, a notification or a response none. Nothing a client sends ends the server.
struct MCPServer {
    let context: CommandContext
    let tools: MCPTools

    init(context: CommandContext) {
        self.context = context
        tools = MCPTools()
    }

    /// The protocol revisions the server speaks, newest first: a client asking for one of them
    /// gets it, any other client the newest.
    static let protocolVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]

    /// JSON-RPC's error codes.
    enum Code: Int {
        case parseError = -32700, invalidRequest = -32600, methodNotFound = -32601, invalidParams = -32602
    }

    /// The reply line to `line` (nil when it was longer than ``Limits/lineBytes``), or nil when
    /// the message wants none.
    func reply(to line: UnsafeBufferPointer<UInt8>?) -> String? {
        guard let line else { return Self.error(.null, .invalidRequest, BatchCommand.tooLong.message) }
        if InputText.isBlank(line) { return nil }
        let bytes = Array(line)
        // The batch reader's words for what is wrong: where the JSON breaks, or what it is instead.
        guard let message = try? JSONReader.parse(bytes), case .object = message.kind else {
            let why = BatchCommand.unreadable(line)
            return Self.error(.null, why.code == .malformedJSON ? .parseError : .invalidRequest, why.message)
        }
        let method = message["method"]
        guard let idValue = message["id"] else {
            // A notification (`notifications/initialized`, `.../cancelled`) is never answered.
            return method == nil ? Self.error(.null, .invalidRequest, "a message needs \"method\" or \"id\"") : nil
        }
        // A response to a request: the server sends none, so there is nothing to match it to.
        if method == nil, message["result"] != nil || message["error"] != nil { return nil }
        // The id as the client spelled it, as batch echoes one: 123456789012345678 stays that.
        let end = JSONReader.end(ofValueAt: idValue.offset, in: bytes, depth: 1) ?? idValue.offset
        let id = OutputValue.verbatim(json: String(decoding: bytes[idValue.offset..<end], as: UTF8.self))
        switch idValue.kind {
        case .string, .number: break
        default: return Self.error(.null, .invalidRequest, "\"id\" must be a string or a number, not \(idValue.typeName)")
        }
        guard case .string("2.0") = message["jsonrpc"]?.kind else { return Self.error(id, .invalidRequest, "\"jsonrpc\" must be \"2.0\"") }
        guard case .string(let name) = method?.kind else { return Self.error(id, .invalidRequest, "\"method\" must be a string") }
        let params = message["params"] ?? JSONValue(kind: .object([]), offset: 0)
        guard case .object = params.kind else { return Self.error(id, .invalidParams, "\"params\" must be an object") }
        switch name {
        case "initialize":
            let version = if case .string(let asked)? = params["protocolVersion"]?.kind, Self.protocolVersions.contains(asked) {
                asked
            } else {
                Self.protocolVersions[0]
            }
            return Self.result(id, .object([
                OutputField("protocolVersion", .string(version)),
                OutputField("capabilities", .object([OutputField("tools", .object([]))])),
                OutputField("serverInfo", .object([OutputField("name", .string("safearea")), OutputField("version", .string(SafeAreaCommandLine.version))])),
                OutputField("instructions", .string("Each tool is the safearea command of its name: UIKit's safe areas, insets and layouts for every iPhone and iPad, each value with its evidence. Arguments are the command's long options in camelCase.")),
            ]))
        case "ping":
            return Self.result(id, .object([]))
        case "tools/list":
            return Self.result(id, .object([OutputField("tools", .array(tools.list))]))
        case "tools/call":
            guard case .string(let toolName) = params["name"]?.kind else {
                return Self.error(id, .invalidParams, "tools/call needs \"name\", a string")
            }
            guard let tool = tools.tool(named: toolName) else {
                return Self.error(id, .invalidParams, "unknown tool '\(toolName)'" + Suggestion.clause(for: toolName, in: MCPTools.names))
            }
            let arguments = params["arguments"] ?? JSONValue(kind: .object([]), offset: 0)
            guard case .object(let members) = arguments.kind else {
                return Self.error(id, .invalidParams, "\"arguments\" must be an object, not \(arguments.typeName)")
            }
            return Self.result(id, tools.call(tool, members, context: context))
        default:
            return Self.error(id, .methodNotFound, "unknown method '\(name)'")
        }
    }

    static func result(_ id: OutputValue, _ result: OutputValue) -> String {
        line(.object([OutputField("jsonrpc", .string("2.0")), OutputField("id", id), OutputField("result", result)]))
    }

    static func error(_ id: OutputValue, _ code: Code, _ message: String) -> String {
        let error = OutputValue.object([OutputField("code", .number(Double(code.rawValue))), OutputField("message", .string(message))])
        return line(.object([OutputField("jsonrpc", .string("2.0")), OutputField("id", id), OutputField("error", error)]))
    }

    private static func line(_ message: OutputValue) -> String {
        var text = ""
        JSONWriter.writeCompact(message, to: &text)
        return text + "\n"
    }
}
