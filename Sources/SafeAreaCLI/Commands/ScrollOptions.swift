import SafeAreaCore

/// The contract's scroll-view options, shared by `scroll`, `table` and `collection`.
enum ScrollOptions {
    static let behavior = OptionSpec(
        "behavior", value: "B", choices: ContentInsetAdjustmentBehavior.allCases.map(\.rawValue),
        help: "contentInsetAdjustmentBehavior: automatic (default), scrollableAxes, never, always")
    static let contentSize = OptionSpec("content-size", value: "WxH", help: "contentSize, such as 390x2000")
    static let contentInset = OptionSpec("content-inset", value: "T,L,B,R", help: "contentInset (not negative)")
    static let bounceVertical = OptionSpec("always-bounce-vertical", help: "alwaysBounceVertical = true")
    static let bounceHorizontal = OptionSpec("always-bounce-horizontal", help: "alwaysBounceHorizontal = true")
    static let scrollFrame = OptionSpec(
        "scroll-frame", value: "X,Y,W,H", help: "the scroll view's frame in the root view (its first subview); default: fills it")
    static let noAutomaticallyAdjusts = OptionSpec(
        "no-automatically-adjusts", help: "automaticallyAdjustsScrollViewInsets = false on the view controller")

    /// The options in help order; `bounce` is false for tables, whose axes UIKit fixes.
    static func all(bounce: Bool = true) -> [OptionSpec] {
        [behavior, contentSize, contentInset] + (bounce ? [bounceVertical, bounceHorizontal] : [])
            + [scrollFrame, noAutomaticallyAdjusts]
    }

    static func read(_ arguments: ParsedArguments, kind: ScrollViewSpec.Kind) throws(UsageError) -> ScrollViewSpec {
        ScrollViewSpec(
            kind: kind,
            behavior: arguments.single(ScrollOptions.behavior)?.chosen(ContentInsetAdjustmentBehavior.self) ?? .automatic,
            contentSize: try arguments.single(ScrollOptions.contentSize).map { (value) throws(UsageError) in
                try ValueParsing.size(value, option: "content-size")
            } ?? Size(width: 0, height: 0),
            contentInset: try arguments.single(ScrollOptions.contentInset).map { (value) throws(UsageError) in
                try ValueParsing.insets(value, option: "content-inset")
            } ?? .zero,
            alwaysBounceVertical: arguments.has(ScrollOptions.bounceVertical),
            alwaysBounceHorizontal: arguments.has(ScrollOptions.bounceHorizontal),
            frame: try arguments.single(ScrollOptions.scrollFrame).map { (value) throws(UsageError) in
                try ValueParsing.rect(value, option: "scroll-frame")
            },
            automaticallyAdjustsScrollViewInsets: !arguments.has(ScrollOptions.noAutomaticallyAdjusts))
    }
}

extension ScrollLayout {
    /// The fields every scroll-view result shares, after the identity fields, in order: the
    /// scroll view's own, then the screen's.
    func write(to sink: RecordSink) {
        writeScrollView(to: sink)
        sink.field("safeAreaInsets", optionalInsets: screen.layoutGuides == nil ? screen.safeAreaInsets : nil)
        sink.field("statusBarHidden", bool: screen.statusBarHidden)
        sink.field("barDesign", name: screen.design)
        sink.field("window", rect: screen.window)
        sink.field("windowing", name: screen.windowing)
        sink.field("reservedRegions", regions: screen.reservedRegions)
        sink.field("posture", optionalName: screen.posture)
        sink.field("notes", strings: screen.notes)
        ResultRecord.writeDisputes(screen.disputes, to: sink)
    }

    /// The `evidence` of a scroll view's record: its adjusted content inset is the screen's safe
    /// area where the behaviour adds it, with the screen's own field groups after.
    func writeEvidence(to sink: RecordSink) {
        var evidence = screen.evidence
        if let insets = evidence[field: "safeAreaInsets"] {
            evidence.insert(FieldEvidence(field: "adjustedContentInset", evidence: insets), at: 0)
        }
        ResultRecord.writeEvidence(evidence, to: sink)
    }

    /// The scroll view's own fields.
    private func writeScrollView(to sink: RecordSink) {
        sink.field("adjustedContentInset", insets: adjustedContentInset)
        sink.field("contentInset", insets: contentInset)
        switch scrollableAxes.rawValue {
        case 1: sink.field("scrollableAxes", literals: Self.vertical)
        case 2: sink.field("scrollableAxes", literals: Self.horizontal)
        case 3: sink.field("scrollableAxes", literals: Self.bothAxes)
        default: sink.field("scrollableAxes", literals: Self.noAxis)
        }
        sink.field("contentOffset", point: contentOffset)
        sink.field("visibleContentRect", rect: visibleContentRect)
        sink.field("scrollViewFrame", rect: frame)
        sink.field("scrollViewSafeAreaInsets", optionalInsets: safeAreaInsets)
    }

    /// `scrollableAxes`, by raw value above. Four lists rather than a list of them, whose
    /// elements were arrays made at run time: each record retained and released one, on a
    /// count every thread shares.
    private static let noAxis: [StaticString] = []
    private static let vertical: [StaticString] = ["vertical"]
    private static let horizontal: [StaticString] = ["horizontal"]
    private static let bothAxes: [StaticString] = ["vertical", "horizontal"]

    /// Text-table columns for the fields above.
    static let columns: [TextTable.Column] = [
        TextTable.Column(header: "adjustedContentInset") { $0["adjustedContentInset"]?.quadText ?? "" },
        TextTable.Column(header: "contentOffset") { $0["contentOffset"]?.quadText ?? "" },
        TextTable.Column(header: "scrollableAxes", wide: true) { record in
            let axes = record.text(at: "scrollableAxes")
            return axes.isEmpty ? "none" : axes.replacingOccurrences(of: ";", with: "+")
        },
        TextTable.Column(header: "scrollViewSafeAreaInsets", wide: true) { $0["scrollViewSafeAreaInsets"]?.quadText ?? "" },
    ]
}
