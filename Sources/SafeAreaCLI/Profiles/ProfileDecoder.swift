import SafeAreaCore

/// Reads a device profile from its JSON text, checking every field's type and the catalogue's
/// rules; every complaint names the file, line, column and field.
final class ProfileDecoder {
    private let json: JSONObjectDecoder

    private init(bytes: [UInt8], path: String) {
        json = JSONObjectDecoder(bytes: bytes, path: path, documentName: "profile")
    }

    /// Decodes and validates one profile; `path` is used in messages only.
    static func decode(_ bytes: [UInt8], path: String) throws(UsageError) -> DeviceProfile {
        let decoder = ProfileDecoder(bytes: bytes, path: path)
        let profile = try decoder.profile(decoder.json.parse())
        if let problem = profile.validationProblems().first {
            throw decoder.json.failure(at: decoder.json.offset(of: problem.field), "\(problem.field): \(problem.message)")
        }
        return profile
    }

    private static let keys = [
        "id", "name", "family", "modelIdentifiers", "released", "ios", "screen", "feature", "cornerRadius",
        "sensorHousing", "homeIndicator", "orientations", "sizeClasses", "statusBar", "safeAreaInsets",
        "sources", "notes", "disputes", "folding",
    ]

    private func profile(_ root: JSONValue) throws(UsageError) -> DeviceProfile {
        let object = try json.members(root, field: "", allowed: Self.keys)
        let id: String = try json.string(json.required(object, "id", in: root), field: "id")
        let name: String = try json.string(json.required(object, "name", in: root), field: "name")
        let family: DeviceFamily = try json.choice(json.required(object, "family", in: root), field: "family")
        let modelIdentifiers = try strings(json.required(object, "modelIdentifiers", in: root), field: "modelIdentifiers")
        let released = try json.string(json.required(object, "released", in: root), field: "released")
        let ios = try json.required(object, "ios", in: root)
        let iosMembers = try json.members(ios, field: "ios", allowed: ["first", "last"])
        let versions = IOSVersionRange(
            try integer(json.required(iosMembers, "first", in: ios), field: "ios.first"),
            try integer(json.required(iosMembers, "last", in: ios), field: "ios.last"))
        let screen = try screen(json.required(object, "screen", in: root), field: "screen")
        let classes = try sizeClassPair(json.required(object, "sizeClasses", in: root), field: "sizeClasses")
        return DeviceProfile(
            id: id, name: name, family: family, modelIdentifiers: modelIdentifiers, released: released,
            ios: versions, screen: screen,
            feature: try json.choice(json.required(object, "feature", in: root), field: "feature"),
            cornerRadius: try json.optional(object["cornerRadius"]) { (value) throws(UsageError) in
                try json.nonNegative(value, field: "cornerRadius")
            },
            sensorHousing: try json.optional(object["sensorHousing"]) { (value) throws(UsageError) in
                try rect(value, field: "sensorHousing")
            },
            homeIndicator: try json.optional(object["homeIndicator"]) { (value) throws(UsageError) in
                let fields = try json.members(value, field: "homeIndicator", allowed: ["portrait", "landscape"])
                return HomeIndicator(
                    portrait: try json.nonNegative(json.required(fields, "portrait", in: value), field: "homeIndicator.portrait"),
                    landscape: try json.optional(json.required(fields, "landscape", in: value)) { (value) throws(UsageError) in
                        try json.nonNegative(value, field: "homeIndicator.landscape")
                    })
            },
            orientations: try json.array(json.required(object, "orientations", in: root), field: "orientations") {
                (value, field) throws(UsageError) in try json.choice(value, field: field)
            },
            portraitSizeClasses: classes.portrait,
            landscapeSizeClasses: classes.landscape,
            statusBar: try json.array(json.required(object, "statusBar", in: root), field: "statusBar") {
                (value, field) throws(UsageError) in try statusBarSpec(value, field: field)
            },
            safeAreaInsets: try json.array(json.required(object, "safeAreaInsets", in: root), field: "safeAreaInsets") {
                (value, field) throws(UsageError) in try safeAreaSpec(value, field: field)
            },
            sources: try sources(json.required(object, "sources", in: root)),
            notes: try json.optional(object["notes"]) { (value) throws(UsageError) in try strings(value, field: "notes") } ?? [],
            disputes: try json.optional(object["disputes"]) { (value) throws(UsageError) in
                try json.array(value, field: "disputes") { (value, field) throws(UsageError) in try dispute(value, field: field) }
            } ?? [],
            folding: try json.optional(object["folding"]) { (value) throws(UsageError) in try folding(value) })
    }

