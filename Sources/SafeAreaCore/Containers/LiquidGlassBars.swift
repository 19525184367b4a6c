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
    /// The value of `bar` in `env`, or nil when no print of its class exists.
    static func value(_ bar: LiquidGlassBarMeasurement.Bar, _ env: BarEnvironment) -> BarValue? {
        let key = ClassKey(bar: bar, family: env.family, compactHeight: env.isCompactHeight)
        guard let known = table[key] else { return nil }
        if let exact = known.prints.first(where: { $0.print.device == env.device && $0.print.ios.contains(env.ios) }) {
            return BarValue(value: exact.print.value, evidence: exact.evidence)
        }
        return known.carried
    }

    /// ``value(_:_:)`` answered from `prints` instead of every print: the rule with some prints
    /// held out.
    static func value(_ bar: LiquidGlassBarMeasurement.Bar, _ env: BarEnvironment, from prints: [LiquidGlassBarMeasurement]) -> BarValue? {
        let key = ClassKey(bar: bar, family: env.family, compactHeight: env.isCompactHeight)
        return classes(of: prints)[key].flatMap { known in
            if let exact = known.prints.first(where: { $0.print.device == env.device && $0.print.ios.contains(env.ios) }) {
                return BarValue(value: exact.print.value, evidence: exact.evidence)
            }
            return known.carried
        }
    }

    /// A bar in one idiom and vertical size class.
    private struct ClassKey: Hashable {
        var bar: LiquidGlassBarMeasurement.Bar
        var family: DeviceFamily
        var compactHeight: Bool
    }

    /// The prints of one class, each with its evidence, and the value carried to the models
    /// without a print: the first print's, with every print's source, derived by the rule.
    private struct ClassPrints {
        var prints: [(print: LiquidGlassBarMeasurement, evidence: Evidence)] = []
        var carried: BarValue?
    }

    /// Every class of ``LiquidGlassBarMeasurement/all``, its evidence ranked once.
    private static let table = classes(of: LiquidGlassBarMeasurement.all)

    private static func classes(of prints: [LiquidGlassBarMeasurement]) -> [ClassKey: ClassPrints] {
        var table: [ClassKey: ClassPrints] = [:]
        for print in prints {
            table[ClassKey(bar: print.bar, family: print.family, compactHeight: print.compactHeight), default: ClassPrints()]
                .prints.append((print, SourceTier.evidence([print.source])))
        }
        for (key, known) in table {
            var sources: [String] = []
            for entry in known.prints where !sources.contains(entry.print.source) { sources.append(entry.print.source) }
            table[key]?.carried = BarValue(
                value: known.prints[0].print.value,
                evidence: SourceTier.evidence(sources).derived(by: EvidenceRule.liquidGlassBarCarry.id))
        }
        return table
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
