/// One way a view-controller hierarchy cannot be what UIKit runs, with the field it concerns.
public struct HierarchyProblem: Error, Sendable, Hashable {
    /// The field as a path in the hierarchy file: `windows[1].root`,
    /// `viewControllers.root.childForHomeIndicatorAutoHidden`.
    public var field: String
    /// What is wrong, as a sentence fragment.
    public var message: String
    /// A name that matched no view controller, so that a caller can suggest the nearest one.
    public var unknownName: String?

    /// Creates a problem report.
    public init(field: String, message: String, unknownName: String? = nil) {
        self.field = field
        self.message = message
        self.unknownName = unknownName
    }
}
