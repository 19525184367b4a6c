import SafeAreaCore
import Testing

/// The readable content guide's rules (``ReadableContent``), tested against every published
/// reading of the guide, the ones the rules were not built from held out.
@Suite("Readable content guide")
struct ReadableContentTests {
    private static func device(_ id: String) throws -> DeviceProfile {
        try #require(DeviceCatalogue.bundled.profiles.first { $0.id == id })
    }

    /// The readable width per text size: 672 scaled by the body point size (14 to 53) and rounded
    /// up to a multiple of 8.
    @Test(arguments: zip(ContentSizeCategory.allCases, [560.0, 600, 640, 672, 752, 832, 912, 1112, 1312, 1584, 1864, 2096]))
    func widthPerCategory(_ category: ContentSizeCategory, _ width: Double) {
        #expect(ReadableContent.width(category) == width)
        #expect(ReadableContent.width(category).truncatingRemainder(dividingBy: 8) == 0)
    }

    /// The one frame with numbers (useyourloaf, iPad Air 2 in landscape on iOS 9): both rules
    /// give it from the 672 alone, the iOS 26 one though nothing of it was fitted to this frame.
    @Test(arguments: ReadableGuideMeasurement.all)
    func everyMeasuredGuideIsWhatTheRulesGive(_ measured: ReadableGuideMeasurement) throws {
        let profile = try Self.device(measured.device)
        let orientation: Orientation = measured.landscape ? .landscapeLeft : .portrait
        let bounds = profile.screen.bounds(in: orientation)
        #expect(bounds.width == measured.viewWidth)
        let margins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        for ios in [measured.ios, ReadableContent.firstVersionWithThreshold] {
            let guide = ReadableContent.guide(
                in: bounds, margins: margins, safeAreaInsets: .zero, category: measured.category, ios: ios, scale: profile.screen.scale)
            #expect(guide.x == measured.x, "iOS \(ios)")
            #expect(guide.width == measured.width, "iOS \(ios)")
        }
        var request = ScreenRequest(orientation: orientation, ios: measured.ios)
        request.contentSizeCategory = measured.category
        let layout = try profile.layout(for: request)
        #expect(layout.readableContentGuide?.x == measured.x)
        #expect(layout.readableContentGuide?.width == measured.width)
        let evidence = try #require(layout.evidence[field: "readableContentGuide"])
        #expect(evidence.tier == .measured)
        #expect(evidence.rule == nil)
    }

    /// Held out: a Readable Content Guide Example README's screenshots, which state no values,
    /// only the shape: on an iPhone 11 Pro Max in landscape the guide is narrower than the
    /// margins guide, and on an iPad Pro 12.9-inch in landscape at xxxLarge it widens with the
    /// text size (iOS 13 era).
    @Test func theScreenshotsShapesAreWhatTheCentredRuleGives() throws {
        let phone = try Self.device("iphone-11-pro-max").layout(for: ScreenRequest(orientation: .landscapeLeft, ios: 13))
        let phoneGuide = try #require(phone.readableContentGuide)
        let phoneMargins = try #require(phone.layoutMarginsGuide)
        #expect(phoneGuide.width < phoneMargins.width)
        #expect(phoneGuide.width == 672)

        let pad = try Self.device("ipad-pro-12-9-inch-4th-generation")
        let large = try #require(try pad.layout(for: ScreenRequest(orientation: .landscapeLeft, ios: 13)).readableContentGuide)
        var request = ScreenRequest(orientation: .landscapeLeft, ios: 13)
        request.contentSizeCategory = .extraExtraExtraLarge
        let larger = try pad.layout(for: request)
        let largerGuide = try #require(larger.readableContentGuide)
        #expect(large.width == 672)
        #expect(largerGuide.width == 912)
        #expect(largerGuide.minX + largerGuide.maxX == large.minX + large.maxX)
        let evidence = try #require(larger.evidence[field: "readableContentGuide"])
        #expect(evidence.tier == .derived)
        #expect(evidence.rule == "readable-width-centred")
    }

    /// A pair of iOS 26's threshold rule: below it the guide is the margins guide.
    struct Threshold: Sendable, CustomTestStringConvertible {
        let device: String
        let orientation: Orientation
        let x: Double
        let width: Double
        let narrows: Bool
        var testDescription: String { "\(device) \(orientation.rawValue)" }
    }

    /// iOS 27 (the catalogue's newest) by the iOS 26.1 code: the iPhone 17 Pro's landscape safe
    /// area (750) is 78 points wider than 672, under the 88 threshold, so its guide is the margins
    /// guide; the 17 Pro Max's (832) is 160 wider and narrows; the iPad mini's 744-point portrait
    /// view keeps its margins; a 1024-point iPad still gets 672.
    static let thresholdPairs = [
        Threshold(device: "iphone-17-pro", orientation: .landscapeLeft, x: 78, width: 718, narrows: false),
        Threshold(device: "iphone-17-pro-max", orientation: .landscapeLeft, x: 142, width: 672, narrows: true),
        Threshold(device: "iphone-17-pro", orientation: .portrait, x: 20, width: 362, narrows: false),
        Threshold(device: "ipad-mini-a17-pro", orientation: .portrait, x: 20, width: 704, narrows: false),
        Threshold(device: "ipad-air-13-inch-m3", orientation: .portrait, x: 176, width: 672, narrows: true),
    ]

