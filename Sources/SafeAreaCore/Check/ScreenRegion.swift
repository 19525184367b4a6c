/// A part of the screen that a control must not sit under: the hardware's cut-outs and the
/// system's bars.
public enum ScreenRegion: String, Sendable, CaseIterable {
    /// The notch or Dynamic Island (``DeviceProfile/sensorHousing``), turned with the interface.
    case sensorHousing
    case statusBar
    case navigationBar
    /// The tab bar, with the home-indicator band it extends over.
    case tabBar
    case toolbar
    /// The band along the interface's bottom edge that the home indicator reserves
    /// (``DeviceProfile/homeIndicator``).
    case homeIndicator
    /// The fold of a partly folded device, a `division` ``ReservedRegion``.
    case fold
    /// iPadOS 26's window controls in a window's top-leading corner, which lie inside the safe
    /// area (tauri-apps/tauri#15521).
    case windowControls

    /// True for regions that lie in the unsafe bands, so that anything inside the safe area is
    /// clear of them even where their exact frame is unknown.
    public var liesOutsideSafeArea: Bool {
        switch self {
        case .fold, .windowControls: false
        default: true
        }
    }

    /// The region's name in a sentence: "the home indicator".
    public var displayName: String {
        switch self {
        case .sensorHousing: "the sensor housing"
        case .statusBar: "the status bar"
        case .navigationBar: "the navigation bar"
        case .tabBar: "the tab bar"
        case .toolbar: "the toolbar"
        case .homeIndicator: "the home indicator"
        case .fold: "the fold"
        case .windowControls: "the window controls"
        }
    }
}
