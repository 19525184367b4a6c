import Foundation
import Testing
@testable import SafeAreaCLI

/// `safearea mcp`: JSON-RPC 2.0 lines in, one reply line per request out; each tool answers as
/// its command line does, in JSON and in text.
@Suite("MCP server")
struct MCPTests {
    private func serve(_ messages: [String]) -> RunResult {
        runCLI(["mcp"], stdin: messages.joined(separator: "\n") + "\n")
    }

    private func request(_ id: Int, _ method: String, _ params: String = "{}") -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#
    }

    private func call(_ id: Int, _ tool: String, _ arguments: String) -> String {
        request(id, "tools/call", #"{"name":"\#(tool)","arguments":\#(arguments)}"#)
    }

    private func replies(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    /// The handshake: the client's revision echoed when it is one the server speaks, the newest
    /// otherwise; the initialized notification and a ping after it.
    @Test func initializeHandshake() {
        let run = serve([
            request(1, "initialize", #"{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}"#),
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            request(2, "initialize", #"{"protocolVersion":"1999-01-01"}"#),
            request(3, "ping"),
        ])
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(run.status == 0 && run.errors.isEmpty)
        #expect(lines.count == 3)
        let instructions = #""instructions":"Each tool is the safearea command of its name: UIKit's safe areas, insets and layouts for every iPhone and iPad, each value with its evidence. Arguments are the command's long options in camelCase."}}"#
        #expect(lines.first == #"{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{}},"serverInfo":{"name":"safearea","version":"0.1.0"},"# + instructions)
        #expect(lines.dropFirst().first?.hasPrefix(#"{"jsonrpc":"2.0","id":2,"result":{"protocolVersion":"2025-11-25","#) == true)
        #expect(lines.last == #"{"jsonrpc":"2.0","id":3,"result":{}}"#)
    }

    @Test func toolsListGolden() throws {
        let run = serve([request(1, "tools/list")])
        expectGolden(run.output, "mcp-tools-list.jsonl")
        let tools = try #require((try replies(run.output).first?["result"] as? [String: Any])?["tools"] as? [[String: Any]])
        #expect(tools.map { $0["name"] as? String } == MCPTools.names)
        // Every option a batch line takes is a property, choices as an enum.
        let insets = try #require(tools.first { $0["name"] as? String == "insets" }?["inputSchema"] as? [String: Any])
        let properties = try #require(insets["properties"] as? [String: [String: Any]])
        #expect(properties["navigationBar"]?["enum"] as? [String] == ["none", "hidden", "standard", "large"])
        #expect(properties["tabBar"]?["type"] as? String == "boolean")
        #expect(properties["format"] == nil && properties["profiles"] == nil)
        #expect(properties.count == InsetsCommand.spec.options.count - BatchRequest.runWideKeys.count)
    }

    /// Each tool's structuredContent is its command line's `--format json` (an array wrapped as
    /// `results`), and its text the command line's text, with what it says on stderr after it.
    @Test(arguments: [
        ("devices", #"{"device":"iPhone X","sources":true}"#, ["-d", "iPhone X", "--sources"]),
        ("insets", #"{"device":"iPhone 17 Pro","orientation":"landscapeLeft"}"#, ["-d", "iPhone 17 Pro", "-o", "landscapeLeft"]),
        ("scroll", #"{"device":"iPhone X","ios":16,"contentSize":{"width":375,"height":2000},"navigationBar":"large"}"#, ["-d", "iPhone X", "--ios", "16", "--content-size", "375x2000", "--navigation-bar", "large"]),
        ("table", #"{"device":["iPhone 8","iPhone X"],"orientation":"all","style":"insetGrouped"}"#, ["-d", "iPhone 8", "-d", "iPhone X", "-o", "all", "--style", "insetGrouped"]),
        ("collection", #"{"device":"iPhone X","itemSize":"100x100","items":[3,4],"sectionInset":{"top":10}}"#, ["-d", "iPhone X", "--item-size", "100x100", "--items", "3", "--items", "4", "--section-inset", "10,0,0,0"]),
        ("css", #"{"device":"iPhone X","orientation":"landscape"}"#, ["-d", "iPhone X", "-o", "landscape"]),
        ("policy", #"{"file":"FIXTURES/reader.json","device":"iPhone X"}"#, ["FIXTURES/reader.json", "-d", "iPhone X"]),
        ("check", #"{"file":"FIXTURES/checkout.json"}"#, ["FIXTURES/checkout.json"]),
        ("explain", #"{"device":"iPhone 17 Pro","field":"safeAreaInsets"}"#, ["-d", "iPhone 17 Pro", "safeAreaInsets"]),
    ])
    func eachToolAnswersAsItsCommandLine(_ tool: String, _ arguments: String, _ argv: [String]) throws {
        // Fixtures by absolute path: tests run in parallel, in any directory.
        let fixtures = packageRoot.path + "/Tests/SafeAreaCLITests/Fixtures/"
        let argv = argv.map { $0.replacingOccurrences(of: "FIXTURES/", with: fixtures) }
        let run = serve([call(7, tool, arguments.replacingOccurrences(of: "FIXTURES/", with: fixtures))])
        let reply = try #require(try replies(run.output).first)
        #expect(reply["id"] as? Int == 7)
        let result = try #require(reply["result"] as? [String: Any])
        #expect(result["isError"] as? Bool == false)
        let json = try JSONSerialization.jsonObject(with: Data(runCLI([tool] + argv + ["--format", "json"]).output.utf8))
        let expected = json as? [String: Any] ?? ["results": json]
        let structured = try #require(result["structuredContent"] as? [String: Any])
        #expect(NSDictionary(dictionary: structured).isEqual(to: expected))
        let text = runCLI([tool] + argv)
        let content = try #require(result["content"] as? [[String: Any]])
        #expect(content.count == 1 && content.first?["type"] as? String == "text")
        #expect(content.first?["text"] as? String == text.output + text.errors)
        // The values carry how they are known.
        let first = (structured["results"] as? [[String: Any]])?.first
        if !["devices", "policy", "check", "explain"].contains(tool) { #expect(first?["evidence"] != nil) }
        if tool == "devices" { #expect(first?["sources"] != nil) }
        if tool == "policy" { #expect(first?["homeIndicatorDecidedBy"] as? String == "mask") }
        if tool == "check" { #expect(structured["failed"] as? Int == 6) }
        if tool == "explain" { #expect(first?["tier"] as? String == "measured") }
    }

    /// A check spec and a policy hierarchy may be given inline, as JSON objects.
    @Test func inlineSpecAndHierarchy() throws {
        let spec = try String(contentsOf: packageRoot.appendingPathComponent("Tests/SafeAreaCLITests/Fixtures/checkout.json"), encoding: .utf8)
        let hierarchy = #"{"windows":[{"name":"main","root":"a"}],"viewControllers":{"a":{"prefersHomeIndicatorAutoHidden":true}}}"#
        let run = serve([
            call(1, "check", #"{"spec":\#(spec.replacingOccurrences(of: "\n", with: " "))}"#),
            call(2, "policy", #"{"hierarchy":\#(hierarchy),"device":"iPhone X"}"#),
            call(3, "check", #"{"spec":{"assertions":[{"bad":1}]}}"#),
            call(4, "check", #"{"spec":"layout.json"}"#),
            call(5, "policy", #"{"file":"-"}"#),
            call(6, "insets", #"{"devicesFrom":["names.txt","-"]}"#),
        ])
        let results = try replies(run.output).map { try #require($0["result"] as? [String: Any]) }
        #expect(results.count == 6)
        let report = try #require(results[0]["structuredContent"] as? [String: Any])
        #expect(report["spec"] as? String == "<spec>" && report["failed"] as? Int == 6 && report["passed"] as? Int == 22)
        let policy = try #require((results[1]["structuredContent"] as? [String: Any])?["results"] as? [[String: Any]])
        #expect(policy.first?["homeIndicatorAutoHidden"] as? Bool == true)
        #expect(results[2]["isError"] as? Bool == true)
        #expect(((results[2]["content"] as? [[String: Any]])?.first?["text"] as? String)?.hasPrefix("safearea: <spec>:1:") == true)
        #expect(((results[3]["content"] as? [[String: Any]])?.first?["text"] as? String) == #"safearea: "spec" must be a JSON object, not a string"#)
        #expect(((results[4]["content"] as? [[String: Any]])?.first?["text"] as? String) == #"safearea: "file" cannot be '-': standard input carries the protocol's messages"#)
        #expect(((results[5]["content"] as? [[String: Any]])?.first?["text"] as? String) == #"safearea: "devicesFrom" cannot be '-': standard input carries the protocol's messages"#)
    }

    /// A bad call is a tool result with isError and the command line's message, suggestion
    /// included; the next call is answered.
    @Test func aBadCallIsAToolErrorNamingTheDevice() throws {
        let run = serve([
            call(1, "insets", #"{"device":"iPhone 71 Pro"}"#),
            call(2, "insets", #"{"orientation":"sideways"}"#),
            call(3, "insets", #"{"format":"csv"}"#),
            call(4, "insets", #"{"device":"iPhone X"}"#),
        ])
        let results = try replies(run.output).map { try #require($0["result"] as? [String: Any]) }
        #expect(results.map { $0["isError"] as? Bool } == [true, true, true, false])
        let texts = results.map { ($0["content"] as? [[String: Any]])?.first?["text"] as? String }
        #expect(texts[0] == String(runCLI(["insets", "-d", "iPhone 71 Pro"]).errors.dropLast()))
        #expect(texts[0]?.contains("unknown device 'iPhone 71 Pro'; did you mean 'iPhone 11 Pro'?") == true)
        #expect(texts[1]?.contains("'sideways'") == true)
        #expect(texts[2]?.hasPrefix(#"safearea: unknown key "format" for 'insets' (the server's"#) == true)
        #expect(results[0]["structuredContent"] == nil && results[3]["structuredContent"] != nil)
        #expect(run.status == 0 && run.errors.isEmpty)
    }

    /// Protocol errors: malformed JSON (-32700, id null), a message that is no request (-32600),
    /// an unknown method (-32601), an unknown tool (-32602); notifications get no reply, and
    /// every message after an error is answered.
    @Test func protocolErrorsAndNotifications() throws {
        let run = serve([
            #"{"jsonrpc":"2.0","id":1,"method":"#,
            request(2, "ping"),
            "[1, 2]",
            #"{"jsonrpc":"1.0","id":3,"method":"ping"}"#,
            #"{"jsonrpc":"2.0","id":null,"method":"ping"}"#,
            request(4, "resources/list"),
            #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}"#,
            #"{"jsonrpc":"2.0","method":"no/such/notification"}"#,
            #"{"jsonrpc":"2.0","id":9,"result":{}}"#,
            "",
            call(5, "inset", "{}"),
            call(6, "insets", "[1]"),
            #"{"jsonrpc":"2.0","id":"123456789012345678","method":"ping"}"#,
            #"{"jsonrpc":"2.0","id":123456789012345678,"method":"ping"}"#,
        ])
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines == [
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"malformed JSON at column 34: unexpected end of input, expected a value"}}"#,
            #"{"jsonrpc":"2.0","id":2,"result":{}}"#,
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"a line must be a JSON object, not an array"}}"#,
            #"{"jsonrpc":"2.0","id":3,"error":{"code":-32600,"message":"\"jsonrpc\" must be \"2.0\""}}"#,
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"\"id\" must be a string or a number, not null"}}"#,
            #"{"jsonrpc":"2.0","id":4,"error":{"code":-32601,"message":"unknown method 'resources/list'"}}"#,
            #"{"jsonrpc":"2.0","id":5,"error":{"code":-32602,"message":"unknown tool 'inset'; did you mean 'insets'?"}}"#,
            #"{"jsonrpc":"2.0","id":6,"error":{"code":-32602,"message":"\"arguments\" must be an object, not an array"}}"#,
            #"{"jsonrpc":"2.0","id":"123456789012345678","result":{}}"#,
            #"{"jsonrpc":"2.0","id":123456789012345678,"result":{}}"#,
        ])
        #expect(run.status == 0 && run.errors.isEmpty)
    }

    /// A message over the batch line's limit is refused without being held whole, and the
    /// server goes on.
    @Test func aMessageOverTheLimitIsRefused() {
        let long = #"{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":""# + String(repeating: "x", count: Limits.lineBytes) + #""}}"#
        let run = serve([long, request(2, "ping")])
        #expect(run.output.split(separator: "\n").map(String.init) == [
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"a line longer than 16777216 bytes (16 MiB) is not read"}}"#,
            #"{"jsonrpc":"2.0","id":2,"result":{}}"#,
        ])
        #expect(run.status == 0)
    }

    /// Every tool's properties are its options as batch keys (less the server's own), its
    /// positional argument and its inline file: made from the option tables.
    @Test func schemasComeFromTheOptionTables() throws {
        let run = serve([request(1, "tools/list")])
        let tools = try #require((try replies(run.output).first?["result"] as? [String: Any])?["tools"] as? [[String: Any]])
        for (tool, listed) in zip(MCPTools().tools, tools) {
            let schema = try #require(listed["inputSchema"] as? [String: Any])
            let properties = try #require(schema["properties"] as? [String: Any])
            let expected = tool.keys.keys.filter { !BatchRequest.runWideKeys.contains($0) } + [tool.positionalKey, tool.inlineKey].compactMap { $0 }
            #expect(Set(properties.keys) == Set(expected), "\(tool.entry.spec.name)")
            #expect(schema["type"] as? String == "object" && schema["additionalProperties"] as? Bool == false)
        }
    }

    /// Hostile messages are answered as errors, never fatal: nesting past the reader's limit, a
    /// number past a double, a method outside ASCII, values out of range.
    @Test func hostileMessagesAreAnswered() throws {
        let run = serve([
            String(repeating: "[", count: 100),
            #"{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":1e400}}"#,
            "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"p\u{FF}\"}",
            call(3, "scroll", #"{"device":"iPhone X","contentSize":"1e300x5"}"#),
            call(4, "collection", #"{"device":"iPhone X","items":1000000}"#),
            request(5, "ping"),
        ])
        let lines = try replies(run.output)
        #expect(lines.count == 6)
        #expect(lines.prefix(3).map { ($0["error"] as? [String: Any])?["code"] as? Int } == [-32700, -32700, -32601])
        #expect(lines[3...4].map { ($0["result"] as? [String: Any])?["isError"] as? Bool } == [true, true])
        #expect(lines.last?["id"] as? Int == 5 && lines.last?["result"] != nil)
        #expect(run.status == 0)
    }

    /// Standard input is the protocol's: measurements cannot come from it.
    @Test func measurementsFromStandardInputAreRefused() {
        let run = runCLI(["mcp", "--measurements", "-"])
        #expect(run.status == 2 && run.output.isEmpty)
        #expect(run.errors == "safearea: --measurements -: standard input is read by 'mcp' itself; give the measurements as a file\n")
    }
}
