import Testing
@testable import SafeAreaCore

/// The Liquid Glass bar prints and the rules carrying them (`Profiles/research/bars.md`,
/// section 10): each print reproduced, and each print held out and predicted from the others.
@Suite("Liquid Glass bars")
struct LiquidGlassBarTests {
    typealias Print = LiquidGlassBarMeasurement

    static func environment(_ print: Print) -> BarEnvironment {
        BarEnvironment(
            device: print.device, family: print.family, feature: .none,
            sizeClasses: SizeClasses(horizontal: .compact, vertical: print.compactHeight ? .compact : .regular),
            ios: print.ios[0], design: .liquidGlass, window: EdgeInsets(top: print.windowTop ?? 0, left: 0, bottom: 0, right: 0),
            statusBarShown: true, statusBarHeight: nil)
    }

    static func containers(_ bar: Print.Bar) -> ViewControllerContainers {
        switch bar {
        case .navigationBar: ViewControllerContainers(navigationBar: .standard)
        case .largeTitle: ViewControllerContainers(navigationBar: .large)
        case .tabBar, .floatingTabBar: ViewControllerContainers(tabBar: true)
        }
    }

    /// Each print, on its own device and runtime, through the whole layout: the frame it printed,
    /// the inset it implies, and its own source as the bar's evidence with no rule.
    @Test(arguments: Print.all)
    func reproducesEachPrint(_ print: Print) throws {
        let profile = try #require(DeviceCatalogue.bundled.profile(named: print.device))
        for ios in print.ios {
            let layout = try profile.layout(for: ScreenRequest(
                orientation: print.compactHeight ? .landscapeLeft : .portrait, ios: ios, containers: Self.containers(print.bar)))
            let field: String
            switch print.bar {
            case .navigationBar:
                let bar = try #require(layout.bars.navigationBar)
                #expect(bar.minY == print.origin)
                #expect(bar.height == print.value)
                #expect(layout.safeAreaInsets.top == bar.maxY)
                field = "navigationBarFrame"
            case .largeTitle:
                #expect(layout.bars.navigationBar?.height == 54 + print.value)
                field = "navigationBarFrame"
            case .tabBar:
                #expect(layout.bars.tabBar?.height == print.value)
                #expect(layout.safeAreaInsets.bottom == print.value)
                field = "tabBarFrame"
            case .floatingTabBar:
                #expect(layout.safeAreaInsets.top == 32 + print.value)
                field = "tabBarFrame"
            }
            let evidence = try #require(layout.evidence[field: field])
            #expect(evidence.sources.contains(print.source), "\(print.device) iOS \(ios): \(evidence.sources)")
            #expect(!(evidence.rule ?? "").contains(EvidenceRule.liquidGlassBarCarry.id))
        }
    }

    /// `liquid-glass-bar-carry` tested as a model: every print is held out and predicted from the
    /// prints of other models. A class with one print has nothing to predict it from; those are
    /// named, so a new print that would test them shows up here.
    @Test(arguments: Print.all)
    func carryPredictsEachHeldOutPrint(_ print: Print) {
        let others = Print.all.filter { $0 != print && $0.device != print.device }
        guard let predicted = LiquidGlassBars.value(print.bar, Self.environment(print), from: others) else {
            let singles: Set<String> = ["navigationBar landscape", "tabBar landscape", "navigationBar pad", "largeTitle pad"]
            let key = "\(print.bar.rawValue) \(print.family == .pad ? "pad" : print.compactHeight ? "landscape" : "portrait")"
            #expect(singles.contains(key), "no other print predicts \(print.device) \(key)")
            return
        }
        #expect(predicted.value == print.value, "\(print.device) \(print.bar): predicted \(predicted.value), printed \(print.value)")
        #expect(predicted.evidence.tier == .derived)
        #expect(predicted.evidence.rule == EvidenceRule.liquidGlassBarCarry.id)
    }

    /// The navigation bar's origin: the safe-area top, no higher than 10 in portrait and 24 in
    /// landscape on phones; every print of an origin agrees.
    @Test(arguments: Print.all.filter { $0.origin != nil })
    func originRuleGivesEachPrintedOrigin(_ print: Print) throws {
        let env = Self.environment(print)
        let top = try BarMetrics.navigationBarTop(env)
        #expect(top.value == print.origin)
    }

