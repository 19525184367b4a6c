/// Major iOS / iPadOS versions, and the ranges of them that a device runs or a value holds for.
public enum IOSVersion {
    /// Every major version Apple has released that the catalogue can speak of. Apple numbered the
    /// 2025 release 26 (after 18), so 19 through 25 never existed; 27 followed in 2026.
    /// Sources: Apple's iOS & iPadOS 26 and 27 release notes
    /// (developer.apple.com/documentation/ios-ipados-release-notes).
    public static let released: [Int] = [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 26, 27]

    /// `7–18, 26, 27`: the released versions as runs, for messages.
    public static var releasedDescription: String {
        var runs: [String] = []
        var start = released[0]
        var previous = start
        for version in released.dropFirst() + [Int.max] {
            if version != previous + 1 {
                runs.append(start == previous ? "\(start)" : "\(start)–\(previous)")
                start = version
            }
            previous = version
        }
        return runs.joined(separator: ", ")
    }

    /// The first version with `safeAreaInsets` (`UIView.safeAreaInsets`, "iOS 11.0+" in Apple's
    /// documentation); earlier versions had `topLayoutGuide` and `bottomLayoutGuide` instead.
    public static let firstWithSafeArea = 11

    /// Why `major` is not in ``released``, as a sentence fragment: iOS 1–6 existed but predate the
    /// catalogue; 19–25 and anything else never existed.
    public static func absence(of major: Int) -> String {
        if major >= 1, major < released[0] {
            return "iOS \(major) predates the catalogue, which starts at iOS \(released[0])"
        }
        return "there is no iOS \(major) (released: \(releasedDescription))"
    }

    /// True when `major` is a version Apple released.
    @inlinable public static func exists(_ major: Int) -> Bool {
        // A bit per version, not a search of `released`: a batch asks it of every line's version.
        major >= 0 && major < 64 && releasedBits & 1 << UInt64(major) != 0
    }

    /// ``released`` as one bit per version (each below 64, which `exists` asks first). A literal,
    /// inlined where `exists` is asked: made from `released` at run time, it was a lazy global's
    /// check and a call into the library on every batch line (a test holds the two to each other).
    @inlinable static var releasedBits: UInt64 { 0b1100_0000_0111_1111_1111_1000_0000 }
}

/// An inclusive range of major versions, such as "iOS 14 through 26".
public struct IOSVersionRange: Sendable, Hashable {
    public let first: Int
    public let last: Int

    /// Creates the range `first...last`; the bounds are swapped when given in the wrong order so
    /// the range is never empty.
    public init(_ first: Int, _ last: Int) {
        self.first = min(first, last)
        self.last = max(first, last)
    }

    /// True when `major` lies in the range.
    public func contains(_ major: Int) -> Bool { major >= first && major <= last }

    /// True when the two ranges share a version.
    public func overlaps(_ other: IOSVersionRange) -> Bool { first <= other.last && other.first <= last }

    /// The released versions inside the range.
    public var releasedVersions: [Int] { IOSVersion.released.filter(contains) }
}
