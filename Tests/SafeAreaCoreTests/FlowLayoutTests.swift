import Testing
import SafeAreaCore

/// Flow layouts against UIKit's rules: the algorithm decompiled from iOS 18.2 (Profiles/research/
/// flow-layout.md) and the behaviours published measurements confirm. Where no print of the exact
/// numbers exists, the expected values are worked out by hand from the cited rule in the comment.
@Suite("Collection view flow layouts")
struct FlowLayoutTests {
    private func layout(
        _ device: String, _ spec: FlowLayoutSpec, _ orientation: Orientation = .portrait, ios: Int = 12,
        behavior: ContentInsetAdjustmentBehavior = .automatic
    ) throws -> FlowLayoutResult {
        let found = DeviceCatalogue.bundled.profile(named: device)
        let profile = try #require(found)
        return try profile.flowLayout(
            for: ScreenRequest(orientation: orientation, ios: ios), scrollView: ScrollViewSpec(behavior: behavior), layout: spec)
    }

    private func xs(_ result: FlowLayoutResult, line: Double = 0) -> [Double] {
        result.items.filter { $0.frame.minY == line }.map(\.frame.minX)
    }

    private let grid = FlowLayoutSpec(itemSizes: [Size(width: 100, height: 100)], sections: [14])

    // A grid in landscape on a notched phone, under each reference and behaviour. The X's
    // landscape safe area is {0, 44, 21, 44} (openradar 42372793, useyourloaf).
    @Test func fromContentInsetRunsUnderTheNotch() throws {
        let result = try layout("iPhone X", grid, .landscapeLeft)
        // 812 wide: 7 columns, justified gap (812 - 700) / 6, origins on the @3x grid.
        let expected: [Double] = [0, 356.0 / 3, 712.0 / 3, 356, 1424.0 / 3, 1780.0 / 3, 712]
        #expect(xs(result) == expected)
        #expect(result.contentSize == Size(width: 812, height: 210))
    }

    @Test func fromSafeAreaClearsTheNotch() throws {
        var spec = grid
        spec.sectionInsetReference = .fromSafeArea
        let result = try layout("iPhone X", spec, .landscapeLeft)
        // max(0 + 44 - 0, 0) = 44 a side: 6 columns in 724, gap 24.8, the 4th at 44 + 3 * 124.8 = 418.4 -> 418.333.
        #expect(result.sections[0].effectiveSectionInset == EdgeInsets(top: 0, left: 44, bottom: 0, right: 44))
        let expected: [Double] = [44, 506.0 / 3, 881.0 / 3, 1255.0 / 3, 1630.0 / 3, 668]
        #expect(xs(result) == expected)
    }

    @Test func fromSafeAreaUnderAlwaysDoesNotCountTheSafeAreaTwice() throws {
        var spec = grid
        spec.sectionInsetReference = .fromSafeArea
        let always = try layout("iPhone X", spec, .landscapeLeft, behavior: .always)
        let plain = try layout("iPhone X", grid, .landscapeLeft, behavior: .always)
        // Apple: "the minimum value of this property is always the collection view's contentInset";
        // with always the adjusted inset already holds the 44, so the reference adds nothing.
        #expect(always.sections[0].effectiveSectionInset == .zero)
        #expect(xs(always) == xs(plain))
        #expect(always.scroll.adjustedContentInset.left == 44)
        #expect(always.contentSize.width == 724)
    }

    @Test func neverWithFromSafeAreaStillInsetsTheSides() throws {
        var spec = grid
        spec.sectionInsetReference = .fromSafeArea
        spec.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        spec.sections = [7]
        let result = try layout("iPhone X", spec, .landscapeLeft, behavior: .never)
        // 10 + 44 - 0 = 54 a side; the padding before the first section is max(0 - 0, 0) = 0 and
        // after the last max(21 - 0, 0) = 21 (decompiled iOS 18.2, one build).
        #expect(xs(result, line: 10).first == 54)
        #expect(result.contentSize == Size(width: 812, height: 10 + 210 + 10 + 21))
    }

