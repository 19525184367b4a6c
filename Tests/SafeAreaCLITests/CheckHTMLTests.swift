import Foundation
import SafeAreaCore
import Testing
@testable import SafeAreaCLI

/// `check --format html`: one page that fetches nothing, a section per pair (failing ones open),
/// a picture per answered pair whose elements and overlaps are the frames the JSON report gives.
@Suite("Check HTML report")
struct CheckHTMLTests {
    static let checkout = packageRoot.appendingPathComponent("Tests/SafeAreaCLITests/Fixtures/checkout.json").path

    @Test func thePageIsSelfContained() {
        let page = runCLI(["check", Self.checkout, "--format", "html"]).output
        #expect(page.hasPrefix("<!DOCTYPE html>\n"))
        #expect(page.hasSuffix("</html>\n"))
        // Only the SVG namespace names a URL; nothing is linked or loaded.
        #expect(page.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "").contains("http") == false)
        for fetching in ["<link", "<script", "src=", "href=", "@import", "url(http"] {
            #expect(!page.contains(fetching), "\(fetching)")
        }
        // One set of pattern definitions for the whole page, so that their ids are unique.
        #expect(page.components(separatedBy: "id=\"safearea-unsafe\"").count == 2)
    }

    @Test func eachPairHasASectionAndEachAnsweredPairAPicture() throws {
        let page = runCLI(["check", Self.checkout, "--format", "html"]).output
        let json = runCLI(["check", Self.checkout, "--format", "json"]).output
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let results = try #require(report["results"] as? [[String: Any]])
        var pairs: [String: [[String: Any]]] = [:]
        var order: [String] = []
        var compared = (elements: 0, overlaps: 0)
        for result in results {
            let key = "\(result["device"] ?? "")-\(result["orientation"] ?? "")"
            if pairs[key] == nil { order.append(key) }
            pairs[key, default: []].append(result)
        }
        let sections = page.components(separatedBy: "<details class=\"pair ").dropFirst()
        #expect(sections.count == order.count)
        for (key, section) in zip(order, sections) {
            let pairResults = pairs[key] ?? []
            let failed = pairResults.contains { $0["status"] as? String == "failed" }
            let skippedWhole = pairResults.allSatisfy { $0["status"] as? String == "skipped" }
            #expect(section.contains("id=\"\(key)\""), "\(key) out of order")
            #expect(section.hasPrefix(failed ? "failed\"" : skippedWhole ? "skipped\"" : "passed\""), "\(key)")
            #expect(section.contains("\(key)\" open>") == failed, "\(key): only failing pairs are open")
            let svg = section.components(separatedBy: "<svg xmlns").dropFirst().first.map { "<svg xmlns" + $0.components(separatedBy: "</svg>")[0] + "</svg>" }
            #expect((svg == nil) == skippedWhole, "\(key): a picture for each answered pair")
            guard let svg else { continue }
            let picture = try #require(parseSVG(svg), "\(key): the picture is not well-formed")
            let rects = picture.descendants.filter { $0.name == "rect" }
            let elements = rects.filter { $0.classes.first == "element" }
            // Every placed element once, failing ones marked, at the frame the JSON gives.
            for result in pairResults {
                guard let frame = result["frame"] as? [String: Double], let name = result["element"] as? String else { continue }
                let drawn = elements.filter { $0.title?.hasPrefix("\(name): ") == true }
                compared.elements += 1
                #expect(drawn.count == 1, "\(key) \(name)")
                #expect(drawn.first?.rectText == ["x", "y", "width", "height"].map { NumberFormatting.text(frame[$0] ?? .nan) }, "\(key) \(name)")
                if result["status"] as? String == "failed", result["kind"] as? String != "query" {
                    #expect(drawn.first?.classes.contains("failing") == true, "\(key) \(name) not marked failing")
                }
                for overlap in result["overlaps"] as? [[String: Any]] ?? [] {
                    let rect = overlap["overlap"] as? [String: Double] ?? [:]
                    let expected = ["x", "y", "width", "height"].map { NumberFormatting.text(rect[$0] ?? .nan) }
                    compared.overlaps += 1
                    #expect(rects.contains { $0.classes.first == "overlap" && $0.rectText == expected }, "\(key) \(name) overlap \(expected)")
                }
            }
            #expect(section.contains("FAIL") == failed, "\(key)")
        }
        #expect(compared.elements > 10 && compared.overlaps > 0, "\(compared)")
    }

    @Test func theOverlappedRegionIsMarked() throws {
        let spec = packageRoot.appendingPathComponent("Tests/SafeAreaCLITests/Fixtures/report.json").path
        let page = runCLI(["check", spec, "-f", "html"]).output
        let svg = try #require(page.components(separatedBy: "<figure>\n").dropFirst().first?.components(separatedBy: "</figure>").first)
        let picture = try #require(parseSVG(svg))
        let marked = picture.descendants.filter { $0.classes.contains("overlapped") }.compactMap(\.classes.first).sorted()
        #expect(marked == ["sensor-housing", "status-bar"])
        #expect(page.contains("<span class=\"tag\">FAIL</span> <code>assertions[0]</code> camera clearOf (line 10): overlaps the sensor housing by 44 × 26 pt; overlaps the status bar by 44 × 40 pt</li>"))
    }
}
