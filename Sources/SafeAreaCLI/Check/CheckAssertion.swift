import SafeAreaCore

/// One assertion of a spec and where it stands in the file.
struct CheckAssertion {
    enum Kind {
        /// A geometric assertion about the element at this index of ``CheckSpec/elements``.
        case layout(element: Int, LayoutAssertion)
        /// A command's computed value compared with an expectation.
        case query(QueryAssertion)
    }

    var kind: Kind
    /// Its index in the spec's `assertions`.
    var index: Int
    /// The line of its object in the spec, where annotations point.
    var line: Int
    /// How messages name it: `checkout insideSafeArea`, `scroll adjustedContentInset.top atLeast 44`.
    var title: String

    /// The element's name, for a layout assertion.
    func elementName(in spec: CheckSpec) -> String? {
        guard case .layout(let element, _) = kind else { return nil }
        return spec.elements[element].name
    }

    /// `insideSafeArea`, `minSize`, `clearOf`, ... or `query`.
    var kindName: String {
        switch kind {
        case .layout(_, let assertion): assertion.name
        case .query: "query"
        }
    }
}
