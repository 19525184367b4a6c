import SafeAreaCore

/// A hierarchy file as read: the windows and view controllers, and the device, version and SDK it
/// names, each optional on the command line's side. A class of constants: a batch's lines share
/// the one read, and as a struct of arrays each line copied it out of the cache, a retain and a
/// release of each array.
final class HierarchyFile {
    let hierarchy: ViewControllerHierarchy
    /// The profile the file's `device` names.
    let device: DeviceProfile?
    let ios: Int?
    let sdk: Int?

    init(hierarchy: ViewControllerHierarchy, device: DeviceProfile?, ios: Int?, sdk: Int?) {
        self.hierarchy = hierarchy
        self.device = device
        self.ios = ios
        self.sdk = sdk
    }
}

/// Reads a view-controller hierarchy from its JSON text, checking every field's type and the
/// hierarchy's rules; every complaint names the file, line, column and field, as
/// ``ProfileDecoder`` does for profiles.
final class HierarchyDecoder {
    private let json: JSONObjectDecoder

    private init(bytes: [UInt8], path: String) {
        json = JSONObjectDecoder(bytes: bytes, path: path, documentName: "hierarchy")
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
        return try decoder.file(decoder.json.parse(), catalogue: catalogue)
    }

    private func file(_ root: JSONValue, catalogue: DeviceCatalogue) throws(UsageError) -> HierarchyFile {
        let object = try json.members(root, field: "", allowed: Self.keys)
        var device: DeviceProfile?
        if let value = object["device"] {
            let name = try json.string(value, field: "device")
            do {
                device = try DeviceSelection.profile(named: name, in: catalogue)
            } catch {
                throw json.failure(at: value.offset, "device: \(error.message)")
            }
        }
        let ios = try object["ios"].map { (value) throws(UsageError) in try json.version(value, field: "ios") }
        let sdk = try object["sdk"].map { (value) throws(UsageError) in try json.version(value, field: "sdk") }
        let windowsValue = try json.required(object, "windows", in: root)
        let windows = try json.array(windowsValue, field: "windows", limit: Limits.windows) { (value, field) throws(UsageError) in
            try window(value, field: field)
        }
        let controllersValue = try json.required(object, "viewControllers", in: root)
        json.record("viewControllers", controllersValue)
        guard case .object(let controllerMembers) = controllersValue.kind else {
            throw json.typeFailure(controllersValue, field: "viewControllers", expected: "an object of view controllers by name")
        }
        guard controllerMembers.count <= Limits.controllers else {
            throw json.failure(
                at: controllersValue.offset,
                "viewControllers: \(controllerMembers.count) controllers, more than the limit of \(Limits.controllers)")
        }
        var controllers: [ViewControllerNode] = []
        for member in controllerMembers {
            let field = "viewControllers.\(member.key)"
            if member.key.isEmpty { throw json.failure(at: member.keyOffset, "viewControllers: a view controller's name must not be empty") }
            json.record(field, member.value)
            controllers.append(try viewController(member.key, member.value, field: field))
        }
        let hierarchy: ViewControllerHierarchy
        do {
            hierarchy = try ViewControllerHierarchy(windows: windows, viewControllers: controllers)
        } catch {
            let suggestion = error.unknownName.map { Suggestion.clause(for: $0, in: controllers.map(\.name)) } ?? ""
            throw json.failure(at: json.offset(of: error.field), "\(error.field): \(error.message)\(suggestion)")
        }
        return HierarchyFile(hierarchy: hierarchy, device: device, ios: ios, sdk: sdk)
    }

    private func window(_ value: JSONValue, field: String) throws(UsageError) -> WindowNode {
        let fields = try json.members(value, field: field, allowed: Self.windowKeys)
        return WindowNode(
            name: try json.name(json.required(fields, "name", in: value, field: field), field: field + ".name"),
            windowLevel: try fields["level"].map { (value) throws(UsageError) in try json.number(value, field: field + ".level") } ?? 0,
            rootViewController: try json.name(json.required(fields, "root", in: value, field: field), field: field + ".root"),
            isUserInteractionEnabled: try json.flag(fields["userInteractionEnabled"], field: field + ".userInteractionEnabled") ?? true,
            isHidden: try json.flag(fields["hidden"], field: field + ".hidden") ?? false,
            coversScreen: try json.flag(fields["coversScreen"], field: field + ".coversScreen") ?? true)
    }

    private func viewController(_ name: String, _ value: JSONValue, field: String) throws(UsageError) -> ViewControllerNode {
        let fields = try json.members(value, field: field, allowed: Self.viewControllerKeys)
        func reference(_ key: String) throws(UsageError) -> String? {
            try fields[key].map { (value) throws(UsageError) in try self.json.name(value, field: field + "." + key) }
        }
        return ViewControllerNode(
            name: name,
            kind: try fields["kind"].map { (value) throws(UsageError) in try json.choice(value, field: field + ".kind") } ?? .plain,
            children: try fields["children"].map { (value) throws(UsageError) in
                try json.array(value, field: field + ".children") { (value, field) throws(UsageError) in try self.json.name(value, field: field) }
            } ?? [],
            selected: try reference("selected"),
            childForHomeIndicatorAutoHidden: try reference("childForHomeIndicatorAutoHidden"),
            childForScreenEdgesDeferringSystemGestures: try reference("childForScreenEdgesDeferringSystemGestures"),
            childForStatusBarHidden: try reference("childForStatusBarHidden"),
            prefersHomeIndicatorAutoHidden: try json.flag(fields["prefersHomeIndicatorAutoHidden"], field: field + ".prefersHomeIndicatorAutoHidden"),
            preferredScreenEdgesDeferringSystemGestures: try fields["preferredScreenEdgesDeferringSystemGestures"].map { (value) throws(UsageError) in
                try edges(value, field: field + ".preferredScreenEdgesDeferringSystemGestures")
            },
            prefersStatusBarHidden: try json.flag(fields["prefersStatusBarHidden"], field: field + ".prefersStatusBarHidden"),
            presents: try reference("presents"),
            modalPresentationStyle: try fields["modalPresentationStyle"].map { (value) throws(UsageError) in
                try json.choice(value, field: field + ".modalPresentationStyle")
            },
            modalPresentationCapturesStatusBarAppearance: try json.flag(
                fields["modalPresentationCapturesStatusBarAppearance"], field: field + ".modalPresentationCapturesStatusBarAppearance") ?? false)
    }

    // MARK: - Typed leaves

    /// `["top", "bottom"]`, `[]`, or one name such as `"all"`.
    private func edges(_ value: JSONValue, field: String) throws(UsageError) -> EdgeSet {
        func edge(_ value: JSONValue, field: String) throws(UsageError) -> EdgeSet {
            EdgeSet(name: try json.word(value, field: field, in: EdgeSet.nameChoices, what: "edge"))!
        }
        if case .string = value.kind { return try edge(value, field: field) }
        guard case .array = value.kind else {
            throw json.typeFailure(value, field: field, expected: "an array of edge names or \"all\"")
        }
        var set: EdgeSet = []
        for item in try json.array(value, field: field, { (value, field) throws(UsageError) in try edge(value, field: field) }) {
            set.formUnion(item)
        }
        return set
    }
}
