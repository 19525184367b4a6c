import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import SafeAreaCLI

/// An XML element as the picture tests read it: name, attributes, children and text.
final class SVGElement {
    let name: String
    let attributes: [String: String]
    var children: [SVGElement] = []
    var text = ""
    weak var parent: SVGElement?

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }

    /// Every element below this one, depth first.
    var descendants: [SVGElement] {
        var result: [SVGElement] = []
        var stack = children.reversed() as [SVGElement]
        while let next = stack.popLast() {
            result.append(next)
            stack += next.children.reversed()
        }
        return result
    }

    /// The `<title>` child's text.
    var title: String? { children.first { $0.name == "title" }?.text }

    /// The classes of the `g` elements around this one, innermost first.
    var groupClasses: [String] {
        var result: [String] = []
        var node = parent
        while let current = node {
            if current.name == "g", let name = current.classes.first { result.append(name) }
            node = current.parent
        }
        return result
    }

    /// `x, y, width, height` as written.
    var rectText: [String] { ["x", "y", "width", "height"].map { attributes[$0] ?? "?" } }
}

/// Parses a document with Foundation's `XMLParser` (FoundationXML on Linux); nil when it is not
/// well-formed.
func parseSVG(_ text: String) -> SVGElement? {
    final class Builder: NSObject, XMLParserDelegate {
        let root = SVGElement(name: "#document", attributes: [:])
        lazy var current = root

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            let element = SVGElement(name: name, attributes: attributes)
            element.parent = current
            current.children.append(element)
            current = element
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            current = current.parent ?? root
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            current.text += string
        }
    }
    let parser = XMLParser(data: Data(text.utf8))
    let builder = Builder()
    parser.delegate = builder
    guard parser.parse() else { return nil }
    return builder.root.children.first
}
