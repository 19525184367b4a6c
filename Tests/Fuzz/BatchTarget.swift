@testable import SafeAreaCLI

/// A whole `batch` run on the input: exit 0, 1 or 2, every output line valid JSON carrying the
/// input line it answers, lines in order, and every non-blank input line answered.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBatch(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Lines name files by path; keep the fuzzer away from the machine's files and devices.
    if bytes.contains(UInt8(ascii: "/")) { return 0 }
    if bytes.count > 64 * 1024 { bytes = Array(bytes.prefix(64 * 1024)) }
    let arguments = ["batch"]
    let result = Invariants.run(arguments, input: bytes)
    Invariants.checkRun(result.status, output: result.output, errors: result.errors, arguments: arguments)
    let values = Invariants.requireJSONLines(result.output, arguments)
    var answered: Set<Int> = []
    var last = 0
    for value in values {
        guard case .number(let line)? = value["line"]?.kind else {
            Invariants.require(false, "an output line without \"line\"", arguments)
            return 0
        }
        Invariants.require(Int(exactly: line).map { $0 >= last } ?? false, "line \(line) after line \(last)", arguments)
        last = Int(exactly: line) ?? last
        answered.insert(last)
    }
    // Every input line that is not blank has at least one result (a read error cannot happen
    // on memory, so the run reads every line).
    var inputLines = Invariants.lines(bytes)
    if inputLines.last == [] { inputLines.removeLast() }
    for (index, line) in inputLines.enumerated() {
        var body = line
        if index == 0, body.starts(with: [0xEF, 0xBB, 0xBF]) { body.removeFirst(3) }
        if body.last == 0x0D { body.removeLast() }
        if body.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
        Invariants.require(answered.contains(index + 1), "input line \(index + 1) has no result", arguments)
    }
    return 0
}
