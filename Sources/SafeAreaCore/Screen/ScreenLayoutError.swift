/// Why a device cannot answer a request: the pair is not one UIKit has, or no source gives its
/// values.
public enum ScreenLayoutError: Error, Sendable, Hashable {
    /// The device does not let apps use the orientation (upside-down portrait on Face ID iPhones).
    case unsupportedOrientation(Orientation)
    /// The device does not run the requested major version.
    case versionNotRun(Int, runs: IOSVersionRange)
    /// The version is one the device runs, but it has no safe area (before iOS 11).
    case versionBeforeSafeArea(Int)
    /// The device runs the version, but the catalogue has no sourced values for it.
    case versionNotSourced(Int)
    /// The profile records the orientation's insets on this version as unknown: no source gives them.
    case insetsUnknown(Orientation, Int)
    /// The status bar was asked hidden where the default shows it, and no source gives the insets.
    case statusBarHiddenNotSourced(Orientation)

    /// A sentence fragment saying why, naming the device.
    public func reason(device name: String) -> String {
        switch self {
        case .unsupportedOrientation(let orientation):
            "\(name) does not support \(orientation.rawValue)"
        case .versionNotRun(let version, let runs):
            "\(name) runs iOS \(runs.first)–\(runs.last), not iOS \(version)"
        case .versionBeforeSafeArea(let version):
            "iOS \(version) has no safe area (safeAreaInsets arrived in iOS \(IOSVersion.firstWithSafeArea))"
        case .versionNotSourced(let version):
            "the catalogue has no sourced safe-area values for \(name) on iOS \(version)"
        case .insetsUnknown(let orientation, let version):
            "no source gives \(name)'s \(orientation.rawValue) safe area on iOS \(version) (the profile records it as unknown)"
        case .statusBarHiddenNotSourced(let orientation):
            "no source gives \(name)'s safe area with the status bar hidden in \(orientation.rawValue)"
        }
    }
}
