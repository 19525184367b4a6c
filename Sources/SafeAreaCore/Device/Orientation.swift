/// An interface orientation (`UIInterfaceOrientation`).
///
/// `landscapeLeft` and `landscapeRight` use UIKit's interface-orientation naming: in `landscapeLeft`
/// the home button or home indicator is on the left.
public enum Orientation: String, Sendable, CaseIterable {
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight

    /// True for the two landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// One value per interface orientation; `nil` where there is none (an unsupported orientation, or
/// a value no source gives).
public struct OrientationTable<Value: Sendable & Hashable>: Sendable, Hashable {
    public var portrait: Value?
    public var portraitUpsideDown: Value?
    public var landscapeLeft: Value?
    public var landscapeRight: Value?

    /// Creates a table; orientations left out have no value.
    public init(
        portrait: Value? = nil, portraitUpsideDown: Value? = nil,
        landscapeLeft: Value? = nil, landscapeRight: Value? = nil
    ) {
        self.portrait = portrait
        self.portraitUpsideDown = portraitUpsideDown
        self.landscapeLeft = landscapeLeft
        self.landscapeRight = landscapeRight
    }

    /// The value for one orientation.
    public subscript(orientation: Orientation) -> Value? {
        get {
            switch orientation {
            case .portrait: portrait
            case .portraitUpsideDown: portraitUpsideDown
            case .landscapeLeft: landscapeLeft
            case .landscapeRight: landscapeRight
            }
        }
        set {
            switch orientation {
            case .portrait: portrait = newValue
            case .portraitUpsideDown: portraitUpsideDown = newValue
            case .landscapeLeft: landscapeLeft = newValue
            case .landscapeRight: landscapeRight = newValue
            }
        }
    }

    /// The orientations that have a value, in `Orientation.allCases` order.
    public var orientations: [Orientation] { Orientation.allCases.filter { self[$0] != nil } }
}
