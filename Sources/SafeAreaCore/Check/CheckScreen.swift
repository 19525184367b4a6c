/// What a layout check measures against on one device, orientation, version and screen context:
/// the guides elements are pinned to and the regions they must keep clear of, all in the window's
/// coordinates.
public struct CheckScreen: Sendable, Hashable {
    /// The device's marketing name, for messages.
    public var deviceName: String
    /// The content view controller's root view, as ``DeviceProfile/layout(for:)`` computes it.
    public var layout: ScreenLayout
    public var sensorHousing: RegionFrame
    public var homeIndicator: RegionFrame

    /// Creates a screen from a layout and the device's own regions in its orientation.
    public init(deviceName: String, layout: ScreenLayout, sensorHousing: RegionFrame, homeIndicator: RegionFrame) {
        self.deviceName = deviceName
        self.layout = layout
        self.sensorHousing = sensorHousing
        self.homeIndicator = homeIndicator
    }

    /// A guide's frame in the window: the layout reports the safe area and margins guides in the
    /// root view's coordinates, which start at `viewFrame`'s origin (below opaque bars). `nil` for
    /// the layout margins guide before iOS 9, which had none.
    public func frame(of guide: LayoutElement.Reference) -> Rect? {
        let origin = layout.viewFrame.origin
        func inWindow(_ rect: Rect) -> Rect {
            Rect(x: rect.x + origin.x, y: rect.y + origin.y, width: rect.width, height: rect.height)
        }
        switch guide {
        case .screen: return layout.bounds
        case .safeArea: return inWindow(layout.safeAreaFrame)
        case .layoutMargins: return layout.layoutMarginsGuide.map(inWindow)
        }
    }

    /// Where a region lies. Bars come from the layout (absent when not asked for); a status bar
    /// the system shows but whose height no source gives is `unknown`.
    public func frame(of region: ScreenRegion) -> RegionFrame {
        func bar(_ frame: Rect?) -> RegionFrame { frame.map(RegionFrame.frame) ?? .absent }
        switch region {
        case .sensorHousing: return sensorHousing
        case .homeIndicator: return homeIndicator
        case .navigationBar: return bar(layout.bars.navigationBar)
        case .tabBar: return bar(layout.bars.tabBar)
        case .toolbar: return bar(layout.bars.toolbar)
        case .fold, .windowControls:
            let name: ReservedRegion.Name = region == .fold ? .fold : .windowControls
            if let reserved = layout.reservedRegions.first(where: { $0.name == name }) { return .frame(reserved.frame) }
            if region == .windowControls, layout.showsWindowControls {
                return .unknown("no source gives the frame of the window controls iPadOS \(layout.ios) draws in \(deviceName)'s window")
            }
            return .absent
        case .statusBar:
            if let frame = layout.bars.statusBar { return .frame(frame) }
            return layout.statusBarHidden
                ? .absent : .unknown("no source gives \(deviceName)'s status bar height on iOS \(layout.ios)")
        }
    }

    /// Where `element` lies on this screen.
    public func place(_ element: LayoutElement) -> ElementPlacement {
        guard let guide = frame(of: element.reference) else { return .unavailable(marginsGuideMissing) }
        return element.frame(in: guide)
    }

    /// Why the layout has no margins guide: before iOS 9, or left out below the evidence asked for.
    var marginsGuideMissing: String {
        layout.ios < LayoutMargins.firstVersionWithGuides
            ? "layoutMarginsGuide arrived in iOS \(LayoutMargins.firstVersionWithGuides), not iOS \(layout.ios)"
            : layout.notes.first { $0.hasPrefix(ScreenLayout.leftOut("layoutMargins")) } ?? "no layoutMarginsGuide on iOS \(layout.ios)"
    }
}

extension DeviceProfile {
    /// The screen a layout check runs against for `request`; throws where ``layout(for:)`` does
    /// (an orientation the device lacks, a version it does not run, a bar no source gives).
    public func checkScreen(for request: ScreenRequest) throws(ScreenLayoutError) -> CheckScreen {
        let layout = try layout(for: request)
        let display = display(for: layout.posture ?? .open)
        return CheckScreen(
            deviceName: name, layout: layout, sensorHousing: display.sensorHousing(in: request.orientation),
            homeIndicator: display.homeIndicatorBand(in: request.orientation, ios: layout.ios))
    }
}
