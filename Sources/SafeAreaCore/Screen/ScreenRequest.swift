/// The question asked of one device: an orientation, an iOS version and how the screen is set up.
public struct ScreenRequest: Sendable, Hashable {
    public var orientation: Orientation
    /// The major iOS version modelled; `nil` means the newest the device runs with sourced values.
    public var ios: Int?
    public var statusBar: StatusBarPreference
    /// A subview of the content view controller's root view, in the root view's coordinates, whose
    /// own safe area is reported too.
    public var subviewFrame: Rect?

    /// Creates a request; by default portrait, the newest sourced iOS, the system's status bar.
    public init(
        orientation: Orientation = .portrait, ios: Int? = nil, statusBar: StatusBarPreference = .system,
        subviewFrame: Rect? = nil
    ) {
        self.orientation = orientation
        self.ios = ios
        self.statusBar = statusBar
        self.subviewFrame = subviewFrame
    }
}
