/// A part of the window the system keeps for itself without counting it in `safeAreaInsets`, as
/// iOS 27.1's `UIView.ReservedRegion` reports it.
///
/// Uncertain: the catalogue has no sourced frames for any region yet, so results carry an empty
/// list; the type exists so every output format has a stable shape for them.
public struct ReservedRegion: Sendable, Hashable {
    /// Whether the region hides content (`occlusion`) or splits the window in two (`division`).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case occlusion
        case division
    }

    /// What reserves the region.
    public enum Name: String, Sendable, Hashable, CaseIterable {
        case sensorHousing
        case camera
        case windowControls
        case fold
    }

    public var kind: Kind
    public var name: Name
    /// The region in the window's coordinates.
    public var frame: Rect

    /// Creates a region.
    public init(kind: Kind, name: Name, frame: Rect) {
        self.kind = kind
        self.name = name
        self.frame = frame
    }
}
