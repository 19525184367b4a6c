import Foundation
import Testing
@testable import SafeAreaCLI

/// Every full-screen answer from before windows were modelled, unchanged: the whole matrix of
/// devices × orientations × released iOS versions × screen contexts for insets, scroll, table,
/// collection and css, recorded as digests (Tests/Tools/full-screen-matrix.py) from the binary
/// of commit 982d6a7 (main before windows, with issue 16's fixes). The fields windows added
/// (`window`, `windowing`, `reservedRegions`, `posture`, `notes`) are removed before comparing, and
/// the devices added since (``addedSinceRecording``) are left out; everything else must match
/// byte for byte, once each record is put back into the shape it had then (``recordedShape(_:)``:
/// no `evidence`, each dispute as its one-line summary). The iOS 27 queries are left out: the
/// rules of the evidence model answer pairs that no source gave then (``changedByRules``).
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

    /// `line` as the recorded binary wrote it: without `evidence`, with each dispute as the
    /// sentence it was then (``OutputValue/disputeSummaries``), and each refusal without the print
    /// that would settle it, which refusals name since.
    static func recordedShape(_ line: String) throws -> String {
        guard case .object(var fields) = OutputValue(json: try JSONReader.parse(line)) else { return line }
        fields.removeAll { $0.key == "evidence" }
        if let place = fields.firstIndex(where: { $0.key == "unsupported" }), case .string(let reason) = fields[place].value,
           let settle = reason.range(of: "; a print of "), reason.hasSuffix(Self.probeHint) {
            fields[place] = OutputField("unsupported", .string(String(reason[..<settle.lowerBound])))
        }
        if let place = fields.firstIndex(where: { $0.key == "disputes" }) {
            fields[place] = OutputField("disputes", .strings(OutputValue.object(fields).disputeSummaries))
        }
        var text = ""
        JSONWriter.writeCompact(.object(fields), to: &text)
        return text
    }

    /// The query lines whose answers the evidence model's rules changed on purpose: every iOS 27
    /// question, whose carried-forward values no source gave when the digests were recorded; the
    /// iOS 26 questions with bars, which the Liquid Glass bar prints answer (iPad and landscape
    /// iPhone bars, the iPhone SE's 83-point tab bar band; `LiquidGlassBarTests` pins them).
    static let changedByRules: Set<Int> = Set(92...98).union(86...88)

    static let probeHint = "(`safearea probe` prints the code that takes it)"

    @Test func recordedShapeUndoesOnlyEvidenceAndDisputeObjects() throws {
        let line = #"{"line":1,"ios":27,"disputes":[{"field":"safeAreaInsets.top","value":"20","tier":"transcribed","alternatives":[{"value":"0","tier":"measured","sources":["a"]}],"why":"w"}],"evidence":{"safeAreaInsets":{"tier":"derived","sources":["b"],"rule":"r"}}}"#
        #expect(try Self.recordedShape(line) == #"{"line":1,"ios":27,"disputes":["safeAreaInsets.top 20 is disputed (other sources: 0): w"]}"#)
        let refused = #"{"line":2,"unsupported":"no source gives x on y; a print of z on y with the iOS 26 simulator runtime would settle it (`safearea probe` prints the code that takes it)"}"#
        #expect(try Self.recordedShape(refused) == #"{"line":2,"unsupported":"no source gives x on y"}"#)
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
            if Self.changedByRules.contains(number) { continue }
            groups[number, default: []].append(Self.withoutWindowFields(try Self.recordedShape(String(line))))
        }
        var compared = 0
        for row in try Self.fixture("full-screen-matrix-digests.tsv").split(separator: "\n") where !row.hasPrefix("#") {
            let columns = row.split(separator: "\t")
            let number = try #require(Int(columns[0]))
            if Self.changedByRules.contains(number) { continue }
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

