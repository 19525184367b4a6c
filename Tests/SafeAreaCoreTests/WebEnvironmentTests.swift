import Testing
import SafeAreaCore

/// `env(safe-area-inset-*)` of a full-screen web view under each `viewport-fit`.
@Suite("CSS env()")
struct WebEnvironmentTests {
    @Test(arguments: [
        (Orientation.portrait, ViewportFit.cover, EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
        (.landscapeLeft, .cover, EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
        (.landscapeRight, .cover, EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
        (.portrait, .auto, .zero),
        (.landscapeLeft, .auto, .zero),
        (.portrait, .contain, .zero),
        (.landscapeLeft, .contain, .zero),
    ])
    func aNotchedPhoneInBothOrientations(_ orientation: Orientation, _ fit: ViewportFit, _ expected: EdgeInsets) throws {
        let x = try #require(DeviceCatalogue.bundled.profile(named: "iPhone X"))
        let environment = try x.safeAreaEnvironment(for: ScreenRequest(orientation: orientation, ios: 16), viewportFit: fit)
        #expect(environment.insets == expected)
        #expect(environment.screen.safeAreaInsets == (orientation == .portrait ? EdgeInsets(top: 44, left: 0, bottom: 34, right: 0) : EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)))
    }

    @Test func homeButtonPhonesAndDynamicIsland() throws {
        let eight = try #require(DeviceCatalogue.bundled.profile(named: "iPhone 8"))
        #expect(try eight.safeAreaEnvironment(for: ScreenRequest(ios: 16), viewportFit: .cover).insets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(try eight.safeAreaEnvironment(for: ScreenRequest(orientation: .landscapeLeft, ios: 16), viewportFit: .cover).insets == .zero)
        let island = try #require(DeviceCatalogue.bundled.profile(named: "iPhone 15"))
        #expect(try island.safeAreaEnvironment(for: ScreenRequest(ios: 17), viewportFit: .cover).insets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    @Test func envArrivedWithTheSafeArea() throws {
        let seven = try #require(DeviceCatalogue.bundled.profile(named: "iPhone 7"))
        #expect(throws: ScreenLayoutError.beforeSafeArea("env(safe-area-inset-*)", 10)) {
            try seven.safeAreaEnvironment(for: ScreenRequest(ios: 10), viewportFit: .cover)
        }
    }

    @Test func theSnippetHasTheFallbackAndTheTag() {
        let text = CSSSnippet.text(viewportFit: .cover, label: "iPhone X portrait, iOS 16", values: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(text.hasPrefix("/* iPhone X portrait, iOS 16: env(safe-area-inset-top, -right, -bottom, -left) = 44px 0px 34px 0px */\n"))
        #expect(text.contains("<meta name=\"viewport\" content=\"initial-scale=1, viewport-fit=cover\">"))
        let lines = text.split(separator: "\n").map(String.init)
        let constant = lines.firstIndex { $0.hasPrefix("  padding-top: constant(safe-area-inset-top);") }
        let env = lines.firstIndex { $0.hasPrefix("  padding-top: env(safe-area-inset-top);") }
        #expect(constant != nil && env != nil && constant! < env!, "constant() must come first so env() wins")
        #expect(CSSSnippet.text(viewportFit: .contain).contains("every env() value is 0px"))
    }

    /// A pair's comment, written a piece at a time, is the labelled snippet's first line, with
    /// fractions spelled as everywhere else (shortest, reading back to the same value).
    @Test(arguments: [
        (EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), "44px 0px 34px 0px"),
        (EdgeInsets(top: 62.333333333333336, left: 0, bottom: 20.5, right: -0.0), "62.333333333333336px 0px 20.5px 0px"),
    ])
    func aCommentIsTheSnippetsFirstLine(_ values: EdgeInsets, _ spelled: String) {
        let comment = CSSSnippet.Comment(device: "iPhone \"X\"", orientation: .landscapeLeft, ios: 16, values: values)
        #expect(comment.label == "iPhone \"X\" landscapeLeft, iOS 16")
        #expect(comment.text == "/* iPhone \"X\" landscapeLeft, iOS 16: env(safe-area-inset-top, -right, -bottom, -left) = \(spelled) */\n")
        #expect(comment.text == CSSSnippet.comment(label: comment.label, values: values))
        #expect(CSSSnippet.text(viewportFit: .cover, label: comment.label, values: values, ios: 16) == comment.text + CSSSnippet.body(viewportFit: .cover, ios: 16))
    }
}
