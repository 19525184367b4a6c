import Foundation
import Testing
import SafeAreaCore
@testable import SafeAreaCLI

/// A screen's `insets` and `css` records are kept when the screen is asked a second time and
/// copied when it is asked again (`LaidOut.keep`), as are a device's `devices` record and what a
/// hierarchy resolves to (`ResolvedPolicy`): a copied record must be the bytes the line would get
/// alone.
@Suite("Kept records")
struct RecordMemoTests {
    private static func fixture(_ name: String) -> String {
        packageRoot.appendingPathComponent("Tests/SafeAreaCLITests/Fixtures/\(name)").path
    }

    private static let lines = [
        #"{"command":"insets","device":"iPhone 16 Pro","orientation":"landscapeLeft","id":"a"}"#,
        #"{"command":"css","device":"iPhone 16 Pro","orientation":"landscapeLeft","id":"b"}"#,
        #"{"command":"css","device":"iPhone 16 Pro","orientation":"landscapeLeft","viewportFit":"auto","id":"c"}"#,
        #"{"command":"css","device":"iPhone 16 Pro","orientation":"landscapeLeft","customProperties":true,"id":"d"}"#,
        #"{"command":"css","device":"iPhone 16 Pro","orientation":"landscapeLeft","viewportFit":"contain","customProperties":true,"id":"e"}"#,
        #"{"command":"insets","device":"iPhone 16 Pro","orientation":"portrait","navigationBar":"large","id":"f"}"#,
        #"{"command":"insets","device":["iPhone 16 Pro","iPhone 8"],"orientation":["landscapeLeft","portrait"],"id":"g"}"#,
        #"{"command":"scroll","device":"iPhone 16 Pro","orientation":"landscapeLeft","id":"h"}"#,
        // A scroll view's screen fields are kept once per screen, whichever command wrote them.
        #"{"command":"table","device":"iPhone 16 Pro","orientation":"landscapeLeft","id":"h2"}"#,
        #"{"command":"collection","device":"iPhone 16 Pro","orientation":"landscapeLeft","itemSize":"50x50","items":3,"id":"h3"}"#,
        #"{"command":"scroll","device":"iPhone 7","ios":10,"navigationBar":"standard","contentSize":"375x2000","id":"h4"}"#,
        #"{"command":"table","device":["iPhone 7","iPhone 16 Pro"],"ios":10,"navigationBar":"standard","id":"h5"}"#,
        // A table keeps its record per style only with every other option left at its default:
        // a row height or a content inset of its own on the same screen is written again.
        #"{"command":"table","device":"iPhone 16 Pro","orientation":"landscapeLeft","style":"grouped","id":"t1"}"#,
        #"{"command":"table","device":"iPhone 16 Pro","orientation":"landscapeLeft","style":"grouped","rowHeight":60,"id":"t2"}"#,
        #"{"command":"table","device":"iPhone 16 Pro","orientation":"landscapeLeft","style":"grouped","contentInset":{"top":8},"id":"t3"}"#,
        #"{"command":"table","device":"iPhone 16 Pro","orientation":"landscapeLeft","style":"insetGrouped","id":"t4"}"#,
        #"{"command":"devices","device":"iPhone 16 Pro","id":"i"}"#,
        #"{"command":"devices","device":"iPhone 16 Pro","sources":true,"id":"j"}"#,
        #"{"command":"devices","device":["iPhone 8","iPhone 16 Pro"],"id":"k"}"#,
        #"{"command":"policy","file":"\#(fixture("reader.json"))","device":"iPhone 16 Pro","ios":18,"id":"l"}"#,
        #"{"command":"policy","file":"\#(fixture("reader-forwarding-overlay.json"))","device":"iPhone 16 Pro","ios":18,"id":"m"}"#,
        #"{"command":"policy","file":"\#(fixture("reader.json"))","device":"iPhone 16 Pro","ios":18,"orientation":"landscapeLeft","id":"n"}"#,
    ]

    /// Every device in every orientation under each navigation bar, with and without a tab bar:
    /// more screens than the layout table holds, some of them refused.
    private static let catalogueScreens: [(DeviceProfile, ScreenRequest)] = DeviceCatalogue.bundled.profiles.flatMap { device in
        Orientation.allCases.flatMap { orientation in
            [NavigationBarStyle.none, .standard, .large].flatMap { style in
                [false, true].map { tabBar in
                    var containers = ViewControllerContainers()
                    containers.navigationBar = style
                    containers.tabBar = tabBar
                    return (device, ScreenRequest(orientation: orientation, containers: containers))
                }
            }
        }
    }

