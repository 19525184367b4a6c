/// A view a layout check places on screen, pinned as Auto Layout pins a view to a guide: on each
/// axis two of the three constraints leading inset, trailing inset and length.
///
/// An inset is measured inward from the guide's edge, as `view.leadingAnchor.constraint(equalTo:
/// guide.leadingAnchor, constant: left)` and `guide.trailingAnchor.constraint(equalTo:
/// view.trailingAnchor, constant: right)` place a view: `left: 16, right: 16` leaves 16 points on
/// each side, `bottom: 0` puts the view's bottom edge on the guide's. A negative inset reaches past
/// the guide's edge, as a negative constant does. Left and right are the physical sides (a
/// left-to-right layout).
public struct LayoutElement: Sendable, Hashable {
    /// The guide an element's constraints are relative to.
    public enum Reference: String, Sendable, CaseIterable {
        /// The screen: the window's bounds (the root view's bounds under translucent bars).
        case screen
        /// `view.safeAreaLayoutGuide` of the content view controller's root view; before iOS 11
        /// the top and bottom layout guides, which Interface Builder's safe-area guide compiles
        /// to on iOS 9 and 10.
        case safeArea
        /// `view.layoutMarginsGuide` of the content view controller's root view (iOS 9 and later).
        case layoutMargins

        /// The guide's name in a sentence: "the safe area".
        public var displayName: String {
            switch self {
            case .screen: "the screen"
            case .safeArea: "the safe area"
            case .layoutMargins: "the layout margins"
            }
        }
    }

    /// Two of the three constraints along one axis; a length is never negative.
    public enum AxisPin: Sendable, Hashable {
        /// The leading (left or top) inset and the length.
        case start(Double, length: Double)
        /// The trailing (right or bottom) inset and the length.
        case end(Double, length: Double)
        /// Both insets: the length is what the guide leaves between them.
        case edges(start: Double, end: Double)

        /// The origin and length along an axis of the guide that starts at `origin` and is
        /// `extent` long; `nil` when two insets leave a negative length, a layout Auto Layout
        /// cannot satisfy without breaking a constraint.
        public func resolve(origin: Double, extent: Double) -> (origin: Double, length: Double)? {
            switch self {
            case .start(let inset, let length):
                return (origin + inset, length)
            case .end(let inset, let length):
                return (origin + extent - inset - length, length)
            case .edges(let start, let end):
                let length = extent - start - end
                guard length >= 0 else { return nil }
                return (origin + start, length)
            }
        }
    }

    /// The name the spec gives the element, for messages.
    public var name: String
    public var reference: Reference
    /// Left, right and width.
    public var horizontal: AxisPin
    /// Top, bottom and height.
    public var vertical: AxisPin

    /// Creates an element.
    public init(name: String, reference: Reference, horizontal: AxisPin, vertical: AxisPin) {
        self.name = name
        self.reference = reference
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Where the element lies when its guide's frame is `guide` (both in the window's coordinates),
    /// or why it cannot be placed.
    public func frame(in guide: Rect) -> ElementPlacement {
        guard let x = horizontal.resolve(origin: guide.minX, extent: guide.width) else {
            return .unsatisfiable(overconstrained("left", "right", "width", guide.width, horizontal))
        }
        guard let y = vertical.resolve(origin: guide.minY, extent: guide.height) else {
            return .unsatisfiable(overconstrained("top", "bottom", "height", guide.height, vertical))
        }
        return .placed(Rect(x: x.origin, y: y.origin, width: x.length, height: y.length))
    }

    private func overconstrained(_ start: String, _ end: String, _ length: String, _ extent: Double, _ pin: AxisPin) -> String {
        guard case .edges(let first, let second) = pin else { return "" }
        return "\(start) \(NumberFormatting.measure(first)) and \(end) \(NumberFormatting.measure(second)) leave no room: "
            + "\(reference.displayName) is \(NumberFormatting.measure(extent)) pt in \(length) here"
    }
}
