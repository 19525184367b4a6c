extension DeviceProfile {
    /// The bar heights and places of ``BarMetrics``, gathered with their sources in the bars
    /// research: `transcribed`, the weakest of what that table rests on.
    static let barEvidence = Evidence(tier: .transcribed, sources: ["Profiles/research/bars.md (bar heights and places per design, family and size class)"])

    /// UIKit's root-view margins, safe area plus `systemMinimumLayoutMargins`: the minimum's
    /// 16 or 20 points rest on decompiled UIKit with Apple's documentation (research R1.1-R1.5).
    static let marginEvidence = Evidence(tier: .transcribed, sources: ["Profiles/research/uikit-rules.md R1.1-R1.5 (root layout margins: decompiled UIKit, Apple's layoutMargins documentation)"])

    /// The readable content guide inside the margins: centred in the layout-margins guide and no
    /// wider than the readable width (Apple's readableContentGuide documentation), 672 points at
    /// the Large text size (useyourloaf's print on an iPad Air 2, research section 5).
    static let readableEvidence = Evidence(tier: .measured, sources: [
        "https://useyourloaf.com/blog/readable-content-guides/ (672 points wide on an iPad Air 2 in landscape)",
        "https://developer.apple.com/documentation/uikit/uiview/readablecontentguide (within the layout-margins guide, centred)",
    ])

    /// How each field group of `layout` is known: the window's insets and status bar from the
    /// profile (or the rule that carried them), the bars from ``barEvidence``, and what the core
    /// computes from them the weakest of its inputs, or derived by its rule.
    func evidence(of layout: ScreenLayout.Values, window: WindowState) -> [FieldEvidence] {
        let bars = layout.bars
        let showsBars = bars.navigationBar != nil || bars.tabBar != nil || bars.toolbar != nil
        let insets = showsBars ? window.insetsEvidence.adding(Self.barEvidence) : window.insetsEvidence
        var fields: [FieldEvidence] = []
        fields.reserveCapacity(7)
        fields.append(FieldEvidence(field: "safeAreaInsets", evidence: insets))
        if let statusBar = window.statusBarEvidence, bars.statusBar != nil {
            fields.append(FieldEvidence(field: "statusBarFrame", evidence: statusBar))
        }
        let barPlace = Self.barEvidence.adding(window.statusBarEvidence ?? window.insetsEvidence)
        if bars.navigationBar != nil { fields.append(FieldEvidence(field: "navigationBarFrame", evidence: barPlace)) }
        if bars.tabBar != nil { fields.append(FieldEvidence(field: "tabBarFrame", evidence: barPlace)) }
        if bars.toolbar != nil { fields.append(FieldEvidence(field: "toolbarFrame", evidence: barPlace)) }
        if layout.layoutMargins != nil {
            fields.append(FieldEvidence(field: "layoutMargins", evidence: insets.adding(Self.marginEvidence)))
        }
        if layout.readableContentGuide != nil {
            fields.append(FieldEvidence(
                field: "readableContentGuide", evidence: insets.adding(Self.marginEvidence).adding(Self.readableEvidence)))
        }
        return fields
    }

    /// The evidence of a result's reserved regions, by the profile field each region rests on.
    func regionEvidence(_ regions: [ReservedRegion]) -> Evidence? {
        var known: Evidence?
        for region in regions {
            let field: String
            switch region.name {
            case .sensorHousing: field = "sensorHousing"
            case .camera: field = "folding.coverDisplay.camera"
            case .fold: field = "folding.fold"
            case .windowControls: field = "windowControls"
            }
            let cited = field == "windowControls"
                ? Evidence(tier: .transcribed, sources: ["Profiles/research/windows.md (iPadOS 26 window controls)"]) : evidence(of: field)
            known = known.map { $0.combined(with: cited) } ?? cited
        }
        return known
    }
}
