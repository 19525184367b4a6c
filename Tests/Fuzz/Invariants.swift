@testable import SafeAreaCLI

/// What every fuzz target checks after a run; a broken invariant traps (`fatalError`), which
/// libFuzzer reports as a crash with the input that caused it.
enum Invariants {
    /// Runs the program in-process on memory streams.
    static func run(_ arguments: [String], input: [UInt8] = []) -> (status: Int32, output: [UInt8], errors: [UInt8]) {
        let output = MemorySink()
        let errors = MemorySink()
        let status = SafeAreaCommandLine.run(
            arguments: arguments, output: output, errors: errors, standardInput: MemorySource(input))
        return (status, output.bytes, errors.bytes)
    }

    /// Exit status 0, 1 or 2; stderr lines each `safearea: …`; no non-finite number anywhere.
    /// `csv` says the output quotes as CSV does (`""`, no backslash escapes).
    static func checkRun(_ status: Int32, output: [UInt8], errors: [UInt8], arguments: [String], csv: Bool = false) {
        require([0, 1, 2].contains(status), "exit status \(status)", arguments)
        for line in lines(errors) where !line.isEmpty {
            // Warnings and notes are `safearea: …` too; only the help text is free-form.
            if status == 2, !String(decoding: line, as: UTF8.self).hasPrefix("safearea") {
                require(false, "stderr line without 'safearea': \(String(decoding: line, as: UTF8.self))", arguments)
            }
        }
        requireNoNonFinite(output, csv: csv, arguments)
    }

    /// No JSON or CSV spelling of infinity or NaN in the output, outside quoted strings.
    static func requireNoNonFinite(_ bytes: [UInt8], csv: Bool, _ context: [String]) {
        // `:inf`, `,-inf`, `[nan` and the like, looked for in the bytes: a `String` search of a
        // large output took most of each run, leaving the fuzzer a few hundred runs in 20 s.
        // Quoted text is skipped: an error message echoes the user's key or value, and a key
        // spelled `a,nan` is text, not a number (a CI run once failed on exactly that). JSON's
        // `\"` is stepped over; CSV's `""` closes and reopens the quote, which comes to the same,
        // and a CSV backslash is only a backslash.
        let words = ["inf", "-inf", "nan"].map { Array($0.utf8) }
        var insideString = false
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if insideString {
                if byte == UInt8(ascii: "\\"), !csv { index += 1 } else if byte == UInt8(ascii: "\"") { insideString = false }
            } else if byte == UInt8(ascii: "\"") {
                insideString = true
            } else if byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") {
                for word in words where bytes[(index + 1)...].starts(with: word) {
                    require(false, "non-finite number '\(Character(Unicode.Scalar(byte)))\(String(decoding: word, as: UTF8.self))' in the output", context)
                }
            }
            index += 1
        }
    }

    /// Every line of JSON Lines output is one valid JSON object whose numbers are finite.
    static func requireJSONLines(_ bytes: [UInt8], _ context: [String]) -> [JSONValue] {
        var values: [JSONValue] = []
        for line in lines(bytes) where !line.isEmpty {
            guard let value = try? JSONReader.parse(line), case .object = value.kind else {
                require(false, "invalid JSON line: \(String(decoding: line, as: UTF8.self))", context)
                return values
            }
            values.append(value)
        }
        return values
    }

    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    }

    static func require(_ condition: Bool, _ message: @autoclosure () -> String, _ context: [String]) {
        guard !condition else { return }
        fatalError("invariant broken: \(message())\narguments: \(context)")
    }
}
