import SafeAreaCore

/// Reads a device profile from its JSON text, checking every field's type and the catalogue's
/// rules; every complaint names the file, line, column and field.
final class ProfileDecoder {
    private let bytes: [UInt8]
    private let path: String
    /// Where each decoded field started, so that a rule broken later can still be located.
    private var offsets: [String: Int] = [:]

    private init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    /// Decodes and validates one profile; `path` is used in messages only.
    static func decode(_ bytes: [UInt8], path: String) throws(UsageError) -> DeviceProfile {
        let decoder = ProfileDecoder(bytes: bytes, path: path)
        let root: JSONValue
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            throw decoder.failure(at: error.offset, "malformed JSON: \(error.message)")
        }
        let profile = try decoder.profile(root)
        if let problem = profile.validationProblems().first {
            throw decoder.failure(at: decoder.offset(of: problem.field), "\(problem.field): \(problem.message)")
        }
        return profile
    }

    private static let keys = [
        "id", "name", "family", "modelIdentifiers", "released", "ios", "screen", "feature", "cornerRadius",
        "sensorHousing", "homeIndicator", "orientations", "sizeClasses", "statusBar", "safeAreaInsets",
        "sources", "notes",
    ]

    private func profile(_ root: JSONValue) throws(UsageError) -> DeviceProfile {
        let object = try members(root, field: "", allowed: Self.keys)
        let id: String = try string(required(object, "id", in: root), field: "id")
        let name: String = try string(required(object, "name", in: root), field: "name")
        let family: DeviceFamily = try choice(required(object, "family", in: root), field: "family")
        let modelIdentifiers = try strings(required(object, "modelIdentifiers", in: root), field: "modelIdentifiers")
        let released = try string(required(object, "released", in: root), field: "released")
        let ios = try required(object, "ios", in: root)
        let iosMembers = try members(ios, field: "ios", allowed: ["first", "last"])
        let versions = IOSVersionRange(
            try integer(required(iosMembers, "first", in: ios), field: "ios.first"),
            try integer(required(iosMembers, "last", in: ios), field: "ios.last"))
        let screenValue = try required(object, "screen", in: root)
        let screen = try members(screenValue, field: "screen", allowed: ["width", "height", "scale"])
        let size = Size(
            width: try number(required(screen, "width", in: screenValue), field: "screen.width"),
            height: try number(required(screen, "height", in: screenValue), field: "screen.height"))
        let scale = try number(required(screen, "scale", in: screenValue), field: "screen.scale")
        let classes = try required(object, "sizeClasses", in: root)
        let classMembers = try members(classes, field: "sizeClasses", allowed: ["portrait", "landscape"])
        return DeviceProfile(
            id: id, name: name, family: family, modelIdentifiers: modelIdentifiers, released: released,
            ios: versions, screen: Screen(size: size, scale: scale),
            feature: try choice(required(object, "feature", in: root), field: "feature"),
            cornerRadius: try optional(object["cornerRadius"]) { (value) throws(UsageError) in
                try number(value, field: "cornerRadius")
            },
            sensorHousing: try optional(object["sensorHousing"]) { (value) throws(UsageError) in
                try rect(value, field: "sensorHousing")
            },
            homeIndicator: try optional(object["homeIndicator"]) { (value) throws(UsageError) in
                let fields = try members(value, field: "homeIndicator", allowed: ["portrait", "landscape"])
                return HomeIndicator(
                    portrait: try number(required(fields, "portrait", in: value), field: "homeIndicator.portrait"),
                    landscape: try optional(required(fields, "landscape", in: value)) { (value) throws(UsageError) in
                        try number(value, field: "homeIndicator.landscape")
                    })
            },
            orientations: try array(required(object, "orientations", in: root), field: "orientations") {
                (value, field) throws(UsageError) in try choice(value, field: field)
            },
            portraitSizeClasses: try sizeClasses(required(classMembers, "portrait", in: classes), field: "sizeClasses.portrait"),
            landscapeSizeClasses: try sizeClasses(required(classMembers, "landscape", in: classes), field: "sizeClasses.landscape"),
            statusBar: try array(required(object, "statusBar", in: root), field: "statusBar") {
                (value, field) throws(UsageError) in try statusBarSpec(value, field: field)
            },
            safeAreaInsets: try array(required(object, "safeAreaInsets", in: root), field: "safeAreaInsets") {
                (value, field) throws(UsageError) in try safeAreaSpec(value, field: field)
            },
            sources: try sources(required(object, "sources", in: root)),
            notes: try optional(object["notes"]) { (value) throws(UsageError) in try strings(value, field: "notes") } ?? [])
    }

    private func statusBarSpec(_ value: JSONValue, field: String) throws(UsageError) -> StatusBarSpec {
        let fields = try members(value, field: field, allowed: ["ios", "portrait", "landscape"])
        return StatusBarSpec(
            ios: try versionRange(required(fields, "ios", in: value), field: field + ".ios"),
            portrait: try optional(fields["portrait"]) { (value) throws(UsageError) in try number(value, field: field + ".portrait") },
            landscape: try optional(fields["landscape"]) { (value) throws(UsageError) in try number(value, field: field + ".landscape") })
    }

    private func safeAreaSpec(_ value: JSONValue, field: String) throws(UsageError) -> SafeAreaSpec {
        let orientationKeys = Orientation.allCases.map(\.rawValue)
        let fields = try members(value, field: field, allowed: ["ios", "statusBarHidden"] + orientationKeys)
        var insets = OrientationTable<EdgeInsets>()
        var hidden = OrientationTable<EdgeInsets>()
        var unknown: [Orientation] = []
        for orientation in Orientation.allCases {
            if let value = fields[orientation.rawValue], case .string(let text) = value.kind {
                guard text == "unknown" else {
                    throw failure(at: value.offset, "\(field).\(orientation.rawValue): expected insets or \"unknown\", found \"\(text)\"")
                }
                unknown.append(orientation)
                continue
            }
            insets[orientation] = try optional(fields[orientation.rawValue]) { (value) throws(UsageError) in
                try edgeInsets(value, field: field + "." + orientation.rawValue)
            }
        }
        if let hiddenValue = fields["statusBarHidden"] {
            let hiddenFields = try members(hiddenValue, field: field + ".statusBarHidden", allowed: orientationKeys)
            for orientation in Orientation.allCases {
                hidden[orientation] = try optional(hiddenFields[orientation.rawValue]) { (value) throws(UsageError) in
                    try edgeInsets(value, field: field + ".statusBarHidden." + orientation.rawValue)
                }
            }
        }
        return SafeAreaSpec(
            ios: try versionRange(required(fields, "ios", in: value), field: field + ".ios"),
            insets: insets, statusBarHidden: hidden, unknown: unknown)
    }

    private func sources(_ value: JSONValue) throws(UsageError) -> [SourceList] {
        guard case .object(let members) = value.kind else { throw typeFailure(value, field: "sources", expected: "an object") }
        var lists: [SourceList] = []
        for member in members {
            lists.append(SourceList(field: member.key, references: try strings(member.value, field: "sources." + member.key)))
        }
        return lists
    }

    // MARK: - Typed leaves

    private func sizeClasses(_ value: JSONValue, field: String) throws(UsageError) -> SizeClasses {
        let fields = try members(value, field: field, allowed: ["horizontal", "vertical"])
        return SizeClasses(
            horizontal: try choice(required(fields, "horizontal", in: value), field: field + ".horizontal"),
            vertical: try choice(required(fields, "vertical", in: value), field: field + ".vertical"))
    }

    private func edgeInsets(_ value: JSONValue, field: String) throws(UsageError) -> EdgeInsets {
        let n = try numbers(value, field: field, keys: ["top", "left", "bottom", "right"])
        return EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    private func rect(_ value: JSONValue, field: String) throws(UsageError) -> Rect {
        let n = try numbers(value, field: field, keys: ["x", "y", "width", "height"])
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// An object of exactly these numeric members, their values in the order of `keys`.
    private func numbers(_ value: JSONValue, field: String, keys: [String]) throws(UsageError) -> [Double] {
        let fields = try members(value, field: field, allowed: keys)
        var result: [Double] = []
        for key in keys {
            result.append(try number(required(fields, key, in: value), field: field + "." + key))
        }
        return result
    }

    private func versionRange(_ value: JSONValue, field: String) throws(UsageError) -> IOSVersionRange {
        let bounds = try array(value, field: field) { (value, field) throws(UsageError) in try integer(value, field: field) }
        guard bounds.count == 2 else {
            throw failure(at: value.offset, "\(field): expected [first, last], found \(bounds.count) numbers")
        }
        if bounds[0] > bounds[1] {
            throw failure(at: value.offset, "\(field): first version \(bounds[0]) is after last version \(bounds[1])")
        }
        return IOSVersionRange(bounds[0], bounds[1])
    }

    private func number(_ value: JSONValue, field: String) throws(UsageError) -> Double {
        record(field, value)
        guard case .number(let number) = value.kind else { throw typeFailure(value, field: field, expected: "a number") }
        if number < 0 { throw failure(at: value.offset, "\(field): must not be negative, found \(NumberFormatting.text(number))") }
        return number
    }

    private func integer(_ value: JSONValue, field: String) throws(UsageError) -> Int {
        let number = try number(value, field: field)
        guard number == number.rounded(), number < 1000 else {
            throw failure(at: value.offset, "\(field): expected a whole version number, found \(NumberFormatting.text(number))")
        }
        return Int(number)
    }

    private func string(_ value: JSONValue, field: String) throws(UsageError) -> String {
        record(field, value)
        guard case .string(let text) = value.kind else { throw typeFailure(value, field: field, expected: "a string") }
        return text
    }

    private func strings(_ value: JSONValue, field: String) throws(UsageError) -> [String] {
        try array(value, field: field) { (value, field) throws(UsageError) in try string(value, field: field) }
    }

    private func choice<Choice: RawRepresentable & CaseIterable>(
        _ value: JSONValue, field: String
    ) throws(UsageError) -> Choice where Choice.RawValue == String {
        let text = try string(value, field: field)
        guard let choice = Choice(rawValue: text) else {
            let names = Choice.allCases.map(\.rawValue)
            throw failure(
                at: value.offset,
                "\(field): unknown value \"\(text)\" (expected \(names.joined(separator: ", ")))"
                    + Suggestion.clause(for: text, in: names))
        }
        return choice
    }

    // MARK: - Structure

    private func array<Element>(
        _ value: JSONValue, field: String, _ element: (JSONValue, String) throws(UsageError) -> Element
    ) throws(UsageError) -> [Element] {
        record(field, value)
        guard case .array(let values) = value.kind else { throw typeFailure(value, field: field, expected: "an array") }
        var result: [Element] = []
        for (index, item) in values.enumerated() {
            let itemField = "\(field)[\(index)]"
            record(itemField, item)
            result.append(try element(item, itemField))
        }
        return result
    }

    private func members(_ value: JSONValue, field: String, allowed: [String]) throws(UsageError) -> [String: JSONValue] {
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

    private func required(_ members: [String: JSONValue], _ key: String, in parent: JSONValue) throws(UsageError) -> JSONValue {
        guard let value = members[key] else { throw failure(at: parent.offset, "missing key \"\(key)\"") }
        return value
    }

    private func optional<Value>(
        _ value: JSONValue?, _ read: (JSONValue) throws(UsageError) -> Value
    ) throws(UsageError) -> Value? {
        guard let value else { return nil }
        if case .null = value.kind { return nil }
        return try read(value)
    }

    private func record(_ field: String, _ value: JSONValue) {
        offsets[field] = value.offset
    }

    /// The offset of `field`, or of its nearest recorded ancestor.
    private func offset(of field: String) -> Int {
        var path = Substring(field)
        while !path.isEmpty {
            if let offset = offsets[String(path)] { return offset }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
            path = path[..<cut]
        }
        return offsets[""] ?? 0
    }

    private func typeFailure(_ value: JSONValue, field: String, expected: String) -> UsageError {
        failure(at: value.offset, "\(field.isEmpty ? "profile" : field): expected \(expected), found \(value.typeName)")
    }

    private func failure(at offset: Int, _ message: String) -> UsageError {
        let position = TextPosition(offset: offset, in: bytes)
        return UsageError("\(path):\(position.line):\(position.column): \(message)")
    }
}
