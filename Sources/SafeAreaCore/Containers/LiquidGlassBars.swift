/// A Liquid Glass bar value with how it is known.
struct BarValue: Sendable {
    var value: Double
    var evidence: Evidence
}

/// The Liquid Glass bars of iOS 26 and 27, answered from ``LiquidGlassBarMeasurement``: the
/// print of the pair itself where one exists (`measured`), else the value every print of the
/// same idiom and vertical size class agrees on, carried by ``EvidenceRule/liquidGlassBarCarry``
/// (`derived`). Where no print of the class exists the bar is refused, naming the print that
/// would settle it.
enum LiquidGlassBars {
    /// The value of `bar` in `env` from `prints`, or nil when no print of its class exists.
    static func value(
        _ bar: LiquidGlassBarMeasurement.Bar, _ env: BarEnvironment, from prints: [LiquidGlassBarMeasurement] = LiquidGlassBarMeasurement.all
    ) -> BarValue? {
        let sameClass = prints.filter {
            $0.bar == bar && $0.family == env.family && $0.compactHeight == env.isCompactHeight
        }
        guard let first = sameClass.first else { return nil }
        if let exact = sameClass.first(where: { $0.device == env.device && $0.ios.contains(env.ios) }) {
            return BarValue(value: exact.value, evidence: SourceTier.evidence([exact.source]))
        }
        var sources: [String] = []
        for print in sameClass where !sources.contains(print.source) { sources.append(print.source) }
        return BarValue(value: first.value, evidence: SourceTier.evidence(sources).derived(by: EvidenceRule.liquidGlassBarCarry.id))
    }

    /// The lowest a phone's navigation bar starts: 10 points in portrait and 24 in landscape
    /// when the window's safe-area top is lower (openuikit's navprobe.barorigin: "Window SA 0 (SE,
    /// status bar hidden) still yields y 10"; NavFlow t200.landscape: y 24 over a top of 0).
    /// iPads start at the safe-area top (32 on the iPad (A16)).
    static func navigationBarFloor(_ env: BarEnvironment) -> Double {
        guard env.isPhone else { return 0 }
        return env.isCompactHeight ? 24 : 10
    }

    /// The refusal for a bar no print of its class covers.
    static func unmeasured(_ what: String, property: String, _ env: BarEnvironment) -> ScreenLayoutError {
        .barNotMeasured(what, property: property, ios: env.ios)
    }
}
