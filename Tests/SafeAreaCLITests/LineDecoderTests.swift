import SafeAreaCore
import Testing
@testable import SafeAreaCLI

/// The typed reader (``LineDecoder``) reads a batch line in one pass. It must take every form a
/// user may write a valid line in (otherwise that form pays for the general reader), answer it as
/// the general reader would, and never take a line the general reader refuses.
@Suite("Lines read in one pass")
struct LineDecoderTests {
    /// The records a line's options give, as compact JSON, or its error's message.
    private static func answer(_ request: BatchRequest, _ arguments: ParsedArguments, _ context: CommandContext) -> String {
        do {
            let output = try request.compute(arguments, context)
            return output.records.map { record in
                var text = ""
                JSONWriter.writeCompact(record, to: &text)
                return text
            }.joined(separator: "\n")
        } catch {
            return "error: \(error.message)"
        }
    }

    /// What each reader makes of `text`: the typed reader's answer (nil when it leaves the
    /// line), and the general reader's (nil when it refuses the line), each read afresh.
    private static func readBothWays(_ text: String, decoder: LineDecoder = LineDecoder()) -> (typed: String?, general: String?) {
        let commands = BatchCommandTable()
        let context = quietContext()
        return Array(text.utf8).withUnsafeBufferPointer { line in
            var typedArguments = ParsedArguments(command: BatchCommand.spec)
            let typed = decoder.read(line, commands: commands, context: context, into: &typedArguments)
                .map { answer($0, typedArguments, context) }
            let scanner = LineScanner()
            guard scanner.scan(line) else { return (typed, nil) }
            var arguments = ParsedArguments(command: BatchCommand.spec)
            guard case .success(let request) = BatchRequest.read(scanner, commands: commands, into: &arguments) else { return (typed, nil) }
            return (typed, answer(request, arguments, context))
        }
    }

    private static let hierarchy = #""file":"Tests/SafeAreaCLITests/Fixtures/reader.json""#

    /// Every command, members in any order, every form of every value: read here, answered as
    /// the general reader answers.
    @Test(arguments: [
        #"{"command":"insets","device":"iPhone 16 Pro","id":"q1"}"#,
        #"{"id":7,"device":"iphone-x","orientation":"landscapeLeft","command":"insets"}"#,
        #"{ "command" : "insets" , "device" : [ "iphone-x" , "iPhone 8" ] , "orientation" : [ "portrait" , "landscape" ] }"#,
        "{\"command\":\"insets\",\t\"device\":\"iPhone15,3\",\r\n\"ios\":17}",
        #"{"command":"insets","device":"all","family":"pad","orientation":"all"}"#,
        #"{"command":"insets","device":"iPhone\u0020X","id":"caf\u00e9 ☕"}"#,
        #"{"command":"insets","device":"iphone-8","id":{"run":[1,2,{"x":null}]},"additionalInsets":{"top":8}}"#,
        #"{"command":"insets","device":"iphone-8","id":[true,false,null,-1.5e3],"additionalInsets":"8,16,0,0"}"#,
        #"{"command":"insets","device":"iphone-8","id":null,"navigationBar":"large","tabBar":true,"toolbar":false,"opaqueBars":null}"#,
        #"{"command":"insets","device":"iPad Pro 11-inch (M4)","ios":"17.4","split":"1/3","splitSide":"trailing"}"#,
        #"{"command":"insets","device":"iPad Pro 11-inch (M4)","ios":26,"window":{"x":10,"y":20,"width":700,"height":600},"sdk":18}"#,
        #"{"command":"insets","device":"iphone-x","frame":"0,0,375,100","statusBar":"hidden"}"#,
        #"{"command":"scroll","device":"iphone-15","behavior":"always","contentSize":"390x4450","navigationBar":"large"}"#,
        #"{"command":"scroll","device":"iphone-15","contentSize":{"width":390,"height":4450.5},"contentInset":{"left":16,"top":8}}"#,
        #"{"command":"scroll","device":"iphone-15","contentSize":{ "height" : 10 , "width" : 20 },"scrollFrame":"0,10,300,400"}"#,
        #"{"command":"table","device":"iPhone 8","style":"insetGrouped","rowHeight":60,"separatorInset":{"left":20}}"#,
        #"{"command":"table","device":"iPhone 8","style":"grouped","separatorInset":"0,15,0,0","noInsetsContentViewsToSafeArea":true}"#,
        #"{"command":"collection","device":"iphone-15","reference":"fromSafeArea","itemSize":"100x100","items":[4,9]}"#,
        #"{"command":"collection","device":"iphone-15","itemSize":[{"width":100,"height":40},"50x50"],"items":12,"frames":true}"#,
        #"{"command":"collection","device":"iphone-15","sectionInset":"1,2,3,4","interitemSpacing":0,"lineSpacing":2.5,"headerSize":"0x40"}"#,
        #"{"command":"css","device":"iphone-16-pro","viewportFit":"cover","orientation":["portrait","landscapeLeft"]}"#,
        #"{"command":"devices","device":"iphone 14 pro max","id":"d"}"#,
        #"{"command":"devices","family":"phone","feature":"notch","sources":true}"#,
        #"{"command":"policy",\#(hierarchy),"device":"iPhone 8","ios":16}"#,
        #"{\#(hierarchy),"command":"policy"}"#,
        #"{"command":"insets","device":"iphone-x","columns":"device,safeAreaInsets"}"#,
        // A command's own choice in another case: added as given, matched by the same checks.
        #"{"command":"table","device":"iPhone 8","style":"Plain"}"#,
    ])
    func takesEveryFormAndAnswersAsTheGeneralReader(_ line: String) throws {
        let (typed, general) = Self.readBothWays(line)
        let answer = try #require(typed, "the typed reader left the line")
        #expect(answer == (try #require(general, "the general reader refused the line")))
    }

