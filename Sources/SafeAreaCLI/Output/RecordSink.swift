import SafeAreaCore

/// Where a record's fields go: into an `OutputValue` tree (text, JSON, CSV and `check`), or
/// straight into JSON bytes (JSON Lines on the command line and in `batch`). A record written
/// through this protocol has one field list for every format, so no two can disagree on a name
/// or an order, and JSON Lines build no tree.
protocol RecordSink: AnyObject {
    func field(_ key: StaticString, number: Double)
    /// A number, or `null`.
    func field(_ key: StaticString, optionalNumber: Double?)
    func field(_ key: StaticString, insets: EdgeInsets)
    /// Insets, or `null` (still four empty columns in CSV).
    func field(_ key: StaticString, optionalInsets: EdgeInsets?)
    func field(_ key: StaticString, rect: Rect)
    /// A rect, or `null` (still four empty columns in CSV).
    func field(_ key: StaticString, optionalRect: Rect?)
    func field(_ key: StaticString, point: Point)
    func field(_ key: StaticString, size: Size)
    func field(_ key: StaticString, strings: [String])
    /// An evidence's source labels (``Evidence/labels``), written as they are read.
    func field(_ key: StaticString, labelsOf evidence: Evidence)
    func field(_ key: StaticString, string: String)
    /// `"device"` and `"name"`, the members a device's records start with.
    func fields(device id: String, name: String)
    /// A css snippet: `comment`'s text then `body`, written as one string without being put
    /// together first (the body, shared by every snippet of a fit and version, is some 600 bytes).
    func field(_ key: StaticString, snippet comment: CSSSnippet.Comment, then body: String)
    /// A string, or `null` when absent.
    func field(_ key: StaticString, optionalString: String?)
    func field(_ key: StaticString, bool: Bool)
    /// A string known when the program is built (an enum's name), which needs no escaping.
    func field(_ key: StaticString, literal: StaticString)
    func field(_ key: StaticString, literals: [StaticString])
    /// `[{"kind", "name", "frame"}]`, the system's reserved regions.
    func field(_ key: StaticString, regions: [ReservedRegion])
    func field(_ key: StaticString, numbers: [Double])
    /// An object that is not there: `null`, with its members' columns still in CSV.
    func field(_ key: StaticString, absentObject members: [StaticString])
    /// Strings under a key known only at run time (a profile's field names).
    func field(named key: String, strings: [String])
    /// False when the sink would leave the field out: a value that is costly to make (the css
    /// snippet) is then not made.
    func wants(_ key: StaticString) -> Bool
    /// Opens an object member (`key` given) or an object element of the open array (`key` nil).
    func beginObject(_ key: StaticString?)
    /// Opens an object member under a key known only at run time (a field group's name).
    func beginObject(named key: String)
    func endObject()
    func beginArray(_ key: StaticString)
    func endArray()
}

extension OutputValue {
    /// The reserved regions as the records show them.
    static func regions(_ regions: [ReservedRegion]) -> OutputValue {
        .array(regions.map { region in
            .object([
                OutputField("kind", .string(region.kind.rawValue)),
                OutputField("name", .string(region.name.rawValue)),
                OutputField("frame", .rect(region.frame)),
            ])
        })
    }

    /// The tree a record writes.
    static func record(_ write: (RecordSink) -> Void) -> OutputValue {
        let sink = FieldListSink()
        write(sink)
        return .object(sink.fields)
    }
}

/// Collects fields as an `OutputValue` tree; or, given `keeping`, only the top-level field of
/// that name (and `unsupported`), which is all a `check` query reads: the other fields' values,
/// and whole objects and arrays other than the kept one, are never built. Numbers that are not
/// finite are noted wherever they are (``sawNonFinite``): such a record is made again whole
/// (``record(keeping:_:)``), so that it is refused naming the field the whole record would.
final class FieldListSink: RecordSink {
    /// The open containers, innermost last.
    private var open: [Container] = []
    private(set) var fields: [OutputField] = []
    private let keeping: String?
    /// How deep the writer is inside a top-level object or array that is left out; 0 outside.
    private var skippedDepth = 0
    /// True once a number that is not finite was written, kept or left out.
    private(set) var sawNonFinite = false

