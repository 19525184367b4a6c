import Testing
import SafeAreaCore

/// What a typed name should resolve to: one device (by id), several (how many), or none.
enum ExpectedMatch: Sendable, CustomStringConvertible {
    case one(String)
    case several(Int)
    case none

    var description: String {
        switch self {
        case .one(let id): "one \(id)"
        case .several(let count): "\(count) devices"
        case .none: "no device"
        }
    }
}

/// How people type device names (issue 15): `+` for Plus, generations as numbers or ordinals,
/// sizes with or without `-inch`, chips, names without "iPhone", exact names, ids and model
/// identifiers; ambiguous names list every candidate and never pick one.
@Suite("Device names")
struct DeviceNameResolverTests {
    static let spellings: [(String, ExpectedMatch)] = [
        ("iPhone 15 Pro", .one("iphone-15-pro")),
        ("iphone-15-pro", .one("iphone-15-pro")),
        ("iPhone16,1", .one("iphone-15-pro")),
        ("IPHONE 15 PRO", .one("iphone-15-pro")),
        ("iPhone 8+", .one("iphone-8-plus")),
        ("iPhone 6+", .one("iphone-6-plus")),
        ("iPhone 6s+", .one("iphone-6s-plus")),
        ("iPhone 7+", .one("iphone-7-plus")),
        ("iPhone X", .one("iphone-x")),
        ("iPhone XS Max", .one("iphone-xs-max")),
        ("iPhone Xr", .one("iphone-xr")),
        ("15 Pro", .one("iphone-15-pro")),
        ("15 Pro Max", .one("iphone-15-pro-max")),
        ("16 Pro", .one("iphone-16-pro")),
        ("17 Pro Max", .one("iphone-17-pro-max")),
        ("17e", .one("iphone-17e")),
        ("16e", .one("iphone-16e")),
        ("X", .one("iphone-x")),
        ("XS", .one("iphone-xs")),
        ("XS Max", .one("iphone-xs-max")),
        ("XR", .one("iphone-xr")),
        ("12 mini", .one("iphone-12-mini")),
        ("13 mini", .one("iphone-13-mini")),
        ("14 Plus", .one("iphone-14-plus")),
        ("6+", .one("iphone-6-plus")),
        ("8 Plus", .one("iphone-8-plus")),
        ("11 Pro", .one("iphone-11-pro")),
        ("Duo", .one("iphone-duo")),
        ("18 Pro", .one("iphone-18-pro")),
        ("18 Pro Max", .one("iphone-18-pro-max")),
        ("iphone15pro", .one("iphone-15-pro")),
        ("iphone8plus", .one("iphone-8-plus")),
        ("ipad10", .one("ipad-10th-generation")),
        ("iPhone SE 3", .one("iphone-se-3rd-generation")),
        ("SE 3", .one("iphone-se-3rd-generation")),
        ("iPhone SE (3rd gen)", .one("iphone-se-3rd-generation")),
        ("iPhone SE 3rd generation", .one("iphone-se-3rd-generation")),
        ("iPhone SE third generation", .one("iphone-se-3rd-generation")),
        ("iPhone SE 2", .one("iphone-se-2nd-generation")),
        ("iPhone SE 2nd gen", .one("iphone-se-2nd-generation")),
        ("iPhone SE second generation", .one("iphone-se-2nd-generation")),
        ("iPhone SE 1", .one("iphone-se-1st-generation")),
        ("iPhone SE (1st generation)", .one("iphone-se-1st-generation")),
        ("SE first gen", .one("iphone-se-1st-generation")),
        ("iPad 10", .one("ipad-10th-generation")),
        ("iPad 10th gen", .one("ipad-10th-generation")),
        ("iPad (10th generation)", .one("ipad-10th-generation")),
        ("iPad 9", .one("ipad-9th-generation")),
        ("iPad 8", .one("ipad-8th-generation")),
        ("iPad 7", .one("ipad-7th-generation")),
        ("iPad 6", .one("ipad-6th-generation")),
        ("iPad 5", .one("ipad-5th-generation")),
        ("iPad fifth generation", .one("ipad-5th-generation")),
        ("iPad mini 6", .one("ipad-mini-6th-generation")),
        ("iPad mini 6th gen", .one("ipad-mini-6th-generation")),
        ("mini 6", .one("ipad-mini-6th-generation")),
        ("iPad mini 5", .one("ipad-mini-5th-generation")),
        ("iPad mini 4", .one("ipad-mini-4")),
        ("iPad mini 2", .one("ipad-mini-2")),
        ("iPad mini 3", .one("ipad-mini-3")),
        ("iPad Air 2", .one("ipad-air-2")),
        ("iPad Air 3", .one("ipad-air-3rd-generation")),
        ("iPad Air 4", .one("ipad-air-4th-generation")),
        ("iPad Air 5th gen", .one("ipad-air-5th-generation")),
        ("iPod touch 7", .one("ipod-touch-7th-generation")),
        ("iPod 7", .one("ipod-touch-7th-generation")),
        ("iPod touch 6th gen", .one("ipod-touch-6th-generation")),
        ("iPod touch (6th generation)", .one("ipod-touch-6th-generation")),
        ("iPad Pro 9.7", .one("ipad-pro-9-7-inch")),
        ("iPad Pro 9.7-inch", .one("ipad-pro-9-7-inch")),
        ("iPad Pro 10.5", .one("ipad-pro-10-5-inch")),
        ("iPad Pro 12.9 2nd gen", .one("ipad-pro-12-9-inch-2nd-generation")),
        ("iPad Pro 12.9-inch (3rd generation)", .one("ipad-pro-12-9-inch-3rd-generation")),
        ("iPad Pro 12.9 6", .one("ipad-pro-12-9-inch-6th-generation")),
        ("iPad Pro 11 1st gen", .one("ipad-pro-11-inch-1st-generation")),
        ("iPad Pro 11-inch 4th generation", .one("ipad-pro-11-inch-4th-generation")),
        ("iPad Pro 11 M4", .one("ipad-pro-11-inch-m4")),
        ("iPad Pro 11-inch M4", .one("ipad-pro-11-inch-m4")),
        ("iPad Pro 13 M5", .one("ipad-pro-13-inch-m5")),
        ("iPad Air 11 M2", .one("ipad-air-11-inch-m2")),
        ("iPad Air 13-inch M3", .one("ipad-air-13-inch-m3")),
        ("Air 13 M4", .one("ipad-air-13-inch-m4")),
        ("iPad mini A17 Pro", .one("ipad-mini-a17-pro")),
        ("iPad mini A17", .one("ipad-mini-a17-pro")),
        ("mini A17", .one("ipad-mini-a17-pro")),
        ("iPad A16", .one("ipad-a16")),
        ("A16", .one("ipad-a16")),
        ("Apple iPhone 15", .one("iphone-15")),
        ("the iPhone 14 Pro", .one("iphone-14-pro")),
        ("iPhone SE", .several(3)),
        ("SE", .several(3)),
        ("iPad Pro 11-inch", .several(6)),
        ("iPad Pro 11", .several(6)),
        ("iPad Pro 12.9", .several(6)),
        ("iPad Air M2", .several(2)),
        ("iPad Air 13", .several(3)),
        ("iPad Pro 13", .several(2)),
        ("iPad Pro M4", .several(2)),
        ("iPad Pro M5", .several(2)),
        ("Air", .several(2)),
        ("iPad Air 11", .several(3)),
        ("13 Pro", .one("iphone-13-pro")),
        ("Galaxy S24", .none),
        ("iPhone 99", .none),
        ("Pixel 9", .none),
        ("iPhone 15 Pro 256GB", .none),
        ("iPad 11", .several(9)),
        ("16 e", .none),
        // A word stands for one word of the device's: repeated, it names no device (issue 54).
        ("x x x", .none),
        ("16 16", .none),
        ("iPhone iPhone X", .none),
        ("SE 3 3", .none),
    ]

