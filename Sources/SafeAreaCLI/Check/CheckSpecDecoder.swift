import SafeAreaCore

/// Reads a layout spec (`safearea check SPEC.json`) from its JSON text, checking every key, type,
/// value and reference before anything runs; every complaint is one line naming the file, line,
/// column and the member's path, as ``HierarchyDecoder`` does for hierarchies.
final class CheckSpecDecoder {
    private let json: JSONObjectDecoder
    /// The commands a query may run, keyed for reading queries as batch lines; built once.
    private lazy var batchCommands = BatchCommandTable()
    private let catalogue: DeviceCatalogue
    private let isStandardInput: Bool
    /// The weakest tier `check --evidence` accepts; the spec's own `evidence` may only narrow it.
    private let weakestEvidence: EvidenceTier

    private init(bytes: [UInt8], path: String, isStandardInput: Bool, catalogue: DeviceCatalogue, weakestEvidence: EvidenceTier) {
        json = JSONObjectDecoder(bytes: bytes, path: path, documentName: "spec")
        self.catalogue = catalogue
        self.isStandardInput = isStandardInput
        self.weakestEvidence = weakestEvidence
    }

    static let keys = ["devices", "family", "runsIos", "orientations", "ios", "evidence", "context", "elements", "assertions"]
    static let contextKeys = [
        "navigationBar", "tabBar", "toolbar", "opaqueBars", "statusBar", "additionalInsets",
        "insetsLayoutMarginsFromSafeArea", "designRequiresCompatibility", "window",
        "split", "splitSide", "slideOver", "posture", "sdk", "requiresFullScreen", "contentSizeCategory",
    ]
    static let elementKeys = ["name", "relativeTo", "left", "right", "width", "top", "bottom", "height"]
    static let layoutKinds = ["insideSafeArea", "insideLayoutMargins", "minSize", "clearOf"]
    static let queryKeys = ["query", "field", "equals", "atLeast", "atMost"]
    static let assertionKeys = ["element"] + layoutKinds + queryKeys
    /// Query keys the matrix sets for every pair.
    static let matrixKeys = ["device", "devicesFrom", "family", "orientation", "ios"]

    /// Decodes and checks one spec; `path` names it in messages and annotations. Devices are
    /// looked up in `catalogue`.
    static func decode(
        _ bytes: [UInt8], path: String, isStandardInput: Bool, catalogue: DeviceCatalogue, weakestEvidence: EvidenceTier = .derived
    ) throws(UsageError) -> CheckSpec {
        let decoder = CheckSpecDecoder(
            bytes: bytes, path: path, isStandardInput: isStandardInput, catalogue: catalogue, weakestEvidence: weakestEvidence)
        return try decoder.spec(decoder.json.parse())
    }

    private func spec(_ root: JSONValue) throws(UsageError) -> CheckSpec {
        let object = try json.members(root, field: "", allowed: Self.keys)
        var keyLines: [String: Int] = [:]
        if case .object(let members) = root.kind {
            for member in members { keyLines[member.key] = json.line(of: member.keyOffset) }
        }
        let family: DeviceFamily? = try json.optional(object["family"]) { (value) throws(UsageError) in
            try json.choice(value, field: "family")
        }
        var devices = try devices(object["devices"], family: family)
        if let runsValue = object["runsIos"] {
            let runs = try json.version(runsValue, field: "runsIos")
            devices.removeAll { !$0.ios.contains(runs) }
            if devices.isEmpty { throw json.failure(at: runsValue.offset, "runsIos: no device of the selection runs iOS \(runs)") }
        }
        let orientations = try orientations(object["orientations"])
        let versions = try versions(object["ios"])
        var screen = try context(object["context"])
        let evidence: EvidenceTier? = try json.optional(object["evidence"]) { (value) throws(UsageError) in
            try json.choice(value, field: "evidence")
        }
        // The stronger of the two tiers: either one asks that nothing weaker be answered.
        screen.weakestEvidence = min(evidence ?? .derived, weakestEvidence)
        let elements = try json.optional(object["elements"]) { (value) throws(UsageError) in
            try json.array(value, field: "elements") { (value, field) throws(UsageError) in try element(value, field: field) }
        } ?? []
        var names: Set<String> = []
        for (index, element) in elements.enumerated() where !names.insert(element.name).inserted {
            let field = "elements[\(index)].name"
            throw json.failure(at: json.offset(of: field), "\(field): a second element named \"\(element.name)\"")
        }
        let assertionsValue = try json.required(object, "assertions", in: root)
        var index = 0
        let assertions = try json.array(assertionsValue, field: "assertions", limit: Limits.assertions) { (value, field) throws(UsageError) in
            defer { index += 1 }
            return try self.assertion(value, field: field, index: index, elements: elements, context: screen)
        }
        if assertions.isEmpty {
            throw json.failure(at: assertionsValue.offset, "assertions: needs at least one assertion")
        }
        return CheckSpec(
            path: json.path, isStandardInput: isStandardInput, devices: devices, orientations: orientations, versions: versions,
            screen: screen, elements: elements, assertions: assertions, keyLines: keyLines)
    }