    @Test(arguments: thresholdPairs)
    func iOS26NarrowsOnlyPastTheThreshold(_ pair: Threshold) throws {
        let layout = try Self.device(pair.device).layout(for: ScreenRequest(orientation: pair.orientation, ios: 27))
        let guide = try #require(layout.readableContentGuide)
        let margins = try #require(layout.layoutMarginsGuide)
        #expect(guide.x == pair.x)
        #expect(guide.width == pair.width)
        #expect((guide != margins) == pair.narrows)
        #expect(layout.evidence[field: "readableContentGuide"]?.rule?.hasSuffix("readable-width-threshold") == true)
    }

    /// The same iPhone 17 Pro landscape view on iOS 18's rule was 672 wide: the answer that
    /// changed with iOS 26 (WordPress-iOS #24813: "much larger by default").
    @Test func theCentredRuleNarrowedWhereTheThresholdDoesNot() {
        let bounds = Rect(x: 0, y: 0, width: 874, height: 402)
        let safe = EdgeInsets(top: 20, left: 62, bottom: 20, right: 62)
        let margins = EdgeInsets(top: 20, left: 78, bottom: 20, right: 78)
        #expect(ReadableContent.guide(in: bounds, margins: margins, safeAreaInsets: safe, ios: 18).width == 672)
        #expect(ReadableContent.guide(in: bounds, margins: margins, safeAreaInsets: safe, ios: 26).width == 718)
        #expect(!ReadableContent.narrows(width: 874, safeAreaInsets: safe, category: .large))
        // 88 itself does not narrow: the code asks for more than the threshold.
        #expect(!ReadableContent.narrows(width: 672 + 88, safeAreaInsets: .zero, category: .large))
        #expect(ReadableContent.narrows(width: 672 + 89, safeAreaInsets: .zero, category: .large))
    }

    /// The inset is floored to the pixel grid: 951 points at @3x leave (951 − 672) / 2 = 139.5,
    /// which UIKit's `UIFloorToViewScale` makes 139⅓.
    @Test func theInsetIsFlooredToThePixelGrid() {
        let guide = ReadableContent.guide(
            in: Rect(x: 0, y: 0, width: 951, height: 400), margins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20),
            safeAreaInsets: .zero, ios: 26, scale: 3)
        #expect(abs(guide.x - 418.0 / 3) < 1e-9)
        #expect(abs(guide.maxX - (951 - 418.0 / 3)) < 1e-9)
    }

    /// Table cells that follow the readable width take the text size's width too: on the iPad
    /// Air 2 in landscape (iOS 9, where they follow it by default) 176 at large, 56 at xxxLarge.
    @Test(arguments: [(ContentSizeCategory.large, 176.0), (.extraExtraExtraLarge, 56)])
    func tableCellsFollowTheTextSizesWidth(_ category: ContentSizeCategory, _ margin: Double) throws {
        var request = ScreenRequest(orientation: .landscapeLeft, ios: 9)
        request.contentSizeCategory = category
        let table = try Self.device("ipad-air-2").tableLayout(for: request, scrollView: ScrollViewSpec(), table: TableViewSpec())
        #expect(table.cellLayoutMarginsLeft == margin)
        #expect(table.cellLayoutMarginsRight == margin)
    }

    /// Apple's documentation, for every pair of the catalogue, text size and version era: the
    /// guide "never extends beyond the view's layout margin guide", spans its height, is centred
    /// in the view where it narrows, and is no wider than the readable width once it narrows.
    @Test(arguments: [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
    func theGuideStaysInsideTheMarginsGuide(_ category: ContentSizeCategory) throws {
        var checked = 0
        for profile in DeviceCatalogue.bundled.profiles where profile.folding == nil {
            for orientation in Orientation.allCases where profile.supports(orientation) {
                var request = ScreenRequest(orientation: orientation)
                request.contentSizeCategory = category
                guard let layout = try? profile.layout(for: request),
                      let guide = layout.readableContentGuide, let margins = layout.layoutMarginsGuide else { continue }
                #expect(guide.minX >= margins.minX && guide.maxX <= margins.maxX, "\(profile.id) \(orientation)")
                #expect(guide.minY == margins.minY && guide.height == margins.height, "\(profile.id) \(orientation)")
                if guide.width < margins.width {
                    #expect(guide.width <= ReadableContent.width(category) + 1, "\(profile.id) \(orientation)")
                }
                checked += 1
            }
        }
        #expect(checked > 100)
    }
}
