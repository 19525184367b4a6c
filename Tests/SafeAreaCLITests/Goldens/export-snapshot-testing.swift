// ViewImageConfig for swift-snapshot-testing, written by `safearea export snapshot-testing`.
import SnapshotTesting
import UIKit

extension ViewImageConfig {
    /// iPhone 17 Pro (iphone-17-pro), as `safearea insets` answers it.
    public static func iPhone17Pro(_ orientation: Orientation = .portrait) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            // portrait, iOS 27: safeArea measured
            return ViewImageConfig(
                safeArea: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
                size: CGSize(width: 402, height: 874),
                traits: UITraitCollection(traitsFrom: [
                    UITraitCollection(userInterfaceIdiom: .phone),
                    UITraitCollection(horizontalSizeClass: .compact),
                    UITraitCollection(verticalSizeClass: .regular),
                    UITraitCollection(displayScale: 3),
                ]))
        case .landscape:
            // landscapeLeft, iOS 27: safeArea derived, rule ios-major-carry-forward
            // disputed: safeAreaInsets.top 0 is disputed (other sources: 20): a simulator probe of iOS 26.5 with its method written down gives no top inset in landscape (devicekit's changelog retracts its own earlier 20), and the probes that give the 17 Pro's landscape sides and bottom list no top; the 20 of the snapshot and device-frame tables states no method
            return ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: 62, bottom: 20, right: 62),
                size: CGSize(width: 874, height: 402),
                traits: UITraitCollection(traitsFrom: [
                    UITraitCollection(userInterfaceIdiom: .phone),
                    UITraitCollection(horizontalSizeClass: .compact),
                    UITraitCollection(verticalSizeClass: .compact),
                    UITraitCollection(displayScale: 3),
                ]))
        }
    }

    /// iPad Air 11-inch (M3) (ipad-air-11-inch-m3), as `safearea insets` answers it.
    public static func iPadAir11InchM3(_ orientation: Orientation = .portrait) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            // portrait, iOS 27: safeArea measured
            return ViewImageConfig(
                safeArea: UIEdgeInsets(top: 32, left: 0, bottom: 20, right: 0),
                size: CGSize(width: 820, height: 1180),
                traits: UITraitCollection(traitsFrom: [
                    UITraitCollection(userInterfaceIdiom: .pad),
                    UITraitCollection(horizontalSizeClass: .regular),
                    UITraitCollection(verticalSizeClass: .regular),
                    UITraitCollection(displayScale: 2),
                ]))
        case .landscape:
            // landscapeLeft, iOS 27: safeArea measured
            return ViewImageConfig(
                safeArea: UIEdgeInsets(top: 32, left: 0, bottom: 20, right: 0),
                size: CGSize(width: 1180, height: 820),
                traits: UITraitCollection(traitsFrom: [
                    UITraitCollection(userInterfaceIdiom: .pad),
                    UITraitCollection(horizontalSizeClass: .regular),
                    UITraitCollection(verticalSizeClass: .regular),
                    UITraitCollection(displayScale: 2),
                ]))
        }
    }

    /// iPhone X (iphone-x), as `safearea insets` answers it.
    public static func iPhoneX(_ orientation: Orientation = .portrait) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            // portrait, iOS 16: safeArea measured
            return ViewImageConfig(
                safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
                size: CGSize(width: 375, height: 812),
                traits: UITraitCollection(traitsFrom: [
                    UITraitCollection(userInterfaceIdiom: .phone),
                    UITraitCollection(horizontalSizeClass: .compact),
                    UITraitCollection(verticalSizeClass: .regular),
                    UITraitCollection(displayScale: 3),
                ]))
        case .landscape:
            // landscapeLeft, iOS 16: safeArea measured
            return ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
                size: CGSize(width: 812, height: 375),
                traits: UITraitCollection(traitsFrom: [
                    UITraitCollection(userInterfaceIdiom: .phone),
                    UITraitCollection(horizontalSizeClass: .compact),
                    UITraitCollection(verticalSizeClass: .compact),
                    UITraitCollection(displayScale: 3),
                ]))
        }
    }
}