    // MARK: - The matrix

    /// `"all"` (the default), one name, or an array of names and `"all"`, as `--device` takes them.
    /// Each device is held once, from the name that first selected it, and each spelling is
    /// resolved once (``SpellingsSeen``): a spec naming one device a million times holds one.
    private func devices(_ value: JSONValue?, family: DeviceFamily?) throws(UsageError) -> [DeviceProfile] {
        func everyDevice() -> [DeviceProfile] { catalogue.profiles.filter { family == nil || $0.family == family } }
        guard let value else { return everyDevice() }
        var devices: [DeviceProfile] = []
        var ids: Set<String> = []
        var seen = SpellingsSeen()
        func keep(_ profile: DeviceProfile) {
            if ids.insert(profile.id).inserted { devices.append(profile) }
        }
        // The field is spelled only for a complaint, not for each of a long list's names.
        func add(_ value: JSONValue, field: @autoclosure () -> String) throws(UsageError) {
            guard case .string(let name) = value.kind else { throw json.typeFailure(value, field: field(), expected: "a string") }
            if seen.contains(name) { return }
            if name.lowercased() == "all" {
                everyDevice().forEach(keep)
                seen.insert(name)
                return
            }
            let profile: DeviceProfile
            do {
                profile = try DeviceSelection.profile(named: name, in: catalogue)
            } catch {
                throw json.failure(at: value.offset, "\(field()): \(error.message)")
            }
            if let family, profile.family != family {
                throw json.failure(at: value.offset, "\(field()): device '\(profile.name)' is not a \(family.rawValue) (\"family\": \"\(family.rawValue)\")")
            }
            keep(profile)
            seen.insert(name)
        }
        if case .string = value.kind {
            try add(value, field: "devices")
        } else {
            try json.forEach(in: value, field: "devices") { (value, index) throws(UsageError) in try add(value, field: "devices[\(index)]") }
            if devices.isEmpty { throw json.failure(at: value.offset, "devices: names no device (\"all\" is every device)") }
        }
        return devices
    }

    /// A major version or an array of them (`[26, 27]`), each once; default each device's newest.
    private func versions(_ value: JSONValue?) throws(UsageError) -> [Int?] {
        guard let value else { return [nil] }
        guard case .array = value.kind else { return [try json.version(value, field: "ios")] }
        var versions: [Int] = []
        try json.forEach(in: value, field: "ios") { (value, index) throws(UsageError) in
            let version = try json.version(value, field: "ios[\(index)]")
            if !versions.contains(version) { versions.append(version) }
        }
        if versions.isEmpty { throw json.failure(at: value.offset, "ios: names no version (leave it out for each device's newest)") }
        return versions
    }

