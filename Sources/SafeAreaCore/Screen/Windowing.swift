/// How the app's window (scene) shares the screen.
///
/// The cases follow Apple's multitasking names: a full-screen app, iPad Split View and Slide Over
/// (Human Interface Guidelines, "Multitasking"), and a freely sized window (iPadOS Stage Manager
/// and iPadOS 26 windows, iOS 27 resizable iPhone apps).
public enum Windowing: String, Sendable, Hashable, CaseIterable {
    case fullScreen
    case splitView
    case slideOver
    case window
}

extension Windowing {
    /// The windowing of a named multitasking arrangement.
    public init(_ multitasking: Multitasking) {
        switch multitasking {
        case .splitView: self = .splitView
        case .slideOver: self = .slideOver
        }
    }
}
