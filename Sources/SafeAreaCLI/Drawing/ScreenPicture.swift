import SafeAreaCore

/// Builds the picture of one device and orientation from the same computed layout the records
/// are written from: every rectangle is a frame the core computed, in the coordinate space UIKit
/// reports it in, so nothing is measured twice.
enum ScreenPicture {
    /// The screen, the hardware and the system's bands in screen coordinates; the window's bars
    /// and reserved regions in the window's; the root view's guides in the view's. `inView` adds
    /// nodes in the root view's coordinates (a scroll view and its content); `inWindow` in the
    /// window's, drawn last (a check's elements, which are placed against guides in the window).
    static func make(
        _ device: DeviceProfile, _ layout: ScreenLayout, inView: [PictureNode] = [], inWindow: [PictureNode] = []
    ) -> Picture {
        let orientation = layout.orientation
        let size = device.screen.bounds(in: orientation).size
        var notes: [String] = []
        var screen: [PictureNode] = [
            .shape(PictureShape(
                region: "screen", frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
                cornerRadius: device.cornerRadius ?? 0,
                title: "screen: \(PictureText.number(size.width)) × \(PictureText.number(size.height)) points at @\(PictureText.number(device.screen.scale))x"
                    + (device.cornerRadius.map { ", display corner radius \(PictureText.number($0))" } ?? ""))),
        ]

        var view: [PictureNode] = []
        if let guides = layout.layoutGuides {
            // Before iOS 11 there is no safe area: the area between the layout guides stands in.
            let frame = Rect(x: 0, y: guides.top, width: layout.viewFrame.width, height: max(0, layout.viewFrame.height - guides.top - guides.bottom))
            view.append(.shape(PictureShape(
                region: "layout-guides", frame: frame,
                title: "between topLayoutGuide (\(PictureText.number(guides.top))) and bottomLayoutGuide (\(PictureText.number(guides.bottom))): \(PictureText.rect(frame)); iOS \(layout.ios) has no safe area",
                caption: "layout guides")))
        } else {
            view.append(.shape(PictureShape(
                region: "safe-area", frame: layout.safeAreaFrame,
                title: "safeAreaLayoutGuide.layoutFrame: \(PictureText.rect(layout.safeAreaFrame)); safeAreaInsets \(PictureText.insets(layout.safeAreaInsets))",
                caption: "safe area", captionAtBottom: true)))
        }
        if let margins = layout.layoutMarginsGuide {
            view.append(.shape(PictureShape(
                region: "layout-margins", frame: margins,
                title: "layoutMarginsGuide.layoutFrame: \(PictureText.rect(margins))"
                    + (layout.layoutMargins.map { "; layoutMargins \(PictureText.insets($0))" } ?? ""))))
        }
        if let readable = layout.readableContentGuide {
            view.append(.shape(PictureShape(
                region: "readable-content", frame: readable,
                title: "readableContentGuide.layoutFrame: \(PictureText.rect(readable)) ("
                    + (layout.contentSizeCategory == .large ? "default" : layout.contentSizeCategory.rawValue) + " text size)")))
        }
        if let subview = layout.subview {
            view.append(.shape(PictureShape(
                region: "subview", frame: subview.frame,
                title: "subview frame \(PictureText.rect(subview.frame)); its safeAreaInsets \(PictureText.insets(subview.safeAreaInsets))",
                caption: "subview")))
        }
        view += inView

        var window: [PictureNode] = [.group(region: "view-space", origin: layout.viewFrame.origin, children: view)]
        let bars: [(String, String, Rect?)] = [
            ("status-bar", "statusBarFrame", layout.bars.statusBar),
            ("navigation-bar", "navigationBar.frame", layout.bars.navigationBar),
            ("tab-bar", "tabBar.frame", layout.bars.tabBar),
            ("toolbar", "toolbar.frame", layout.bars.toolbar),
        ]
        for (region, name, frame) in bars {
            guard let frame else { continue }
            window.append(.shape(PictureShape(
                region: region, frame: frame, title: "\(name): \(PictureText.rect(frame))",
                caption: region.replacingOccurrences(of: "-", with: " "))))
        }
        if layout.bars.statusBar == nil, !layout.statusBarHidden, device.feature == .sideStrip, let strip = Self.sideStrip(layout) {
            // The strip holds the status bar; no source gives its frame, so the safe area's edge
            // that it reserves is drawn.
            window.append(.shape(PictureShape(
                region: "side-strip", frame: strip,
                title: "side strip (the status bar): \(PictureText.rect(strip)), the safe area's edge it reserves; no source gives its frame",
                modifiers: ["status-bar"], caption: "status bar")))
        } else if layout.bars.statusBar == nil, !layout.statusBarHidden {
            notes.append("status bar: no source gives \(device.name)'s status bar height on iOS \(layout.ios); not drawn")
        }
        for region in layout.reservedRegions {
            window.append(.shape(PictureShape(
                region: regionClass(region.name), frame: region.frame,
                title: "reservedRegions \(region.name.rawValue) (\(region.kind.rawValue)): \(PictureText.rect(region.frame))",
                modifiers: ["reserved-region", region.kind.rawValue], caption: regionCaption(region.name))))
        }
        if layout.windowing != .fullScreen {
            screen.append(.shape(PictureShape(
                region: "window", frame: layout.window,
                title: "window (\(layout.windowing.rawValue)): \(PictureText.rect(layout.window))")))
        }
        screen.append(.group(region: "window-space", origin: layout.window.origin, children: window))

        switch device.sensorHousing(in: orientation) {
        case .frame(let housing):
            let island = device.feature == .dynamicIsland
            screen.append(.shape(PictureShape(
                region: "sensor-housing", frame: housing,
                // The Dynamic Island is "a new pill-shaped cutout" (MacRumors, 2022-09-07, reporting
                // Apple's introduction); the notch's curved outline has no source, so it is drawn
                // as its sourced bounding box (Profiles/research/pictures.md).
                cornerRadius: island ? min(housing.width, housing.height) / 2 : 0,
                title: "sensor housing (\(island ? "Dynamic Island" : "notch")): \(PictureText.rect(housing))"
                    + (island ? "" : "; the box that bounds the notch, whose outline no source gives"),
                modifiers: [island ? "dynamic-island" : "notch"])))
        case .unknown(let why):
            notes.append("sensor housing: \(why); not drawn")
        case .absent:
            break
        }
        switch device.homeIndicatorBand(in: orientation, ios: layout.ios) {
        case .frame(let band):
            screen.append(.shape(PictureShape(
                region: "home-indicator", frame: band,
                title: "home indicator band (bottom inset the indicator reserves): \(PictureText.rect(band))",
                caption: "home indicator")))
        case .unknown(let why):
            notes.append("home indicator: \(why); not drawn")
        case .absent:
            break
        }

        if !inWindow.isEmpty {
            // A check's elements go over everything, the hardware included, so that an element
            // under the sensor housing still shows.
            screen.append(.group(region: "window-elements", origin: layout.window.origin, children: inWindow))
        }

        let title = "\(device.name), \(orientation.rawValue), iOS \(layout.ios)"
        var legend = [title]
        if let guides = layout.layoutGuides {
            legend.append("topLayoutGuide \(PictureText.number(guides.top)), bottomLayoutGuide \(PictureText.number(guides.bottom))")
        } else {
            let insets = layout.safeAreaInsets
            legend.append("safeAreaInsets top \(PictureText.number(insets.top)), left \(PictureText.number(insets.left)),")
            legend.append("bottom \(PictureText.number(insets.bottom)), right \(PictureText.number(insets.right))")
        }
        if let posture = layout.posture {
            legend.append("posture \(posture.rawValue)")
        }
        if layout.windowing != .fullScreen {
            legend.append("window \(PictureText.rect(layout.window)) (\(layout.windowing.rawValue))")
        }
        let safe = layout.layoutGuides == nil ? layout.safeAreaFrame : layout.viewFrame
        let legendArea = Rect(
            x: layout.window.x + layout.viewFrame.x + safe.x, y: layout.window.y + layout.viewFrame.y + safe.y,
            width: safe.width, height: safe.height)
        return Picture(
            deviceID: device.id, orientation: orientation, size: size, cornerRadius: device.cornerRadius ?? 0, title: title, nodes: screen, legend: legend,
            legendArea: legendArea, notes: notes + layout.notes + layout.disputes.map { "disputed: \($0.summary)" })
    }

    /// The contract's class for each reserved region.
    static func regionClass(_ name: ReservedRegion.Name) -> String {
        switch name {
        case .sensorHousing: "sensor-housing"
        case .camera: "camera"
        case .windowControls: "window-controls"
        case .fold: "fold"
        }
    }

    private static func regionCaption(_ name: ReservedRegion.Name) -> String {
        switch name {
        case .sensorHousing: "sensor housing"
        case .camera: "camera"
        case .windowControls: "window controls"
        case .fold: "fold"
        }
    }

    /// The side strip of a device that has one: the window's left or right edge its safe area
    /// leaves out, else (the inner display upright) its top.
    static func sideStrip(_ layout: ScreenLayout) -> Rect? {
        let insets = layout.safeAreaInsets
        let size = layout.window.size
        if insets.right > 0 { return Rect(x: size.width - insets.right, y: 0, width: insets.right, height: size.height) }
        if insets.left > 0 { return Rect(x: 0, y: 0, width: insets.left, height: size.height) }
        return insets.top > 0 ? Rect(x: 0, y: 0, width: size.width, height: insets.top) : nil
    }
}
