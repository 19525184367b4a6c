import SafeAreaCore
import Testing
@testable import SafeAreaCLI

/// A batch line is read in one pass from its bytes by the typed reader (``LineDecoder``, its
/// shared screen options into ``ScreenLineFields``) or, when that reader does not take it, by the
/// general reader. What the typed reader takes it must read as the general reader does; what it
/// leaves must be left whole, so that every message is the general reader's.
@Suite("Screen options read from a line's bytes")
struct ScreenLineFieldsTests {
    /// The line read both ways: what the typed reader's query decides (nil when it left the
    /// line) and what the general reader's options decide (nil when they are refused).
    private static func readBothWays(_ text: String) -> (typed: [String]?, general: Result<[String], UsageError>?) {
        let scanner = LineScanner()
        let bytes = Array(text.utf8)
        let commands = BatchCommandTable()
        let context = quietContext()
        // A collection line's flow layout too, read by the command's own reader either way.
        let flows = text.contains(#""collection""#)
        return bytes.withUnsafeBufferPointer { line in
            var typedArguments = ParsedArguments(command: BatchCommand.spec)
            let decoded = LineDecoder().read(line, commands: commands, context: context, into: &typedArguments)
            guard scanner.scan(line) else {
                #expect(decoded == nil, "the typed reader took a line the scanner refuses")
                return (nil, nil)
            }
            let typed = decoded == nil ? nil : typedArguments.screenQuery.map { query in
                summary(query, scrollView: query.scrollView, flow: flows ? try? CollectionCommand.layoutSpec(typedArguments) : nil)
            }
            var arguments = ParsedArguments(command: BatchCommand.spec)
            guard case .success = BatchRequest.read(scanner, commands: commands, into: &arguments) else {
                return (typed, nil)
            }
            #expect(arguments.screenQuery == nil, "without a context, no line is read typed")
            return (typed, Result { () throws(UsageError) in
                summary(
                    try ScreenQuery(arguments, context: context), scrollView: try ScrollOptions.read(arguments, kind: .plain),
                    flow: flows ? try CollectionCommand.layoutSpec(arguments) : nil)
            })
        }
    }

    /// Everything a query decides: the pairs, the request each orientation makes, the scroll
    /// view, a collection's flow layout.
    private static func summary(_ query: ScreenQuery, scrollView: ScrollViewSpec?, flow: FlowLayoutSpec?) -> [String] {
        query.selection.devices.map(\.id) + query.selection.orientations.map { orientation in
            "\(query.screen.request(orientation, ios: query.ios))"
        } + ["\(String(describing: scrollView))", "\(String(describing: flow))"]
    }

    @Test(arguments: [
        #"{"command":"insets","device":"iPhone 16 Pro"}"#,
        #"{"command":"insets"}"#,
        #"{"command":"insets","device":"ALL","family":"pad"}"#,
        #"{"command":"insets","device":["iphone-x","iPhone10,3","iPhone 8","iphone x"],"orientation":["landscape","portrait","landscapeLeft"]}"#,
        #"{"command":"insets","device":"iPhone\u0020X","orientation":"all","ios":"16"}"#,
        #"{"command":"scroll","device":"iphone-17","ios":"26.1","contentSize":"402x2000","navigationBar":"large","tabBar":true,"toolbar":false,"statusBar":"hidden"}"#,
        #"{"command":"insets","device":"iPad Pro 11-inch (M4)","ios":26,"window":{"x":10,"y":20,"width":700,"height":600},"sdk":"18"}"#,
        #"{"command":"insets","device":"iPad Pro 11-inch (M4)","ios":17,"orientation":"landscapeLeft","split":"1/3","splitSide":"trailing"}"#,
        #"{"command":"insets","device":"iphone-8","opaqueBars":true,"navigationBar":"standard","additionalInsets":{"top":4},"frame":"0,0,100,50","preservesSuperviewLayoutMargins":true,"noInsetsLayoutMarginsFromSafeArea":true,"designRequiresCompatibility":true}"#,
        #"{"command":"css","device":"iphone-16-pro","orientation":null,"statusBar":null,"requiresFullScreen":true}"#,
        #"{"command":"table","device":"iPhone 16 Pro","ios":27,"posture":"half","style":"insetGrouped"}"#,
        #"{"command":"scroll","device":"iphone-x","behavior":"never","contentSize":{"width":375,"height":3000},"contentInset":"1,2,3,4","scrollFrame":{"x":0,"y":10,"width":300,"height":400},"alwaysBounceVertical":true,"noAutomaticallyAdjusts":true}"#,
        #"{"command":"scroll","device":"iphone-x","alwaysBounceHorizontal":true,"alwaysBounceVertical":false}"#,
        #"{"command":"collection","device":"iphone-x","behavior":"scrollableAxes","contentInset":{"left":8},"itemSize":"50x50"}"#,
        // A flow layout's options, in every form the general reader takes.
        #"{"command":"collection","device":"iphone-x","reference":"fromSafeArea","itemSize":"100x100","items":[4,9]}"#,
        #"{"command":"collection","device":"iphone-x","itemSize":[{"width":100,"height":40},"50x50"],"items":12,"scrollDirection":"horizontal"}"#,
        #"{"command":"collection","device":"iphone-x","sectionInset":"1,2,3,4","interitemSpacing":0,"lineSpacing":2.5,"headerSize":"0x40","footerSize":{"width":0,"height":10}}"#,
        #"{"command":"collection","device":"iphone-x","reference":"fromLayoutMargins","sectionInset":{"left":16},"items":[0,0,3],"itemSize":null}"#,
        #"{"command":"collection","device":"iphone-x","items":[50000,50000]}"#,
        // One device and one orientation, or none: read without the builder.
        #"{"command":"insets","device":"iPhone15,3","orientation":"landscapeRight"}"#,
        #"{"command":"insets","orientation":"portraitUpsideDown","device":"ipad-pro-11-inch-m4"}"#,
        #"{"command":"scroll","device":"iphone 16 pro","orientation":"landscapeLeft","contentSize":"402x2000"}"#,
        // One device with an orientation of several, a family or every device: by the builder.
        #"{"command":"insets","device":"iphone-x","orientation":"landscape"}"#,
        #"{"command":"insets","device":"iphone-x","orientation":"all"}"#,
        #"{"command":"insets","device":"iPad Pro 11-inch (M4)","family":"pad","orientation":"landscapeLeft"}"#,
        #"{"command":"insets","device":"all","orientation":"portrait"}"#,
    ])
    func whatItTakesItReadsAsTheGeneralReaderDoes(_ line: String) throws {
        let (typed, general) = Self.readBothWays(line)
        let read = try #require(typed, "the typed reader left the line")
        let expected = try #require(try general?.get())
        #expect(read == expected)
    }

    /// Lines it leaves whole: the general reader reads them, and its messages are the line's.
    @Test(arguments: [
        #"{"command":"insets","device":"iPhone 16 Prp"}"#,
        #"{"command":"insets","device":"iPhone 8","family":"pad"}"#,
        #"{"command":"insets","device":["iPhone 8",8]}"#,
        #"{"command":"insets","orientation":"Portrait"}"#,
        #"{"command":"insets","orientation":["portrait","sideways"]}"#,
        #"{"command":"insets","navigationBar":"LARGE"}"#,
        #"{"command":"insets","tabBar":"yes"}"#,
        #"{"command":"insets","opaqueBars":true}"#,
        #"{"command":"insets","preservesSuperviewLayoutMargins":true}"#,
        #"{"command":"insets","split":"1/2","slideOver":true}"#,
        #"{"command":"insets","splitSide":"leading"}"#,
        #"{"command":"insets","window":"0,0,0,100"}"#,
        #"{"command":"insets","additionalInsets":{"top":-1}}"#,
        #"{"command":"insets","ios":"27.9"}"#,
        #"{"command":"insets","devicesFrom":"devices.txt"}"#,
        #"{"command":"insets","device":"iPhone X","contentSize":"1x1"}"#,
        #"{"command":"scroll","behavior":"Never"}"#,
        #"{"command":"scroll","contentSize":"-1x10"}"#,
        #"{"command":"scroll","contentInset":{"top":1,"middle":2}}"#,
        #"{"command":"scroll","alwaysBounceVertical":1}"#,
        // A flow layout the general reader refuses, or reads otherwise than by its plain form.
        #"{"command":"collection","itemSize":"0x50"}"#,
        #"{"command":"collection","itemSize":["50x50",{"width":10,"height":0}]}"#,
        #"{"command":"collection","itemSize":["50x50",null]}"#,
        #"{"command":"collection","items":"12"}"#,
        #"{"command":"collection","items":[4,2.5]}"#,
        #"{"command":"collection","items":-1}"#,
        #"{"command":"collection","items":[50000,50001]}"#,
        #"{"command":"collection","reference":"FromSafeArea"}"#,
        #"{"command":"collection","scrollDirection":"diagonal"}"#,
        #"{"command":"collection","interitemSpacing":-1}"#,
        #"{"command":"collection","lineSpacing":"10"}"#,
        #"{"command":"collection","sectionInset":{"top":-4}}"#,
        #"{"command":"collection","headerSize":"10"}"#,
    ])
    func whatItLeavesTheGeneralReaderReads(_ line: String) {
        let (typed, _) = Self.readBothWays(line)
        #expect(typed == nil)
    }

    /// A `devices` or `policy` line's selection read both ways: from its bytes (nil when the
    /// typed reader left the line) and by the general reader (nil when it refuses the line),
    /// with whether the line names devices (`policy` answers for the file's own device if not).
    private static func selectionBothWays(_ text: String) -> (typed: [String]?, general: [String]?) {
        let scanner = LineScanner()
        let commands = BatchCommandTable()
        let context = quietContext()
        return Array(text.utf8).withUnsafeBufferPointer { line in
            var typedArguments = ParsedArguments(command: BatchCommand.spec)
            let decoded = LineDecoder().read(line, commands: commands, context: context, into: &typedArguments)
            guard scanner.scan(line) else {
                #expect(decoded == nil, "the typed reader took a line the scanner refuses")
                return (nil, nil)
            }
            #expect(typedArguments.screenQuery == nil, "these commands have no screen")
            let typed = decoded == nil ? nil : typedArguments.deviceSelection.map { selection in
                selection.devices.map(\.id) + selection.orientations.map(\.rawValue) + ["names: \(typedArguments.selectionNamesDevices)"]
            }
            var arguments = ParsedArguments(command: BatchCommand.spec)
            guard case .success = BatchRequest.read(scanner, commands: commands, into: &arguments),
                  let general = try? DeviceSelection.read(arguments, context: context)
            else { return (typed, nil) }
            #expect(arguments.deviceSelection == nil, "without a context, no line is read typed")
            let names = arguments.has(CommonOptions.device) || arguments.has(CommonOptions.devicesFrom) || arguments.has(CommonOptions.family)
            return (typed, general.devices.map(\.id) + general.orientations.map(\.rawValue) + ["names: \(names)"])
        }
    }

    private static let hierarchy = #""file":"Tests/SafeAreaCLITests/Fixtures/reader.json""#

    /// `devices` and `policy` take only the device selection of the shared options: read from
    /// the line's bytes as the general reader reads it, their own options (`feature`, `sources`,
    /// `ios`, `sdk`) left to it.
    @Test(arguments: [
        #"{"command":"devices","device":"iPhone15,3"}"#,
        #"{"command":"devices"}"#,
        #"{"command":"devices","family":"pad"}"#,
        #"{"command":"devices","device":"all","family":"phone","feature":"notch","sources":true}"#,
        #"{"command":"devices","device":["iphone-x","iPhone 8","iphone x"],"runsIos":"17"}"#,
        #"{"command":"devices","device":"iPhone\u0020X","id":7}"#,
        #"{"command":"policy",\#(hierarchy),"device":"iPhone15,3","ios":17}"#,
        #"{"command":"policy",\#(hierarchy)}"#,
        #"{"command":"policy",\#(hierarchy),"device":null,"family":null,"orientation":"landscape"}"#,
        #"{"command":"policy",\#(hierarchy),"device":[],"sdk":"26"}"#,
        #"{"command":"policy",\#(hierarchy),"family":"pad","orientation":["portrait","landscapeLeft"]}"#,
        #"{"command":"policy",\#(hierarchy),"device":["iphone-8","all"],"orientation":"all"}"#,
    ])
    func aSelectionOnlyLineIsReadAsTheGeneralReaderReadsIt(_ line: String) throws {
        let (typed, general) = Self.selectionBothWays(line)
        let read = try #require(typed, "the typed reader left the line")
        #expect(read == (try #require(general)))
    }

    /// A `devices` or `policy` line whose selection the typed reader does not take: the general
    /// reader's.
    @Test(arguments: [
        #"{"command":"devices","device":"iPhone 16 Prp"}"#,
        #"{"command":"devices","device":"iPhone 8","family":"pad"}"#,
        #"{"command":"devices","device":["iPhone 8",8]}"#,
        #"{"command":"devices","family":"Pad"}"#,
        #"{"command":"devices","devicesFrom":"devices.txt"}"#,
        #"{"command":"policy",\#(hierarchy),"device":"nope"}"#,
        #"{"command":"policy",\#(hierarchy),"orientation":"sideways"}"#,
        #"{"command":"policy",\#(hierarchy),"devicesFrom":["devices.txt"]}"#,
    ])
    func aSelectionOnlyLineItLeavesTheGeneralReaderReads(_ line: String) {
        #expect(Self.selectionBothWays(line).typed == nil)
    }

    private static let bareScreen = ScreenContext(statusBar: .system, containers: .none, designRequiresCompatibility: false, subviewFrame: nil)

    /// A worker fills its last line's query again only when nothing else holds it: a query a
    /// command still holds keeps its values, and the next line gets a new one.
    @Test func aLinesQueryIsFilledAgainOnlyWhenNoOneHoldsIt() throws {
        let device = try #require(DeviceCatalogue.bundled.profile(named: "iPhone X"))
        let pairs = DeviceSelection(devices: [device], orientations: [.portrait])
        var spare: ScreenQuery?
        ScreenQuery.fill(&spare, selection: pairs, ios: 16, screen: Self.bareScreen, scrollView: nil)
        let first = try #require(spare)
        ScreenQuery.fill(&spare, selection: pairs, ios: 17, screen: Self.bareScreen, scrollView: nil)
        let held = try #require(spare)
        #expect(held !== first, "the first query is still held here")
        #expect(first.ios == 16)
        ScreenQuery.fill(&spare, selection: pairs, ios: 18, screen: Self.bareScreen, scrollView: nil)
        let again = try #require(spare)
        #expect(again !== held, "the second query is still held here")
        #expect(held.ios == 17)
        #expect(again.ios == 18)
    }

    @Test func aQueryNoOneHoldsIsFilledAgain() throws {
        let device = try #require(DeviceCatalogue.bundled.profile(named: "iPhone X"))
        let pairs = DeviceSelection(devices: [device], orientations: [.portrait])
        var spare: ScreenQuery?
        ScreenQuery.fill(&spare, selection: pairs, ios: 16, screen: Self.bareScreen, scrollView: nil)
        let identity = ObjectIdentifier(try #require(spare))
        ScreenQuery.fill(&spare, selection: pairs, ios: 17, screen: Self.bareScreen, scrollView: nil)
        let next = try #require(spare)
        #expect(ObjectIdentifier(next) == identity)
        #expect(next.ios == 17)
    }

    /// A collection line's item sizes and counts are read once per spelling and kept
    /// (``LookupCache/itemSizes(spelled:_:)``): lines that share spellings, read one after
    /// another through one context, each give the flow layout the general reader reads from
    /// their own options, a refused value among them.
    @Test func keptItemSizesAndCountsAreEachLinesOwn() {
        Self.readInTurn([
            #"{"command":"collection","itemSize":"100x100","items":[4,9]}"#,
            #"{"command":"collection","itemSize":["50x50",{"width":20,"height":30}],"items":12}"#,
            #"{"command":"collection","itemSize":"100x100","items":12,"reference":"fromSafeArea"}"#,
            #"{"command":"collection","itemSize":["50x50",{"width":20,"height":30}],"items":[4,9]}"#,
            #"{"command":"collection","itemSize":"100x100","items":[4,"x"]}"#,
            #"{"command":"collection","itemSize":"0x100","items":[4,9]}"#,
            #"{"command":"collection","itemSize":{"height":30,"width":20},"items":[4,9]}"#,
            #"{"command":"collection","itemSize":"100x100","items":[4,9]}"#,
        ]) { arguments, _ in Result { () throws(UsageError) in try CollectionCommand.layoutSpec(arguments) } }
    }

    /// A line's array of device names selects its devices once per spelling
    /// (``LookupCache/devices(spelledList:_:)``): lines that share an array's text, read one after
    /// another through one context, each select what the general reader selects from their own
    /// options; a family (which filters the names) and a refused name are not taken from the kept
    /// list.
    @Test func keptDeviceListsAreEachLinesOwn() {
        Self.readInTurn([
            #"{"command":"insets","device":["iphone-x","iPhone 8"],"orientation":"landscapeLeft"}"#,
            #"{"command":"insets","device":["iphone-x","iPhone 8"],"ios":17}"#,
            #"{"command":"insets","device":["iphone-x","iPhone 8"],"family":"pad"}"#,
            #"{"command":"devices","device":["iphone-x","iPhone 8"]}"#,
            #"{"command":"insets","device":["iphone-x","iphone x","iPhone 8"]}"#,
            #"{"command":"insets","device":["iphone-x","nope"]}"#,
            #"{"command":"insets","device":["iphone-x","nope"]}"#,
            #"{"command":"insets","device":["iPhone 8","all"],"orientation":"all"}"#,
            #"{"command":"insets","device":["iPhone 8","all"]}"#,
            #"{"command":"insets","device":[]}"#,
            #"{"command":"insets","device":["iphone-x","iPhone 8"]}"#,
        ]) { arguments, context in
            // A screen line's typed selection is in its query; the others' are returned as read.
            let selection = arguments.screenQuery.map { Result<DeviceSelection, UsageError>.success($0.selection) }
                ?? Result { () throws(UsageError) in try DeviceSelection.read(arguments, context: context) }
            return selection.map { $0.devices.map(\.id) + $0.orientations.map(\.rawValue) }
        }
    }

    /// `lines` read one after another through one context and one typed reader, as a batch
    /// worker reads them, each also by the general reader: what `read` makes of the typed
    /// reader's options is what it makes of the general reader's, and a line the typed reader
    /// leaves is one whose value the general reader refuses.
    private static func readInTurn<Value: Equatable>(
        _ lines: [String], _ read: (ParsedArguments, CommandContext) -> Result<Value, UsageError>
    ) {
        let context = quietContext()
        let commands = BatchCommandTable()
        let scanner = LineScanner()
        let decoder = LineDecoder()
        for text in lines {
            Array(text.utf8).withUnsafeBufferPointer { line in
                guard scanner.scan(line) else {
                    Issue.record("\(text) does not scan")
                    return
                }
                var typedArguments = ParsedArguments(command: BatchCommand.spec)
                let typedRead = decoder.read(line, commands: commands, context: context, into: &typedArguments)
                var arguments = ParsedArguments(command: BatchCommand.spec)
                let generalRead = BatchRequest.read(scanner, commands: commands, into: &arguments)
                let general = read(arguments, context)
                switch (typedRead, generalRead) {
                case (.some, .success):
                    #expect(read(typedArguments, context) == general, "\(text)")
                case (.none, .success):
                    // Only a line whose value the general reader refuses is left to it.
                    if case .success = general { Issue.record("\(text) is not read typed") }
                case (.none, .failure):
                    break
                case (.some, .failure):
                    Issue.record("\(text): the typed reader took a line the general reader refuses")
                }
            }
        }
    }
}