    /// An object's fields or an array's elements, and the key the container will be stored
    /// under (none for an array's element). A named struct: a tuple's metadata is built at run
    /// time, which every query printed as text would pay for.
    private struct Container {
        let key: String?
        let isArray: Bool
        var fields: [OutputField] = []
        var elements: [OutputValue] = []
    }

    init(keeping: String? = nil) {
        self.keeping = keeping
    }

    /// A record as a tree of the field kept (every field when `keeping` is nil), and whether
    /// all its numbers are finite. A record with one that is not is made again whole.
    static func record<Failure: Error>(keeping: String?, _ write: (RecordSink) throws(Failure) -> Void) throws(Failure) -> Tree {
        let tree = FieldListSink(keeping: keeping)
        try write(tree)
        guard tree.sawNonFinite, keeping != nil else { return Tree(value: .object(tree.fields), isFinite: !tree.sawNonFinite) }
        let whole = FieldListSink()
        try write(whole)
        return Tree(value: .object(whole.fields), isFinite: false)
    }

    /// What ``record(keeping:_:)`` makes.
    struct Tree {
        let value: OutputValue
        let isFinite: Bool
    }

    /// True when the field is left out: inside a container left out, or a top-level field other
    /// than the kept one. Notes the numbers that are not finite either way.
    @inline(__always) private func skips(_ key: StaticString, _ a: Double = 0, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0) -> Bool {
        if !(a.isFinite && b.isFinite && c.isFinite && d.isFinite) { sawNonFinite = true }
        if skippedDepth > 0 { return true }
        guard keeping != nil, open.isEmpty else { return false }
        return !isKept(key)
    }

    /// The kept field's name, or `unsupported`; compared by length first, as most keys differ
    /// in length from the kept one.
    @inline(__always) private func isKept(_ key: StaticString) -> Bool {
        let bytes = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        if let keeping, keeping.utf8.count == bytes.count,
           keeping.utf8.withContiguousStorageIfAvailable({ kept in (0..<kept.count).allSatisfy { kept[$0] == bytes[$0] } }) ?? keeping.utf8.elementsEqual(bytes) {
            return true
        }
        return bytes.matches("unsupported")
    }

    func wants(_ key: StaticString) -> Bool { !skips(key) }

    private func add(_ key: StaticString, _ value: OutputValue) {
        add(OutputField(key.description, value))
    }

    /// A field of the innermost open object, or of the record.
    private func add(_ field: OutputField) {
        if open.isEmpty { fields.append(field) } else { open[open.count - 1].fields.append(field) }
    }

