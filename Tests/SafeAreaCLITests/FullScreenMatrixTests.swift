import Foundation
import Testing
@testable import SafeAreaCLI

/// Every full-screen answer, unchanged unless recorded on purpose: the whole matrix of devices ×
/// orientations × released iOS versions × screen contexts for insets, scroll, table, collection
/// and css, kept as digests (`RECORD_GOLDENS=1` rewrites them; the values a change moves are
/// reviewed in the goldens and the core's table tests). The fields windows added (`window`,
/// `windowing`, `reservedRegions`, `posture`, `notes`) are removed before comparing, and the
/// devices added since the matrix was first recorded (``addedSinceRecording``) are left out;
/// each record is compared in the shape it had then (``recordedShape(_:)``: no `evidence`, each
/// dispute as its one-line summary).
@Suite("Full-screen matrix")
struct FullScreenMatrixTests {
    private static func fixture(_ name: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent("Tests/SafeAreaCLITests/Fixtures/\(name)"), encoding: .utf8)
    }

    /// FNV-1a, 64 bits: the recorder computes the same.
    private static func digest(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The record without the fields windows added (they sit together after the old fields) and
    /// without the css snippet, whose wording issue 15 changed on purpose (its `env` values stay).
    static func withoutWindowFields(_ line: String) -> String {
        var text = Substring(line)
        if let start = text.range(of: ",\"css\":\"") {
            // The string ends at the first quote that no backslash escapes.
            var index = start.upperBound
            var escaped = false
            while index < text.endIndex, escaped || text[index] != "\"" {
                escaped = !escaped && text[index] == "\\"
                index = text.index(after: index)
            }
            if index < text.endIndex { text.removeSubrange(start.lowerBound...index) }
        }
        for (key, end) in [
            (",\"window\":{", "}"), (",\"windowing\":\"", "\""), (",\"reservedRegions\":[", "]"), (",\"posture\":", "null"),
            (",\"notes\":[", "]"),
        ] {
            guard let start = text.range(of: key) else { continue }
            guard let close = text[start.upperBound...].range(of: end) else { continue }
            text.removeSubrange(start.lowerBound..<close.upperBound)
        }
        return String(text)
    }

    /// `line` as the recorded binary wrote it: without `evidence`, and with each dispute as the
    /// sentence it was then (``OutputValue/disputeSummaries``).
    static func recordedShape(_ line: String) throws -> String {
        guard case .object(var fields) = OutputValue(json: try JSONReader.parse(line)) else { return line }
        fields.removeAll { $0.key == "evidence" }
        if let place = fields.firstIndex(where: { $0.key == "disputes" }) {
            fields[place] = OutputField("disputes", .strings(OutputValue.object(fields).disputeSummaries))
        }
        var text = ""
        JSONWriter.writeCompact(.object(fields), to: &text)
        return text
    }

    @Test func recordedShapeUndoesOnlyEvidenceAndDisputeObjects() throws {
        let line = #"{"line":1,"ios":27,"disputes":[{"field":"safeAreaInsets.top","value":"20","tier":"transcribed","alternatives":[{"value":"0","tier":"measured","sources":["a"]}],"why":"w"}],"evidence":{"safeAreaInsets":{"tier":"derived","sources":["b"],"rule":"r"}}}"#
        #expect(try Self.recordedShape(line) == #"{"line":1,"ios":27,"disputes":["safeAreaInsets.top 20 is disputed (other sources: 0): w"]}"#)
    }

    @Test func strippingRemovesOnlyTheWindowFields() {
        let line = #"{"line":1,"ios":16,"window":{"x":0,"y":0,"width":375,"height":812},"windowing":"fullScreen","reservedRegions":[],"posture":null,"notes":[],"subview":{"frame":{"x":0}}}"#
        #expect(Self.withoutWindowFields(line) == #"{"line":1,"ios":16,"subview":{"frame":{"x":0}}}"#)
        let css = #"{"line":2,"env":{"top":0},"css":"/* a \"quoted\" \\ value */\nbody {}\n","window":{"x":0},"disputes":[]}"#
        #expect(Self.withoutWindowFields(css) == #"{"line":2,"env":{"top":0},"disputes":[]}"#)
    }

    /// Devices added to the catalogue after the digests were recorded: their answers are new, not
    /// changed, so they are not part of the comparison.
    static let addedSinceRecording = ["iphone-duo", "iphone-18-pro", "iphone-18-pro-max"]

    @Test func everyFullScreenAnswerIsUnchanged() throws {
        let queries = try Self.fixture("full-screen-matrix-queries.jsonl")
        let result = runCLI(["batch"], stdin: queries)
        var groups: [Int: [String]] = [:]
        for line in result.output.split(separator: "\n") {
            let prefix = line.dropFirst("{\"line\":".count).prefix { $0.isNumber }
            let number = try #require(Int(prefix))
            if Self.addedSinceRecording.contains(where: { line.contains("\"device\":\"\($0)\"") }) { continue }
            groups[number, default: []].append(Self.withoutWindowFields(try Self.recordedShape(String(line))))
        }
        var compared = 0
        let recorded = try Self.fixture("full-screen-matrix-digests.tsv")
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            // A change of answers made on purpose is recorded here, and reviewed in the goldens and
            // table tests that show the values themselves.
            var rows = [
                "# The full-screen answers of `safearea batch` on full-screen-matrix-queries.jsonl (RECORD_GOLDENS=1 rewrites them):",
                "# query line, output lines, FNV-1a 64 of the query's output lines joined by newlines.",
            ]
            for number in 1...groups.keys.max()! {
                let lines = groups[number] ?? []
                rows.append("\(number)\t\(lines.count)\t\(String(Self.digest(lines.joined(separator: "\n")), radix: 16).leftPadded)")
            }
            try (rows.joined(separator: "\n") + "\n").write(
                to: packageRoot.appendingPathComponent("Tests/SafeAreaCLITests/Fixtures/full-screen-matrix-digests.tsv"), atomically: true, encoding: .utf8)
            Issue.record("recorded full-screen-matrix-digests.tsv; run again without RECORD_GOLDENS")
            return
        }
        for row in recorded.split(separator: "\n") where !row.hasPrefix("#") {
            let columns = row.split(separator: "\t")
            let number = try #require(Int(columns[0]))
            let lines = groups[number] ?? []
            #expect(lines.count == Int(columns[1]), "query line \(number)")
            #expect(String(Self.digest(lines.joined(separator: "\n")), radix: 16).leftPadded == String(columns[2]), "query line \(number)")
            compared += lines.count
        }
        #expect(compared > 28_000)
    }
}

private extension String {
    var leftPadded: String { String(repeating: "0", count: max(0, 16 - count)) + self }
}

