/// An app's windows and view controllers: the input of ``DeviceProfile/policies(of:request:)``.
///
/// Constructed valid: every name resolves, each controller has at most one parent (a container,
/// a presenter or a window), containment and presentation have no cycle, and no forwarding chain
/// loops. A `childFor…` override may name any controller, as UIKit follows whatever it returns
/// (the QQ Reader night-mode mask returns a controller inside another window's navigation
/// controller: lingyuncxb.com, 2018-01-28).
public struct ViewControllerHierarchy: Sendable, Hashable {
    /// The windows, in the order they were made visible.
    public let windows: [WindowNode]
    /// The view controllers, in the order given.
    public let viewControllers: [ViewControllerNode]
    private let positions: [String: Int]
    /// Every controller's parent: the container that holds it, the controller that presents it.
    /// Made once, as each policy resolution walks it for every controller on screen.
    public let parents: [String: String]

    /// Creates a hierarchy, or throws the first problem found, in the order of the fields.
    public init(windows: [WindowNode], viewControllers: [ViewControllerNode]) throws(HierarchyProblem) {
        self.windows = windows
        self.viewControllers = viewControllers
        var positions: [String: Int] = [:]
        for (index, node) in viewControllers.enumerated() {
            guard positions[node.name] == nil else {
                throw HierarchyProblem(field: "viewControllers.\(node.name)", message: "the name \"\(node.name)\" is used twice")
            }
            positions[node.name] = index
        }
        self.positions = positions
        var parents: [String: String] = [:]
        for node in viewControllers {
            for child in node.children { parents[child] = node.name }
            if let presented = node.presents { parents[presented] = node.name }
        }
        self.parents = parents
        try validate()
    }

    /// The controller named `name`.
    public func viewController(named name: String) -> ViewControllerNode? {
        positions[name].map { viewControllers[$0] }
    }

    /// The window whose root is `name`.
    public func window(rooting name: String) -> WindowNode? {
        windows.first { $0.rootViewController == name }
    }

    /// Where UIKit's resolution goes next from `node` for `policy` when no presentation captures:
    /// the `childFor…` override, else what the container class forwards by default.
    ///
    /// - `UITabBarController` forwards all three to `selectedViewController` (decompiled
    ///   `childViewControllerFor…` returning `_selectedViewController`; research P2.3).
    /// - `UINavigationController` does not forward the home indicator (neither the hook nor the
    ///   preference is in its iOS 18.2 method list: decompiled, by absence); answers the screen
    ///   edges with its top controller's effective value unless a subclass overrides them
    ///   (decompiled `preferredScreenEdgesDeferringSystemGestures`; the leading edge it adds under
    ///   an undecoded flag is not modelled); and for the status bar **uncertain**: the override
    ///   exists but its body was not read, so forwarding to the top controller is modelled and
    ///   every result that relies on it says so (research P2.3).
    public func forwardTarget(of node: ViewControllerNode, for policy: SystemPolicy) -> (name: String, builtIn: Bool)? {
        if let hook = node.childHook(for: policy) { return (hook, false) }
        switch node.kind {
        case .plain:
            return nil
        case .tabBar:
            return node.visibleChild.map { ($0, true) }
        case .navigation:
            switch policy {
            case .homeIndicatorAutoHidden:
                return nil
            case .screenEdgesDeferringSystemGestures:
                return node.preferredScreenEdgesDeferringSystemGestures == nil ? node.visibleChild.map { ($0, true) } : nil
            case .statusBarHidden:
                return node.visibleChild.map { ($0, true) }
            }
        }
    }


    private func validate() throws(HierarchyProblem) {
        guard !windows.isEmpty else {
            throw HierarchyProblem(field: "windows", message: "needs at least one window")
        }
        var windowNames: Set<String> = []
        var owner: [String: String] = [:]  // controller -> who holds it, for messages
        for (index, window) in windows.enumerated() {
            let field = "windows[\(index)]"
            if !windowNames.insert(window.name).inserted {
                throw HierarchyProblem(field: field + ".name", message: "the window name \"\(window.name)\" is used twice")
            }
            if !window.windowLevel.isFinite {
                throw HierarchyProblem(field: field + ".level", message: "must be a finite number")
            }
            try requireKnown(window.rootViewController, field: field + ".root")
            if let other = owner[window.rootViewController] {
                throw HierarchyProblem(
                    field: field + ".root", message: "\"\(window.rootViewController)\" is already the root of \(other)")
            }
            owner[window.rootViewController] = "window \"\(window.name)\""
        }
        if windows.allSatisfy(\.isHidden) {
            throw HierarchyProblem(field: "windows", message: "every window is hidden: UIKit has no window to ask")
        }
        for node in viewControllers {
            let field = "viewControllers.\(node.name)"
            for (index, child) in node.children.enumerated() {
                let childField = field + ".children[\(index)]"
                try requireKnown(child, field: childField)
                if child == node.name {
                    throw HierarchyProblem(field: childField, message: "\"\(child)\" cannot contain itself")
                }
                if let other = owner[child] {
                    throw HierarchyProblem(field: childField, message: "\"\(child)\" is already held by \(other)")
                }
                owner[child] = "\"\(node.name)\""
            }
            if let selected = node.selected {
                guard node.kind == .tabBar else {
                    throw HierarchyProblem(field: field + ".selected", message: "only a tab bar controller (\"kind\": \"tabBar\") has a selected child")
                }
                try requireKnown(selected, field: field + ".selected")
                guard node.children.contains(selected) else {
                    throw HierarchyProblem(field: field + ".selected", message: "\"\(selected)\" is not a child of \"\(node.name)\"")
                }
            }
            for policy in SystemPolicy.allCases {
                guard let hook = node.childHook(for: policy) else { continue }
                let hookField = field + "." + policy.childHookName
                // UIKit follows whatever controller the override returns, a child or not (the
                // QQ Reader night-mode mask returns a controller nested in another window), so
                // only a name that exists is required; loops are refused below and unusual
                // targets warned about when resolving.
                try requireKnown(hook, field: hookField)
            }
            if let presented = node.presents {
                try requireKnown(presented, field: field + ".presents")
                if presented == node.name {
                    throw HierarchyProblem(field: field + ".presents", message: "\"\(presented)\" cannot present itself")
                }
                if let other = owner[presented] {
                    throw HierarchyProblem(field: field + ".presents", message: "\"\(presented)\" is already held by \(other)")
                }
                owner[presented] = "\"\(node.name)\""
            }
        }
        try checkContainmentCycles()
        try checkForwardingCycles()
    }