    func field(_ key: StaticString, number: Double) {
        if !skips(key, number) { add(key, .number(number)) }
    }
    func field(_ key: StaticString, optionalNumber: Double?) {
        if !skips(key, optionalNumber ?? 0) { add(key, .optional(optionalNumber)) }
    }
    func field(_ key: StaticString, insets: EdgeInsets) {
        if !skips(key, insets.top, insets.left, insets.bottom, insets.right) { add(key, .insets(insets)) }
    }
    func field(_ key: StaticString, optionalInsets: EdgeInsets?) {
        let insets = optionalInsets ?? .zero
        if !skips(key, insets.top, insets.left, insets.bottom, insets.right) { add(key, .optionalInsets(optionalInsets)) }
    }
    func field(_ key: StaticString, rect: Rect) {
        if !skips(key, rect.x, rect.y, rect.width, rect.height) { add(key, .rect(rect)) }
    }
    func field(_ key: StaticString, optionalRect: Rect?) {
        let rect = optionalRect ?? Rect(x: 0, y: 0, width: 0, height: 0)
        if !skips(key, rect.x, rect.y, rect.width, rect.height) { add(key, .optionalRect(optionalRect)) }
    }
    func field(_ key: StaticString, point: Point) {
        if !skips(key, point.x, point.y) {
            add(key, .object([OutputField("x", .number(point.x)), OutputField("y", .number(point.y))]))
        }
    }
    func field(_ key: StaticString, size: Size) {
        if !skips(key, size.width, size.height) { add(key, .size(size)) }
    }
    func field(_ key: StaticString, strings: [String]) {
        if !skips(key) { add(key, .strings(strings)) }
    }
    func field(_ key: StaticString, labelsOf evidence: Evidence) {
        field(key, strings: evidence.labels)
    }
    func field(_ key: StaticString, string: String) {
        if !skips(key) { add(key, .string(string)) }
    }
    func fields(device id: String, name: String) {
        field("device", string: id)
        field("name", string: name)
    }
    func field(_ key: StaticString, snippet comment: CSSSnippet.Comment, then body: String) {
        if !skips(key) { add(key, .string(comment.text + body)) }
    }
    func field(_ key: StaticString, optionalString: String?) {
        if !skips(key) { add(key, optionalString.map(OutputValue.string) ?? .null) }
    }
    func field(_ key: StaticString, bool: Bool) {
        if !skips(key) { add(key, .bool(bool)) }
    }
    func field(_ key: StaticString, literal: StaticString) {
        if !skips(key) { add(key, .string(literal.description)) }
    }
    func field(_ key: StaticString, literals: [StaticString]) {
        if !skips(key) { add(key, .strings(literals.map(\.description))) }
    }
    func field(_ key: StaticString, regions: [ReservedRegion]) {
        let finite = regions.allSatisfy { $0.frame.x.isFinite && $0.frame.y.isFinite && $0.frame.width.isFinite && $0.frame.height.isFinite }
        if !skips(key, finite ? 0 : .nan) { add(key, .regions(regions)) }
    }

    func field(_ key: StaticString, numbers: [Double]) {
        if !skips(key, numbers.allSatisfy(\.isFinite) ? 0 : .nan) { add(key, .array(numbers.map(OutputValue.number))) }
    }
    func field(_ key: StaticString, absentObject members: [StaticString]) {
        if !skips(key) { add(key, .absent(members: members.map(\.description))) }
    }
    func field(named key: String, strings: [String]) {
        // Only inside an object, so left out only with the object.
        if skippedDepth == 0 { add(OutputField(key, .strings(strings))) }
    }

    func beginObject(_ key: StaticString?) {
        if !skipsContainer(key) { open.append(Container(key: key?.description, isArray: false)) }
    }
    func beginArray(_ key: StaticString) {
        if !skipsContainer(key) { open.append(Container(key: key.description, isArray: true)) }
    }
    func beginObject(named key: String) {
        // Only inside an object, so left out only with the object.
        if skippedDepth > 0 { skippedDepth += 1 } else { open.append(Container(key: key, isArray: false)) }
    }
    func endObject() { close() }
    func endArray() { close() }

    /// True when a container opened here is left out, with all it holds.
    private func skipsContainer(_ key: StaticString?) -> Bool {
        if skippedDepth == 0, let key, keeping != nil, open.isEmpty, !isKept(key) { skippedDepth = 1; return true }
        if skippedDepth > 0 { skippedDepth += 1; return true }
        return false
    }

    private func close() {
        if skippedDepth > 0 {
            skippedDepth -= 1
            return
        }
        guard let container = open.popLast() else { return }
        let value: OutputValue = container.isArray ? .array(container.elements) : .object(container.fields)
        if let key = container.key {
            add(OutputField(key, value))
        } else if !open.isEmpty {
            open[open.count - 1].elements.append(value)
        }
    }
}