    /// Lines it leaves whole, so that the general reader answers or words their error.
    @Test(arguments: [
        "", "{", "[]", "{}", #"{"command":"insets"} x"#, #"{"command":"insets",}"#,
        #"{"command":"insets","command":"insets"}"#,
        #"{"command":"insets","device":"iphone-x","device":"iphone-8"}"#,
        #"{"command":"nosuch"}"#, #"{"command":7}"#, #"{"device":"iphone-x"}"#,
        #"{"command":"insets","nosuchKey":1}"#, #"{"command":"insets","format":"json"}"#,
        #"{"command":"insets","\u0064evice":"iphone-x"}"#,
        #"{"command":"insets","id":"\ud800"}"#, #"{"command":"insets","id":01}"#, #"{"command":"insets","id":1e999}"#,
        #"{"command":"insets","device":"iPhone 16 Prp"}"#, #"{"command":"insets","orientation":"Portrait"}"#,
        #"{"command":"insets","ios":99}"#, #"{"command":"insets","tabBar":"yes"}"#,
        #"{"command":"scroll","contentSize":"-1x10"}"#, #"{"command":"scroll","contentSize":{"width":1,"width":2}}"#,
        #"{"command":"insets","devicesFrom":"devices.txt"}"#,
        #"{"command":"policy","file":"-"}"#, #"{"command":"insets","file":"x.json"}"#,
        // Shared options read typed that the line's command does not take, before or after it.
        #"{"command":"css","device":"iphone-x","behavior":"never"}"#, #"{"reference":"fromSafeArea","command":"insets"}"#,
        #"{"command":"devices","device":"iphone-x","navigationBar":"large"}"#, #"{"items":4,"command":"scroll","device":"iphone-x"}"#,
    ])
    func leavesTheRestToTheGeneralReader(_ line: String) {
        #expect(Self.readBothWays(line).typed == nil)
    }

    /// Seeded mutations of valid lines (a byte changed, dropped or repeated): whatever the typed
    /// reader takes, the general reader takes too and answers alike. One decoder reads them all,
    /// as a worker does, so that nothing of a line is left for the next.
    @Test func neverTakesWhatTheGeneralReaderRefuses() {
        let lines = [
            #"{"command":"insets","device":["iphone-x","iPhone 8"],"ios":16,"orientation":"portrait","additionalInsets":{"top":8,"left":16},"id":"q1"}"#,
            #"{"command":"scroll","behavior":"never","contentSize":"390x900","device":"iphone 11","ios":18,"navigationBar":"standard","id":2}"#,
            #"{"command":"collection","reference":"fromLayoutMargins","itemSize":{"width":50,"height":100},"items":[6,12],"device":"iPhone15,4"}"#,
            #"{"command":"table","style":"plain","device":"iphone-17","ios":26,"orientation":"landscapeRight","tabBar":true}"#,
        ]
        var random = SplitMix64(seed: 0x11_4E_DE_C0_DE)
        let decoder = LineDecoder()
        var taken = 0
        for _ in 0..<3_000 {
            var bytes = Array(lines[random.below(lines.count)].utf8)
            let place = random.below(bytes.count)
            switch random.below(3) {
            case 0: bytes[place] = UInt8(truncatingIfNeeded: random.below(128))
            case 1: bytes.remove(at: place)
            default: bytes.insert(bytes[place], at: place)
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let (typed, general) = Self.readBothWays(text, decoder: decoder)
            guard let typed else { continue }
            taken += 1
            #expect(typed == general, "\(text)")
        }
        #expect(taken > 50, "too few mutated lines are valid to say much: \(taken)")
    }

    /// An object's keys are compared with their quote and colon as one word
    /// (``LineQuantity/Shape/key(_:)``): each is a member's name so spelled, in eight bytes.
    @Test func eachKeyIsAMembersNameWithItsQuoteAndColon() {
        let names: [LineQuantity.Shape: [String]] = [
            .size: ["width", "height"], .insets: ["top", "left", "bottom", "right"], .rect: ["x", "y", "width", "height"],
        ]
        for (shape, names) in names {
            #expect(shape.count == names.count)
            for (place, name) in names.enumerated() {
                #expect(shape.key(place).description == name + "\":")
                #expect(shape.key(place).utf8CodeUnitCount <= 8)
            }
        }
    }
}