    /// One orientation word or an array of them, as `--orientation` takes them; default portrait.
    private func orientations(_ value: JSONValue?) throws(UsageError) -> [Orientation] {
        guard let value else { return [.portrait] }
        var orientations: [Orientation] = []
        // As for devices, each element is read without recording its path (``JSONObjectDecoder/forEach(in:field:_:)``).
        func add(_ value: JSONValue, field: @autoclosure () -> String) throws(UsageError) {
            guard case .string(let text) = value.kind, OrientationChoice.names.contains(text) else {
                _ = try json.word(value, field: field(), in: OrientationChoice.names, what: "orientation")
                return
            }
            for orientation in OrientationChoice.expand(text) where !orientations.contains(orientation) {
                orientations.append(orientation)
            }
        }
        if case .string = value.kind {
            try add(value, field: "orientations")
        } else {
            try json.forEach(in: value, field: "orientations") { (value, index) throws(UsageError) in try add(value, field: "orientations[\(index)]") }
            if orientations.isEmpty { throw json.failure(at: value.offset, "orientations: names no orientation (\"all\" is all four)") }
        }
        return orientations
    }

    /// The screen context: the containers and bars, with UIKit's defaults for what is left out.
    private func context(_ value: JSONValue?) throws(UsageError) -> ScreenContext {
        guard let value else {
            return ScreenContext(statusBar: .system, containers: .none, designRequiresCompatibility: false, subviewFrame: nil)
        }
        let fields = try json.members(value, field: "context", allowed: Self.contextKeys)
        let navigation: NavigationBarStyle = try json.optional(fields["navigationBar"]) { (value) throws(UsageError) in
            try json.choice(value, field: "context.navigationBar")
        } ?? .none
        let containers = ViewControllerContainers(
            navigationBar: navigation,
            tabBar: try json.flag(fields["tabBar"], field: "context.tabBar") ?? false,
            toolbar: try json.flag(fields["toolbar"], field: "context.toolbar") ?? false,
            opaqueBars: try json.flag(fields["opaqueBars"], field: "context.opaqueBars") ?? false,
            additionalSafeAreaInsets: try json.optional(fields["additionalInsets"]) { (value) throws(UsageError) in
                try insets(value, field: "context.additionalInsets")
            } ?? .zero,
            insetsLayoutMarginsFromSafeArea: try json.flag(
                fields["insetsLayoutMarginsFromSafeArea"], field: "context.insetsLayoutMarginsFromSafeArea") ?? true)
        if containers.opaqueBars, !navigation.showsBar, !containers.tabBar, !containers.toolbar, let opaque = fields["opaqueBars"] {
            throw json.failure(
                at: opaque.offset, "context.opaqueBars: needs a bar to be opaque: navigationBar standard or large, tabBar or toolbar")
        }
        var context = ScreenContext(
            statusBar: try json.optional(fields["statusBar"]) { (value) throws(UsageError) in
                try json.choice(value, field: "context.statusBar")
            } ?? .system,
            containers: containers,
            designRequiresCompatibility: try json.flag(fields["designRequiresCompatibility"], field: "context.designRequiresCompatibility") ?? false,
            subviewFrame: nil,
            window: try json.optional(fields["window"]) { (value) throws(UsageError) in try rect(value, field: "context.window") },
            multitasking: try multitasking(fields),
            posture: try json.optional(fields["posture"]) { (value) throws(UsageError) in try json.choice(value, field: "context.posture") },
            requiresFullScreen: try json.flag(fields["requiresFullScreen"], field: "context.requiresFullScreen") ?? false,
            sdk: try json.optional(fields["sdk"]) { (value) throws(UsageError) in try json.release(value, field: "context.sdk") })
        context.contentSizeCategory = try json.optional(fields["contentSizeCategory"]) { (value) throws(UsageError) in
            try json.choice(value, field: "context.contentSizeCategory")
        } ?? .large
        return context
    }

