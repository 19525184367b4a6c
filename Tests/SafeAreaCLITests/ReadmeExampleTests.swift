import Foundation
import Testing

/// README.md shows real output: every fenced block that starts with `$ safearea ...` must print,
/// in-process, exactly what the block shows (stdout then stderr, `| head -N` and `echo $?` honoured).
@Suite("README examples")
struct ReadmeExampleTests {
    struct Example: Sendable, CustomStringConvertible {
        let command: String
        let shown: [String]
        var description: String { command }
    }

    static let examples: [Example] = {
        guard let readme = try? String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8) else {
            return []
        }
        var examples: [Example] = []
        for (index, block) in readme.components(separatedBy: "```").enumerated() where index % 2 == 1 {
            var lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            while lines.first == "" { lines.removeFirst() }
            while lines.last == "" { lines.removeLast() }
            guard let first = lines.first, first.hasPrefix("$ safearea") else { continue }
            examples.append(Example(command: first, shown: lines))
        }
        return examples
    }()

    @Test func theReadmeHasExamples() {
        #expect(Self.examples.count >= 8)
    }

    @Test(arguments: examples)
    func printsWhatTheReadmeShows(_ example: Example) throws {
        var printed: [String] = []
        var status: Int32 = 0
        for line in example.shown where line.hasPrefix("$ ") {
            let command = String(line.dropFirst(2))
            if command == "echo $?" {
                printed += [line, String(status)]
                continue
            }
            var words = try #require(Self.shellWords(command), "cannot split \(command)")
            var head: Int?
            if let bar = words.firstIndex(of: "|") {
                let tail = Array(words[(bar + 1)...])
                guard tail.count == 2, tail[0] == "head", let count = Int(tail[1].dropFirst()) else {
                    Issue.record("unsupported pipe in \(command)")
                    return
                }
                head = count
                words = Array(words[..<bar])
            }
            let result = runCLI(Array(words.dropFirst()))
            status = result.status
            var output = (result.output + result.errors).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if output.last == "" { output.removeLast() }
            if let head { output = Array(output.prefix(head)) }
            printed += [line] + output
        }
        #expect(printed == example.shown, "the README shows stale output for this command")
    }

    /// POSIX-shell words for the README's simple commands: single and double quotes, spaces.
    static func shellWords(_ command: String) -> [String]? {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        for character in command {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        guard quote == nil else { return nil }
        if inWord { words.append(current) }
        return words
    }
}
