import SafeAreaCore

/// An enum written into records by its raw value, which a ``RecordSink`` can take as a static
/// string (``RecordSink/field(_:literal:)``): the byte sink copies it as it stands, where a
/// `String` raw value went through the escaping writer, about 280 instructions a field.
/// `LiteralNameTests` holds every case's literal to its raw value.
protocol LiteralName: RawRepresentable<String>, CaseIterable {
    var literal: StaticString { get }
}

extension Orientation: LiteralName {
    var literal: StaticString {
        switch self {
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeLeft"
        case .landscapeRight: "landscapeRight"
        }
    }
}

extension SizeClass: LiteralName {
    var literal: StaticString {
        switch self {
        case .compact: "compact"
        case .regular: "regular"
        }
    }
}

extension BarDesign: LiteralName {
    var literal: StaticString {
        switch self {
        case .classic: "classic"
        case .liquidGlass: "liquidGlass"
        }
    }
}

extension Windowing: LiteralName {
    var literal: StaticString {
        switch self {
        case .fullScreen: "fullScreen"
        case .splitView: "splitView"
        case .slideOver: "slideOver"
        case .window: "window"
        }
    }
}

extension Posture: LiteralName {
    var literal: StaticString {
        switch self {
        case .closed: "closed"
        case .open: "open"
        case .half: "half"
        }
    }
}

extension ViewportFit: LiteralName {
    var literal: StaticString {
        switch self {
        case .auto: "auto"
        case .contain: "contain"
        case .cover: "cover"
        }
    }
}

extension ReservedRegion.Kind: LiteralName {
    var literal: StaticString {
        switch self {
        case .occlusion: "occlusion"
        case .division: "division"
        }
    }
}

extension ReservedRegion.Name: LiteralName {
    var literal: StaticString {
        switch self {
        case .sensorHousing: "sensorHousing"
        case .camera: "camera"
        case .windowControls: "windowControls"
        case .fold: "fold"
        }
    }
}

extension DeviceFamily: LiteralName {
    var literal: StaticString {
        switch self {
        case .phone: "phone"
        case .pad: "pad"
        }
    }
}

extension ScreenFeature: LiteralName {
    var literal: StaticString {
        switch self {
        case .homeButton: "homeButton"
        case .notch: "notch"
        case .dynamicIsland: "dynamicIsland"
        case .sideStrip: "sideStrip"
        case .none: "none"
        }
    }
}

extension RecordSink {
    /// `"key":"name"`, the case's raw value.
    @inline(__always) func field(_ key: StaticString, name: some LiteralName) {
        field(key, literal: name.literal)
    }

    /// The same, or `null`.
    @inline(__always) func field(_ key: StaticString, optionalName name: (some LiteralName)?) {
        if let name { field(key, literal: name.literal) } else { field(key, optionalString: nil) }
    }
}
