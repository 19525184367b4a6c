import SafeAreaCore

/// A hierarchy file as read: the windows and view controllers, and the device, version and SDK it
/// names, each optional on the command line's side.
struct HierarchyFile {
    var hierarchy: ViewControllerHierarchy
    /// The profile the file's `device` names.
    var device: DeviceProfile?
    var ios: Int?
    var sdk: Int?
}

/// Reads a view-controller hierarchy from its JSON text, checking every field's type and the
/// hierarchy's rules; every complaint names the file, line, column and field, as
/// ``ProfileDecoder`` does for profiles.
final class HierarchyDecoder {
    private let bytes: [UInt8]
    private let path: String
    /// Where each decoded field started, so that a rule broken later can still be located.
    private var offsets: [String: Int] = [:]

    private init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    static let keys = ["device", "ios", "sdk", "windows", "viewControllers"]
    static let windowKeys = ["name", "level", "root", "userInteractionEnabled", "hidden", "coversScreen"]
    static let viewControllerKeys = [
        "kind", "children", "selected", "childForHomeIndicatorAutoHidden", "childForScreenEdgesDeferringSystemGestures",
        "childForStatusBarHidden", "prefersHomeIndicatorAutoHidden", "preferredScreenEdgesDeferringSystemGestures",
        "prefersStatusBarHidden", "presents", "modalPresentationStyle", "modalPresentationCapturesStatusBarAppearance",
    ]