    /// `split`/`splitSide` or `slideOver`, which exclude each other and `window`.
    private func multitasking(_ fields: [String: JSONValue]) throws(UsageError) -> Multitasking? {
        let split: SplitFraction? = try json.optional(fields["split"]) { (value) throws(UsageError) in
            try json.choice(value, field: "context.split")
        }
        let side: SplitSide? = try json.optional(fields["splitSide"]) { (value) throws(UsageError) in
            try json.choice(value, field: "context.splitSide")
        }
        let slideOver = try json.flag(fields["slideOver"], field: "context.slideOver") ?? false
        let offset = (fields["split"] ?? fields["slideOver"] ?? fields["splitSide"])?.offset ?? 0
        if split != nil, slideOver { throw json.failure(at: offset, "context.split: split and slideOver are two different arrangements; give one") }
        if fields["window"] != nil, split != nil || slideOver {
            throw json.failure(at: offset, "context.window: gives the window's frame itself; it cannot be combined with split or slideOver")
        }
        if side != nil, split == nil { throw json.failure(at: offset, "context.splitSide: places the split app; give split") }
        if let split { return .splitView(split, side ?? .leading) }
        return slideOver ? .slideOver : nil
    }

    /// `{"x": 0, "y": 100, "width": 375, "height": 712}`: every member given, none of the size negative.
    private func rect(_ value: JSONValue, field: String) throws(UsageError) -> Rect {
        let fields = try json.members(value, field: field, allowed: ["x", "y", "width", "height"])
        func part(_ key: String, nonNegative: Bool) throws(UsageError) -> Double {
            guard let member = fields[key] else { throw json.failure(at: value.offset, "\(field): needs \"\(key)\"") }
            return nonNegative ? try json.nonNegative(member, field: field + "." + key) : try json.number(member, field: field + "." + key)
        }
        return Rect(
            x: try part("x", nonNegative: false), y: try part("y", nonNegative: false),
            width: try part("width", nonNegative: true), height: try part("height", nonNegative: true))
    }

    /// `{"top": 10, "bottom": 20}`: edges left out are 0, none negative.
    private func insets(_ value: JSONValue, field: String) throws(UsageError) -> EdgeInsets {
        let fields = try json.members(value, field: field, allowed: ["top", "left", "bottom", "right"])
        func edge(_ key: String) throws(UsageError) -> Double {
            try json.optional(fields[key]) { (value) throws(UsageError) in try json.nonNegative(value, field: field + "." + key) } ?? 0
        }
        return EdgeInsets(top: try edge("top"), left: try edge("left"), bottom: try edge("bottom"), right: try edge("right"))
    }

    // MARK: - Elements

    private func element(_ value: JSONValue, field: String) throws(UsageError) -> LayoutElement {
        let fields = try json.members(value, field: field, allowed: Self.elementKeys)
        return LayoutElement(
            name: try json.name(json.required(fields, "name", in: value, field: field), field: field + ".name"),
            reference: try json.choice(json.required(fields, "relativeTo", in: value, field: field), field: field + ".relativeTo"),
            horizontal: try pin(fields, in: value, field: field, "left", "right", "width"),
            vertical: try pin(fields, in: value, field: field, "top", "bottom", "height"))
    }

    /// Two of an axis's three constraints, as Auto Layout needs to place a view along it.
    private func pin(
        _ fields: [String: JSONValue], in value: JSONValue, field: String, _ start: String, _ end: String, _ length: String
    ) throws(UsageError) -> LayoutElement.AxisPin {
        let startInset = try fields[start].map { (value) throws(UsageError) in try json.number(value, field: field + "." + start) }
        let endInset = try fields[end].map { (value) throws(UsageError) in try json.number(value, field: field + "." + end) }
        let size = try fields[length].map { (value) throws(UsageError) in try json.nonNegative(value, field: field + "." + length) }
        switch (startInset, endInset, size) {
        case (let inset?, nil, let size?): return .start(inset, length: size)
        case (nil, let inset?, let size?): return .end(inset, length: size)
        case (let first?, let second?, nil): return .edges(start: first, end: second)
        case (.some, .some, .some):
            throw json.failure(at: value.offset, "\(field): \(start), \(end) and \(length) all given; pin two of them (Auto Layout would break one)")
        default:
            let given = [(start, startInset), (end, endInset), (length, size)].filter { $0.1 != nil }.map(\.0)
            throw json.failure(
                at: value.offset,
                "\(field): pin two of \(start), \(end) and \(length) (found \(given.isEmpty ? "none" : "only " + given[0]))")
        }
    }

