/// The look an app's bars have, which decides their heights.
///
/// Bars follow the SDK an app links against, not only the system it runs on: iPad bars grew from
/// 44 to 50 points only for apps built with the iOS 12 SDK (hacknicity.medium.com, "iPad
/// navigation bar and toolbar height changes in iOS 12"), and iOS 26's Liquid Glass bars appear
/// only for apps built with the iOS 26 SDK that do not set `UIDesignRequiresCompatibility`
/// (Apple's `UIDesignRequiresCompatibility` reference). safearea models an app built with the SDK
/// of the version asked for.
public enum BarDesign: String, Sendable, Hashable, CaseIterable {
    /// The bars of iOS 7 to 18, and of iOS 26 in compatibility mode.
    case classic
    /// iOS 26's Liquid Glass bars.
    case liquidGlass

    /// The first version whose SDK draws Liquid Glass bars.
    public static let firstLiquidGlassVersion = 26
    /// The first version that ignores `UIDesignRequiresCompatibility` ("The system ignores this key
    /// when you build for iOS 27 or later", Apple's reference).
    public static let firstVersionIgnoringCompatibility = 27

    /// The design of an app built for `ios`, with or without `UIDesignRequiresCompatibility`.
    public static func of(ios: Int, requiresCompatibility: Bool) throws(ScreenLayoutError) -> BarDesign {
        if requiresCompatibility {
            guard ios >= firstLiquidGlassVersion, ios < firstVersionIgnoringCompatibility else {
                throw .compatibilityNotApplicable(ios)
            }
            return .classic
        }
        return ios >= firstLiquidGlassVersion ? .liquidGlass : .classic
    }
}
