/// The window before any container: its safe-area insets (sensor housing, home indicator, status
/// bar) and the status bar, after the system's rules and the app's preference.
struct WindowState: Sendable {
    var insets: EdgeInsets
    var statusBarHidden: Bool
    /// The status bar's height when it shows and a source gives it.
    var statusBarHeight: Double?
    /// How the insets are known (``Evidence``).
    var insetsEvidence: Evidence
    /// How the status bar's height is known, when one is given.
    var statusBarEvidence: Evidence?
    /// The disputes of the values the window took, from the profile and version that gave them.
    var disputes: [ValueDispute] = []
    /// The user's print that gave the insets, when one did (``SafeAreaMeasurement``).
    var measurement: SafeAreaMeasurement?
}

extension DeviceProfile {
    /// The version a request models: the one asked, or the newest with values at the evidence
    /// accepted: with any tier, the newest a rule reaches (``newestSourcedVersion``); with a
    /// stronger one, the newest a source gives for the device itself.
    public func resolvedVersion(
        _ requested: Int?, accepting weakest: EvidenceTier = .derived, in orientation: Orientation? = nil
    ) throws(ScreenLayoutError) -> Int {
        // Below `derived`, the newest version whose values are the profile's own, in the
        // orientation asked when one is: a rule's value there would be refused.
        let newest = weakest == .derived ? newestSourcedVersion
            : IOSVersion.released.last { version in ios.contains(version) && (orientation.map { hasInsets($0, version) } ?? hasSafeAreaSpec(ios: version)) }
                ?? IOSVersion.released.last { ios.contains($0) && hasSafeAreaSpec(ios: $0) }
        guard let version = requested ?? newest else {
            throw .versionNotSourced(ios.last)
        }
        guard ios.contains(version), IOSVersion.exists(version) else {
            throw .versionNotRun(version, runs: ios)
        }
        return version
    }

    /// True when the system hides the status bar in `orientation` unless the app asks.
    func hidesStatusBarByDefault(_ orientation: Orientation, version: Int) -> Bool {
        family == .phone && orientation.isLandscape && version >= 8 && feature != .sideStrip
    }

