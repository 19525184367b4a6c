@testable import SafeAreaCLI

/// The MCP server on a whole session read from the input: every message is answered or ignored
/// as JSON-RPC says, never by ending the server, which exits 0 at the end of its input; every
/// line it writes is a JSON-RPC 2.0 message.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMCP(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let arguments = ["mcp"]
    let result = Invariants.run(arguments, input: bytes)
    Invariants.require(result.status == 0, "the server ended with status \(result.status)", arguments)
    Invariants.requireNoNonFinite(result.output, csv: false, arguments)
    for line in Invariants.requireJSONLines(result.output, arguments) {
        guard case .object(let members) = line.kind else { continue }
        Invariants.require(members.contains { $0.key == "jsonrpc" }, "a reply without \"jsonrpc\"", arguments)
    }
    return 0
}