    private func requireKnown(_ name: String, field: String) throws(HierarchyProblem) {
        guard positions[name] != nil else {
            throw HierarchyProblem(field: field, message: "unknown view controller \"\(name)\"", unknownName: name)
        }
    }

    /// With one parent each, a cycle is a loop of parents; it is reported at the edge that closes
    /// it, listed from container to contained, for the cycle's first controller in file order.
    /// Each controller's parents are walked once (a walk stops at a controller already walked),
    /// so the check takes linear time however deep the hierarchy.
    private func checkContainmentCycles() throws(HierarchyProblem) {
        let parents = self.parents
        var walked: Set<String> = []
        var firstOnCycle: String?
        for node in viewControllers where !walked.contains(node.name) {
            var walk: [String] = []
            var onWalk: [String: Int] = [:]
            var current: String? = node.name
            while let name = current, !walked.contains(name) {
                if let start = onWalk[name] {
                    // walk[start...] is a loop; keep the member that comes first in the file.
                    let member = walk[start...].min { (positions[$0] ?? 0) < (positions[$1] ?? 0) } ?? name
                    if firstOnCycle.map({ (positions[member] ?? 0) < (positions[$0] ?? 0) }) ?? true { firstOnCycle = member }
                    break
                }
                onWalk[name] = walk.count
                walk.append(name)
                current = parents[name]
            }
            walked.formUnion(walk)
        }
        guard let cycled = firstOnCycle else { return }
        var ancestors: [String] = []
        var current = cycled
        while let parent = parents[current], ancestors.count <= viewControllers.count {
            ancestors.append(parent)
            if parent == cycled { break }
            current = parent
        }
        let holder = ancestors[0]
        let container = viewController(named: holder)
        let key = container?.presents == cycled
            ? "presents" : "children[\(container?.children.firstIndex(of: cycled) ?? 0)]"
        let loop = [cycled] + ancestors.dropLast().reversed() + [cycled]
        throw HierarchyProblem(
            field: "viewControllers.\(holder).\(key)", message: "cycle: " + loop.joined(separator: " → "))
    }

    /// Following presentations and forwards from any controller must end: a loop would recurse
    /// in UIKit until the stack runs out. Containment has no cycle, but a `childFor…` override may
    /// name any controller, so forwards can close one.
    private func checkForwardingCycles() throws(HierarchyProblem) {
        for policy in SystemPolicy.allCases {
            // A controller whose every onward path was followed without a loop needs no second
            // look from another window: each controller is followed once per policy.
            var finished: Set<String> = []
            for window in windows {
                try followForwards(from: window.rootViewController, policy: policy, finished: &finished)
            }
        }
    }

    /// Depth-first along presentations and forwards, with an explicit stack rather than
    /// recursion: a chain of 14,000 presentations overflowed the call stack.
    private func followForwards(from root: String, policy: SystemPolicy, finished: inout Set<String>) throws(HierarchyProblem) {
        guard !finished.contains(root) else { return }
        func steps(of name: String) -> [(next: String, key: String)] {
            guard let node = viewController(named: name) else { return [] }
            var steps: [(next: String, key: String)] = []
            if let presented = node.presents { steps.append((presented, "presents")) }
            if let forward = forwardTarget(of: node, for: policy) { steps.append((forward.name, policy.childHookName)) }
            return steps
        }
        var path = [root]
        var onPath: Set<String> = [root]
        var pending = [steps(of: root)]
        while let last = pending.indices.last {
            guard !pending[last].isEmpty else {
                pending.removeLast()
                let done = path.removeLast()
                onPath.remove(done)
                finished.insert(done)
                continue
            }
            let step = pending[last].removeFirst()
            if onPath.contains(step.next) {
                throw HierarchyProblem(
                    field: "viewControllers.\(path[path.count - 1]).\(step.key)",
                    message: "forwarding cycle: " + (path + [step.next]).joined(separator: " → "))
            }
            if finished.contains(step.next) { continue }
            path.append(step.next)
            onPath.insert(step.next)
            pending.append(steps(of: step.next))
        }
    }
}
