/// What a foldable device adds to its profile: a second, outer display used when it is closed,
/// and the fold across its inner display.
///
/// The profile's own screen and safe areas are the inner display's; ``cover`` replaces them for
/// the `closed` posture.
public struct Folding: Sendable, Hashable {
    /// The outer (cover) display.
    public var cover: CoverDisplay
    /// The fold across the inner display.
    public var fold: Fold
    /// The release the device shipped with.
    public var firstRelease: ReleaseVersion
    /// The oldest SDK whose apps fill the displays and see the strip as safe-area insets; apps
    /// built with an older one run letterboxed.
    public var firstFullScreenSDK: ReleaseVersion
    /// What the system does with an app built with an older SDK, for the refusal.
    public var olderSDKBehaviour: String

    /// Creates the folding description.
    public init(
        cover: CoverDisplay, fold: Fold, firstRelease: ReleaseVersion, firstFullScreenSDK: ReleaseVersion,
        olderSDKBehaviour: String
    ) {
        self.cover = cover
        self.firstRelease = firstRelease
        self.fold = fold
        self.firstFullScreenSDK = firstFullScreenSDK
        self.olderSDKBehaviour = olderSDKBehaviour
    }
}

/// A foldable's outer display: the fields of ``DeviceProfile`` that differ from the inner one.
public struct CoverDisplay: Sendable, Hashable {
    public var screen: Screen
    public var cornerRadius: Double?
    /// The camera cut into the display, in portrait screen points.
    public var camera: Rect?
    public var orientations: [Orientation]
    public var portraitSizeClasses: SizeClasses
    public var landscapeSizeClasses: SizeClasses
    public var statusBar: [StatusBarSpec]
    public var safeAreaInsets: [SafeAreaSpec]

    /// Creates a cover display.
    public init(
        screen: Screen, cornerRadius: Double?, camera: Rect?, orientations: [Orientation],
        portraitSizeClasses: SizeClasses, landscapeSizeClasses: SizeClasses,
        statusBar: [StatusBarSpec], safeAreaInsets: [SafeAreaSpec]
    ) {
        self.screen = screen
        self.cornerRadius = cornerRadius
        self.camera = camera
        self.orientations = orientations
        self.portraitSizeClasses = portraitSizeClasses
        self.landscapeSizeClasses = landscapeSizeClasses
        self.statusBar = statusBar
        self.safeAreaInsets = safeAreaInsets
    }
}

/// The band a fold reserves across the inner display while the device is partly folded.
public struct Fold: Sendable, Hashable {
    /// Where the band starts, from the inner display's top edge in portrait and its left edge in
    /// landscape (the fold runs across the long side's middle).
    public var offset: Double
    /// The band's width.
    public var thickness: Double

    /// Creates a fold band.
    public init(offset: Double, thickness: Double) {
        self.offset = offset
        self.thickness = thickness
    }

    /// The band as a `division` region in a full-screen window of `bounds`: across the width in
    /// portrait, down the height in landscape.
    public func region(in bounds: Rect, orientation: Orientation) -> ReservedRegion {
        let frame = orientation.isLandscape
            ? Rect(x: offset, y: 0, width: thickness, height: bounds.height)
            : Rect(x: 0, y: offset, width: bounds.width, height: thickness)
        return ReservedRegion(kind: .division, name: .fold, frame: frame)
    }
}
