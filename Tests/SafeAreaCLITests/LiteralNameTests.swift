import Testing
import SafeAreaCore
@testable import SafeAreaCLI

/// Records write these enums by a static string of their own: each must spell its raw value,
/// which the text and tree formats write, for every case.
@Suite("Literal names")
struct LiteralNameTests {
    static func spellings<Name: LiteralName>(_: Name.Type) -> [(literal: String, raw: String)] {
        Name.allCases.map { ($0.literal.description, $0.rawValue) }
    }

    static let everyEnum: [(String, [(literal: String, raw: String)])] = [
        ("Orientation", spellings(Orientation.self)), ("SizeClass", spellings(SizeClass.self)),
        ("BarDesign", spellings(BarDesign.self)), ("Windowing", spellings(Windowing.self)),
        ("Posture", spellings(Posture.self)), ("ViewportFit", spellings(ViewportFit.self)),
        ("ReservedRegion.Kind", spellings(ReservedRegion.Kind.self)), ("ReservedRegion.Name", spellings(ReservedRegion.Name.self)),
        ("DeviceFamily", spellings(DeviceFamily.self)), ("ScreenFeature", spellings(ScreenFeature.self)),
    ]

    @Test("every case's literal is its raw value", arguments: everyEnum)
    func literalIsRawValue(name: String, spellings: [(literal: String, raw: String)]) {
        #expect(!spellings.isEmpty)
        for spelling in spellings {
            #expect(spelling.literal == spelling.raw, "\(name): \(spelling.literal) != \(spelling.raw)")
        }
    }
}