    private func folding(_ value: JSONValue) throws(UsageError) -> Folding {
        let fields = try json.members(
            value, field: "folding", allowed: ["firstRelease", "firstFullScreenSDK", "olderSDKBehaviour", "fold", "coverDisplay"])
        let foldValue = try json.required(fields, "fold", in: value)
        let fold = try json.members(foldValue, field: "folding.fold", allowed: ["offset", "thickness"])
        let coverValue = try json.required(fields, "coverDisplay", in: value)
        let cover = try json.members(
            coverValue, field: "folding.coverDisplay",
            allowed: ["screen", "cornerRadius", "camera", "orientations", "sizeClasses", "statusBar", "safeAreaInsets"])
        let prefix = "folding.coverDisplay."
        let coverScreen = try screen(json.required(cover, "screen", in: coverValue), field: prefix + "screen")
        let classes = try sizeClassPair(json.required(cover, "sizeClasses", in: coverValue), field: prefix + "sizeClasses")
        return Folding(
            cover: CoverDisplay(
                screen: coverScreen,
                cornerRadius: try json.optional(cover["cornerRadius"]) { (value) throws(UsageError) in
                    try json.nonNegative(value, field: prefix + "cornerRadius")
                },
                camera: try json.optional(cover["camera"]) { (value) throws(UsageError) in try rect(value, field: prefix + "camera") },
                orientations: try json.array(json.required(cover, "orientations", in: coverValue), field: prefix + "orientations") {
                    (value, field) throws(UsageError) in try json.choice(value, field: field)
                },
                portraitSizeClasses: classes.portrait,
                landscapeSizeClasses: classes.landscape,
                statusBar: try json.array(json.required(cover, "statusBar", in: coverValue), field: prefix + "statusBar") {
                    (value, field) throws(UsageError) in try statusBarSpec(value, field: field)
                },
                safeAreaInsets: try json.array(json.required(cover, "safeAreaInsets", in: coverValue), field: prefix + "safeAreaInsets") {
                    (value, field) throws(UsageError) in try safeAreaSpec(value, field: field)
                }),
            fold: Fold(
                offset: try json.nonNegative(json.required(fold, "offset", in: foldValue), field: "folding.fold.offset"),
                thickness: try json.nonNegative(json.required(fold, "thickness", in: foldValue), field: "folding.fold.thickness")),
            firstRelease: try json.release(json.required(fields, "firstRelease", in: value), field: "folding.firstRelease"),
            firstFullScreenSDK: try json.release(json.required(fields, "firstFullScreenSDK", in: value), field: "folding.firstFullScreenSDK"),
            olderSDKBehaviour: try json.string(json.required(fields, "olderSDKBehaviour", in: value), field: "folding.olderSDKBehaviour"))
    }

    private func dispute(_ value: JSONValue, field: String) throws(UsageError) -> ValueDispute {
        let fields = try json.members(value, field: field, allowed: ["field", "ios", "orientations", "chosen", "competing", "why"])
        return ValueDispute(
            field: try json.string(json.required(fields, "field", in: value), field: field + ".field"),
            ios: try versionRange(json.required(fields, "ios", in: value), field: field + ".ios"),
            orientations: try json.array(json.required(fields, "orientations", in: value), field: field + ".orientations") {
                (value, field) throws(UsageError) in try json.choice(value, field: field)
            },
            chosen: try claim(json.required(fields, "chosen", in: value), field: field + ".chosen"),
            competing: try json.array(json.required(fields, "competing", in: value), field: field + ".competing") {
                (value, field) throws(UsageError) in try claim(value, field: field)
            },
            why: try json.string(json.required(fields, "why", in: value), field: field + ".why"))
    }

    private func claim(_ value: JSONValue, field: String) throws(UsageError) -> ValueDispute.Claim {
        let fields = try json.members(value, field: field, allowed: ["value", "sources"])
        return ValueDispute.Claim(
            value: try json.string(json.required(fields, "value", in: value), field: field + ".value"),
            sources: try strings(json.required(fields, "sources", in: value), field: field + ".sources"))
    }

    private func statusBarSpec(_ value: JSONValue, field: String) throws(UsageError) -> StatusBarSpec {
        let fields = try json.members(value, field: field, allowed: ["ios", "portrait", "landscape"])
        return StatusBarSpec(
            ios: try versionRange(json.required(fields, "ios", in: value), field: field + ".ios"),
            portrait: try json.optional(fields["portrait"]) { (value) throws(UsageError) in try json.nonNegative(value, field: field + ".portrait") },
            landscape: try json.optional(fields["landscape"]) { (value) throws(UsageError) in try json.nonNegative(value, field: field + ".landscape") })
    }

