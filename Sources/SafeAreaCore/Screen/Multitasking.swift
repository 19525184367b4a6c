/// An iPad multitasking arrangement asked for by name rather than by frame; its window comes from
/// ``MultitaskingFrames``.
public enum Multitasking: Sendable, Hashable {
    /// Split View: the app's share of the screen's width and the side it sits on.
    case splitView(SplitFraction, SplitSide)
    /// Slide Over.
    case slideOver

    /// The arrangement's name in messages.
    public var name: String {
        switch self {
        case .splitView: "Split View"
        case .slideOver: "Slide Over"
        }
    }
}

/// The share of the screen's width a Split View app takes.
public enum SplitFraction: String, Sendable, Hashable, CaseIterable {
    case oneThird = "1/3"
    case half = "1/2"
    case twoThirds = "2/3"
}

/// The side of the screen a Split View app sits on, in a left-to-right layout (leading is left).
public enum SplitSide: String, Sendable, Hashable, CaseIterable {
    case leading
    case trailing
}

/// How a foldable device is held: `closed` uses the outer display, `open` the inner one flat,
/// `half` the inner one partly folded.
public enum Posture: String, Sendable, Hashable, CaseIterable {
    case closed
    case open
    case half
}