    // MARK: - Assertions

    private func assertion(
        _ value: JSONValue, field: String, index: Int, elements: [LayoutElement], context: ScreenContext
    ) throws(UsageError) -> CheckAssertion {
        let fields = try json.members(value, field: field, allowed: Self.assertionKeys)
        let line = json.line(of: value.offset)
        // Each kind given, with its value: looked up once, so that none is unwrapped later.
        let kinds = Self.layoutKinds.compactMap { kind in fields[kind].map { (name: kind, value: $0) } }
        if let query = fields["query"] {
            if let element = fields["element"] {
                throw json.failure(at: element.offset, "\(field).element: a query assertion names no element")
            }
            if let kind = kinds.first {
                throw json.failure(at: kind.value.offset, "\(field).\(kind.name): a query assertion compares with equals, atLeast or atMost")
            }
            return try queryAssertion(query, fields, in: value, field: field, index: index, line: line, context: context)
        }
        for key in Self.queryKeys.dropFirst() {
            guard let given = fields[key] else { continue }
            throw json.failure(at: given.offset, "\(field).\(key): belongs to a query assertion, which has \"query\"")
        }
        guard let given = kinds.first else {
            throw json.failure(
                at: value.offset, "\(field): nothing to assert: give one of \(Self.layoutKinds.joined(separator: ", ")), or a query")
        }
        if kinds.count > 1 {
            throw json.failure(at: kinds[1].value.offset, "\(field): one assertion per object; found \(kinds[0].name) and \(kinds[1].name)")
        }
        let elementValue = try json.required(fields, "element", in: value, field: field)
        let name = try json.string(elementValue, field: field + ".element")
        guard let element = elements.firstIndex(where: { $0.name == name }) else {
            let known = elements.isEmpty ? " (the spec has no \"elements\")" : " (elements: \(elements.map(\.name).joined(separator: ", ")))"
            throw json.failure(
                at: elementValue.offset,
                "\(field).element: unknown element \"\(name)\"\(known)" + Suggestion.clause(for: name, in: elements.map(\.name)))
        }
        let kind = given.name
        let kindValue = given.value
        let kindField = field + "." + kind
        let assertion: LayoutAssertion
        switch kind {
        case "minSize":
            let size = try json.members(kindValue, field: kindField, allowed: ["width", "height"])
            let width = try size["width"].map { (value) throws(UsageError) in try json.nonNegative(value, field: kindField + ".width") }
            let height = try size["height"].map { (value) throws(UsageError) in try json.nonNegative(value, field: kindField + ".height") }
            if width == nil, height == nil { throw json.failure(at: kindValue.offset, "\(kindField): give width, height or both") }
            assertion = .minSize(width: width, height: height)
        case "clearOf":
            let names = ScreenRegion.allCases.map(\.rawValue)
            func region(_ value: JSONValue, field: String) throws(UsageError) -> ScreenRegion {
                ScreenRegion(rawValue: try json.word(value, field: field, in: names, what: "region"))!
            }
            let regions: [ScreenRegion]
            if case .string = kindValue.kind {
                regions = [try region(kindValue, field: kindField)]
            } else {
                regions = try json.array(kindValue, field: kindField) { (value, field) throws(UsageError) in try region(value, field: field) }
            }
            if regions.isEmpty { throw json.failure(at: kindValue.offset, "\(kindField): name at least one region (\(names.joined(separator: ", ")))") }
            assertion = .clearOf(regions)
        default:
            guard try json.flag(kindValue, field: kindField) == true else {
                throw json.failure(at: kindValue.offset, "\(kindField): expected true (leave the assertion out rather than assert false)")
            }
            assertion = kind == "insideSafeArea" ? .insideSafeArea : .insideLayoutMargins
        }
        return CheckAssertion(kind: .layout(element: element, assertion), index: index, line: line, title: "\(name) \(kind)")
    }