    private func safeAreaSpec(_ value: JSONValue, field: String) throws(UsageError) -> SafeAreaSpec {
        let orientationKeys = Orientation.allCases.map(\.rawValue)
        let fields = try json.members(value, field: field, allowed: ["ios", "statusBarHidden"] + orientationKeys)
        var insets = OrientationTable<EdgeInsets>()
        var hidden = OrientationTable<EdgeInsets>()
        var unknown: [Orientation] = []
        for orientation in Orientation.allCases {
            if let value = fields[orientation.rawValue], case .string(let text) = value.kind {
                guard text == "unknown" else {
                    throw json.failure(at: value.offset, "\(field).\(orientation.rawValue): expected insets or \"unknown\", found \"\(text)\"")
                }
                unknown.append(orientation)
                continue
            }
            insets[orientation] = try json.optional(fields[orientation.rawValue]) { (value) throws(UsageError) in
                try edgeInsets(value, field: field + "." + orientation.rawValue)
            }
        }
        if let hiddenValue = fields["statusBarHidden"] {
            let hiddenFields = try json.members(hiddenValue, field: field + ".statusBarHidden", allowed: orientationKeys)
            for orientation in Orientation.allCases {
                hidden[orientation] = try json.optional(hiddenFields[orientation.rawValue]) { (value) throws(UsageError) in
                    try edgeInsets(value, field: field + ".statusBarHidden." + orientation.rawValue)
                }
            }
        }
        return SafeAreaSpec(
            ios: try versionRange(json.required(fields, "ios", in: value), field: field + ".ios"),
            insets: insets, statusBarHidden: hidden, unknown: unknown)
    }

    private func sources(_ value: JSONValue) throws(UsageError) -> [SourceList] {
        guard case .object(let members) = value.kind else { throw json.typeFailure(value, field: "sources", expected: "an object") }
        var lists: [SourceList] = []
        for member in members {
            lists.append(SourceList(field: member.key, references: try strings(member.value, field: "sources." + member.key)))
        }
        return lists
    }

    // MARK: - Typed leaves

    /// `{"width", "height", "scale"}`: a portrait screen in points and its scale.
    private func screen(_ value: JSONValue, field: String) throws(UsageError) -> Screen {
        let members = try json.members(value, field: field, allowed: ["width", "height", "scale"])
        let size = Size(
            width: try json.nonNegative(json.required(members, "width", in: value), field: field + ".width"),
            height: try json.nonNegative(json.required(members, "height", in: value), field: field + ".height"))
        return Screen(size: size, scale: try json.nonNegative(json.required(members, "scale", in: value), field: field + ".scale"))
    }

    /// `{"portrait", "landscape"}`: the size classes of a full-screen app in each.
    private func sizeClassPair(_ value: JSONValue, field: String) throws(UsageError) -> (portrait: SizeClasses, landscape: SizeClasses) {
        let members = try json.members(value, field: field, allowed: ["portrait", "landscape"])
        return (
            try sizeClasses(json.required(members, "portrait", in: value), field: field + ".portrait"),
            try sizeClasses(json.required(members, "landscape", in: value), field: field + ".landscape"))
    }

    private func sizeClasses(_ value: JSONValue, field: String) throws(UsageError) -> SizeClasses {
        let fields = try json.members(value, field: field, allowed: ["horizontal", "vertical"])
        return SizeClasses(
            horizontal: try json.choice(json.required(fields, "horizontal", in: value), field: field + ".horizontal"),
            vertical: try json.choice(json.required(fields, "vertical", in: value), field: field + ".vertical"))
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
        let fields = try json.members(value, field: field, allowed: keys)
        var result: [Double] = []
        for key in keys {
            result.append(try json.nonNegative(json.required(fields, key, in: value), field: field + "." + key))
        }
        return result
    }

    private func versionRange(_ value: JSONValue, field: String) throws(UsageError) -> IOSVersionRange {
        let bounds = try json.array(value, field: field) { (value, field) throws(UsageError) in try integer(value, field: field) }
        guard bounds.count == 2 else {
            throw json.failure(at: value.offset, "\(field): expected [first, last], found \(bounds.count) numbers")
        }
        if bounds[0] > bounds[1] {
            throw json.failure(at: value.offset, "\(field): first version \(bounds[0]) is after last version \(bounds[1])")
        }
        return IOSVersionRange(bounds[0], bounds[1])
    }

    private func integer(_ value: JSONValue, field: String) throws(UsageError) -> Int {
        let number = try json.nonNegative(value, field: field)
        guard number == number.rounded(), number < 1000 else {
            throw json.failure(at: value.offset, "\(field): expected a whole version number, found \(NumberFormatting.text(number))")
        }
        return Int(number)
    }

    private func strings(_ value: JSONValue, field: String) throws(UsageError) -> [String] {
        try json.array(value, field: field) { (value, field) throws(UsageError) in try json.string(value, field: field) }
    }
}
