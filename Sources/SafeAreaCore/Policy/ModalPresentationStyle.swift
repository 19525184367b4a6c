/// `UIModalPresentationStyle`, the styles a presented view controller can have.
public enum ModalPresentationStyle: String, Sendable, Hashable, CaseIterable {
    case fullScreen
    case overFullScreen
    case pageSheet
    case formSheet
    case currentContext
    case overCurrentContext
    case popover
    /// iOS 13's default: "For most view controllers, UIKit maps this style to formSheet in iOS 18
    /// and later, pageSheet in versions of iOS earlier than iOS 18" (Apple's `automatic` reference).
    case automatic

    /// The first version with `automatic`, the default from then on (Apple's reference: "The
    /// default presentation style chosen by the system", iOS 13.0+). Before it the default was
    /// `fullScreen`. **Uncertain:** whether an app linked before the iOS 13 SDK keeps
    /// `fullScreen` on iOS 13; this models the OS version.
    public static let firstVersionWithAutomatic = 13

    /// The style a presented controller has when the app sets none.
    public static func defaultStyle(ios: Int) -> ModalPresentationStyle {
        ios >= firstVersionWithAutomatic ? .automatic : .fullScreen
    }

    /// The sheet styles, whose capture of status-bar control UIKit computes from the sheet's
    /// frame (`_UISheetLayoutInfo`, threshold not read) or from adaptation to full screen
    /// (`_UIFormSheetPresentationController._isAdapted`): research P2.2, **unknown**.
    public var isSheet: Bool { self == .pageSheet || self == .formSheet || self == .automatic }
}
