extension DeviceProfile {
    /// The sensor housing turned with the interface, in the screen's coordinates for `orientation`.
    ///
    /// The profile gives it in portrait, along the top edge. The interface turns against the
    /// device: UIKit's `UIInterfaceOrientation` header sets `UIInterfaceOrientationLandscapeLeft =
    /// UIDeviceOrientationLandscapeRight` (the swap Apple's `UIInterfaceOrientation` reference
    /// calls out), and `UIDeviceOrientation.landscapeRight` has "the front-facing camera on the
    /// right side" (Apple's reference). So in `landscapeLeft` the housing lies along the screen's
    /// right edge (the home indicator's end on the left, as ``Orientation`` says), in
    /// `landscapeRight` along the left edge, and in `portraitUpsideDown` along the bottom.
    /// SwiftUI's `InterfaceOrientation.landscapeLeft` reference says "the top of the device on
    /// the left", the opposite; the UIKit header is what the safe area follows, so it is modelled.
    /// For the centred housings of the catalogue the two landscapes differ only in the side.
    ///
    /// A notched or Dynamic Island device whose profile gives no housing is `unknown`; a device
    /// without one (home button, Face ID iPads) has it `absent`.
    public func sensorHousing(in orientation: Orientation) -> RegionFrame {
        guard let housing = sensorHousing else {
            switch feature {
            case .notch, .dynamicIsland, .sideStrip: return .unknown("no source gives \(name)'s sensor housing")
            case .homeButton, .none: return .absent
            }
        }
        let width = screen.size.width
        let height = screen.size.height
        switch orientation {
        case .portrait:
            return .frame(housing)
        case .portraitUpsideDown:
            return .frame(Rect(
                x: width - housing.maxX, y: height - housing.maxY, width: housing.width, height: housing.height))
        case .landscapeLeft:
            // Device turned clockwise: its top edge on the screen's right, its left edge on top.
            return .frame(Rect(x: height - housing.maxY, y: housing.minX, width: housing.height, height: housing.width))
        case .landscapeRight:
            // Device turned counter-clockwise: its top edge on the screen's left, its right edge on top.
            return .frame(Rect(x: housing.minY, y: width - housing.maxX, width: housing.height, height: housing.width))
        }
    }

    /// The band the home indicator reserves along the interface's bottom edge, the whole screen
    /// wide (the indicator follows the interface, so it is at the bottom in every orientation), as
    /// tall as the profile's ``homeIndicator`` inset for the orientation. That field holds for
    /// every version; where the profile's sourced safe area for `ios` reserves less at the bottom,
    /// the version's own value wins (iPhone 16 Pro in landscape: 21 on iOS 18, 20 on iOS 26), so
    /// that an element inside that version's safe area never overlaps the band.
    ///
    /// `absent` on devices without a home indicator; `unknown` in landscape when no source gives
    /// the landscape inset.
    public func homeIndicatorBand(in orientation: Orientation, ios: Int? = nil) -> RegionFrame {
        guard let indicator = homeIndicator else { return .absent }
        guard var band = orientation.isLandscape ? indicator.landscape : indicator.portrait else {
            return .unknown("no source gives \(name)'s home indicator in landscape")
        }
        // The insets that answer the version, the profile's own or a rule's (``EvidenceRule``).
        if let ios, let answer = safeAreaAnswer(orientation, version: ios),
           let bottom = answer.profile.safeAreaSpec(ios: answer.version)?.insets[orientation]?.bottom {
            band = min(band, bottom)
        }
        let bounds = screen.bounds(in: orientation)
        return .frame(Rect(x: 0, y: bounds.height - band, width: bounds.width, height: band))
    }
}