    @Test func fromLayoutMarginsUsesTheRootViewsMargins() throws {
        var spec = grid
        spec.sectionInsetReference = .fromLayoutMargins
        // iPad (A16) portrait, root margins 20 a side (useyourloaf: 20 for regular width).
        let pad = try layout("iPad (A16)", spec, ios: 18)
        #expect(pad.sections[0].effectiveSectionInset.left == 20)
        #expect(xs(pad).first == 20)
        // The X in landscape: 44 + 16 from the margin rule (R1.2, decompiled, unmeasured).
        let phone = try layout("iPhone X", spec, .landscapeLeft)
        #expect(xs(phone).first == 60)
    }

    // Justified vertical grid and its last line (uniform sizes keep the grid's columns:
    // openradar 20825965).
    @Test func justifiedGridKeepsItsColumnsOnTheLastLine() throws {
        var spec = grid
        spec.sections = [7]
        let result = try layout("iPhone 8", spec)
        #expect(xs(result) == [0, 137.5, 275])
        #expect(xs(result, line: 220) == [0])
        #expect(result.sections[0].itemsPerLine == 3 && result.sections[0].lines == 3)
        #expect(result.contentSize == Size(width: 375, height: 320))
    }

    @Test func aSingleColumnIsCentred() throws {
        let result = try layout("iPhone 8", FlowLayoutSpec(itemSizes: [Size(width: 200, height: 50)], sections: [3]))
        #expect(result.items.map(\.frame.minX) == [87.5, 87.5, 87.5])
    }

    @Test func originsAreRoundedToThePixelGrid() throws {
        // Gap 22.5 puts column 2 at 132.5, which is 397.5 pixels at @3x: rounded to 398.
        let result = try layout("iPhone X", FlowLayoutSpec(itemSizes: [Size(width: 110, height: 110)], sections: [3]))
        let expected: [Double] = [0, 398.0 / 3, 265]
        #expect(xs(result) == expected)
        #expect(result.items[1].frame.width == 110)
    }

    // Mixed sizes: full lines justified, a lone item centred, the last line leading-aligned
    // (the "item on a line by itself is centered" answer; openradar 20825965), items centred
    // across the line.
    @Test func mixedSizesCentreALoneItemAndLeadTheLastLine() throws {
        let one = try layout("iPhone 8", FlowLayoutSpec(
            itemSizes: [Size(width: 100, height: 40), Size(width: 150, height: 60), Size(width: 80, height: 20)], sections: [3]))
        #expect(one.items.map(\.frame.minX) == [0, 110, 270])
        #expect(one.items.map(\.frame.minY) == [10, 0, 20])
        let two = try layout("iPhone 8", FlowLayoutSpec(
            itemSizes: [Size(width: 200, height: 50), Size(width: 200, height: 50), Size(width: 100, height: 30)], sections: [3]))
        #expect(two.items.map(\.frame.minX) == [87.5, 0, 210])
        #expect(two.items.map(\.frame.minY) == [0, 60, 70])
    }