/// Writes fields as compact JSON, exactly as `JSONWriter.writeCompact` writes the same tree,
/// inside an object its writer opens and closes (perhaps after members of its own, `{"line":1`).
/// A number that is not finite is not JSON: it is noted
/// in `sawNonFinite`, and the writer of the record throws it away.
///
/// Each field is written where it is (its method inlined into the record's writer, which names
/// the key): the key's length and bytes are then known there, and `,"key":` is a few stores of
/// constants. A fresh `insets` record (~30 fields, 6 rects) was 5,410 instructions with a call a
/// field that copied the key a word at a time, 3,180 with the keys inlined and each kind of
/// value out of line (callgrind, 10,000 insets lines).
final class JSONBytesSink: RecordSink {
    let buffer: ByteBuffer
    private(set) var sawNonFinite = false
    /// 1 when the next member of the innermost open container needs a comma first, else 0.
    /// One count for the innermost container alone: a member sets it, a container opening
    /// clears it, and a container closing sets it again (the container was a member of the one
    /// around it). The comma is stored either way and kept by this count, with no branch; a
    /// bit a depth, tested and set for every member, was 14 instructions a field.
    private var comma = 0

    /// Room for four numbers and their names (`{"x":`...`}`, at most 35 bytes): a number is
    /// at most 24 bytes (``ByteCursor/put(fraction:)``).
    private static let fourNumbersRoom = 4 * 32 + 40

    init(buffer: ByteBuffer) {
        self.buffer = buffer
    }

    /// Starts a new record, after its leading members if it has some.
    func reset(hasLeadingMembers: Bool) {
        sawNonFinite = false
        comma = hasLeadingMembers ? 1 : 0
    }

    /// `,"key":` (or `"key":` first in a container) through a cursor, with `room` more bytes
    /// reserved after it for the value that follows; the caller commits the cursor.
    @inline(__always) private func begin(_ key: StaticString, room: Int) -> ByteCursor {
        buffer.reserve(key.utf8CodeUnitCount &+ 4 &+ room)
        var cursor = buffer.cursor
        cursor.put(UInt8(ascii: ","), count: comma)
        comma = 1
        cursor.put(UInt8(ascii: "\""))
        cursor.put(key)
        cursor.put(UInt8(ascii: "\""))
        cursor.put(UInt8(ascii: ":"))
        return cursor
    }

    /// `,"key":` with nothing reserved after it, for a value written through the buffer.
    @inline(__always) private func key(_ key: StaticString) {
        buffer.commit(begin(key, room: 0))
    }

    /// Ends a field whose value's JSON text is known when the program is built (`null`, `[]`,
    /// `true`), in room reserved for it.
    @inline(__always) private func finish(_ cursor: ByteCursor, json: StaticString) {
        var cursor = cursor
        cursor.put(json)
        buffer.commit(cursor)
    }

    /// A number at `cursor`; one that is not finite is not JSON: `0` stands in its place and
    /// `sawNonFinite` says so (the record's writer throws the record away). A whole number is
    /// finite: only a number that is not whole is tested.
    @inline(__always) private func number(_ value: Double, at cursor: inout ByteCursor) {
        if cursor.put(whole: value) {
            return
        } else if value.isFinite {
            cursor.put(fraction: value)
        } else {
            sawNonFinite = true
            cursor.put(UInt8(ascii: "0"))
        }
    }

    /// `{"a":1,"b":2,...}` at `cursor`, the first `count` (2 or 4) of `names` and `values`, in
    /// room reserved for four numbers: written through a cursor and given back to the buffer
    /// once, where writing each piece through the buffer loaded and stored its count around
    /// every one.
    @inline(__always) private func numbers(
        _ names: (StaticString, StaticString, StaticString, StaticString), _ values: (Double, Double, Double, Double),
        count: Int, at cursor: inout ByteCursor
    ) {
        cursor.put(names.0)
        number(values.0, at: &cursor)
        cursor.put(names.1)
        number(values.1, at: &cursor)
        if count > 2 {
            cursor.put(names.2)
            number(values.2, at: &cursor)
            cursor.put(names.3)
            number(values.3, at: &cursor)
        }
        cursor.put(UInt8(ascii: "}"))
    }

