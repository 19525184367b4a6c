/// One view controller of a hierarchy: what it contains, presents and forwards, and the three
/// preferences it overrides. A preference left `nil` is not overridden: UIKit's default applies.
public struct ViewControllerNode: Sendable, Hashable {
    /// Unique in the hierarchy; the name results and paths use.
    public var name: String
    public var kind: ContainerKind
    /// Child view controllers, by name: a navigation controller's stack from bottom to top, a tab
    /// bar controller's tabs.
    public var children: [String]
    /// A tab bar controller's `selectedViewController`; `nil` selects the first tab
    /// (`selectedIndex` defaults to 0).
    public var selected: String?
    /// The `childFor…` overrides, by name: the controller returned instead of `nil`.
    public var childForHomeIndicatorAutoHidden: String?
    public var childForScreenEdgesDeferringSystemGestures: String?
    public var childForStatusBarHidden: String?
    /// `prefersHomeIndicatorAutoHidden` when overridden (UIKit's default: false).
    public var prefersHomeIndicatorAutoHidden: Bool?
    /// `preferredScreenEdgesDeferringSystemGestures` when overridden (UIKit's default: none).
    public var preferredScreenEdgesDeferringSystemGestures: EdgeSet?
    /// `prefersStatusBarHidden` when overridden (UIKit's default: hidden in a vertically compact
    /// environment, Apple's reference).
    public var prefersStatusBarHidden: Bool?
    /// The `presentedViewController`, by name.
    public var presents: String?
    /// This controller's `modalPresentationStyle` when it is presented; `nil` is the default of
    /// the version (see ``ModalPresentationStyle/defaultStyle(ios:)``).
    public var modalPresentationStyle: ModalPresentationStyle?
    /// `modalPresentationCapturesStatusBarAppearance` (default false).
    public var modalPresentationCapturesStatusBarAppearance: Bool

    /// Creates a view controller; every argument after the name defaults to UIKit's default.
    public init(
        name: String, kind: ContainerKind = .plain, children: [String] = [], selected: String? = nil,
        childForHomeIndicatorAutoHidden: String? = nil, childForScreenEdgesDeferringSystemGestures: String? = nil,
        childForStatusBarHidden: String? = nil, prefersHomeIndicatorAutoHidden: Bool? = nil,
        preferredScreenEdgesDeferringSystemGestures: EdgeSet? = nil, prefersStatusBarHidden: Bool? = nil,
        presents: String? = nil, modalPresentationStyle: ModalPresentationStyle? = nil,
        modalPresentationCapturesStatusBarAppearance: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.children = children
        self.selected = selected
        self.childForHomeIndicatorAutoHidden = childForHomeIndicatorAutoHidden
        self.childForScreenEdgesDeferringSystemGestures = childForScreenEdgesDeferringSystemGestures
        self.childForStatusBarHidden = childForStatusBarHidden
        self.prefersHomeIndicatorAutoHidden = prefersHomeIndicatorAutoHidden
        self.preferredScreenEdgesDeferringSystemGestures = preferredScreenEdgesDeferringSystemGestures
        self.prefersStatusBarHidden = prefersStatusBarHidden
        self.presents = presents
        self.modalPresentationStyle = modalPresentationStyle
        self.modalPresentationCapturesStatusBarAppearance = modalPresentationCapturesStatusBarAppearance
    }

    /// The `childFor…` override for `policy`.
    public func childHook(for policy: SystemPolicy) -> String? {
        switch policy {
        case .homeIndicatorAutoHidden: childForHomeIndicatorAutoHidden
        case .screenEdgesDeferringSystemGestures: childForScreenEdgesDeferringSystemGestures
        case .statusBarHidden: childForStatusBarHidden
        }
    }

    /// True when the controller overrides the preference `policy` asks.
    public func overrides(_ policy: SystemPolicy) -> Bool {
        switch policy {
        case .homeIndicatorAutoHidden: prefersHomeIndicatorAutoHidden != nil
        case .screenEdgesDeferringSystemGestures: preferredScreenEdgesDeferringSystemGestures != nil
        case .statusBarHidden: prefersStatusBarHidden != nil
        }
    }

    /// The child on screen: a navigation controller's top, a tab bar controller's selected tab.
    public var visibleChild: String? {
        switch kind {
        case .plain: nil
        case .navigation: children.last
        case .tabBar: selected ?? children.first
        }
    }

    /// The children on screen: all of a plain container's, the visible one of a UIKit container's.
    public var childrenOnScreen: [String] {
        kind == .plain ? children : visibleChild.map { [$0] } ?? []
    }
}