    /// Rows a rule answers, with the tier and rule each bar field carries.
    @Test(arguments: [
        // A model with no print of its own: its bars by the carry rule.
        ("iPhone 15", Orientation.portrait, 26, ViewControllerContainers(navigationBar: .standard, tabBar: true),
         EdgeInsets(top: 113, left: 0, bottom: 83, right: 0), "liquid-glass-bar-carry"),
        ("iPhone 17 Pro Max", .landscapeLeft, 26, ViewControllerContainers(navigationBar: .standard, tabBar: true),
         EdgeInsets(top: 78, left: 62, bottom: 64, right: 62), "liquid-glass-bar-carry"),
        // The iPad floating tab bar in the navigation bar's row: the navigation bar decides the top.
        ("iPad (A16)", .portrait, 26, ViewControllerContainers(navigationBar: .standard, tabBar: true),
         EdgeInsets(top: 86, left: 0, bottom: 20, right: 0), "ipad-tab-bar-in-navigation-bar"),
        ("iPad Pro 13-inch (M4)", .landscapeLeft, 27, ViewControllerContainers(navigationBar: .large, tabBar: true),
         EdgeInsets(top: 138, left: 0, bottom: 20, right: 0), "ipad-tab-bar-in-navigation-bar"),
    ])
    func rulesAnswerWithTheirIds(
        _ device: String, _ orientation: Orientation, _ ios: Int, _ containers: ViewControllerContainers, _ insets: EdgeInsets,
        _ rule: String
    ) throws {
        let profile = try #require(DeviceCatalogue.bundled.profile(named: device))
        let layout = try profile.layout(for: ScreenRequest(orientation: orientation, ios: ios, containers: containers))
        #expect(layout.safeAreaInsets == insets)
        let safe = try #require(layout.evidence[field: "safeAreaInsets"])
        #expect(safe.tier == .derived)
        #expect(safe.rule?.split(separator: "+").contains(Substring(rule)) == true, "\(safe.rule ?? "none")")
        // No id twice in a chain.
        let ids = (safe.rule ?? "").split(separator: "+")
        #expect(Set(ids).count == ids.count)
    }

    /// Prints the rules were not built from: a SwiftUI layout probe on iOS 27.0 (code-index id
    /// 57990934502, `Profiles/research/bars.md` section 10; not citable, so not in the table).
    /// It read a 54-point navigation bar and an 83-point tab bar band on three iPhones, and on the
    /// iPad mini (A17 Pro) a top of 86 under the top tab bar and a navigation bar (1133 - 1022 - 25).
    @Test(arguments: [
        ("iPhone SE (3rd generation)", 54.0, 83.0), ("iPhone 13 mini", 54, 83), ("iPhone 17 Pro Max", 54, 83),
    ])
    func carryPredictsTheIOS27HoldOut(_ device: String, _ navigationBar: Double, _ tabBand: Double) throws {
        let profile = try #require(DeviceCatalogue.bundled.profile(named: device))
        let layout = try profile.layout(for: ScreenRequest(ios: 27, containers: ViewControllerContainers(navigationBar: .standard, tabBar: true)))
        #expect(layout.bars.navigationBar?.height == navigationBar)
        #expect(layout.safeAreaInsets.bottom == tabBand)
        #expect(layout.evidence[field: "navigationBarFrame"]?.rule?.contains(EvidenceRule.liquidGlassBarCarry.id) == true)
    }

    @Test func tabBarInNavigationBarPredictsTheIPadMiniHoldOut() throws {
        let mini = try #require(DeviceCatalogue.bundled.profile(named: "iPad mini (A17 Pro)"))
        let layout = try mini.layout(for: ScreenRequest(ios: 27, containers: ViewControllerContainers(navigationBar: .standard, tabBar: true)))
        #expect(layout.safeAreaInsets.top == 86)
        let alone = try mini.layout(for: ScreenRequest(ios: 27, containers: ViewControllerContainers(tabBar: true)))
        #expect(alone.safeAreaInsets.top == 96)
    }

    /// A bar keeps the weakest tier of its inputs: a printed bar over a transcribed window is
    /// transcribed, and one over a measured window is measured.
    @Test func barsTakeTheWeakestTierOfTheirInputs() throws {
        let se = try #require(DeviceCatalogue.bundled.profile(named: "iPhone SE (3rd generation)"))
        let printed = try se.layout(for: ScreenRequest(ios: 26, containers: ViewControllerContainers(navigationBar: .standard)))
        let window = try se.layout(for: ScreenRequest(ios: 26))
        let windowTier = try #require(window.evidence[field: "safeAreaInsets"]).tier
        let bar = try #require(printed.evidence[field: "navigationBarFrame"])
        #expect(bar.tier == max(.measured, windowTier))
        #expect(bar.rule == nil)
    }

    /// What no print covers is refused, naming the print that would settle it.
    @Test(arguments: [
        ("iPhone 17", Orientation.portrait, 26, ViewControllerContainers(toolbar: true)),
        ("iPad Air 11-inch (M4)", .portrait, 26, ViewControllerContainers(navigationBar: .hidden, tabBar: true)),
        ("iPad Pro 11-inch (M4)", .portrait, 18, ViewControllerContainers(tabBar: true)),
        ("iPhone 17", .landscapeLeft, 26, ViewControllerContainers(navigationBar: .standard)),
    ])
    func refusalsNameTheSettlingPrint(_ device: String, _ orientation: Orientation, _ ios: Int, _ containers: ViewControllerContainers) throws {
        let profile = try #require(DeviceCatalogue.bundled.profile(named: device))
        let compatibility = orientation == .landscapeLeft
        do {
            _ = try profile.layout(for: ScreenRequest(
                orientation: orientation, ios: ios, containers: containers, designRequiresCompatibility: compatibility))
            Issue.record("expected a refusal")
        } catch {
            guard case .barNotMeasured = error else { Issue.record("expected barNotMeasured, got \(error)"); return }
            let reason = error.reason(device: profile.name)
            #expect(reason.contains("safearea probe"))
            #expect(reason.contains("iOS \(ios) simulator runtime"))
            #expect(reason.contains(profile.name))
        }
    }
}