    /// Decodes and validates one hierarchy; `path` is used in messages only. The file's `device`
    /// is looked up in `catalogue`.
    static func decode(_ bytes: [UInt8], path: String, catalogue: DeviceCatalogue) throws(UsageError) -> HierarchyFile {
        let decoder = HierarchyDecoder(bytes: bytes, path: path)
        let root: JSONValue
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            throw decoder.failure(at: error.offset, "malformed JSON: \(error.message)")
        }
        return try decoder.file(root, catalogue: catalogue)
    }

    private func file(_ root: JSONValue, catalogue: DeviceCatalogue) throws(UsageError) -> HierarchyFile {
        let object = try members(root, field: "", allowed: Self.keys)
        var device: DeviceProfile?
        if let value = object["device"] {
            let name = try string(value, field: "device")
            guard let profile = catalogue.profile(named: name) else {
                throw failure(
                    at: value.offset,
                    "device: unknown device '\(name)'" + DeviceSelection.suggestion(for: name, in: catalogue)
                        + "; 'safearea devices' lists them")
            }
            device = profile
        }
        let ios = try object["ios"].map { (value) throws(UsageError) in try version(value, field: "ios") }
        let sdk = try object["sdk"].map { (value) throws(UsageError) in try version(value, field: "sdk") }
        let windowsValue = try required(object, "windows", in: root)
        let windows = try array(windowsValue, field: "windows") { (value, field) throws(UsageError) in
            try window(value, field: field)
        }
        let controllersValue = try required(object, "viewControllers", in: root)
        record("viewControllers", controllersValue)
        guard case .object(let controllerMembers) = controllersValue.kind else {
            throw typeFailure(controllersValue, field: "viewControllers", expected: "an object of view controllers by name")
        }
        var controllers: [ViewControllerNode] = []
        for member in controllerMembers {
            let field = "viewControllers.\(member.key)"
            if member.key.isEmpty { throw failure(at: member.keyOffset, "viewControllers: a view controller's name must not be empty") }
            record(field, member.value)
            controllers.append(try viewController(member.key, member.value, field: field))
        }
        let hierarchy: ViewControllerHierarchy
        do {
            hierarchy = try ViewControllerHierarchy(windows: windows, viewControllers: controllers)
        } catch {
            let suggestion = error.unknownName.map { Suggestion.clause(for: $0, in: controllers.map(\.name)) } ?? ""
            throw failure(at: offset(of: error.field), "\(error.field): \(error.message)\(suggestion)")
        }
        return HierarchyFile(hierarchy: hierarchy, device: device, ios: ios, sdk: sdk)
    }

    private func window(_ value: JSONValue, field: String) throws(UsageError) -> WindowNode {
        let fields = try members(value, field: field, allowed: Self.windowKeys)
        return WindowNode(
            name: try name(required(fields, "name", in: value, field: field), field: field + ".name"),
            windowLevel: try fields["level"].map { (value) throws(UsageError) in try number(value, field: field + ".level") } ?? 0,
            rootViewController: try name(required(fields, "root", in: value, field: field), field: field + ".root"),
            isUserInteractionEnabled: try flag(fields["userInteractionEnabled"], field: field + ".userInteractionEnabled") ?? true,
            isHidden: try flag(fields["hidden"], field: field + ".hidden") ?? false,
            coversScreen: try flag(fields["coversScreen"], field: field + ".coversScreen") ?? true)
    }

    private func viewController(_ name: String, _ value: JSONValue, field: String) throws(UsageError) -> ViewControllerNode {
        let fields = try members(value, field: field, allowed: Self.viewControllerKeys)
        func reference(_ key: String) throws(UsageError) -> String? {
            try fields[key].map { (value) throws(UsageError) in try self.name(value, field: field + "." + key) }
        }
        return ViewControllerNode(
            name: name,
            kind: try fields["kind"].map { (value) throws(UsageError) in try choice(value, field: field + ".kind") } ?? .plain,
            children: try fields["children"].map { (value) throws(UsageError) in
                try array(value, field: field + ".children") { (value, field) throws(UsageError) in try self.name(value, field: field) }
            } ?? [],
            selected: try reference("selected"),
            childForHomeIndicatorAutoHidden: try reference("childForHomeIndicatorAutoHidden"),
            childForScreenEdgesDeferringSystemGestures: try reference("childForScreenEdgesDeferringSystemGestures"),
            childForStatusBarHidden: try reference("childForStatusBarHidden"),
            prefersHomeIndicatorAutoHidden: try flag(fields["prefersHomeIndicatorAutoHidden"], field: field + ".prefersHomeIndicatorAutoHidden"),
            preferredScreenEdgesDeferringSystemGestures: try fields["preferredScreenEdgesDeferringSystemGestures"].map { (value) throws(UsageError) in
                try edges(value, field: field + ".preferredScreenEdgesDeferringSystemGestures")
            },
            prefersStatusBarHidden: try flag(fields["prefersStatusBarHidden"], field: field + ".prefersStatusBarHidden"),
            presents: try reference("presents"),
            modalPresentationStyle: try fields["modalPresentationStyle"].map { (value) throws(UsageError) in
                try choice(value, field: field + ".modalPresentationStyle")
            },
            modalPresentationCapturesStatusBarAppearance: try flag(
                fields["modalPresentationCapturesStatusBarAppearance"], field: field + ".modalPresentationCapturesStatusBarAppearance") ?? false)
    }

    // MARK: - Typed leaves

    /// `["top", "bottom"]`, `[]`, or one name such as `"all"`.
    private func edges(_ value: JSONValue, field: String) throws(UsageError) -> EdgeSet {
        func edge(_ value: JSONValue, field: String) throws(UsageError) -> EdgeSet {
            let text = try string(value, field: field)
            guard let edge = EdgeSet(name: text) else {
                throw failure(
                    at: value.offset,
                    "\(field): unknown edge \"\(text)\" (expected \(EdgeSet.nameChoices.joined(separator: ", ")))"
                        + Suggestion.clause(for: text, in: EdgeSet.nameChoices))
            }
            return edge
        }
        if case .string = value.kind { return try edge(value, field: field) }
        guard case .array = value.kind else {
            throw typeFailure(value, field: field, expected: "an array of edge names or \"all\"")
        }
        var set: EdgeSet = []
        for item in try array(value, field: field, { (value, field) throws(UsageError) in try edge(value, field: field) }) {
            set.formUnion(item)
        }
        return set
    }

    private func version(_ value: JSONValue, field: String) throws(UsageError) -> Int {
        let number = try number(value, field: field)
        guard number == number.rounded(), number >= 0, number < 1000 else {
            throw failure(at: value.offset, "\(field): expected a major version such as 11 or 26, found \(NumberFormatting.text(number))")
        }
        let version = Int(number)
        guard IOSVersion.exists(version) else {
            throw failure(at: value.offset, "\(field): there is no iOS \(version) (released: \(IOSVersion.releasedDescription))")
        }
        return version
    }

    private func number(_ value: JSONValue, field: String) throws(UsageError) -> Double {
        record(field, value)
        guard case .number(let number) = value.kind else { throw typeFailure(value, field: field, expected: "a number") }
        return number
    }

    private func flag(_ value: JSONValue?, field: String) throws(UsageError) -> Bool? {
        guard let value else { return nil }
        record(field, value)
        guard case .bool(let flag) = value.kind else { throw typeFailure(value, field: field, expected: "true or false") }
        return flag
    }

    private func string(_ value: JSONValue, field: String) throws(UsageError) -> String {
        record(field, value)
        guard case .string(let text) = value.kind else { throw typeFailure(value, field: field, expected: "a string") }
        return text
    }

    /// A window's or view controller's name: a non-empty string.
    private func name(_ value: JSONValue, field: String) throws(UsageError) -> String {
        let text = try string(value, field: field)
        if text.isEmpty { throw failure(at: value.offset, "\(field): a name must not be empty") }
        return text
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

    private func required(_ members: [String: JSONValue], _ key: String, in parent: JSONValue, field: String = "") throws(UsageError) -> JSONValue {
        guard let value = members[key] else {
            throw failure(at: parent.offset, field.isEmpty ? "missing key \"\(key)\"" : "\(field): missing key \"\(key)\"")
        }
        return value
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
        failure(at: value.offset, "\(field.isEmpty ? "hierarchy" : field): expected \(expected), found \(value.typeName)")
    }

    private func failure(at offset: Int, _ message: String) -> UsageError {
        let position = TextPosition(offset: offset, in: bytes)
        return UsageError("\(path):\(position.line):\(position.column): \(message)")
    }
}
