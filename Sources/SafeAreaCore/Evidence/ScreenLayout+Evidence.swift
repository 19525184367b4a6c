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
    /// profile (or the rule that carried them), each bar from what ``BarMetrics`` answered it
    /// with (`bars`), and what the core computes from them the weakest of its inputs, or derived
    /// by its rule.
    func evidence(of layout: ScreenLayout.Values, window: WindowState, bars: [FieldEvidence]) -> [FieldEvidence] {
        var insets = window.insetsEvidence
        for bar in bars { insets = insets.combined(with: bar.evidence) }
        var fields = [FieldEvidence(field: "safeAreaInsets", evidence: insets)]
        if let statusBar = window.statusBarEvidence, layout.bars.statusBar != nil {
            fields.append(FieldEvidence(field: "statusBarFrame", evidence: statusBar))
        }
        // A bar's frame is placed against the window's top or bottom: it keeps their tier too.
        let place = window.statusBarEvidence ?? window.insetsEvidence
        for bar in bars { fields.append(FieldEvidence(field: bar.field, evidence: bar.evidence.combined(with: place))) }
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