    // The values are written in place too: out of line, the call, its saved registers and the
    // buffer's count stored there were ~25 instructions of a field of four numbers (~130), ~20 of
    // one of two. 10,000 collection lines 139.5M -> 137.6M instructions, the binary's code 70 KB
    // (0.8%) larger; 1,000,000 mixed lines on one thread no slower (1.00-1.03 s against
    // 1.02-1.04 s, taking turns).

    @inline(__always) private func finish(_ cursor: ByteCursor, rect: Rect) {
        var cursor = cursor
        numbers(("{\"x\":", ",\"y\":", ",\"width\":", ",\"height\":"), (rect.x, rect.y, rect.width, rect.height), count: 4, at: &cursor)
        buffer.commit(cursor)
    }

    @inline(__always) private func finish(_ cursor: ByteCursor, insets: EdgeInsets) {
        var cursor = cursor
        numbers(("{\"top\":", ",\"left\":", ",\"bottom\":", ",\"right\":"), (insets.top, insets.left, insets.bottom, insets.right), count: 4, at: &cursor)
        buffer.commit(cursor)
    }

    @inline(__always) private func finish(_ cursor: ByteCursor, point: Point) {
        var cursor = cursor
        numbers(("{\"x\":", ",\"y\":", "", ""), (point.x, point.y, 0, 0), count: 2, at: &cursor)
        buffer.commit(cursor)
    }

    @inline(__always) private func finish(_ cursor: ByteCursor, size: Size) {
        var cursor = cursor
        numbers(("{\"width\":", ",\"height\":", "", ""), (size.width, size.height, 0, 0), count: 2, at: &cursor)
        buffer.commit(cursor)
    }

    func wants(_ key: StaticString) -> Bool { true }

    // A single number is written where its field is: out of line, the call was ~20 of the ~50
    // instructions of such a field (a collection section's itemsPerLine, lines, firstLineGap).

    @inline(__always) func field(_ key: StaticString, number value: Double) {
        var cursor = begin(key, room: 32)
        number(value, at: &cursor)
        buffer.commit(cursor)
    }

    @inline(__always) func field(_ key: StaticString, optionalNumber: Double?) {
        var cursor = begin(key, room: 32)
        if let optionalNumber { number(optionalNumber, at: &cursor) } else { cursor.put("null") }
        buffer.commit(cursor)
    }

    @inline(__always) func field(_ key: StaticString, insets: EdgeInsets) {
        finish(begin(key, room: Self.fourNumbersRoom), insets: insets)
    }

    @inline(__always) func field(_ key: StaticString, optionalInsets: EdgeInsets?) {
        let cursor = begin(key, room: Self.fourNumbersRoom)
        if let optionalInsets { finish(cursor, insets: optionalInsets) } else { finish(cursor, json: "null") }
    }

    @inline(__always) func field(_ key: StaticString, rect: Rect) {
        finish(begin(key, room: Self.fourNumbersRoom), rect: rect)
    }

    @inline(__always) func field(_ key: StaticString, optionalRect: Rect?) {
        let cursor = begin(key, room: Self.fourNumbersRoom)
        if let optionalRect { finish(cursor, rect: optionalRect) } else { finish(cursor, json: "null") }
    }

    @inline(__always) func field(_ key: StaticString, point: Point) {
        finish(begin(key, room: Self.fourNumbersRoom), point: point)
    }

    @inline(__always) func field(_ key: StaticString, size: Size) {
        finish(begin(key, room: Self.fourNumbersRoom), size: size)
    }