    @Test func horizontalScrollingFillsColumns() throws {
        var spec = FlowLayoutSpec(scrollDirection: .horizontal, itemSizes: [Size(width: 100, height: 100)], sections: [20])
        spec.minimumLineSpacing = 50
        // The cross space is the height less the adjusted top and bottom; items fill it top to
        // bottom with the interitem spacing, columns advance with the line spacing (Apple's
        // minimumLineSpacing: "the minimum spacing between successive columns").
        let result = try layout("iPhone 8", spec)
        let cross = 667 - result.scroll.adjustedContentInset.top - result.scroll.adjustedContentInset.bottom
        let perColumn = Int(((10 + cross) / 110).rounded(.down))
        #expect(result.sections[0].itemsPerLine == perColumn)
        // Columns are 100 wide and 50 apart (minimumLineSpacing between columns, uniform path).
        let columnXs = Set(result.items.map(\.frame.minX)).sorted()
        #expect(columnXs.first == 0)
        #expect(result.contentSize.height == cross)
        if columnXs.count > 1 { #expect(columnXs[1] == 150) }
    }

    @Test func horizontalMixedSizesSwapTheSpacings() throws {
        // openradar 47732322: with mixed sizes the gap between columns becomes the interitem spacing.
        let spec = FlowLayoutSpec(
            scrollDirection: .horizontal, itemSizes: [Size(width: 100, height: 200), Size(width: 80, height: 200)],
            sections: [6], minimumInteritemSpacing: 10, minimumLineSpacing: 50)
        let result = try layout("iPhone 8", spec)
        // Two 200-high items fit a column (200 + 50 + 200 <= 647, three do not); the third item,
        // 100 wide, starts the next column 100 + 10 to the right.
        #expect(result.sections[0].itemsPerLine == 2)
        #expect(result.items[2].frame.minX - result.items[0].frame.minX == 110)
    }

    @Test func headersFootersAndSeveralSectionsStack() throws {
        var spec = FlowLayoutSpec(itemSizes: [Size(width: 100, height: 100)], sections: [2, 4])
        spec.headerReferenceSize = Size(width: 999, height: 40)
        spec.footerReferenceSize = Size(width: 0, height: 20)
        spec.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        let result = try layout("iPhone 8", spec)
        // Section 0: header 0-40, inset 5, one line 100, inset 5, footer 150-170.
        #expect(result.sections[0].header == Rect(x: 0, y: 0, width: 375, height: 40))
        #expect(result.sections[0].footer == Rect(x: 0, y: 150, width: 375, height: 20))
        // Section 1 starts at 170: header, then its lines (3 + 1 items) from 215.
        #expect(result.sections[1].header?.minY == 170)
        #expect(result.items.filter { $0.section == 1 }.first?.frame.minY == 215)
        #expect(result.contentSize.height == 170 + 40 + 5 + 210 + 5 + 20)
    }

    /// Laid out into arrays a caller keeps, one layout after another: each fills them with its
    /// own sections and items alone (what was in them goes first), as the plain call returns them.
    @Test func layoutsIntoKeptArraysHoldOnlyTheirOwnSectionsAndItems() throws {
        let profile = try #require(DeviceCatalogue.bundled.profile(named: "iPhone 8"))
        var sections: [FlowLayoutResult.Section] = []
        var items: [FlowLayoutResult.Item] = []
        let specs = [
            FlowLayoutSpec(itemSizes: [Size(width: 100, height: 100)], sections: [2, 4, 9]),
            FlowLayoutSpec(itemSizes: [Size(width: 50, height: 50), Size(width: 80, height: 40)], sections: [3]),
            FlowLayoutSpec(itemSizes: [Size(width: 100, height: 100)], sections: [0, 5]),
        ]
        for spec in specs {
            for listingItems in [true, false] {
                let request = ScreenRequest(orientation: .portrait, ios: 16)
                let whole = try profile.flowLayout(for: request, scrollView: ScrollViewSpec(), layout: spec, listingItems: listingItems)
                let kept = try profile.flowLayout(
                    for: request, scrollView: ScrollViewSpec(), layout: spec, listingItems: listingItems, sections: &sections, items: &items)
                #expect(sections == whole.sections)
                #expect(items == whole.items)
                #expect(kept.sections.isEmpty && kept.items.isEmpty)
                var rest = kept
                rest.sections = whole.sections
                rest.items = whole.items
                #expect(rest == whole)
            }
        }
    }

    @Test func anItemTooWideWarnsAndIsStillPlaced() throws {
        let result = try layout("iPhone 8", FlowLayoutSpec(itemSizes: [Size(width: 400, height: 100)], sections: [2]))
        #expect(result.warnings.first == "The behavior of the UICollectionViewFlowLayout is not defined because:")
        #expect(result.warnings.count == 2)
        #expect(result.items.map(\.frame.minX) == [-12.5, -12.5])
    }

    /// Without the item frames, a layout is the same in every other field: sections, content
    /// size and warnings do not come from the frames listed.
    @Test(arguments: [
        FlowLayoutSpec(itemSizes: [Size(width: 100, height: 100)], sections: [14]),
        FlowLayoutSpec(itemSizes: [Size(width: 50, height: 80), Size(width: 170, height: 40)], sections: [5, 0, 9]),
        FlowLayoutSpec(itemSizes: [Size(width: 400, height: 100)], sections: [2]),
    ])
    func itemFramesLeftOutChangeNothingElse(_ spec: FlowLayoutSpec) throws {
        var compared = 0
        for name in ["iPhone 8", "iPhone 16 Pro", "iPad Pro 11-inch (M4)"] {
            let profile = try #require(DeviceCatalogue.bundled.profile(named: name))
            for orientation in profile.orientations {
                for reference in [FlowLayoutSpec.SectionInsetReference.fromContentInset, .fromSafeArea, .fromLayoutMargins] {
                    var layout = spec
                    layout.sectionInsetReference = reference
                    let request = ScreenRequest(orientation: orientation)
                    guard var listed = try? profile.flowLayout(for: request, scrollView: ScrollViewSpec(), layout: layout) else { continue }
                    #expect(!listed.items.isEmpty || spec.sections.allSatisfy { $0 == 0 } || listed.contentSize.width == 0)
                    listed.items = []
                    #expect(try profile.flowLayout(for: request, scrollView: ScrollViewSpec(), layout: layout, listingItems: false) == listed)
                    compared += 1
                }
            }
        }
        #expect(compared > 20)
    }

    @Test func sectionInsetReferenceArrivedInIOS11() throws {
        let seven = try #require(DeviceCatalogue.bundled.profile(named: "iPhone 7"))
        var spec = grid
        spec.sectionInsetReference = .fromSafeArea
        #expect(throws: ScreenLayoutError.beforeSafeArea("sectionInsetReference", 10)) {
            try seven.flowLayout(for: ScreenRequest(ios: 10), scrollView: ScrollViewSpec(), layout: spec)
        }
    }