    /// A `query` assertion: the query read as a `batch` line, with the context's options it does
    /// not give itself; the field and the expectation.
    private func queryAssertion(
        _ query: JSONValue, _ fields: [String: JSONValue], in value: JSONValue, field: String, index: Int, line: Int,
        context: ScreenContext
    ) throws(UsageError) -> CheckAssertion {
        let queryField = field + ".query"
        json.record(queryField, query)
        guard case .object(let members) = query.kind else {
            throw json.typeFailure(query, field: queryField, expected: "an object with \"command\" and that command's options")
        }
        let commands = BatchCommand.commands
        guard let commandMember = members.first(where: { $0.key == "command" }) else {
            throw json.failure(at: query.offset, "\(queryField): missing key \"command\" (one of \(commands.keys.sorted().joined(separator: ", ")))")
        }
        let name = try json.word(commandMember.value, field: queryField + ".command", in: commands.keys.sorted(), what: "command")
        // `word` returned one of the keys, so the lookup finds it.
        guard let command = commands[name] else { throw json.failure(at: commandMember.value.offset, "\(queryField).command: unknown command '\(name)'") }
        var locations: [String: SpecLocation] = [:]
        for member in members where member.key != "command" {
            let memberField = "\(queryField).\(member.key)"
            if Self.matrixKeys.contains(member.key) {
                throw json.failure(at: member.keyOffset, "\(memberField): the spec's matrix sets it for every pair (devices, family, orientations, ios); remove it")
            }
            if ["id", "format", "profiles", "measurements"].contains(member.key) {
                let hint = ["profiles", "measurements"].contains(member.key) ? " (give --\(member.key) to safearea check)" : ""
                throw json.failure(at: member.keyOffset, "\(memberField): has no use in a check query\(hint)")
            }
            locations[BatchRequest.kebabCase(member.key)] = location(member.value.offset, memberField)
        }
        var arguments = ParsedArguments(command: command.spec)
        switch Self.read(query, in: json.bytes, commands: batchCommands, into: &arguments) {
        case .success:
            break
        case .failure(let failure):
            let message = failure.error.message
            if let member = members.first(where: { message.hasPrefix("unknown key \"\($0.key)\"") }) {
                throw json.failure(at: member.keyOffset, "\(queryField): \(message)")
            }
            if let member = members.first(where: {
                message.contains("'--\(BatchRequest.kebabCase($0.key))'") || message.contains("\"\($0.key)\"")
            }) {
                throw json.failure(at: member.value.offset, "\(queryField).\(member.key): \(message)")
            }
            throw json.failure(at: query.offset, "\(queryField): \(message)")
        }
        let given = Set(members.map { BatchRequest.kebabCase($0.key) })
        for (long, text) in Self.options(of: context) where command.spec.option(named: long) != nil && !given.contains(long) {
            arguments.add(ArgumentValue(text: text, index: -1), for: long)
        }

        let fieldValue = try json.required(fields, "field", in: value, field: field)
        let path = try json.string(fieldValue, field: field + ".field")
        if path.isEmpty { throw json.failure(at: fieldValue.offset, "\(field).field: name a field, such as adjustedContentInset.top") }
        let atLeast = try fields["atLeast"].map { (value) throws(UsageError) in try json.number(value, field: field + ".atLeast") }
        let atMost = try fields["atMost"].map { (value) throws(UsageError) in try json.number(value, field: field + ".atMost") }
        let expectation: QueryAssertion.Expectation
        let wording: String
        if let equals = fields["equals"] {
            if let other = fields["atLeast"] ?? fields["atMost"] {
                throw json.failure(at: other.offset, "\(field): equals takes no atLeast or atMost")
            }
            json.record(field + ".equals", equals)
            let expected = OutputValue(json: equals)
            expectation = .equals(expected)
            wording = "equals \(QueryAssertion.text(expected))"
        } else {
            guard atLeast != nil || atMost != nil else {
                throw json.failure(at: value.offset, "\(field): a query needs equals, atLeast or atMost")
            }
            if let atLeast, let atMost, atLeast > atMost, let given = fields["atMost"] {
                throw json.failure(at: given.offset, "\(field).atMost: \(NumberFormatting.text(atMost)) is below atLeast \(NumberFormatting.text(atLeast))")
            }
            expectation = .range(atLeast: atLeast, atMost: atMost)
            wording = [atLeast.map { "atLeast \(NumberFormatting.text($0))" }, atMost.map { "atMost \(NumberFormatting.text($0))" }]
                .compactMap { $0 }.joined(separator: " ")
        }
        let assertion = QueryAssertion(
            commandName: name, compute: command.compute, preparing: CommandTable.preparing(named: name), arguments: arguments,
            setsOrientation: command.spec.option(named: "orientation") != nil,
            setsVersion: command.spec.option(named: "ios") != nil,
            field: path, expectation: expectation,
            queryLocation: location(query.offset, queryField),
            fieldLocation: location(fieldValue.offset, field + ".field"),
            memberLocations: locations)
        return CheckAssertion(kind: .query(assertion), index: index, line: line, title: "\(name) \(path) \(wording)")
    }

