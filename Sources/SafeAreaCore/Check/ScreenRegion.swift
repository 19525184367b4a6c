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

    /// The region's name in a sentence: "the home indicator".
    public var displayName: String {
        switch self {
        case .sensorHousing: "the sensor housing"
        case .statusBar: "the status bar"
        case .navigationBar: "the navigation bar"
        case .tabBar: "the tab bar"
        case .toolbar: "the toolbar"
        case .homeIndicator: "the home indicator"
        }
    }
}
