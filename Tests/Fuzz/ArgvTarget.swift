@testable import SafeAreaCLI

/// The argv parser and every command behind it: the input is split at NUL bytes into arguments.
/// JSON formats must give valid JSON; nothing may trap, and no number may be infinite or NaN.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArgv(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    // Files are named by path (and `draw --output` writes them): keep the fuzzer away from the
    // machine's files and devices.
    if arguments.contains(where: { $0.contains("/") || $0 == "-" || $0.hasPrefix("--profiles") || $0.hasPrefix("--output") }) { return 0 }
    let result = Invariants.run(arguments)
    let format = requestedFormat(arguments)
    Invariants.checkRun(result.status, output: result.output, errors: result.errors, arguments: arguments, csv: format == "csv")
    // Only a command that runs (not its help) prints the format asked for.
    let printsHelp = arguments.contains { $0 == "-h" || $0 == "--help" }
    let isRecordCommand = arguments.first.flatMap { CommandTable.entry(named: $0)?.compute } != nil
    guard result.status != 2, isRecordCommand, !printsHelp else { return 0 }
    // A command that succeeds answers something: filters that leave no device once printed
    // nothing, or a CSV line without its header, and exited 0.
    Invariants.require(!result.output.isEmpty && result.output.first != 0x0A, "a successful run printed no answer", arguments)
    switch format {
    case "jsonl":
        _ = Invariants.requireJSONLines(result.output, arguments)
    case "json" where !result.output.isEmpty:
        Invariants.require((try? JSONReader.parse(result.output)) != nil, "invalid JSON document", arguments)
    default:
        break
    }
    return 0
}

/// The value of the last `--format`/`-f` as the parser reads it.
private func requestedFormat(_ arguments: [String]) -> String? {
    var format: String?
    var index = 1
    while index < arguments.count {
        let argument = arguments[index]
        if argument == "--" { break }
        if argument == "-f" || argument == "--format", index + 1 < arguments.count {
            format = arguments[index + 1]
            index += 2
            continue
        }
        if argument.hasPrefix("--format=") { format = String(argument.dropFirst(9)) }
        if argument.hasPrefix("-f"), argument.count > 2, !argument.hasPrefix("--") {
            let rest = argument.dropFirst(2)
            format = String(rest.hasPrefix("=") ? rest.dropFirst() : rest)
        }
        index += 1
    }
    return format
}
