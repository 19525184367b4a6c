import SafeAreaCore
import Testing
@testable import SafeAreaCLI

/// A line's sizes, insets and rects read straight from its bytes (``LineQuantity``) are the numbers
/// the general reader gives (``BatchRequest/argument(_:option:key:in:)`` then ``ValueParsing``),
/// and a value that reader refuses, or reads in a way this one does not, is left to it (nil).
@Suite("Sizes, insets and rects read from a line's bytes")
struct LineQuantityTests {
    /// `value` as the `contentSize`, `contentInset` or `scrollFrame` of a scroll line: what each
    /// reader makes of it, as text (nil for a refusal).
    private static func readBothWays(_ value: String, as shape: LineQuantity.Shape) -> (typed: [Double]?, general: [Double]?) {
        let scanner = LineScanner()
        let bytes = Array(#"{"value":\#(value)}"#.utf8)
        return bytes.withUnsafeBufferPointer { line in
            guard scanner.scan(line), let member = scanner.members.first, let base = line.baseAddress else { return (nil, nil) }
            var cursor = LineCursor(base, count: line.count)
            cursor.index = member.value.range.lowerBound
            let typed = LineQuantity.read(&cursor, as: shape).map { numbers in (0..<numbers.count).map { numbers[$0] } }
            if typed != nil { #expect(cursor.index == member.value.range.upperBound, "read past the value's end") }
            let option = switch shape {
            case .size: ScrollOptions.contentSize
            case .insets: ScrollOptions.contentInset
            case .rect: ScrollOptions.scrollFrame
            }
            let general: [Double]? = try? {
                let given = try BatchRequest.argument(member.value, option: option, key: "value", in: scanner)
                switch shape {
                case .size:
                    let size = try ValueParsing.size(given, option: option.long)
                    return [size.width, size.height]
                case .insets:
                    let insets = try ValueParsing.insets(given, option: option.long)
                    return [insets.top, insets.left, insets.bottom, insets.right]
                case .rect:
                    let rect = try ValueParsing.rect(given, option: option.long)
                    return [rect.x, rect.y, rect.width, rect.height]
                }
            }()
            return (typed, general)
        }
    }

    @Test(arguments: [
        (#"{"width":402,"height":2000}"#, LineQuantity.Shape.size, [402.0, 2000]),
        (#"{"height":2000,"width":402.5}"#, .size, [402.5, 2000]),
        (#""402x2000""#, .size, [402, 2000]),
        (#"" 402 x 2000 ""#, .size, [402, 2000]),
        (#""0x0""#, .size, [0, 0]),
        (#"{"top":4}"#, .insets, [4, 0, 0, 0]),
        (#"{"right":1,"left":2,"bottom":3,"top":4}"#, .insets, [4, 2, 3, 1]),
        (#""1,2,3,4""#, .insets, [1, 2, 3, 4]),
        (#""0.5,0,16.25,0""#, .insets, [0.5, 0, 16.25, 0]),
        (#"{"x":-10,"y":-20,"width":300,"height":400}"#, .rect, [-10, -20, 300, 400]),
        (#""-10,5,300,400""#, .rect, [-10, 5, 300, 400]),
        (#"{"width":1e3,"height":2}"#, .size, [1000, 2]),
    ])
    func takesWhatTheGeneralReaderReads(value: String, shape: LineQuantity.Shape, expected: [Double]) {
        let read = Self.readBothWays(value, as: shape)
        #expect(read.typed == expected, "\(value)")
        #expect(read.general == expected, "\(value)")
    }

    /// Each member's key finds its own place: a shape's members are told apart by their first
    /// byte (``LineQuantity/Shape/place(of:)``), so no two may share one.
    @Test(arguments: [LineQuantity.Shape.size, .insets, .rect])
    func eachMemberFindsItsPlace(shape: LineQuantity.Shape) {
        for place in 0..<shape.count {
            let key = shape.key(place)
            let name = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount - 2)
            #expect(shape.place(of: name) == place, "\(key)")
        }
    }

    /// Each is refused by the general reader (which words why) or read by it in a way this reader
    /// leaves to it: either way this reader gives nil.
    @Test(arguments: [
        (#"{"width":402}"#, LineQuantity.Shape.size),
        (#"{"width":402,"height":2000,"depth":1}"#, .size),
        // A key that starts as a member's name does, but is not that name.
        (#"{"wide":402,"height":2000}"#, .size),
        (#"{"x":0,"y":0,"w":300,"height":400}"#, .rect),
        (#"{"":4}"#, .insets),
        (#"{"width":-1,"height":2}"#, .size),
        (#""-1x2""#, .size),
        (#""402X2000""#, .size),
        (#""402x2000x1""#, .size),
        (#""1e3x2""#, .size),
        (#"{"width":"402","height":2000}"#, .size),
        (#"{"width":100001,"height":2}"#, .size),
        (#""100001x2""#, .size),
        (#""402\u0078""#, .size),
        (#"{"top":-4}"#, .insets),
        (#""1,2,3""#, .insets),
        (#""1,2,3,-4""#, .insets),
        (#"{"Top":4}"#, .insets),
        (#"{"x":0,"y":0,"width":-300,"height":400}"#, .rect),
        (#"{"x":0,"y":0,"width":300}"#, .rect),
        ("[402,2000]", .size),
        ("402", .size),
        ("true", .insets),
    ])
    func leavesTheRestToTheGeneralReader(value: String, shape: LineQuantity.Shape) {
        let read = Self.readBothWays(value, as: shape)
        #expect(read.typed == nil, "\(value)")
        if let general = read.general {
            // A spelling the general reader takes and this one leaves: the same line still gets
            // those numbers, through the general reader.
            #expect(["\"1e3x2\"", "\"402X2000\"", "\"402\\u0078\""].contains(value), "\(value) read as \(general)")
        }
    }
}
