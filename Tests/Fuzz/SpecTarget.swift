@testable import SafeAreaCLI

/// The check spec decoder and the check runner: `check -` on the input, reported as JSON.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // A spec may name files; keep the fuzzer away from the machine's files and devices.
    if bytes.contains(UInt8(ascii: "/")) { return 0 }
    let arguments = ["check", "-", "--format", "json"]
    let result = Invariants.run(arguments, input: bytes)
    Invariants.checkRun(result.status, output: result.output, errors: result.errors, arguments: arguments)
    if result.status != 2, !result.output.isEmpty {
        Invariants.require((try? JSONReader.parse(result.output)) != nil, "invalid JSON report", arguments)
    }
    return 0
}
