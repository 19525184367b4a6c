import Testing
import SafeAreaCore
@testable import SafeAreaCLI

/// The two record sinks must write the same JSON, including reserved regions, which no bundled
/// profile produces yet.
@Suite("Record sinks")
struct RecordSinkTests {
    @Test func reservedRegionsAreWrittenAlikeByBothSinks() {
        let regions = [
            ReservedRegion(kind: .occlusion, name: .windowControls, frame: Rect(x: 0, y: 0, width: 74.5, height: 32)),
            ReservedRegion(kind: .division, name: .fold, frame: Rect(x: 334, y: 0, width: 1, height: 951)),
        ]
        var list = FieldListSink()
        list.field("reservedRegions", regions: regions)
        var expected = ""
        JSONWriter.writeCompact(.object(list.fields), to: &expected)

        let buffer = ByteBuffer()
        buffer.append(UInt8(ascii: "{"))
        buffer.append("\"a\":0")
        var bytes = JSONBytesSink(buffer: buffer)
        bytes.field("reservedRegions", regions: regions)
        buffer.append(UInt8(ascii: "}"))
        let written = String(decoding: UnsafeBufferPointer(start: buffer.base, count: buffer.count), as: UTF8.self)

        #expect(written == "{\"a\":0," + expected.dropFirst())
        #expect(expected.contains(#"{"kind":"division","name":"fold","frame":{"x":334,"y":0,"width":1,"height":951}}"#))
    }
}