    @Test func theTableHasAHundredSpellings() {
        #expect(Self.spellings.count >= 100)
    }

    @Test(arguments: spellings)
    func resolves(_ typed: String, _ expected: ExpectedMatch) {
        let match = DeviceCatalogue.bundled.match(typed)
        switch (match, expected) {
        case (.one(let profile), .one(let id)):
            #expect(profile.id == id, "\(typed)")
        case (.several(let profiles), .several(let count)):
            #expect(profiles.count == count, "\(typed): \(profiles.map(\.name))")
        case (.none, .none):
            break
        default:
            Issue.record("\(typed): expected \(expected), got \(match)")
        }
    }

    @Test func severalMeansEveryCandidateNamedInOrder() {
        guard case .several(let profiles) = DeviceCatalogue.bundled.match("iPhone SE") else {
            Issue.record("iPhone SE should match several devices")
            return
        }
        #expect(profiles.map(\.id) == ["iphone-se-1st-generation", "iphone-se-2nd-generation", "iphone-se-3rd-generation"])
    }

    @Test func noMatchSuggestsDevicesSharingWords() {
        guard case .none(let nearest) = DeviceCatalogue.bundled.match("iPhone 15 Pro 256GB") else {
            Issue.record("a capacity is no device")
            return
        }
        #expect(nearest.first?.id == "iphone-15-pro")
    }

    @Test func repeatedWordsStillSuggestTheDevice() {
        guard case .none(let nearest) = DeviceCatalogue.bundled.match("x x x") else {
            Issue.record("a repeated word is no device")
            return
        }
        #expect(nearest.first?.id == "iphone-x")
    }

    /// A name of many short words was matched word against word for every device (15 s for
    /// 4 MB in batch); one of a family's name repeated was split by recursion on its rest.
    @Test(arguments: [
        String(repeating: "x ", count: 300_000), String(repeating: "pro max 16 ", count: 60_000),
        (0..<60_000).map { "w\($0)" }.joined(separator: " "), String(repeating: "iphone", count: 100_000),
    ])
    func longNamesOfManyWordsAreNoDevice(_ name: String) {
        guard case .none = DeviceCatalogue.bundled.match(name) else {
            Issue.record("a name of \(name.utf8.count) bytes matched a device")
            return
        }
    }
}
