import Foundation
import Testing

/// Keeps the platform layer the only door to the C library (issue 15: the program builds on
/// Linux and macOS because nothing else names Glibc or Darwin), and the core free of any import
/// so that an iOS target can depend on it.
@Suite struct ImportBoundaryTests {
    /// Modules that are a C library on some platform.
    static let libcModules: Set<String> = ["Glibc", "Musl", "Darwin", "ucrt", "WinSDK", "CRT", "Android", "Bionic", "WASILibc"]
    static let platformLayer = "Sources/SafeAreaCLI/System/Platform.swift"

    /// The module named by an import declaration on `line`, with any attribute (`@_exported`,
    /// `@testable`) or kind (`import func Darwin.read`) before it; nil for any other line.
    static func importedModule(_ line: String) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
        guard words.first == "import" else { return nil }
        words = words.dropFirst()
        let kinds: Set<Substring> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
        if let first = words.first, kinds.contains(first) { words = words.dropFirst() }
        guard let path = words.first else { return nil }
        return String(path.split(separator: ".").first ?? path)
    }

    /// The lines outside multi-line string literals, with their places: the text of a literal
    /// (the Swift source `safearea probe` prints, which imports UIKit) is not an import.
    static func codeLines(_ lines: [String]) -> [(Int, String)] {
        var inLiteral = false
        var code: [(Int, String)] = []
        for (number, line) in lines.enumerated() {
            let delimiters = line.components(separatedBy: "\"\"\"").count - 1
            if !inLiteral { code.append((number, line)) }
            if delimiters % 2 == 1 { inLiteral.toggle() }
        }
        return code
    }

    /// A C library module named as a qualifier (`Glibc.read(`), which needs no import of its own
    /// when another module re-exports it.
    static func qualifiedLibcModule(_ line: String) -> String? {
        libcModules.sorted().first { module in
            guard let range = line.range(of: module + ".") else { return false }
            guard range.lowerBound > line.startIndex else { return true }
            let before = line[line.index(before: range.lowerBound)]
            return !(before.isLetter || before.isNumber || before == "_")
        }
    }

    @Test(arguments: [
        ("import Glibc", "Glibc"),
        ("@_exported import Darwin", "Darwin"),
        ("  import func Musl.read", "Musl"),
        ("@testable import SafeAreaCLI", "SafeAreaCLI"),
        ("import Foundation // for URL", "Foundation"),
        ("// import Glibc is not done here", nil),
        ("let important = 1", nil),
    ] as [(String, String?)])
    func readsImportDeclarations(line: String, module: String?) {
        #expect(Self.importedModule(line) == module)
    }

    @Test(arguments: [
        ("let n = Glibc.read(fd, p, c)", "Glibc"),
        ("Darwin.exit(0)", "Darwin"),
        ("let x = myDarwin.value", nil),
        ("let y = Musl", nil),
    ] as [(String, String?)])
    func readsQualifiedNames(line: String, module: String?) {
        #expect(Self.qualifiedLibcModule(line) == module)
    }

    /// Every Swift source of the package, relative to its root, with its lines.
    static func sources() throws -> [(path: String, lines: [String])] {
        let root = packageRoot.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [(String, [String])] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let relative = "Sources/" + url.path.dropFirst(root.path.count + 1)
            let text = try String(contentsOf: url, encoding: .utf8)
            files.append((relative, text.components(separatedBy: "\n")))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    @Test func onlyThePlatformLayerNamesTheCLibrary() throws {
        let files = try Self.sources()
        #expect(files.count > 50, "the walk found too few sources to mean anything")
        var offenders: [String] = []
        var layerImports: Set<String> = []
        for file in files {
            for (number, line) in file.lines.enumerated() {
                let code = line.components(separatedBy: "//").first ?? line
                let imported = Self.importedModule(code).flatMap { Self.libcModules.contains($0) ? $0 : nil }
                if file.path == Self.platformLayer {
                    if let imported { layerImports.insert(imported) }
                    continue
                }
                if let module = imported ?? Self.qualifiedLibcModule(code) {
                    offenders.append("\(file.path):\(number + 1): \(module)")
                }
            }
        }
        #expect(offenders.isEmpty, "C library named outside \(Self.platformLayer): \(offenders)")
        #expect(layerImports.isSuperset(of: ["Glibc", "Darwin"]), "the platform layer lost a branch")
    }

    @Test func theCoreImportsNothing() throws {
        let imports = try Self.sources().filter { $0.path.hasPrefix("Sources/SafeAreaCore/") }.flatMap { file in
            Self.codeLines(file.lines).compactMap { number, line in
                Self.importedModule(line).map { "\(file.path):\(number + 1): \($0)" }
            }
        }
        #expect(imports.isEmpty, "SafeAreaCore must build for iOS with the standard library alone: \(imports)")
    }
}
