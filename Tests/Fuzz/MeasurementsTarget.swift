@testable import SafeAreaCLI

/// The measurements reader and the evidence it feeds: `insets --measurements -` on the input,
/// over a phone and an iPad in every orientation, as JSON Lines.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMeasurements(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let arguments = ["insets", "--measurements", "-", "-d", "iPhone 17 Pro", "-d", "iPad Air 11-inch (M3)", "-o", "all", "-f", "jsonl"]
    let result = Invariants.run(arguments, input: bytes)
    Invariants.checkRun(result.status, output: result.output, errors: result.errors, arguments: arguments)
    _ = Invariants.requireJSONLines(result.output, arguments)
    return 0
}
