extension DeviceProfile {
    /// The layout of a foldable device: the posture picks the display (`closed` the cover
    /// display, `open` and `half` the inner one; `open` when none is asked), and a partly folded
    /// inner display reserves the fold as a `division` region.
    ///
    /// Sources: the displays and their insets, pub.dev duo_kit `FoldTestPose` ("Measured on the
    /// iPhone Duo simulator (iOS 27.1)": strip right 84 and home indicator 34 on the cover
    /// display and the inner display in landscape, top 82 on the inner display in portrait, a
    /// 40-point fold from 455.5, "the fold only while the device is half open") and
    /// GetStream/stream-chat-react-native#3818 ("top: 0, bottom: 34, left: 0, right: 84, on both
    /// displays", taken on the iOS 27.1 simulator per its audit, ai-docs/iphone-duo-readiness.md);
    /// the upright inner display's top 82 also in the Melon docs ("upright its origin is y = 82");
    /// the fold inactive when flat, flutter/flutter#193025 and erkamyaman/capacitor-foldable
    /// docs/iphone-duo.md.
    ///
    /// Refused rather than guessed: bars (iOS 27.1 moves them into the strip, at sizes no source
    /// gives), windows (the strip follows the window's side, skedgo/TGCardViewController#31), and
    /// apps built with an SDK older than the one that fills the displays (letterboxed).
    func foldedLayout(for request: ScreenRequest, folding: Folding) throws(ScreenLayoutError) -> ScreenLayout {
        let posture = request.posture ?? .open
        let version = try resolvedVersion(request.ios, accepting: request.weakestEvidence, in: request.orientation)
        let release = ReleaseVersion(version, request.iosMinor ?? ReleaseVersion.newest(ofMajor: version).minor)
        if release < folding.firstRelease { throw .releaseNotRun(release, first: folding.firstRelease) }
        let sdk = request.sdk ?? release
        if sdk < folding.firstFullScreenSDK {
            throw .letterboxedSDK(sdk, needs: folding.firstFullScreenSDK, behaviour: folding.olderSDKBehaviour)
        }
        let containers = request.containers
        if containers.navigationBar.showsBar || containers.tabBar || containers.toolbar {
            throw .barNotMeasured(
                "the navigation, tab or toolbar (iOS 27.1 stacks them in the side strip)",
                property: "navigationBar.frame, tabBar.frame and the root view safeAreaInsets", ios: version)
        }
        var plain = request
        plain.posture = nil
        let display = display(for: posture)
        if let window = request.window, window != display.screen.bounds(in: request.orientation) {
            throw .windowOnFoldableNotSourced
        }
        var result = try display.layout(for: plain)
        result.posture = posture
        switch posture {
        case .half:
            let fold = folding.fold.region(in: result.bounds, orientation: request.orientation)
            result.reservedRegions.append(fold)
            // The subview's frame is in the root view, which fills the window here.
            if let subview = result.subview, subview.frame.intersects(fold.frame) {
                result.notes.append("the subview crosses the fold, a division region: split it there (a check's clearOf fold finds it)")
            }
        case .closed:
            if case .frame(let camera) = display.sensorHousing(in: request.orientation) {
                result.reservedRegions.append(ReservedRegion(kind: .occlusion, name: .camera, frame: camera))
            }
        case .open:
            break
        }
        if let regions = regionEvidence(result.reservedRegions) {
            result.evidence.append(FieldEvidence(field: "reservedRegions", evidence: regions))
        }
        if posture != .closed {
            result.notes.append("the inner display's camera is not reported as a region: no source gives its frame")
        }
        return result
    }
}
