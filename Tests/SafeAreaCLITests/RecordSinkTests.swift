import Testing
import SafeAreaCore
@testable import SafeAreaCLI

/// The two record sinks must write the same JSON for every kind of field: JSON Lines and batch
/// write records through the byte sink, every other format through the tree.
@Suite("Record sinks")
struct RecordSinkTests {
    /// A record that uses every method of the protocol, nested containers included.
    static func everyField(_ sink: RecordSink, number: Double = 1.5) {
        sink.field("number", number: number)
        sink.field("noNumber", optionalNumber: nil)
        sink.field("someNumber", optionalNumber: -0.25)
        sink.field("insets", insets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        sink.field("noInsets", optionalInsets: nil)
        sink.field("rect", rect: Rect(x: 0, y: 0, width: 393, height: 852))
        sink.field("noRect", optionalRect: nil)
        sink.field("someRect", optionalRect: Rect(x: 1, y: 2, width: 3, height: 4))
        sink.field("point", point: Point(x: 0, y: -44))
        sink.field("size", size: Size(width: 402, height: 2000))
        sink.field("strings", strings: ["a \"quoted\" word", "tab\there", "ü"])
        sink.field("string", string: "line\nbreak")
        sink.field("noString", optionalString: nil)
        sink.field("bool", bool: true)
        sink.field("literal", literal: "portrait")
        sink.field("literals", literals: ["vertical", "horizontal"])
        sink.field("name", name: SizeClass.compact)
        sink.field("noName", optionalName: Posture?.none)
        sink.field("someName", optionalName: Posture.half)
        sink.field("reservedRegions", regions: [
            ReservedRegion(kind: .occlusion, name: .windowControls, frame: Rect(x: 0, y: 0, width: 74.5, height: 32)),
            ReservedRegion(kind: .division, name: .fold, frame: Rect(x: 334, y: 0, width: 1, height: 951)),
        ])
        sink.field("numbers", numbers: [17, 18.5])
        sink.field("noObject", absentObject: ["portrait", "landscape"])
        sink.beginObject("named")
        sink.field(named: "screen.size \"pt\"", strings: ["Apple", "DeviceKit"])
        sink.field(named: "ü", strings: [])
        sink.endObject()
        sink.beginArray("sections")
        for index in 0..<2 {
            sink.beginObject(nil)
            sink.field("index", number: Double(index))
            sink.beginObject("inner")
            sink.field("empty", strings: [])
            sink.endObject()
            sink.endObject()
        }
        sink.endArray()
        sink.beginArray("none")
        sink.endArray()
    }

    @Test func bothSinksWriteTheSameJSON() {
        var expected = ""
        JSONWriter.writeCompact(.record { Self.everyField($0) }, to: &expected)
        let writer = DirectRecordWriter(buffer: ByteBuffer())
        #expect(writer.write { Self.everyField($0) } == nil)
        #expect(String(decoding: writer.buffer.bytes, as: UTF8.self) == expected + "\n")
        // After leading members of batch's own, the record's fields follow a comma.
        writer.buffer.removeAll()
        writer.prefix.removeAll()
        writer.prefix.append(Array(#"{"line":7,"id":"a""#.utf8))
        #expect(writer.write { Self.everyField($0) } == nil)
        #expect(String(decoding: writer.buffer.bytes, as: UTF8.self) == #"{"line":7,"id":"a","# + expected.dropFirst() + "\n")
        #expect(expected.contains(#"{"kind":"division","name":"fold","frame":{"x":334,"y":0,"width":1,"height":951}}"#))
        #expect(expected.contains(#""sections":[{"index":0,"inner":{"empty":[]}},{"index":1,"inner":{"empty":[]}}],"none":[]"#))
        #expect(expected.contains(#""numbers":[17,18.5],"noObject":null,"named":{"screen.size \"pt\"":["Apple","DeviceKit"],"ü":[]}"#))
    }

    /// The tree keeps an absent rect's or insets' columns for CSV, where JSON writes null.
    @Test func absentObjectsKeepTheirColumns() {
        let tree = OutputValue.record { Self.everyField($0) }
        let columns = tree.flattened().map(\.key)
        #expect(columns.contains("noRect.width") && columns.contains("noInsets.right"))
        #expect(columns.contains("noObject.portrait") && columns.contains("noObject.landscape"))
        #expect(tree["noRect"]?.isNull == true)
    }

    /// A non-finite number is no JSON: the record is withdrawn and refused with the path of the
    /// number, as every other writer refuses it.
    @Test func aNonFiniteNumberWithdrawsTheRecord() {
        let writer = DirectRecordWriter(buffer: ByteBuffer())
        writer.buffer.append("kept\n")
        let refused = writer.write { Self.everyField($0, number: .infinity) }
        #expect(refused?.message == "the answer's 'number' is not a finite number; no output is written for values this large")
        #expect(String(decoding: writer.buffer.bytes, as: UTF8.self) == "kept\n")
        #expect(writer.count == 0)
    }
}

/// A `check` query keeps one top-level field of a record: every other field, and every object
/// or array not kept with all it holds, is left out; a number that is not finite anywhere makes
/// the record whole again, so that it is refused naming the field the whole record would.
@Suite("Kept fields")
struct KeptFieldTests {
    @Test(arguments: [
        ("rect", #"{"rect":{"x":0,"y":0,"width":393,"height":852}}"#),
        ("sections", #"{"sections":[{"index":0,"inner":{"empty":[]}},{"index":1,"inner":{"empty":[]}}]}"#),
        ("named", #"{"named":{"screen.size \"pt\"":["Apple","DeviceKit"],"ü":[]}}"#),
        ("none", #"{"none":[]}"#),
        ("bool", #"{"bool":true}"#),
        ("nothing", "{}"),
    ])
    func onlyTheKeptFieldIsBuilt(kept: String, expected: String) {
        let tree = FieldListSink.record(keeping: kept) { RecordSinkTests.everyField($0) }
        #expect(Self.json(tree.value) == expected)
        #expect(tree.isFinite)
    }

    /// `unsupported` is kept beside whatever field is asked for: it says why there is none.
    @Test func unsupportedIsAlwaysKept() {
        let tree = FieldListSink.record(keeping: "env") { sink in
            sink.field("name", string: "iPhone 8")
            sink.field("unsupported", string: "no upside-down portrait")
        }
        #expect(Self.json(tree.value) == #"{"unsupported":"no upside-down portrait"}"#)
    }

    /// Left out or kept, top level or deep in an array left out: the record comes back whole,
    /// and its refusal names the number's path in the whole record.
    @Test(arguments: ["number", "rect", "sections", "nothing"])
    func aNonFiniteNumberAnywhereMakesTheRecordWhole(kept: String) {
        let deep = { (sink: RecordSink) in
            sink.field("number", number: 1)
            sink.beginArray("sections")
            sink.beginObject(nil)
            sink.beginObject("inner")
            sink.field("frame", rect: Rect(x: 0, y: .nan, width: 1, height: 1))
            sink.endObject()
            sink.endObject()
            sink.endArray()
            sink.field("rect", rect: Rect(x: 0, y: 0, width: 1, height: 1))
        }
        let tree = FieldListSink.record(keeping: kept, deep)
        #expect(!tree.isFinite)
        #expect(Self.json(tree.value) == Self.json(.record(deep)))
        #expect(throws: UsageError("the answer's 'sections.0.inner.frame.y' is not a finite number; no output is written for values this large")) {
            try CommandTable.requireFinite(tree.value)
        }
    }

    /// Without a kept field the tree is the whole record, as `OutputValue.record` builds it.
    @Test func noKeptFieldKeepsEverything() {
        let tree = FieldListSink.record(keeping: nil) { RecordSinkTests.everyField($0) }
        #expect(Self.json(tree.value) == Self.json(.record { RecordSinkTests.everyField($0) }))
        #expect(tree.isFinite)
        #expect(!FieldListSink.record(keeping: nil) { RecordSinkTests.everyField($0, number: -.infinity) }.isFinite)
    }

    private static func json(_ value: OutputValue) -> String {
        var text = ""
        JSONWriter.writeCompact(value, to: &text)
        return text
    }
}

@Suite("JSON strings")
struct JSONStringTests {
    /// The byte writer (JSON Lines, batch) and the text writer (JSON) escape alike: every control
    /// character, quotes, backslashes, and non-ASCII text passed through.
    @Test func bothWritersEscapeAlike() {
        var texts = ["", "plain", "a\"b\\c", "line\nbreak\r\ttab", "ü😀 é", String((0..<32).map { Character(Unicode.Scalar(UInt8($0))) }) + "\u{7F}"]
        // The byte writer looks for escapes eight bytes at a time: each escape at every place in
        // and around two words, after ASCII and after bytes of multi-byte characters (high bit
        // set, which the word tests must not take for control characters).
        for escape in ["\"", "\\", "\n", "\u{1F}", "\u{0}"] {
            for filler in ["abcdefghijklmnopqrstuvwx", "éééééééééééé", "~~~~~~~~~~~~~~~~~~~~~~~~", "\u{7F}ÿ\u{80}!#[]aaaaaaaaaaaaaaaa"] {
                for place in 0...20 {
                    var characters = Array(filler)
                    let at = min(place, characters.count)
                    characters.insert(contentsOf: escape, at: at)
                    texts.append(String(characters))
                    texts.append(String(characters) + escape + filler)
                }
            }
        }
        for text in texts {
            var expected = ""
            JSONWriter.writeString(text, to: &expected)
            let buffer = ByteBuffer()
            JSONWriter.writeString(text, to: buffer)
            #expect(String(decoding: buffer.bytes, as: UTF8.self) == expected)
            #expect((try? JSONReader.parse(expected)).map { if case .string(let read) = $0.kind { read == text } else { false } } == true)
        }
    }

    /// Numbers written as bytes are the tree's text for them: every whole number around the
    /// table's and the division's edges, negatives, the extremes, and fractions.
    @Test func numbersAsBytesAreTheirText() {
        var numbers: [Double] = (0...10_100).map(Double.init) + (0...10_100).map { -Double($0) }
        numbers += [99_999, 100_000, 123_456_789, 1e15 - 1, 1e15, 1e16, -1e15, 0.5, -0.5, 1.0 / 3, 2.0 / 3, 59.333333333333336, -0.0]
        // Around the bounds of the writer's whole-number test (adding 1.5 x 2^52): 10^15, and each
        // power of two from 2^49 to 2^64, where the sum leaves its binade and rounds, both signs,
        // with the neighbours of each.
        for exponent in 49...64 {
            let power = Double(sign: .plus, exponent: exponent, significand: 1)
            for value in [power, power + 1, power - 1, power + 2, power.nextUp, power.nextDown, 1e15 + Double(exponent), 1.5 * power] {
                numbers += [value, -value]
            }
        }
        numbers += [1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0.49999999999999994, 4503599627370495.5]
        let buffer = ByteBuffer()
        for number in numbers {
            buffer.removeAll()
            buffer.append(number: number)
            #expect(String(decoding: buffer.bytes, as: UTF8.self) == NumberFormatting.text(number), "\(number)")
        }
        // The record sink writes its fields' numbers in place, by the same rules as the tree.
        for number in numbers {
            let record: (RecordSink) -> Void = { sink in
                sink.field("n", number: number)
                sink.field("r", rect: Rect(x: number, y: -number, width: 1, height: number))
                sink.field("s", size: Size(width: number, height: 0.5))
            }
            var expected = ""
            JSONWriter.writeCompact(.record(record), to: &expected)
            let writer = DirectRecordWriter(buffer: ByteBuffer())
            #expect(writer.write(record) == nil)
            #expect(String(decoding: writer.buffer.bytes, as: UTF8.self) == expected + "\n", "\(number)")
        }
        // Fractions written twice, and the longest spellings there are.
        var random = SplitMix64(seed: 18)
        var fractions = (0..<2_000).map { _ in Double(random.below(200_001) - 100_000) / 3 }.filter { $0.rounded() != $0 }
        fractions += [-2.2250738585072014e-308, 1.7976931348623157e+308, Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude, 0.1 + 0.2, 1e-7, 123456.789e-300]
        for number in fractions + fractions.reversed() {
            buffer.removeAll()
            buffer.append(number: number)
            #expect(String(decoding: buffer.bytes, as: UTF8.self) == NumberFormatting.text(number), "\(number)")
        }
        // Every length of number, at both ends of it, and numbers of every length between.
        var integers = [Int.min, Int.min + 1, Int.max, -1, 0]
        var power = 1
        for _ in 0...18 {
            integers += [power - 1, power, power + 1, -power, -(power - 1), power * 5 + 7]
            power = power.multipliedReportingOverflow(by: 10).overflow ? power : power * 10
        }
        integers += (0..<2_000).map { _ in Int(truncatingIfNeeded: random.next()) >> Int(random.below(63)) }
        for integer in integers {
            buffer.removeAll()
            buffer.append(integer: integer)
            #expect(String(decoding: buffer.bytes, as: UTF8.self) == String(integer))
        }
    }
}

@Suite("Identity members")
struct IdentityMembersTests {
    /// A record's identity through both sinks: the byte sink's members and the tree's fields give
    /// the same JSON, twice running.
    @Test func bothSinksWriteTheIdentityAlike() throws {
        let device = try #require(DeviceCatalogue.bundled.profiles.first)
        for _ in 0..<2 {
            let buffer = ByteBuffer()
            let sink = JSONBytesSink(buffer: buffer)
            sink.reset(hasLeadingMembers: false)
            ResultRecord.writeIdentity(id: device.id, name: device.name, orientation: .portrait, ios: 26, to: sink)
            let tree = FieldListSink()
            ResultRecord.writeIdentity(id: device.id, name: device.name, orientation: .portrait, ios: 26, to: tree)
            var text = ""
            JSONWriter.writeCompact(.object(tree.fields), to: &text)
            #expect("{" + String(decoding: buffer.bytes, as: UTF8.self) + "}" == text)
        }
    }
}
