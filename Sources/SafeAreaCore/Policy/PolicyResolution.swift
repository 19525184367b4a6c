/// What one policy resolved to: the value, the controller that decided it and how UIKit got there.
public struct PolicyDecision<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    /// The controller whose preference was used.
    public var decidedBy: String
    /// The controllers UIKit walked, from the deciding window's root to `decidedBy`.
    public var path: [String]

    /// Creates a decision.
    public init(value: Value, decidedBy: String, path: [String]) {
        self.value = value
        self.decidedBy = decidedBy
        self.path = path
    }
}

/// The question asked of one device: an orientation, the iOS version and the SDK the app links.
public struct PolicyRequest: Sendable, Hashable {
    public var orientation: Orientation
    /// The major iOS version modelled; `nil` means the newest the device runs with sourced values.
    public var ios: Int?
    /// The SDK the app was linked against (`dyld_program_sdk_at_least`); `nil` means the version
    /// modelled.
    public var sdk: Int?

    /// Creates a request; by default portrait, the newest sourced iOS and the same SDK.
    public init(orientation: Orientation = .portrait, ios: Int? = nil, sdk: Int? = nil) {
        self.orientation = orientation
        self.ios = ios
        self.sdk = sdk
    }
}

/// The three system-appearance policies of a hierarchy on one device, orientation and version.
public struct PolicyResolution: Sendable, Hashable {
    public var orientation: Orientation
    public var ios: Int
    public var sdk: Int
    /// The window UIKit asks.
    public var window: String
    /// `prefersHomeIndicatorAutoHidden` of the deciding controller; `nil` on a device without a
    /// home indicator (a home button), where the preference has no effect. Auto-hidden means
    /// hidden after a few seconds without touches, not at once.
    public var homeIndicatorAutoHidden: PolicyDecision<Bool?>
    /// The screen edges whose system gestures wait for a second swipe.
    public var deferredEdges: PolicyDecision<EdgeSet>
    /// Whether the status bar is hidden.
    public var statusBarHidden: PolicyDecision<Bool>
    /// The classic mistakes found: a preference UIKit never asks, an overlay window that takes
    /// the decision, a forward to a controller not on screen, a hidden status bar expected to
    /// defer gestures.
    public var warnings: [String]
    /// What the values mean and which rules behind them are uncertain.
    public var notes: [String]
}
