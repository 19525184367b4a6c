extension DeviceProfile {
    /// This profile with `prints` entered: each answers its major version, orientation and
    /// status-bar state in place of the catalogue (`shared/evidence.md`: a rule never overrides a
    /// measurement of the same pair), and where the catalogue's value differs it stays listed as
    /// a dispute's alternative. Refused, naming the print's place and field, for a print
    /// ``problem(with:)`` refuses or a second print of a pair already entered.
    public func measured(by prints: [SafeAreaMeasurement]) throws(IndexedProblem) -> DeviceProfile {
        var profile = self
        for (index, print) in prints.enumerated() {
            if let problem = problem(with: print) { throw IndexedProblem(index: index, problem: problem) }
            let hidden = statusBarHidden(print)
            if let earlier = profile.measurements.first(where: {
                $0.release.major == print.release.major && $0.orientation == print.orientation && statusBarHidden($0) == hidden
            }) {
                let state = hidden ? "hidden" : "shown"
                throw IndexedProblem(index: index, problem: .init(
                    field: "", message: "a second print of \(name), iOS \(print.release.major), \(print.orientation.rawValue), status bar \(state) (the first is iOS \(earlier.release) in \(earlier.file))"))
            }
            profile.measurements.append(print)
        }
        return profile
    }

    /// A refused print and its place in the list given.
    public struct IndexedProblem: Error, Sendable, Hashable {
        public var index: Int
        public var problem: ProfileProblem

        public init(index: Int, problem: ProfileProblem) {
            self.index = index
            self.problem = problem
        }
    }

    /// Whether the print's status bar was hidden, its default resolved.
    private func statusBarHidden(_ print: SafeAreaMeasurement) -> Bool {
        print.statusBarHidden ?? hidesStatusBarByDefault(print.orientation, version: print.release.major)
    }

    /// The window's state in `orientation` on `version`: the user's print of that pair when one
    /// matches the status bar the catalogue's answer has (or, where the catalogue has none, the
    /// one asked), else the catalogue's (``catalogueWindowState(_:version:preference:)``).
    func windowState(
        _ orientation: Orientation, version: Int, preference: StatusBarPreference
    ) throws(ScreenLayoutError) -> WindowState {
        guard !measurements.isEmpty, version >= IOSVersion.firstWithSafeArea else {
            return try catalogueWindowState(orientation, version: version, preference: preference)
        }
        let catalogue = Result { () throws(ScreenLayoutError) in
            try catalogueWindowState(orientation, version: version, preference: preference)
        }
        let known = try? catalogue.get()
        let hidden = known?.statusBarHidden
            ?? (preference == .system ? hidesStatusBarByDefault(orientation, version: version) : preference == .hidden)
        guard let print = measurements.first(where: {
            $0.release.major == version && $0.orientation == orientation && statusBarHidden($0) == hidden
        }) else { return try catalogue.get() }
        let shown = hidden ? nil : statusBarSpec(ios: version)?.height(in: orientation)
        var state = known ?? WindowState(
            insets: print.safeAreaInsets, statusBarHidden: hidden, statusBarHeight: shown, insetsEvidence: print.evidence,
            statusBarEvidence: shown.map { _ in evidence(of: "statusBar") })
        if let known {
            state.disputes = Self.disputes(
                "safeAreaInsets", print.safeAreaInsets, over: known.insets, known.insetsEvidence, known.disputes, print)
        }
        state.insets = print.safeAreaInsets
        state.insetsEvidence = print.evidence
        state.measurement = print
        return state
    }

    /// `disputes` with each edge where `measured` differs from the catalogue's `value` disputed
    /// anew: the print's value answers, the catalogue's is the first alternative, and the values
    /// an earlier dispute of that edge weighed stay listed after it.
    static func disputes(
        _ field: String, _ measured: EdgeInsets, over value: EdgeInsets, _ evidence: Evidence, _ disputes: [ValueDispute],
        _ print: SafeAreaMeasurement
    ) -> [ValueDispute] {
        var result = disputes
        let edges = [("top", \EdgeInsets.top), ("left", \.left), ("bottom", \.bottom), ("right", \.right)]
        for (edge, path) in edges where measured[keyPath: path] != value[keyPath: path] {
            let name = "\(field).\(edge)"
            let given = NumberFormatting.text(measured[keyPath: path])
            var competing = [ValueDispute.Claim(value: NumberFormatting.text(value[keyPath: path]), evidence: evidence)]
            for earlier in result where earlier.field == name {
                competing += ([earlier.chosen] + earlier.competing).filter { claim in
                    claim.value != given && !competing.contains { $0.value == claim.value }
                }
            }
            result.removeAll { $0.field == name }
            result.append(ValueDispute(
                field: name, ios: IOSVersionRange(print.release.major, print.release.major), orientations: [print.orientation],
                chosen: ValueDispute.Claim(value: given, evidence: print.evidence), competing: competing,
                why: "the measurements file \(print.file) overrides the catalogue for this device, version and orientation"))
        }
        return result
    }

    /// A note naming the print the window's insets came from, so that a text answer says so
    /// even where the print agrees with the catalogue; then the print's layout margins and
    /// readable content guide in place of the computed ones, for the context it was read in: a
    /// full-screen root view with no bars and no additional insets (its safe area the window's).
    /// A guide not printed follows the printed margins by ``ReadableContent``; a computed value
    /// that differs stays listed as a dispute.
    func applyMeasurement(to layout: inout ScreenLayout.Values, window: WindowState, screenBounds: Rect) {
        guard let print = window.measurement else { return }
        layout.notes.append("safeAreaInsets in \(print.orientation.rawValue): the print of iOS \(print.release) in \(print.file) (--measurements)")
        guard print.layoutMargins != nil || print.readableContentGuide != nil,
              layout.window == screenBounds, layout.viewFrame == screenBounds, layout.safeAreaInsets == print.safeAreaInsets,
              layout.bars.navigationBar == nil, layout.bars.tabBar == nil, layout.bars.toolbar == nil
        else { return }
        let bounds = Rect(x: 0, y: 0, width: screenBounds.width, height: screenBounds.height)
        if let margins = print.layoutMargins, let computed = layout.layoutMargins {
            let evidence = layout.evidence.first { $0.field == "layoutMargins" }?.evidence ?? print.evidence
            layout.disputes = Self.disputes("layoutMargins", margins, over: computed, evidence, layout.disputes, print)
            layout.layoutMargins = margins
            if layout.layoutMarginsGuide != nil { layout.layoutMarginsGuide = bounds.inset(by: margins) }
            set("layoutMargins", print.evidence, in: &layout)
        }
        guard layout.readableContentGuide != nil, let margins = layout.layoutMargins else { return }
        if let guide = print.readableContentGuide {
            if let computed = layout.readableContentGuide, computed != guide {
                let evidence = layout.evidence.first { $0.field == "readableContentGuide" }?.evidence ?? print.evidence
                layout.disputes.append(ValueDispute(
                    field: "readableContentGuide", ios: IOSVersionRange(print.release.major, print.release.major),
                    orientations: [print.orientation], chosen: ValueDispute.Claim(value: Self.text(guide), evidence: print.evidence),
                    competing: [ValueDispute.Claim(value: Self.text(computed), evidence: evidence)],
                    why: "the measurements file \(print.file) overrides the catalogue for this device, version and orientation"))
            }
            layout.readableContentGuide = guide
            set("readableContentGuide", print.evidence, in: &layout)
        } else if print.layoutMargins != nil {
            layout.readableContentGuide = ReadableContent.guide(
                in: bounds, margins: margins, safeAreaInsets: layout.safeAreaInsets, category: layout.contentSizeCategory,
                ios: layout.ios, scale: layout.scale)
            set("readableContentGuide", Self.readableEvidence(insets: print.evidence, measured: nil, ios: layout.ios), in: &layout)
        }
    }

    /// `x,y,width,height`, as the command line writes a rectangle.
    private static func text(_ rect: Rect) -> String {
        [rect.minX, rect.minY, rect.width, rect.height].map(NumberFormatting.text).joined(separator: ",")
    }

    /// Replaces the evidence of `field`.
    private func set(_ field: String, _ evidence: Evidence, in layout: inout ScreenLayout.Values) {
        if let place = layout.evidence.firstIndex(where: { $0.field == field }) { layout.evidence[place].evidence = evidence }
    }
}