    /// `"key":json`, a value whose JSON text is known when the program is built.
    @inline(__always) private func field(_ key: StaticString, json: StaticString) {
        finish(begin(key, room: json.utf8CodeUnitCount), json: json)
    }

    // A field of an array tests it for no elements before anything that may call out (the
    // room's test may grow the buffer): tested after, the array was retained and released around
    // the field, 40 instructions, though most are empty.

    /// `"key":[]` for no strings (most records' notes, disputes and warnings).
    @inline(__always) func field(_ key: StaticString, strings: [String]) {
        if strings.isEmpty {
            field(key, json: "[]")
        } else {
            self.key(key)
            array(of: strings)
        }
    }

    func field(_ key: StaticString, labelsOf evidence: Evidence) {
        self.key(key)
        buffer.append(UInt8(ascii: "["))
        var first = true
        evidence.forEachLabel { label in
            if !first { buffer.append(UInt8(ascii: ",")) }
            first = false
            JSONWriter.writeString(label, to: buffer)
        }
        buffer.append(UInt8(ascii: "]"))
    }

    private func array(of strings: [String]) {
        buffer.append(UInt8(ascii: "["))
        for (index, text) in strings.enumerated() {
            if index > 0 { buffer.append(UInt8(ascii: ",")) }
            JSONWriter.writeString(text, to: buffer)
        }
        buffer.append(UInt8(ascii: "]"))
    }

    @inline(__always) func field(_ key: StaticString, string: String) {
        self.key(key)
        JSONWriter.writeString(string, to: buffer)
    }

    @inline(__always) func fields(device id: String, name: String) {
        field("device", string: id)
        field("name", string: name)
    }

    func field(_ key: StaticString, snippet comment: CSSSnippet.Comment, then body: String) {
        self.key(key)
        buffer.append(UInt8(ascii: "\""))
        // Escapes are byte by byte: the pieces escaped in turn are the whole escaped.
        var contents = StringContents(sink: self)
        comment.write(to: &contents)
        JSONWriter.writeContents(body, to: buffer)
        buffer.append(UInt8(ascii: "\""))
    }

    /// The contents of a JSON string, written a piece at a time (a snippet's comment): text
    /// escaped, numbers spelled as the sink spells them.
    private struct StringContents: SnippetTextOutput {
        let sink: JSONBytesSink

        func write(_ text: String) {
            JSONWriter.writeContents(text, to: sink.buffer)
        }

        func write(number value: Double) {
            sink.buffer.reserve(32)
            var cursor = sink.buffer.cursor
            sink.number(value, at: &cursor)
            sink.buffer.commit(cursor)
        }
    }

    @inline(__always) func field(_ key: StaticString, optionalString: String?) {
        let cursor = begin(key, room: 4)
        if let optionalString {
            buffer.commit(cursor)
            JSONWriter.writeString(optionalString, to: buffer)
        } else {
            finish(cursor, json: "null")
        }
    }

    @inline(__always) func field(_ key: StaticString, bool: Bool) {
        let cursor = begin(key, room: 5)
        if bool { finish(cursor, json: "true") } else { finish(cursor, json: "false") }
    }

    @inline(__always) func field(_ key: StaticString, literal: StaticString) {
        var cursor = begin(key, room: literal.utf8CodeUnitCount &+ 2)
        cursor.put(UInt8(ascii: "\""))
        cursor.put(literal)
        cursor.put(UInt8(ascii: "\""))
        buffer.commit(cursor)
    }

    @inline(__always) func field(_ key: StaticString, literals: [StaticString]) {
        if literals.isEmpty { field(key, json: "[]") } else { finish(begin(key, room: 0), literals: literals) }
    }

