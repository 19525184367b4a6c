extension DeviceProfile {
    /// The bar heights and places of ``BarMetrics``, gathered with their sources in the bars
    /// research: `transcribed`, the weakest of what that table rests on.
    static let barEvidence = Evidence(tier: .transcribed, sources: ["Profiles/research/bars.md (bar heights and places per design, family and size class)"])

    /// UIKit's root-view margins, safe area plus `systemMinimumLayoutMargins`: the minimum's
    /// 16 or 20 points rest on decompiled UIKit with Apple's documentation (research R1.1-R1.5).
    static let marginEvidence = Evidence(tier: .transcribed, sources: ["Profiles/research/uikit-rules.md R1.1-R1.5 (root layout margins: decompiled UIKit, Apple's layoutMargins documentation)"])

    /// The sources of the readable-width rules (``EvidenceRule/readableCentred``,
    /// ``EvidenceRule/readableThreshold``), research section 5.
    static let readableCited = Evidence(tier: .transcribed, sources: [
        "https://useyourloaf.com/blog/readable-content-guides/ (672 points wide, inset 176, on an iPad Air 2 in landscape)",
        "https://developer.apple.com/documentation/uikit/uiview/readablecontentguide (within the layout-margins guide, no wider than the readable width of the text size)",
        "temoki/UIKit_DynamicType README (body point size per content size category, iOS 13.3 simulator)",
    ])
    static let thresholdCited = Evidence(tier: .transcribed, sources: [
        "EthanArbuckle/iPhone18-3_26.1_23B85_Restore (decompiled iOS 26.1 UIKitCore: _UIViewSafeAreaWidthExceedsReadableWidth, threshold 88)",
        "wordpress-mobile/WordPress-iOS#24813 (the readable guide changed on iOS 26)",
    ]).combined(with: readableCited)

    /// How the readable content guide is known: `measured` where ``ReadableGuideMeasurement``
    /// has the pair, else derived from the safe area and margins by the version's rule.
    static func readableEvidence(insets: Evidence, measured: ReadableGuideMeasurement?, ios: Int) -> Evidence {
        if let measured { return Evidence(tier: .measured, sources: [measured.source]) }
        let threshold = ios >= ReadableContent.firstVersionWithThreshold
        let rule = threshold ? EvidenceRule.readableThreshold.id : EvidenceRule.readableCentred.id
        return insets.combined(with: marginEvidence).combined(with: threshold ? thresholdCited : readableCited).derived(by: rule)
    }

    /// How each field group of `layout` is known: the window's insets and status bar from the
    /// profile (or the rule that carried them), each bar from what ``BarMetrics`` answered it
    /// with (`bars`), and what the core computes from them the weakest of its inputs, or derived
    /// by its rule.
    func evidence(
        of layout: ScreenLayout.Values, window: WindowState, bars: [FieldEvidence], readable: ReadableGuideMeasurement? = nil
    ) -> [FieldEvidence] {
        var insets = window.insetsEvidence
        for bar in bars { insets = insets.combined(with: bar.evidence) }
        var fields: [FieldEvidence] = []
        fields.reserveCapacity(7)
        fields.append(FieldEvidence(field: "safeAreaInsets", evidence: insets))
        if let statusBar = window.statusBarEvidence, layout.bars.statusBar != nil {
            fields.append(FieldEvidence(field: "statusBarFrame", evidence: statusBar))
        }
        // A bar's frame is placed against the window's top or bottom: it keeps their tier too.
        let place = window.statusBarEvidence ?? window.insetsEvidence
        for bar in bars { fields.append(FieldEvidence(field: bar.field, evidence: bar.evidence.combined(with: place))) }
        if layout.layoutMargins != nil {
            fields.append(FieldEvidence(field: "layoutMargins", evidence: insets.combined(with: Self.marginEvidence)))
        }
        if layout.readableContentGuide != nil {
            fields.append(FieldEvidence(
                field: "readableContentGuide", evidence: Self.readableEvidence(insets: insets, measured: readable, ios: layout.ios)))
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
