/// The three system-appearance questions UIKit answers by walking the view-controller hierarchy
/// of one window (decompiled `_UISystemAppearanceManager` and `UIStatusBarManager`, research P1.1).
public enum SystemPolicy: String, Sendable, Hashable, CaseIterable {
    /// `prefersHomeIndicatorAutoHidden`.
    case homeIndicatorAutoHidden
    /// `preferredScreenEdgesDeferringSystemGestures`.
    case screenEdgesDeferringSystemGestures
    /// `prefersStatusBarHidden`.
    case statusBarHidden

    /// The property the deciding controller is asked.
    public var preferenceName: String {
        switch self {
        case .homeIndicatorAutoHidden: "prefersHomeIndicatorAutoHidden"
        case .screenEdgesDeferringSystemGestures: "preferredScreenEdgesDeferringSystemGestures"
        case .statusBarHidden: "prefersStatusBarHidden"
        }
    }

    /// The container hook that forwards the question to a child.
    public var childHookName: String {
        switch self {
        case .homeIndicatorAutoHidden: "childForHomeIndicatorAutoHidden"
        case .screenEdgesDeferringSystemGestures: "childForScreenEdgesDeferringSystemGestures"
        case .statusBarHidden: "childForStatusBarHidden"
        }
    }

    /// The call that makes UIKit ask again (Apple's UIViewController reference: "Whenever the
    /// return value changes, … should be called").
    public var updateCallName: String {
        switch self {
        case .homeIndicatorAutoHidden: "setNeedsUpdateOfHomeIndicatorAutoHidden()"
        case .screenEdgesDeferringSystemGestures: "setNeedsUpdateOfScreenEdgesDeferringSystemGestures()"
        case .statusBarHidden: "setNeedsStatusBarAppearanceUpdate()"
        }
    }
}

extension EdgeSet {
    /// The edge names in UIKit's top, left, bottom, right order: `["top", "bottom"]`; all four for
    /// `.all`, none for the empty set.
    public var names: [String] {
        var names: [String] = []
        if contains(.top) { names.append("top") }
        if contains(.left) { names.append("left") }
        if contains(.bottom) { names.append("bottom") }
        if contains(.right) { names.append("right") }
        return names
    }

    /// The edge a name means, `all` included; `nil` for any other word.
    public init?(name: String) {
        switch name {
        case "top": self = .top
        case "left": self = .left
        case "bottom": self = .bottom
        case "right": self = .right
        case "all": self = .all
        default: return nil
        }
    }

    /// The words `init(name:)` accepts.
    public static let nameChoices = ["top", "left", "bottom", "right", "all"]
}
