/// What a bar's size and place depend on: the device, its orientation's traits, the version and
/// design, and where the window's safe area and status bar leave the top.
struct BarEnvironment: Sendable {
    /// The catalogue id of the device, which names the prints made on it.
    let device: String
    let family: DeviceFamily
    let feature: ScreenFeature
    let sizeClasses: SizeClasses
    let ios: Int
    let design: BarDesign
    /// The window's safe-area insets (device features and status bar).
    let window: EdgeInsets
    /// Whether the status bar shows.
    let statusBarShown: Bool
    /// Its height when it shows and a source gives it.
    let statusBarHeight: Double?

    var isPhone: Bool { family == .phone }
    var isCompactHeight: Bool { sizeClasses.vertical == .compact }
    /// Face ID and other iPads without a home button, whose bottom edge has a home indicator.
    var isPadWithoutHomeButton: Bool { family == .pad && feature != .homeButton }
}