    /// A query object read as a `batch` line is, from its bytes in the spec.
    private static func read(
        _ query: JSONValue, in document: [UInt8], commands: BatchCommandTable, into arguments: inout ParsedArguments
    ) -> Result<BatchRequest, BatchLineError> {
        document.withUnsafeBufferPointer { bytes in
            let scanner = LineScanner()
            guard let end = JSONReader.end(ofValueAt: query.offset, in: bytes),
                  scanner.scan(UnsafeBufferPointer(rebasing: bytes[query.offset..<end]))
            else {
                return .failure(BatchLineError(BatchCommand.unreadable(UnsafeBufferPointer(rebasing: bytes[query.offset...])), idRange: nil))
            }
            return BatchRequest.read(scanner, commands: commands, into: &arguments)
        }
    }

    /// The command-line options a query inherits from the context, by long name.
    static func options(of context: ScreenContext) -> [(long: String, text: String)] {
        let containers = context.containers
        var options: [(long: String, text: String)] = []
        if containers.navigationBar != .none { options.append(("navigation-bar", containers.navigationBar.rawValue)) }
        if containers.tabBar { options.append(("tab-bar", "")) }
        if containers.toolbar { options.append(("toolbar", "")) }
        if containers.opaqueBars { options.append(("opaque-bars", "")) }
        if context.statusBar != .system { options.append(("status-bar", context.statusBar.rawValue)) }
        if !containers.additionalSafeAreaInsets.isZero {
            options.append(("additional-insets", containers.additionalSafeAreaInsets.values.map(NumberFormatting.text).joined(separator: ",")))
        }
        if !containers.insetsLayoutMarginsFromSafeArea { options.append(("no-insets-layout-margins-from-safe-area", "")) }
        if context.designRequiresCompatibility { options.append(("design-requires-compatibility", "")) }
        switch context.multitasking {
        case .splitView(let fraction, let side):
            options.append(("split", fraction.rawValue))
            options.append(("split-side", side.rawValue))
        case .slideOver: options.append(("slide-over", ""))
        case nil: break
        }
        if let posture = context.posture { options.append(("posture", posture.rawValue)) }
        if let sdk = context.sdk { options.append(("sdk", sdk.description)) }
        if context.requiresFullScreen { options.append(("requires-full-screen", "")) }
        if context.weakestEvidence != .derived { options.append(("evidence", context.weakestEvidence.rawValue)) }
        if context.contentSizeCategory != .large { options.append(("content-size-category", context.contentSizeCategory.rawValue)) }
        if let window = context.window { options.append(("window", [window.x, window.y, window.width, window.height].map(NumberFormatting.text).joined(separator: ","))) }
        return options
    }

    /// `path:line:column: field`, for a complaint found when the query first runs.
    private func location(_ offset: Int, _ field: String) -> SpecLocation {
        SpecLocation(decoder: json, offset: offset, field: field)
    }
}