    /// Sizes cycle across sections: a section starts at the size after the last one used.
    @Test func sizesCycleOnAcrossSections() throws {
        let small = Size(width: 60, height: 40)
        let large = Size(width: 90, height: 70)
        let result = try layout("iPhone 8", FlowLayoutSpec(itemSizes: [small, large], sections: [3, 3]))
        #expect(result.items.filter { $0.section == 0 }.map(\.frame.size) == [small, large, small])
        #expect(result.items.filter { $0.section == 1 }.map(\.frame.size) == [large, small, large])
    }

    /// What the command line never sends, the core still answers without a trap: no sizes is
    /// UIKit's default item, a negative count is none, and a count near `Int.max` is counted.
    @Test func layoutsTheCommandLineRefusesStillHaveAnAnswer() throws {
        let none = try layout("iPhone 8", FlowLayoutSpec(itemSizes: [], sections: [0, 3]))
        #expect(none == (try layout("iPhone 8", FlowLayoutSpec(sections: [0, 3]))))
        #expect(none.items.map(\.frame.size) == Array(repeating: FlowLayoutSpec.defaultItemSize, count: 3))
        let negative = try layout("iPhone 8", FlowLayoutSpec(sections: [-2, 3]))
        #expect(negative == none)
        let profile = try #require(DeviceCatalogue.bundled.profile(named: "iPhone 8"))
        let huge = try profile.flowLayout(
            for: ScreenRequest(ios: 12), scrollView: ScrollViewSpec(),
            layout: FlowLayoutSpec(itemSizes: [Size(width: 100, height: 100)], sections: [.max, .max]), listingItems: false)
        // 375 points hold 3 columns of 100: Int.max items fill Int.max / 3 lines and one more.
        #expect(huge.sections.map(\.lines) == [Int.max / 3 + 1, Int.max / 3 + 1])
        #expect(huge.contentSize.height.isFinite)
    }
}
