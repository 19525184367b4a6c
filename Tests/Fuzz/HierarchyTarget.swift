@testable import SafeAreaCLI

/// The hierarchy decoder and the policy resolver behind it: `policy -` on the input, as JSON
/// Lines, on a device with a home indicator.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHierarchy(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let arguments = ["policy", "-", "-f", "jsonl"]
    let result = Invariants.run(arguments, input: bytes)
    Invariants.checkRun(result.status, output: result.output, errors: result.errors, arguments: arguments)
    _ = Invariants.requireJSONLines(result.output, arguments)
    return 0
}
