/// The question asked of one device: an orientation, an iOS version and how the screen is set up.
public struct ScreenRequest: Sendable, Hashable {
    public var orientation: Orientation
    /// The major iOS version modelled; `nil` means the newest the device runs with sourced values.
    public var ios: Int?
    /// The point release of `ios` (the 1 of 27.1); `nil` means the newest the catalogue knows
    /// (``ReleaseVersion/newest(ofMajor:)``).
    public var iosMinor: Int?
    /// The SDK the app is built with; `nil` means the version the app runs on.
    public var sdk: ReleaseVersion?
    /// `UIRequiresFullScreen` in the app's Info.plist: on iPad the app opts out of multitasking,
    /// and on iPadOS 26 it runs as a scaled full-screen canvas (see ``WindowControls``).
    public var requiresFullScreen: Bool = false
    /// The weakest tier of evidence accepted (``EvidenceTier``): a layout with a value below it is
    /// refused (``ScreenLayoutError/evidenceBelow(_:_:rule:accepted:)``). `derived` accepts all.
    public var weakestEvidence: EvidenceTier = .derived
    public var statusBar: StatusBarPreference
    /// The containers and bars around the content view controller.
    public var containers: ViewControllerContainers
    /// `UIDesignRequiresCompatibility` in the app's Info.plist: iOS 26 draws the classic bars.
    public var designRequiresCompatibility: Bool
    /// A subview of the content view controller's root view, in the root view's coordinates, whose
    /// own safe area is reported too.
    public var subviewFrame: Rect?
    /// The app's window (scene) frame in screen points, in the orientation's coordinates; `nil`
    /// for a full-screen app.
    public var window: Rect?
    /// iPad Split View or Slide Over; `nil` for none. Excludes `window`.
    public var multitasking: Multitasking?
    /// The posture of a foldable device; `nil` for a device that does not fold.
    public var posture: Posture?
    /// The user's text size (`preferredContentSizeCategory`), which sets the readable width.
    public var contentSizeCategory: ContentSizeCategory = .large

    /// Creates a request; by default portrait, the newest sourced iOS, the system's status bar, a
    /// bare full-screen view controller.
    public init(
        orientation: Orientation = .portrait, ios: Int? = nil, statusBar: StatusBarPreference = .system,
        containers: ViewControllerContainers = .none, designRequiresCompatibility: Bool = false,
        subviewFrame: Rect? = nil, window: Rect? = nil,
        multitasking: Multitasking? = nil, posture: Posture? = nil,
        iosMinor: Int? = nil, sdk: ReleaseVersion? = nil, requiresFullScreen: Bool = false,
        weakestEvidence: EvidenceTier = .derived
    ) {
        self.weakestEvidence = weakestEvidence
        self.requiresFullScreen = requiresFullScreen
        self.iosMinor = iosMinor
        self.sdk = sdk
        self.orientation = orientation
        self.ios = ios
        self.statusBar = statusBar
        self.containers = containers
        self.designRequiresCompatibility = designRequiresCompatibility
        self.subviewFrame = subviewFrame
        self.window = window
        self.multitasking = multitasking
        self.posture = posture
    }
}
