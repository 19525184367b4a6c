import SafeAreaCore

/// Typed, located reading of one JSON document, shared by the decoders of profiles, hierarchies
/// and check specs: every member read through it is checked for its type and recorded with its
/// offset, so that any complaint, made then or after a later rule fails, is one line naming the
/// file, line, column and the member's path (`path:3:14: windows[0].root: ...`).
final class JSONObjectDecoder {
    let bytes: [UInt8]
    /// The file as messages name it (`<stdin>` for standard input).
    let path: String
    /// What a type complaint about the whole document calls it: "hierarchy", "spec".
    let documentName: String
    /// Where each decoded field started, so that a rule broken later can still be located.
    private var offsets: [String: Int] = [:]

    /// `bytes` are read without a leading byte-order mark (``InputText``): every offset, line
    /// and column counts from the text after it.
    init(bytes: [UInt8], path: String, documentName: String) {
        self.bytes = InputText.droppingByteOrderMark(bytes)
        self.path = path
        self.documentName = documentName
    }

    /// The document's root value; malformed JSON is a located error.
    func parse() throws(UsageError) -> JSONValue {
        do {
            return try JSONReader.parse(bytes)
        } catch {
            throw failure(at: error.offset, "malformed JSON: \(error.message)")
        }
    }

    // MARK: - Typed leaves

    /// The largest magnitude any number in a file may have (a window level such as 10,000,000
    /// fits): the reader already refuses what overflows a double, and this bound keeps every sum
    /// the core forms finite.
    static let numberLimit: Double = 10_000_000

    /// Any finite number within ±``numberLimit``.
    func number(_ value: JSONValue, field: String) throws(UsageError) -> Double {
        let number = try anyNumber(value, field: field)
        guard abs(number) <= Self.numberLimit else {
            throw failure(at: value.offset, "\(field): out of range (numbers run from -10000000 to 10000000), found \(NumberFormatting.text(number))")
        }
        return number
    }

    /// A number as read, every finite double (the reader refuses the others).
    private func anyNumber(_ value: JSONValue, field: String) throws(UsageError) -> Double {
        record(field, value)
        guard case .number(let number) = value.kind else { throw typeFailure(value, field: field, expected: "a number") }
        return number
    }

    /// A number of points that must not be negative (a width, a height, an inset), at most
    /// 100,000 like every length the command line takes.
    func nonNegative(_ value: JSONValue, field: String) throws(UsageError) -> Double {
        let number = try anyNumber(value, field: field)
        if number < 0 { throw failure(at: value.offset, "\(field): must not be negative, found \(NumberFormatting.text(number))") }
        if number > ValueParsing.pointLimit {
            throw failure(at: value.offset, "\(field): out of range (at most 100000 points), found \(NumberFormatting.text(number))")
        }
        return number
    }

    /// A major iOS version Apple released.
    func version(_ value: JSONValue, field: String) throws(UsageError) -> Int {
        let number = try number(value, field: field)
        guard number == number.rounded(), number >= 0, number < 1000 else {
            throw failure(at: value.offset, "\(field): expected a major version such as 11 or 26, found \(NumberFormatting.text(number))")
        }
        let version = Int(number)
        guard IOSVersion.exists(version) else {
            throw failure(at: value.offset, "\(field): \(IOSVersion.absence(of: version))")
        }
        return version
    }

    /// A released version with its point release, as a number (`27.1`, `26`) or a string
    /// (`"27.1"`); a bare major version stands for its newest point release.
    func release(_ value: JSONValue, field: String) throws(UsageError) -> ReleaseVersion {
        record(field, value)
        let text: String
        switch value.kind {
        case .string(let string): text = string
        case .number: text = NumberFormatting.text(try number(value, field: field))
        default: throw typeFailure(value, field: field, expected: "a version such as 26 or \"27.1\"")
        }
        let release = try ValueParsing.release(text) { failure(at: value.offset, "\(field): \($0)") }
        return ReleaseVersion(release.major, release.minor ?? ReleaseVersion.newest(ofMajor: release.major).minor)
    }

    /// `true` or `false`, or `nil` when the member is absent.
    func flag(_ value: JSONValue?, field: String) throws(UsageError) -> Bool? {
        guard let value else { return nil }
        record(field, value)
        guard case .bool(let flag) = value.kind else { throw typeFailure(value, field: field, expected: "true or false") }
        return flag
    }

    func string(_ value: JSONValue, field: String) throws(UsageError) -> String {
        record(field, value)
        guard case .string(let text) = value.kind else { throw typeFailure(value, field: field, expected: "a string") }
        return text
    }

    /// A name that must not be empty.
    func name(_ value: JSONValue, field: String) throws(UsageError) -> String {
        let text = try string(value, field: field)
        if text.isEmpty { throw failure(at: value.offset, "\(field): a name must not be empty") }
        return text
    }

    /// One of `names`, spelled exactly; a near miss gets "did you mean".
    func word(_ value: JSONValue, field: String, in names: [String], what: String = "value") throws(UsageError) -> String {
        let text = try string(value, field: field)
        guard names.contains(text) else {
            throw failure(
                at: value.offset,
                "\(field): unknown \(what) \"\(text)\" (expected \(names.joined(separator: ", ")))"
                    + Suggestion.clause(for: text, in: names))
        }
        return text
    }