    /// Each line's results, asked three times in one run (kept the second time, copied the
    /// third), are the bytes the line gets in a run of its own, where nothing was kept before it.
    @Test func aKeptRecordIsTheLinesOwn() throws {
        let run = runCLI(["batch", "--threads", "1"], stdin: (Self.lines + Self.lines + Self.lines).joined(separator: "\n") + "\n")
        #expect(run.status == 0)
        let results = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        var alone: [String] = []
        for line in Self.lines {
            let single = runCLI(["batch"], stdin: line + "\n")
            #expect(single.status == 0)
            alone += single.output.split(separator: "\n").map(String.init)
        }
        #expect(results.count == 3 * alone.count)
        for (index, result) in results.enumerated() {
            let own = alone[index % alone.count]
            // Only the line number differs: the same lines come again after the first ones.
            let number = String(result.prefix { $0 != "," })
            let ownNumber = String(own.prefix { $0 != "," })
            #expect(result.dropFirst(number.count) == own.dropFirst(ownNumber.count), "result \(index)")
        }
    }

    /// A screen asked once keeps nothing (a line's own `additionalInsets` would fill memory with
    /// records never copied); asked again, it keeps what is written about it, slot by slot.
    @Test func aScreenKeepsRecordsFromItsSecondAsking() throws {
        let cache = LookupCache()
        let device = try #require(DeviceCatalogue.bundled.profile(named: "iPhone 16 Pro"))
        let record: [UInt8] = Array(#"{"a":1}"#.utf8)
        let once = try cache.layout(device, ScreenRequest(orientation: .landscapeLeft)).takeUnretainedValue()
        record.withUnsafeBufferPointer { once.keep(RecordMemo.insets, $0) }
        #expect(once.kept(RecordMemo.insets) == nil)
        let twice = try cache.layout(device, ScreenRequest(orientation: .landscapeLeft)).takeUnretainedValue()
        #expect(twice === once)
        record.withUnsafeBufferPointer { twice.keep(RecordMemo.insets, $0) }
        #expect(twice.kept(RecordMemo.insets).map(Array.init) == record)
        #expect(twice.kept(RecordMemo.screenFields(.scrollTail)) == nil)
        // Slots past the first room (1 KiB) move the bytes kept; each slot keeps its own.
        let slots = [RecordMemo.css(.auto, customProperties: false), RecordMemo.css(.contain, customProperties: false), RecordMemo.css(.cover, customProperties: true)]
        let long = slots.indices.map { index in [UInt8](repeating: UInt8(ascii: "a") + UInt8(index), count: 900) }
        for (slot, bytes) in zip(slots, long) { bytes.withUnsafeBufferPointer { twice.keep(slot, $0) } }
        #expect(twice.kept(RecordMemo.insets).map(Array.init) == record)
        for (slot, bytes) in zip(slots, long) { #expect(twice.kept(slot).map(Array.init) == bytes) }
    }

    /// The layout table's keys are the screens it keeps (each holds the device and request it
    /// answers): screens that differ only in a line's own insets are told apart, each asked again
    /// is the screen kept, and through many rotations of the table's generations every screen
    /// given out is the one its request lays out.
    @Test func theLayoutTableTellsScreensApartByWhatTheyAnswer() throws {
        let cache = LookupCache()
        let device = try #require(DeviceCatalogue.bundled.profile(named: "iPhone 16 Pro"))
        let plain = ScreenRequest(orientation: .portrait)
        var inset = plain
        inset.containers.additionalSafeAreaInsets = EdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
        for _ in 0..<2 {
            _ = try cache.layout(device, plain)
            _ = try cache.layout(device, inset)
        }
        let first = try cache.layout(device, plain).takeUnretainedValue()
        let second = try cache.layout(device, inset).takeUnretainedValue()
        #expect(first !== second)
        #expect(first.layout == (try device.layout(for: plain)))
        #expect(second.layout == (try device.layout(for: inset)))
        #expect(try cache.layout(device, plain).takeUnretainedValue() === first)
        for step in 0..<(6 * LookupCache.layoutLimit) {
            var request = plain
            request.containers.additionalSafeAreaInsets.top = Double(step % (3 * LookupCache.layoutLimit))
            request.orientation = step % 3 == 0 ? .landscapeLeft : .portrait
            let given = try cache.layout(device, request).takeUnretainedValue()
            #expect(given.layout == (try device.layout(for: request)), "step \(step)")
        }
    }

    /// The layouts give a screen out unretained (``LookupCache/layout(_:_:)``): they hold it
    /// until they are next asked, whether they remember screens or not (a one-shot query's do
    /// not). A one-shot query's screen is then freed; a run's, with room in its table, is kept
    /// and given out again, not laid out again.
    @Test func aScreenGivenOutIsHeldUntilTheNextAsking() throws {
        let device = try #require(DeviceCatalogue.bundled.profile(named: "iPhone 16 Pro"))
        for remembering in [true, false] {
            let cache = LookupCache(remembering: remembering)
            weak var first: LaidOut?
            first = try cache.layout(device, ScreenRequest(orientation: .portrait)).takeUnretainedValue()
            #expect(first != nil, "remembering: \(remembering)")
            #expect(first?.layout.viewFrame.height == 874)
            _ = try cache.layout(device, ScreenRequest(orientation: .landscapeLeft))
            guard remembering else {
                #expect(first == nil)
                continue
            }
            let again = try cache.layout(device, ScreenRequest(orientation: .portrait)).takeUnretainedValue()
            #expect(again === first, "kept by the table")
            #expect(again.keepsRecords, "asked twice")
        }
    }

    /// While the table has room, a screen is kept from its first asking: asked again after
    /// others, it is the one given out before (asked twice, it keeps records). Once the table is
    /// full, a screen asked once is not kept: asked again after another, it is laid out anew
    /// (asked once more, it keeps none); from its second asking it is kept.
    @Test func screensAreKeptFromTheirFirstAskingOnlyWhileThereIsRoom() throws {
        let lookups = LookupCache()
        // Screens only: a refusal is kept alike but has no records to tell.
        let requests = Self.catalogueScreens.filter { device, request in (try? device.layout(for: request)) != nil }
        try #require(requests.count > LookupCache.layoutLimit + 2)
        let filling = requests.prefix(LookupCache.layoutLimit)
        for (device, request) in filling { _ = try lookups.layout(device, request) }
        for (index, (device, request)) in filling.enumerated() {
            #expect(try lookups.layout(device, request).takeUnretainedValue().keepsRecords, "screen \(index): kept from its first asking")
        }
        let (device, request) = requests[LookupCache.layoutLimit]
        let (otherDevice, otherRequest) = requests[LookupCache.layoutLimit + 1]
        _ = try lookups.layout(device, request)
        _ = try lookups.layout(otherDevice, otherRequest)
        #expect(try !lookups.layout(device, request).takeUnretainedValue().keepsRecords, "the table full: laid out anew")
        _ = try lookups.layout(otherDevice, otherRequest)
        let kept = try lookups.layout(device, request).takeUnretainedValue()
        #expect(kept.keepsRecords, "kept from its second asking")
        #expect(kept.layout == (try device.layout(for: request)))
    }

    /// What a cache's screens keep is bounded in all: a record past the budget is not kept (and
    /// is written each time), and a screen gives its bytes back when it goes.
    @Test func keptBytesStayWithinTheBudget() throws {
        var cache: LookupCache? = LookupCache(keptBytesLimit: 2048)
        let budget = try #require(cache?.keptBytes)
        let device = try #require(DeviceCatalogue.bundled.profile(named: "iPhone 16 Pro"))
        _ = try cache?.layout(device, ScreenRequest(orientation: .portrait))
        var screen = try cache?.layout(device, ScreenRequest(orientation: .portrait)).takeUnretainedValue()
        let slots = [RecordMemo.insets, RecordMemo.css(.auto, customProperties: false), RecordMemo.css(.cover, customProperties: false)]
        let records = slots.indices.map { index in [UInt8](repeating: UInt8(ascii: "a") + UInt8(index), count: 900) }
        for (slot, record) in zip(slots, records) { record.withUnsafeBufferPointer { screen?.keep(slot, $0) } }
        #expect(screen?.kept(slots[0]).map(Array.init) == records[0])
        #expect(screen?.kept(slots[1]).map(Array.init) == records[1])
        #expect(screen?.kept(slots[2]) == nil, "2,700 bytes do not fit in 2,048")
        #expect(budget.used <= budget.limit && budget.used >= 1800)
        screen = nil
        cache = nil
        #expect(budget.used == 0)
    }

    /// A table's record is kept per style, and only when nothing else about the table or its
    /// scroll view differs from the defaults: as runs, its scroll-view fields once for every
    /// style and its cell's fields once per style, each in a slot of its own.
    @Test func aTableIsKeptOnlyWithItsDefaults() {
        let table = ScrollViewSpec(kind: .table)
        #expect(TableCommand.memo(scrollView: table, table: TableViewSpec(style: .grouped)) == .runs(.identity, .tableScrollView, .scrollTail, .tableCell(.grouped)))
        #expect(TableCommand.memo(scrollView: table, table: TableViewSpec()) == .runs(.identity, .tableScrollView, .scrollTail, .tableCell(.plain)))
        #expect(TableCommand.memo(scrollView: table, table: TableViewSpec(rowHeight: 60)) == nil)
        #expect(TableCommand.memo(scrollView: table, table: TableViewSpec(cellLayoutMarginsFollowReadableWidth: false)) == nil)
        #expect(TableCommand.memo(scrollView: ScrollViewSpec(kind: .table, behavior: .never), table: TableViewSpec()) == nil)
        #expect(TableCommand.memo(scrollView: ScrollViewSpec(kind: .table, contentSize: Size(width: 10, height: 10)), table: TableViewSpec()) == nil)
        let places: [ScreenFieldsPlace] = [.identity, .scrollTail, .tableScrollView] + TableViewSpec.Style.allCases.map { .tableCell($0) }
        let slots = [RecordMemo.insets] + ViewportFit.allCases.flatMap { fit in [false, true].map { RecordMemo.css(fit, customProperties: $0) } }
            + places.map(RecordMemo.screenFields)
        #expect(Set(slots).count == slots.count)
        #expect(Set(slots) == Set(0..<RecordMemo.count))
    }

    /// Every device's table records in every orientation and style, with and without a
    /// navigation bar, asked three times in one run in three orders (so that one style's record
    /// is copied from runs another style's kept), are each the bytes that pair gets in a run where
    /// it is asked once and nothing is kept.
    @Test func aTableRecordCopiedFromItsRunsIsTheOneWrittenAfresh() throws {
        var lines: [String] = []
        for device in DeviceCatalogue.bundled.profiles {
            for orientation in Orientation.allCases {
                for style in TableViewSpec.Style.allCases {
                    for bar in ["", #","navigationBar":"standard""#] {
                        lines.append(#"{"command":"table","device":"\#(device.id)","orientation":"\#(orientation)","style":"\#(style)"\#(bar)}"#)
                    }
                }
            }
        }
        // Asked once each, a style per run: every screen is laid out afresh and keeps nothing.
        var afresh: [String: String] = [:]
        for style in TableViewSpec.Style.allCases {
            let ofStyle = lines.filter { $0.contains(#""style":"\#(style)""#) }
            let run = runCLI(["batch", "--threads", "1"], stdin: ofStyle.joined(separator: "\n") + "\n")
            let results = run.output.split(separator: "\n").map { $0.drop { $0 != "," } }
            try #require(results.count == ofStyle.count)
            for (line, result) in zip(ofStyle, results) { afresh[line] = String(result) }
        }
        var generator = SplitMix64(seed: 0x7AB1E)
        let asked = lines.shuffled(using: &generator) + lines.shuffled(using: &generator) + lines.shuffled(using: &generator)
        let run = runCLI(["batch", "--threads", "1"], stdin: asked.joined(separator: "\n") + "\n")
        let results = run.output.split(separator: "\n").map { $0.drop { $0 != "," } }
        try #require(results.count == asked.count)
        var differing = 0
        for (index, (line, result)) in zip(asked, results).enumerated() where afresh[line] != String(result) {
            differing += 1
            if differing <= 3 { Issue.record("line \(index + 1), \(line): \(result)") }
        }
        #expect(differing == 0)
        // Some pairs are refused (an iPhone upside down): the rest are records.
        #expect(results.filter { $0.contains(#""cellFrame""#) }.count > asked.count / 2)
    }

    /// The options a css record depends on each have their own kept record.
    @Test func cssKeepsOneRecordPerFitAndCustomProperties() {
        let run = runCLI(["batch"], stdin: Self.lines[1...4].joined(separator: "\n") + "\n")
        let bodies = run.output.split(separator: "\n").map { $0.drop { $0 != "," }.drop { $0 != "," }.dropFirst() }
        #expect(bodies.count == 4)
        #expect(Set(bodies.map(String.init)).count == 4)
    }

    /// A refusal's words are kept per device and refusal: each asked again is the same text as
    /// worded afresh, for its own device; past a device's eight, and past the memos' bound in
    /// all, the oldest go and are worded again when asked.
    @Test func refusalsAreWordedOncePerDeviceAndKeptBounded() throws {
        let lookups = LookupCache()
        let devices = DeviceCatalogue.bundled.profiles
        try #require(devices.count >= 2)
        let screen = Rect(x: 0, y: 0, width: 10, height: 10)
        func refusal(_ index: Int) -> ScreenLayoutError {
            .windowOffScreen(Rect(x: Double(index), y: 0, width: 10, height: 10), screen: screen)
        }
        for round in 0..<3 {
            for device in devices.prefix(2) {
                for index in 0..<12 {
                    let error = refusal(index)
                    #expect(lookups.reason(error, device: device) == error.reason(device: device.name), "round \(round)")
                }
                #expect(lookups.reason(.doesNotFold, device: device) == ScreenLayoutError.doesNotFold.reason(device: device.name))
            }
        }
        #expect(lookups.keptReasons > 0 && lookups.keptReasons <= 2 * LookupCache.reasonsPerDevice)
        // More devices' memos than the table keeps: emptied, it forgets its refusals' count too.
        for index in 0...LookupCache.deviceLimit { _ = lookups.deviceRecord("made-up-\(index)", withSources: false) }
        #expect(lookups.keptReasons == 0)
        #expect(lookups.reason(refusal(3), device: devices[0]) == refusal(3).reason(device: devices[0].name))
        #expect(lookups.keptReasons == 1)
        let bounded = LookupCache(reasonLimit: 20)
        var most = 0
        for index in 0..<200 {
            let device = devices[index % devices.count]
            #expect(bounded.reason(refusal(index), device: device) == refusal(index).reason(device: device.name))
            most = max(most, bounded.keptReasons)
        }
        #expect(most == 20)
        let forgetful = LookupCache(remembering: false)
        #expect(forgetful.reason(refusal(1), device: devices[0]) == refusal(1).reason(device: devices[0].name))
        #expect(forgetful.keptReasons == 0)
    }

    /// A pair asked alone is refused with the kept words: the same error as one worded afresh,
    /// control characters spelled out, sharing one message worded for batch as the batch writer
    /// words any other; a cache that remembers nothing words it afresh and keeps nothing.
    @Test func refusalOfAPairAskedAloneSharesItsWordedMessage() throws {
        let lookups = LookupCache()
        let device = try #require(DeviceCatalogue.bundled.profiles.first)
        let error = ScreenLayoutError.barNotSourced("a bar\u{1B}[31m named\nso")
        let reason = error.reason(device: device.name)
        let first = lookups.refusal(error, device: device)
        let again = lookups.refusal(error, device: device)
        #expect(first == UsageError(reason, code: .unsupported))
        #expect(first.code == .unsupported && first.exitStatus == .usage)
        #expect(first.message == reason.escapingControlCharacters && first.message != reason)
        #expect(first.worded === again.worded)
        #expect(first.worded.batchJSON == BatchMessages.written(first.message))
        #expect(first.worded.batchJSON == BatchMessages().json(first.message))
        #expect(lookups.reason(error, device: device) == reason)
        let forgetful = LookupCache(remembering: false)
        let afresh = forgetful.refusal(error, device: device)
        #expect(afresh == first && afresh.worded.batchJSON == nil)
        #expect(forgetful.keptReasons == 0)
    }

    /// A refused pair gives its refusal however often it is asked: asked once it is only
    /// thrown, from its second asking the table keeps it; and the screen laid out before it
    /// still answers as it did, asked between the refusals and after them.
    @Test func refusedPairsAnswerAlikeAskedOnceOrKept() throws {
        let lookups = LookupCache()
        let phone = try #require(DeviceCatalogue.bundled.profiles.first { !$0.supports(.portraitUpsideDown) && $0.supports(.portrait) })
        let portrait = ScreenRequest(orientation: .portrait)
        let upsideDown = ScreenRequest(orientation: .portraitUpsideDown)
        let expected = try phone.layout(for: portrait)
        for round in 0..<4 {
            #expect(try lookups.layout(phone, portrait).takeUnretainedValue().layout == expected, "round \(round)")
            for _ in 0...round {
                #expect(throws: ScreenLayoutError.unsupportedOrientation(.portraitUpsideDown), "round \(round)") {
                    try lookups.layout(phone, upsideDown)
                }
            }
            #expect(try lookups.layout(phone, portrait).takeUnretainedValue().layout == expected, "round \(round)")
        }
    }

    /// A refused pair's words, asked as a screen command asks them after its layout threw
    /// (``LookupCache/layoutReason(_:device:)``, ``LookupCache/layoutRefusal(_:device:)``), are
    /// its refusal's whether the table keeps it yet or not, asked once or twice; and after a
    /// layout that succeeds, an error a record's writer throws is worded as itself, not as the
    /// refusal thrown before.
    @Test func refusedPairsAreWordedAsTheirRefusal() throws {
        let lookups = LookupCache()
        let phone = try #require(DeviceCatalogue.bundled.profiles.first { !$0.supports(.portraitUpsideDown) && $0.supports(.portrait) })
        let upsideDown = ScreenRequest(orientation: .portraitUpsideDown)
        let refused = ScreenLayoutError.unsupportedOrientation(.portraitUpsideDown)
        let reason = refused.reason(device: phone.name)
        for round in 0..<4 {
            do throws(ScreenLayoutError) {
                _ = try lookups.layout(phone, upsideDown)
                Issue.record("round \(round): laid out")
            } catch {
                #expect(error == refused, "round \(round)")
                if round % 2 == 0 {
                    #expect(lookups.layoutReason(error, device: phone) == reason, "round \(round)")
                    #expect(lookups.layoutReason(error, device: phone) == reason, "round \(round), again")
                } else {
                    #expect(lookups.layoutRefusal(error, device: phone) == UsageError(reason, code: .unsupported), "round \(round)")
                    #expect(lookups.layoutRefusal(error, device: phone) == lookups.refusal(error, device: phone), "round \(round), again")
                }
            }
        }
        // Thrown by the table and not asked about, then a screen laid out.
        #expect(throws: refused) { try lookups.layout(phone, upsideDown) }
        _ = try lookups.layout(phone, ScreenRequest(orientation: .portrait))
        let written = ScreenLayoutError.scrollViewOutsideView(Rect(x: 0, y: 0, width: 9_999, height: 1), view: Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(lookups.layoutReason(written, device: phone) == written.reason(device: phone.name))
        #expect(lookups.layoutRefusal(written, device: phone) == UsageError(written.reason(device: phone.name), code: .unsupported))
    }

    /// More screens than the layout table keeps, asked again and again: those it drops are laid
    /// out again in spare storage, and each answer must be its own screen's, with no bytes kept
    /// for another screen before it.
    @Test func screensLaidOutInSpareStorageAnswerAsNew() throws {
        let lookups = LookupCache()
        let requests = Self.catalogueScreens
        try #require(requests.count > 2 * LookupCache.layoutLimit)
        var generator = SplitMix64(seed: 0x5AFE)
        var keptBy: [String: [UInt8]] = [:]
        var laidOut = 0
        var mostSpares = 0
        for round in 0..<4 {
            // Each round in its own order, and every second pair asked twice running.
            for (index, (device, request)) in requests.shuffled(using: &generator).enumerated() {
                let name = "\(device.id) \(request.orientation) \(request.containers.navigationBar) \(request.containers.tabBar)"
                for _ in 0...(index % 2) {
                    let expected = Result { () throws(ScreenLayoutError) in try device.layout(for: request) }
                    do throws(ScreenLayoutError) {
                        let screen = try lookups.layout(device, request).takeUnretainedValue()
                        #expect(try screen.layout == expected.get(), "round \(round): \(name)")
                        let kept = screen.kept(RecordMemo.insets).map(Array.init)
                        #expect(kept == nil || kept == keptBy[name], "round \(round): \(name) kept another screen's bytes")
                        if kept == nil, screen.keepsRecords {
                            let bytes = Array(name.utf8)
                            bytes.withUnsafeBufferPointer { screen.keep(RecordMemo.insets, $0) }
                            if screen.kept(RecordMemo.insets) != nil { keptBy[name] = bytes }
                        }
                        laidOut += 1
                    } catch {
                        #expect(throws: error) { try expected.get() }
                    }
                    // The table full, the spares it leaves stay few.
                    if round > 0 { #expect(lookups.spareScreenCount <= LookupCache.fullTableSpares, "round \(round)") }
                    // By the last round every pair has been asked three times: the table is full.
                    if round == 3 { mostSpares = max(mostSpares, lookups.spareScreenCount) }
                }
            }
        }
        #expect(laidOut > 3 * requests.count)
        #expect(!keptBy.isEmpty)
        // The most held at once with the table full, not the count at the end: which screens
        // the table gives up follows its hash seed, drawn per run, and the last misses may have
        // taken every spare.
        #expect(mostSpares > 1, "room for more than one")
    }
}
