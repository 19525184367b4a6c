/// The user's Dynamic Type size (`UIApplication.preferredContentSizeCategory`), by UIKit's names.
///
/// Sizes run from `extraSmall` to `accessibilityExtraExtraExtraLarge`; `large` is UIKit's default
/// (Apple's `UIContentSizeCategory` reference).
public enum ContentSizeCategory: String, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The point size of `UIFont.preferredFont(forTextStyle: .body)` in this category, printed on
    /// the iOS 13.3 simulator (temoki/UIKit_DynamicType README, "Font size change due to
    /// combination", row Body: 14 15 16 17 19 21 23 28 33 40 47 53).
    public var bodyPointSize: Double {
        switch self {
        case .extraSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .extraLarge: 19
        case .extraExtraLarge: 21
        case .extraExtraExtraLarge: 23
        case .accessibilityMedium: 28
        case .accessibilityLarge: 33
        case .accessibilityExtraLarge: 40
        case .accessibilityExtraExtraLarge: 47
        case .accessibilityExtraExtraExtraLarge: 53
        }
    }
}
