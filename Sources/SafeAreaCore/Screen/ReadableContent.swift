/// The root view's readable content guide (`readableContentGuide.layoutFrame`).
///
/// Apple's `readableContentGuide` reference: the guide "never extends beyond the view's layout
/// margin guide", is "vertically centered inside the layout margin guide", and its width "is equal
/// to or less than the readable width defined for the current dynamic text size". Which rule
/// narrows it depends on the version (research: `Profiles/research/uikit-rules.md` §5).
public enum ReadableContent {
    /// The readable width at the default (`large`) text size: the guide is 672 points wide and
    /// inset 176 points on a 1024-point iPad Air 2 in landscape (useyourloaf, "Readable Content
    /// Guides", iOS 9; the one measured frame).
    public static let defaultWidth: Double = 672
    /// iOS 26 narrows the guide only past a threshold (``guide(in:margins:safeAreaInsets:insetsFromSafeArea:category:ios:scale:)``).
    /// WordPress-iOS #24813 and #24895 (September 2025) report the guide changed on iOS 26 and
    /// grew larger on iPad.
    public static let firstVersionWithThreshold = 26
    /// `ReadableWidthMinimumInsetThreshold`'s default in iOS 26.1's
    /// `_UIViewSafeAreaWidthExceedsReadableWidth` (decompiled UIKitCore): the guide narrows only
    /// when the safe area is wider than the readable width by more than this.
    public static let minimumInsetThreshold: Double = 88

    /// The readable width in `category`: `+[UIFont _readableWidth]` is the typographic width of
    /// 46 "m" in the body font of the category (decompiled UIFont), and iOS 26.1's
    /// `__UIViewReadableWidthForFont` rounds it up to a multiple of 8. The width of the other
    /// categories is 672 scaled by their body point size (``ContentSizeCategory/bodyPointSize``),
    /// then rounded up to 8: **derived**, since SF's tracking and optical sizes are not exactly
    /// proportional (within a step of 8 points, not measured).
    public static func width(_ category: ContentSizeCategory) -> Double {
        let scaled = defaultWidth * category.bodyPointSize / ContentSizeCategory.large.bodyPointSize
        return (scaled / 8).rounded(.up) * 8
    }

    /// True when iOS 26's guide narrows to the readable width: the view's width less its left and
    /// right safe-area insets exceeds the readable width by more than ``minimumInsetThreshold``
    /// (iOS 26.1 `_UIViewSafeAreaWidthExceedsReadableWidth`, decompiled).
    public static func narrows(width: Double, safeAreaInsets: EdgeInsets, category: ContentSizeCategory) -> Bool {
        max(0, width - safeAreaInsets.left - safeAreaInsets.right) - Self.width(category) > minimumInsetThreshold
    }

    /// The guide's frame in `bounds`, whose root view has `margins` (its layout margins) measured
    /// from `safeAreaInsets` when `insetsFromSafeArea`.
    ///
    /// - iOS 9 to 25: the margins guide narrowed on each side to `(width − readable) / 2` where
    ///   that is larger (the shape of Apple Mail's decompiled `MFReadableContentMarginCalculator`);
    ///   it reproduces the iPad Air 2's 176-point inset.
    /// - iOS 26 on, past ``narrows(width:safeAreaInsets:category:)``: each side is the largest of
    ///   the safe-area inset, `(width − readable) / 2` floored to the pixel grid, and the view's
    ///   own minimum margin; otherwise the guide is the margins guide
    ///   (`_UIViewHorizontalLayoutMarginsAdjustedForReadableWidth`, iOS 26.1, decompiled, which
    ///   `UIView.edgeInsets(for:)` uses for the readable-content region).
    ///
    /// Top and bottom are the margins'.
    public static func guide(
        in bounds: Rect, margins: EdgeInsets, safeAreaInsets: EdgeInsets, insetsFromSafeArea: Bool = true,
        category: ContentSizeCategory = .large, ios: Int, scale: Double = 1
    ) -> Rect {
        let readable = width(category)
        guard ios >= firstVersionWithThreshold else {
            let inset = max(0, (bounds.width - readable) / 2)
            return bounds.inset(by: EdgeInsets(
                top: margins.top, left: max(margins.left, inset), bottom: margins.bottom, right: max(margins.right, inset)))
        }
        guard narrows(width: bounds.width, safeAreaInsets: safeAreaInsets, category: category) else {
            return bounds.inset(by: margins)
        }
        let inset = ((bounds.width - readable) / 2 * scale).rounded(.down) / scale
        let safe = insetsFromSafeArea ? safeAreaInsets : .zero
        let left = max(safe.left, inset, margins.left - safe.left)
        let right = max(safe.right, inset, margins.right - safe.right)
        return bounds.inset(by: EdgeInsets(top: margins.top, left: left, bottom: margins.bottom, right: right))
    }
}
