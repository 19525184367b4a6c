/// A release with its point number, such as iOS 27.1: where a feature arrived in a point release
/// (`UIView.ReservedRegion`, the iPhone Duo) the major version alone cannot say.
public struct ReleaseVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    /// Creates `major.minor`.
    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// The newest point release of each major version the catalogue knows of, which is what a
    /// bare major version stands for: iOS 27 means 27.1 (the newest as of 2026-11; Apple's iOS &
    /// iPadOS 27.1 release notes).
    public static func newest(ofMajor major: Int) -> ReleaseVersion {
        major == 27 ? ReleaseVersion(27, 1) : ReleaseVersion(major, 0)
    }

    public static func < (lhs: ReleaseVersion, rhs: ReleaseVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    /// `27.1`.
    public var description: String { "\(major).\(minor)" }
}