    /// `["a","b"]` after the key `cursor` ends.
    @inline(never) private func finish(_ cursor: ByteCursor, literals: [StaticString]) {
        buffer.commit(cursor)
        var opening = UInt8(ascii: "[")
        for literal in literals {
            buffer.reserve(literal.utf8CodeUnitCount &+ 3)
            var cursor = buffer.cursor
            cursor.put(opening)
            cursor.put(UInt8(ascii: "\""))
            cursor.put(literal)
            cursor.put(UInt8(ascii: "\""))
            buffer.commit(cursor)
            opening = UInt8(ascii: ",")
        }
        buffer.append(UInt8(ascii: "]"))
    }

    @inline(__always) func field(_ key: StaticString, regions: [ReservedRegion]) {
        if regions.isEmpty { field(key, json: "[]") } else { finish(begin(key, room: 0), regions: regions) }
    }

    /// `[{"kind":...,"name":...,"frame":{...}}]` after the key `cursor` ends.
    @inline(never) private func finish(_ cursor: ByteCursor, regions: [ReservedRegion]) {
        buffer.commit(cursor)
        var opening = UInt8(ascii: "[")
        for region in regions {
            let kind = region.kind.literal, name = region.name.literal
            buffer.reserve(kind.utf8CodeUnitCount &+ name.utf8CodeUnitCount &+ 32 &+ Self.fourNumbersRoom)
            var cursor = buffer.cursor
            cursor.put(opening)
            cursor.put("{\"kind\":\"")
            cursor.put(kind)
            cursor.put("\",\"name\":\"")
            cursor.put(name)
            cursor.put("\",\"frame\":")
            let frame = region.frame
            numbers(("{\"x\":", ",\"y\":", ",\"width\":", ",\"height\":"), (frame.x, frame.y, frame.width, frame.height), count: 4, at: &cursor)
            cursor.put(UInt8(ascii: "}"))
            buffer.commit(cursor)
            opening = UInt8(ascii: ",")
        }
        buffer.append(UInt8(ascii: "]"))
    }

    func field(_ key: StaticString, numbers: [Double]) {
        self.key(key)
        buffer.append(UInt8(ascii: "["))
        for (index, value) in numbers.enumerated() {
            buffer.reserve(34)
            var cursor = buffer.cursor
            if index > 0 { cursor.put(UInt8(ascii: ",")) }
            number(value, at: &cursor)
            buffer.commit(cursor)
        }
        buffer.append(UInt8(ascii: "]"))
    }

    @inline(__always) func field(_ key: StaticString, absentObject members: [StaticString]) {
        finish(begin(key, room: 4), json: "null")
    }

    func field(named key: String, strings: [String]) {
        buffer.reserve(1)
        var cursor = buffer.cursor
        cursor.put(UInt8(ascii: ","), count: comma)
        comma = 1
        buffer.commit(cursor)
        JSONWriter.writeString(key, to: buffer)
        buffer.append(UInt8(ascii: ":"))
        array(of: strings)
    }

    @inline(__always) func beginObject(_ key: StaticString?) {
        var cursor: ByteCursor
        if let key {
            cursor = begin(key, room: 1)
        } else {
            buffer.reserve(2)
            cursor = buffer.cursor
            cursor.put(UInt8(ascii: ","), count: comma)
        }
        cursor.put(UInt8(ascii: "{"))
        buffer.commit(cursor)
        comma = 0
    }

    func beginObject(named key: String) {
        buffer.reserve(1)
        var cursor = buffer.cursor
        cursor.put(UInt8(ascii: ","), count: comma)
        buffer.commit(cursor)
        JSONWriter.writeString(key, to: buffer)
        buffer.append(":{")
        comma = 0
    }

    @inline(__always) func beginArray(_ key: StaticString) {
        var cursor = begin(key, room: 1)
        cursor.put(UInt8(ascii: "["))
        buffer.commit(cursor)
        comma = 0
    }

    @inline(__always) func endObject() {
        buffer.append(UInt8(ascii: "}"))
        comma = 1
    }

    @inline(__always) func endArray() {
        buffer.append(UInt8(ascii: "]"))
        comma = 1
    }
}