    /// The window's state in `orientation` on `version` from the catalogue alone.
    ///
    /// From iOS 11 the profile gives the insets with the status bar as the system shows it by
    /// default. When the app asks otherwise:
    /// - hidden where the default shows it: the profile's sourced `statusBarHidden` insets (a
    ///   notched phone keeps its sensor inset; a home-button device drops to 0);
    /// - visible where the default hides it (iPhone landscape): the bar stays hidden unless the
    ///   profile gives a landscape height for that version, in which case the top inset grows to it.
    ///
    /// Before iOS 11 there is no safe area; the window's top is the status bar, if shown, which is
    /// what the top layout guide starts from.
    func catalogueWindowState(
        _ orientation: Orientation, version: Int, preference: StatusBarPreference
    ) throws(ScreenLayoutError) -> WindowState {
        // Documented default: `prefersStatusBarHidden` is true in a vertically compact environment,
        // which on iPhone is landscape (Apple's prefersStatusBarHidden reference). iOS 7 had no
        // size classes and kept the bar in landscape; iOS 8 began hiding it (research R2.1).
        let hidesInLandscape = hidesStatusBarByDefault(orientation, version: version)
        // From iOS 11 the values may come by a rule from another version or model (the answer's).
        let answer = version >= IOSVersion.firstWithSafeArea ? safeAreaAnswer(orientation, version: version) : nil
        var statusBar = statusBarSpec(ios: version)
        var statusBarEvidence = statusBar.map { _ in evidence(of: "statusBar") }
        if statusBar == nil, let answer, let rule = answer.rule, let carried = answer.profile.statusBarSpec(ios: answer.version) {
            statusBar = carried
            statusBarEvidence = answer.profile.evidence(of: "statusBar").derived(by: rule)
        }
        let shownHeight: Double?
        if family == .phone, orientation.isLandscape, version < 8 {
            shownHeight = statusBar?.portrait  // iOS 7 drew the portrait bar across the top.
        } else {
            shownHeight = statusBar?.height(in: orientation)
        }

        guard version >= IOSVersion.firstWithSafeArea else {
            let shown: Bool
            switch preference {
            case .system: shown = !hidesInLandscape
            case .hidden: shown = false
            case .visible:
                if hidesInLandscape, shownHeight == nil { throw .statusBarShownNotSourced(orientation) }
                shown = true
            }
            guard !shown || shownHeight != nil else { throw .versionNotSourced(version) }
            let height = shown ? shownHeight : nil
            return WindowState(
                insets: EdgeInsets(top: height ?? 0, left: 0, bottom: 0, right: 0),
                statusBarHidden: !shown, statusBarHeight: height,
                insetsEvidence: height == nil ? evidence(of: "safeAreaInsets", in: orientation) : (statusBarEvidence ?? evidence(of: "statusBar")),
                statusBarEvidence: height == nil ? nil : statusBarEvidence,
                disputes: disputes(ios: version, orientation: orientation))
        }

        guard let answer else {
            guard let place = safeAreaInsets.firstIndex(where: { $0.ios.contains(version) }) else { throw .versionNotSourced(version) }
            throw safeAreaInsets[place].unknown.contains(orientation) ? .insetsUnknown(orientation, version) : .versionNotSourced(version)
        }
        // The entry is read where it stands in the answering profile's list, not copied out.
        let specs = answer.profile.safeAreaInsets
        guard let place = specs.firstIndex(where: { $0.ios.contains(answer.version) && $0.insets[orientation] != nil }),
              let defaultInsets = specs[place].insets[orientation]
        else { throw .versionNotSourced(version) }
        func known(_ field: String) -> Evidence {
            let cited = answer.profile.evidence(of: field, in: orientation)
            return answer.rule.map(cited.derived(by:)) ?? cited
        }
        var insetsEvidence = known("safeAreaInsets")
        let shownByDefault = !hidesInLandscape
        var hidden = !shownByDefault
        var insets = defaultInsets
        switch preference {
        case .system:
            break
        case .hidden:
            if shownByDefault {
                if let hiddenInsets = specs[place].statusBarHidden[orientation] {
                    insets = hiddenInsets
                    insetsEvidence = known("safeAreaInsets.statusBarHidden")
                } else if EvidenceRule.ipadHiddenStatusBarApplies(to: answer.profile, version: version) {
                    insets.top = 0
                    insetsEvidence = insetsEvidence.derived(by: EvidenceRule.ipadHiddenStatusBar.id)
                } else {
                    throw .statusBarHiddenNotSourced(orientation)
                }
            }
            hidden = true
        case .visible:
            // Notched iPhones never show it in landscape (openradar 35694326); a profile that
            // gives a landscape height says the device can. Home-button phones could on iOS 8-12
            // (research R2.2) but no source gives the inset, so that is refused, not ignored.
            if !shownByDefault {
                if let height = shownHeight {
                    insets.top = max(insets.top, height)
                    hidden = false
                    if let statusBarEvidence { insetsEvidence = insetsEvidence.combined(with: statusBarEvidence) }
                } else if feature == .homeButton {
                    throw .statusBarShownNotSourced(orientation)
                }
            }
        }
        var disputes = answer.profile.disputes(ios: answer.version, orientation: orientation)
        // A dispute over the top the shown bar gives is not about the top of a hidden one.
        if hidden, shownByDefault { disputes.removeAll { $0.field == "safeAreaInsets.top" } }
        return WindowState(
            insets: insets, statusBarHidden: hidden, statusBarHeight: hidden ? nil : shownHeight, insetsEvidence: insetsEvidence,
            statusBarEvidence: hidden || shownHeight == nil ? nil : statusBarEvidence, disputes: disputes)
    }
}
