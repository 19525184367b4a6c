/// The window frames of iPad Split View and Slide Over, from the widths Apple's multitasking gave
/// each screen size between iOS 9 and iPadOS 18.
///
/// The widths are a function of the screen's size in points: every source names a screen class
/// (a 1024×768 iPad, a 12.9-inch iPad Pro), not a model, and the two apps of a split plus the
/// 10-point divider fill the screen's width (320 + 10 + 694 = 1024). Sources, which agree value
/// for value where they overlap:
/// - pointfreeco/swift-snapshot-testing, `Sources/SnapshotTesting/Common/View.swift`
///   (`ViewImageConfig` split variants, PR #209, 2019): every width and size class below;
/// - Chromium, `ios/chrome/app/multitasking_test_scene_delegate.mm` (2021), measured "by running
///   application in actual … mode": Slide Over 320 / 375, landscape half 507 / 678;
/// - the gists "Interface sizes a regular Universal app must support" for iOS 9.2 (sgl0v
///   3509f3ae628f4047cdb6) and iOS 11 (macguru b7a01e3f0e9ae6f350d5, which adds the 10.5-inch).
///
/// Uncertain, and refused rather than guessed: screen sizes no source lists (the 10.9/11-inch
/// Airs, iPad mini 6, the M4 Pros), Slide Over after iOS 12 (iPadOS 13 made it a floating card
/// whose frame no source gives), and iPadOS 26 and later, which replaced both arrangements with
/// freely sized windows (give the window's frame instead).
public enum MultitaskingFrames {
    /// The Split View widths of one portrait screen size.
    struct Widths: Sendable {
        /// Portrait screen size in points.
        var screen: Size
        var landscapeThird: Double
        var landscapeHalf: Double
        var landscapeTwoThirds: Double
        var portraitThird: Double
        var portraitTwoThirds: Double
        var slideOver: Double
        /// Whether a landscape half gets the regular horizontal size class (12.9-inch only:
        /// Apple, "Adopting Multitasking Enhancements on iPad": "On iPad Pro in landscape
        /// orientation, the primary and secondary apps each obtain a regular horizontal size
        /// class in the half/half Split View configuration").
        var halfIsRegular: Bool
    }

    static let table: [Widths] = [
        // iPad mini 2–5, iPad Air and Air 2, iPad 5th/6th generation, iPad Pro 9.7-inch.
        Widths(screen: Size(width: 768, height: 1024), landscapeThird: 320, landscapeHalf: 507, landscapeTwoThirds: 694,
               portraitThird: 320, portraitTwoThirds: 438, slideOver: 320, halfIsRegular: false),
        // iPad 7th–9th generation.
        Widths(screen: Size(width: 810, height: 1080), landscapeThird: 320, landscapeHalf: 535, landscapeTwoThirds: 750,
               portraitThird: 320, portraitTwoThirds: 480, slideOver: 320, halfIsRegular: false),
        // iPad Pro 10.5-inch, iPad Air 3rd generation.
        Widths(screen: Size(width: 834, height: 1112), landscapeThird: 320, landscapeHalf: 551, landscapeTwoThirds: 782,
               portraitThird: 320, portraitTwoThirds: 504, slideOver: 320, halfIsRegular: false),
        // iPad Pro 11-inch 1st–4th generation.
        Widths(screen: Size(width: 834, height: 1194), landscapeThird: 375, landscapeHalf: 592, landscapeTwoThirds: 809,
               portraitThird: 320, portraitTwoThirds: 504, slideOver: 320, halfIsRegular: false),
        // iPad Pro 12.9-inch (every generation) and iPad Air 13-inch: one screen size.
        Widths(screen: Size(width: 1024, height: 1366), landscapeThird: 375, landscapeHalf: 678, landscapeTwoThirds: 981,
               portraitThird: 375, portraitTwoThirds: 639, slideOver: 375, halfIsRegular: true),
    ]

    /// The first version with Split View and Slide Over (iOS 9).
    public static let firstVersion = 9
    /// The last version with them: iPadOS 26 replaced both with freely sized windows.
    public static let lastVersion = 18
    /// The last version whose Slide Over window ran the screen's full height at its trailing edge;
    /// iPadOS 13 made it a floating card.
    public static let lastFullHeightSlideOver = 12

    /// iPads that run iOS 9 or later but have Slide Over only: "All the older iPads – iPad 2,
    /// iPad 3rd gen, 4th gen, iPad Mini, Mini 2, Mini 3 and iPad Air – do not support Split View"
    /// (ios9news.net, "iPads compatible with Split View"); MacRumors, "Inside iOS 9: Split-Screen
    /// Multitasking" (2015-09-16): Split View on "an iPad Air 2 or an iPad mini 4" (and iPad Pro).
    static let withoutSplitView: Set<String> = ["ipad-air", "ipad-mini-2", "ipad-mini-3"]

    /// The app's window and size classes under `multitasking`, or why none can be given.
    ///
    /// - Parameters:
    ///   - device: the profile's id, for the models without Split View.
    ///   - portraitScreen: the screen's portrait size in points.
    ///   - orientation: the interface orientation; its bounds hold the window.
    ///   - ios: the major version asked for.
    public static func window(
        for multitasking: Multitasking, device: String, portraitScreen: Size, orientation: Orientation, ios: Int
    ) throws(ScreenLayoutError) -> (frame: Rect, sizeClasses: SizeClasses) {
        guard ios >= firstVersion, ios <= lastVersion else { throw .multitaskingNotInVersion(multitasking, ios) }
        guard let widths = table.first(where: { $0.screen == portraitScreen }) else {
            throw .multitaskingNotSourced(multitasking)
        }
        let screen = Rect(origin: .zero, size: orientation.isLandscape ? portraitScreen.transposed : portraitScreen)
        let compact = SizeClasses(horizontal: .compact, vertical: .regular)
        switch multitasking {
        case .slideOver:
            guard ios <= lastFullHeightSlideOver else { throw .multitaskingNotSourced(multitasking) }
            let frame = Rect(x: screen.width - widths.slideOver, y: 0, width: widths.slideOver, height: screen.height)
            return (frame, compact)
        case .splitView(let fraction, let side):
            if withoutSplitView.contains(device) { throw .splitViewNotOnDevice }
            let width: Double
            var classes = compact
            switch (fraction, orientation.isLandscape) {
            case (.oneThird, true): width = widths.landscapeThird
            case (.half, true):
                width = widths.landscapeHalf
                if widths.halfIsRegular { classes.horizontal = .regular }
            case (.twoThirds, true):
                width = widths.landscapeTwoThirds
                classes.horizontal = .regular
            case (.oneThird, false): width = widths.portraitThird
            case (.twoThirds, false): width = widths.portraitTwoThirds
            case (.half, false): throw .splitHalfInPortrait
            }
            let x = side == .leading ? 0 : screen.width - width
            return (Rect(x: x, y: 0, width: width, height: screen.height), classes)
        }
    }
}