    /// A case of a string enumeration, by its raw value.
    func choice<Choice: RawRepresentable & CaseIterable>(
        _ value: JSONValue, field: String
    ) throws(UsageError) -> Choice where Choice.RawValue == String {
        let text = try word(value, field: field, in: Choice.allCases.map(\.rawValue))
        return Choice(rawValue: text)!
    }

    // MARK: - Structure

    /// The elements of an array, each read by `element` with its path (`field[2]`).
    func array<Element>(
        _ value: JSONValue, field: String, limit: Int = Int.max, _ element: (JSONValue, String) throws(UsageError) -> Element
    ) throws(UsageError) -> [Element] {
        record(field, value)
        guard case .array(let values) = value.kind else { throw typeFailure(value, field: field, expected: "an array") }
        guard values.count <= limit else {
            throw failure(at: value.offset, "\(field): \(values.count) entries, more than the limit of \(limit)")
        }
        var result: [Element] = []
        for (index, item) in values.enumerated() {
            let itemField = "\(field)[\(index)]"
            record(itemField, item)
            result.append(try element(item, itemField))
        }
        return result
    }

    /// The elements of an array, each given to `element` with its place, none recorded: for a
    /// list whose every complaint is made as its element is read, at the element (a check spec's
    /// device names), where recording each element's path held more memory than the file.
    func forEach(in value: JSONValue, field: String, _ element: (JSONValue, Int) throws(UsageError) -> Void) throws(UsageError) {
        record(field, value)
        guard case .array(let values) = value.kind else { throw typeFailure(value, field: field, expected: "an array") }
        for (index, item) in values.enumerated() { try element(item, index) }
    }

    /// An object's members by key; a key outside `allowed` is refused at the key, with the
    /// nearest allowed key suggested.
    func members(_ value: JSONValue, field: String, allowed: [String]) throws(UsageError) -> [String: JSONValue] {
        record(field, value)
        guard case .object(let members) = value.kind else { throw typeFailure(value, field: field, expected: "an object") }
        var result: [String: JSONValue] = [:]
        for member in members {
            guard allowed.contains(member.key) else {
                let place = field.isEmpty ? "" : " in \(field)"
                throw failure(
                    at: member.keyOffset,
                    "unknown key \"\(member.key)\"\(place)" + Suggestion.clause(for: member.key, in: allowed))
            }
            result[member.key] = member.value
        }
        return result
    }

    /// The member `key`, which must be there; the complaint points at the object that lacks it.
    func required(_ members: [String: JSONValue], _ key: String, in parent: JSONValue, field: String = "") throws(UsageError) -> JSONValue {
        guard let value = members[key] else {
            throw failure(at: parent.offset, field.isEmpty ? "missing key \"\(key)\"" : "\(field): missing key \"\(key)\"")
        }
        return value
    }

    /// `read(value)` when the member is there and not `null`.
    func optional<Value>(
        _ value: JSONValue?, _ read: (JSONValue) throws(UsageError) -> Value
    ) throws(UsageError) -> Value? {
        guard let value else { return nil }
        if case .null = value.kind { return nil }
        return try read(value)
    }

    // MARK: - Locations

    /// Remembers where `field` started.
    func record(_ field: String, _ value: JSONValue) {
        offsets[field] = value.offset
    }

    /// The offset of `field`, or of its nearest recorded ancestor.
    func offset(of field: String) -> Int {
        var path = Substring(field)
        while !path.isEmpty {
            if let offset = offsets[String(path)] { return offset }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
            path = path[..<cut]
        }
        return offsets[""] ?? 0
    }

    /// The line and column of a byte offset. Scans from the start: for one message, not for
    /// every element of a document (use `line(of:)`).
    func position(of offset: Int) -> TextPosition {
        TextPosition(offset: offset, in: bytes)
    }

    /// The byte offset of every newline, found once, so that `line(of:)` is a binary search: a
    /// spec of thousands of assertions gets each one's line without rescanning the file.
    private lazy var newlineOffsets: [Int] = bytes.indices.filter { bytes[$0] == 0x0A }

    /// The 1-based line of a byte offset, as `position(of:)` gives it.
    func line(of offset: Int) -> Int {
        // Lines before `offset` = newlines at offsets below it.
        var low = 0
        var high = newlineOffsets.count
        while low < high {
            let middle = (low + high) / 2
            if newlineOffsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low + 1
    }

    /// "field: expected X, found Y" at the value.
    func typeFailure(_ value: JSONValue, field: String, expected: String) -> UsageError {
        failure(at: value.offset, "\(field.isEmpty ? documentName : field): expected \(expected), found \(value.typeName)")
    }

    /// `path:line:column: message`.
    func failure(at offset: Int, _ message: String) -> UsageError {
        let position = position(of: offset)
        return UsageError("\(path):\(position.line):\(position.column): \(message)")
    }
}
