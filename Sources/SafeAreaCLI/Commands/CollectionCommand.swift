import SafeAreaCore

/// `safearea collection`: what a `UICollectionViewFlowLayout` lays out, under each
/// `sectionInsetReference`.
enum CollectionCommand {
    static let reference = OptionSpec(
        "reference", value: "R", choices: FlowLayoutSpec.SectionInsetReference.allCases.map(\.rawValue),
        help: "sectionInsetReference: fromContentInset (default), fromSafeArea, fromLayoutMargins")
    static let sectionInset = OptionSpec("section-inset", value: "T,L,B,R", help: "sectionInset (not negative)")
    static let itemSize = OptionSpec(
        "item-size", value: "WxH", repeatable: true, help: "itemSize (default 50x50); repeat to give items sizes in turn")
    static let items = OptionSpec(
        "items", value: "N", repeatable: true, help: "items in a section (default one section of 20); repeat for more sections")
    static let interitem = OptionSpec("interitem-spacing", value: "P", help: "minimumInteritemSpacing (default 10)")
    static let line = OptionSpec("line-spacing", value: "P", help: "minimumLineSpacing (default 10)")
    static let direction = OptionSpec(
        "scroll-direction", value: "D", choices: FlowLayoutSpec.ScrollDirection.allCases.map(\.rawValue),
        help: "vertical (default) or horizontal")
    static let header = OptionSpec("header-size", value: "WxH", help: "headerReferenceSize (the scroll direction's length counts)")
    static let footer = OptionSpec("footer-size", value: "WxH", help: "footerReferenceSize (the scroll direction's length counts)")
    static let frames = OptionSpec("frames", help: "list every item's frame, in the collection view's content coordinates")

    static let spec = CommandSpec(
        name: "collection",
        summary: "flow layout section insets, lines, items and content size",
        positional: nil,
        options: ScreenCommandInput.options
            + [ScrollOptions.behavior, ScrollOptions.contentInset, ScrollOptions.scrollFrame, ScrollOptions.noAutomaticallyAdjusts]
            + [reference, sectionInset, itemSize, items, interitem, line, direction, header, footer, frames],
        details: [
            "The collection view scrolls along its layout's direction, so its adjusted content inset follows the scroll rules with that axis fixed. Across the scroll direction, fromSafeArea and fromLayoutMargins make each section inset max(inset + reference - adjusted inset, 0): the first item sits max(adjusted, reference + inset) from the edge and the safe area is never added twice (UIKit's iOS 18.2 and 26.1 code). Lines fill while items fit; full lines are justified, a line with one item is centred, the last line is leading-aligned, or keeps the grid's columns when every item has one size. Item origins are rounded to the pixel grid.",
            "An item wider than the space across the collection view gets UIKit's log message as a warning (on stderr in text format) and is still placed. Uncertain: the padding UIKit 18.2 adds along the scroll axis with a reference (one build); the horizontal layout's spacing swap for mixed sizes is modelled as measured.",
        ],
        examples: [
            "safearea collection -d 'iPhone X' -o landscape --reference fromSafeArea",
            "safearea collection -d 'iPhone 8' --item-size 100x100 --items 7 --frames",
            "safearea collection -d 'iPad (A16)' --reference fromLayoutMargins --items 4",
        ])

    static func compute(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> CommandOutput {
        try prepare(arguments, context).run()
    }

    @inline(__always) static func prepare(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> PreparedScreenCommand {
        let input = try ScreenCommandInput(arguments, context: context)
        let question = Question(
            scrollView: try ScrollOptions.read(arguments, kind: .plain), layout: try layoutSpec(arguments),
            listFrames: arguments.has(CollectionCommand.frames))
        return PreparedScreenCommand(
            // Its records also give warnings, which the command gathers as it writes them.
            input: input, answer: { input, _ throws(UsageError) in try answer(input, question) },
            record: { (device, request, screen, sink) throws(ScreenLayoutError) in
                // A query reads a field; the warnings go to the command line's standard error only.
                var arrays = LaidOutSections()
                let result = try device.flowLayout(
                    for: request, scrollView: question.scrollView, layout: question.layout, laidOut: screen, listingItems: question.listFrames,
                    sections: &arrays.sections, items: &arrays.items)
                write(device, result, &arrays, listFrames: question.listFrames, to: sink)
            })
    }

    /// The arrays a line's pairs are laid out into, one pair after another
    /// (``DeviceProfile/flowLayout(for:scrollView:layout:laidOut:listingItems:sections:items:)``),
    /// kept by the context from line to line: allocated and freed for every pair, with the
    /// result that held them, they were a tenth of a batch's collection line.
    struct LaidOutSections {
        var sections: [FlowLayoutResult.Section] = []
        var items: [FlowLayoutResult.Item] = []
    }

    /// The command's own options, read once and shared by reference: the layout's arrays were
    /// copied, a reference count each, some twenty times a line by the closures that hold them.
    final class Question {
        let scrollView: ScrollViewSpec
        let layout: FlowLayoutSpec
        let listFrames: Bool

        init(scrollView: ScrollViewSpec, layout: FlowLayoutSpec, listFrames: Bool) {
            self.scrollView = scrollView
            self.layout = layout
            self.listFrames = listFrames
        }
    }

    static func answer(_ input: ScreenCommandInput, _ question: Question) throws(UsageError) -> CommandOutput {
        // Frames held in memory (every format but the command line's JSON Lines, which streams)
        // are bounded across all pairs.
        let listFrames = question.listFrames
        let listed = listFrames ? question.layout.sections.reduce(0, +) * input.pairCount : 0
        if !input.streams, listed > Limits.heldFrames {
            throw UsageError(
                "--frames would list \(listed) item frames, more than the limit of \(Limits.heldFrames) outside JSON Lines; ask fewer devices or orientations, or use --format jsonl, which streams them")
        }
        var warnings: [String] = []
        // Only the text format prints them: records written as they come need none.
        let printsWarnings = !input.writesDirectly
        var arrays = input.takeCollectionArrays()
        defer { input.giveBack(arrays) }
        let records = try input.records { (device, request, screen, sink) throws(ScreenLayoutError) in
            let result = try device.flowLayout(
                for: request, scrollView: question.scrollView, layout: question.layout, laidOut: screen, listingItems: listFrames,
                sections: &arrays.sections, items: &arrays.items)
            for line in result.warnings where printsWarnings {
                warnings.append("\(device.name) \(request.orientation.rawValue): \(line)")
            }
            write(device, result, &arrays, listFrames: listFrames, to: sink)
        }
        if !printsWarnings { return .written(records) }
        // A copy for the text format's lazy lines: `warnings` itself, captured by them, would be
        // a box on the heap for every answer.
        let lines = warnings
        return CommandOutput(records: records, table: table(listFrames: listFrames), warnings: lines, notes: ResultRecord.tableNotes(records))
    }

    /// The text table, made only when printed.
    static func table(listFrames: Bool) -> TextTable {
        var columns = ResultRecord.identityColumns + [
            TextTable.Column(header: "adjustedContentInset") { $0["adjustedContentInset"]?.quadText ?? "" },
            TextTable.Column(header: "effectiveSectionInset", wide: true) { $0.value(at: "sections.0.effectiveSectionInset")?.quadText ?? "" },
            TextTable.Column(header: "itemsPerLine") { $0.value(at: "sections.0.itemsPerLine")?.displayText ?? "" },
            TextTable.Column(header: "lines") { $0.value(at: "sections.0.lines")?.displayText ?? "" },
            TextTable.Column(header: "firstLineGap", wide: true) { $0.value(at: "sections.0.firstLineGap")?.displayText ?? "" },
            TextTable.Column(header: "contentSize", wide: true) { $0["contentSize"]?.quadText ?? "" },
        ]
        if listFrames {
            columns.append(TextTable.Column(header: "itemFrames") { record in
                guard case .array(let items)? = record["items"] else { return "" }
                return items.map { "\($0.text(at: "frame.x")),\($0.text(at: "frame.y"))" }.joined(separator: "  ")
            })
        }
        return TextTable(columns: columns, identityColumns: ResultRecord.identityColumns.count)
    }

    /// A pair's record: the result's scroll view, content size and warnings, with the sections
    /// and items it was laid out into. In place (`inout`, unchanged): the arrays are a line's
    /// closure's, and passed by value each was retained and released around every record.
    static func write(
        _ device: DeviceProfile, _ result: FlowLayoutResult, _ arrays: inout LaidOutSections, listFrames: Bool, to sink: RecordSink
    ) {
        ResultRecord.writeIdentity(of: device, orientation: result.scroll.screen.orientation, ios: result.scroll.screen.ios, to: sink)
        result.scroll.write(to: sink)
        sink.beginArray("sections")
        // By index: iterating an array takes a reference to it.
        for index in arrays.sections.indices {
            let section = arrays.sections[index]
            sink.beginObject(nil)
            sink.field("effectiveSectionInset", insets: section.effectiveSectionInset)
            sink.field("itemsPerLine", number: Double(section.itemsPerLine))
            sink.field("lines", number: Double(section.lines))
            sink.field("firstLineGap", optionalNumber: section.firstLineGap)
            sink.field("header", optionalRect: section.header)
            sink.field("footer", optionalRect: section.footer)
            sink.endObject()
        }
        sink.endArray()
        sink.field("contentSize", size: result.contentSize)
        if listFrames {
            sink.beginArray("items")
            for index in arrays.items.indices {
                let item = arrays.items[index]
                sink.beginObject(nil)
                sink.field("section", number: Double(item.section))
                sink.field("item", number: Double(item.item))
                sink.field("frame", rect: item.frame)
                sink.endObject()
            }
            sink.endArray()
        }
        sink.field("warnings", strings: result.warnings)
        result.scroll.writeEvidence(to: sink)
    }

    /// The flow layout's options as given, each checked as it is read, for ``spec()`` to make
    /// the layout.
    struct LayoutOptions: Sendable {
        var reference: FlowLayoutSpec.SectionInsetReference?
        var direction: FlowLayoutSpec.ScrollDirection?
        var sectionInset: EdgeInsets?
        var itemSizes: [Size] = []
        var sections: [Int] = []
        var interitem: Double?
        var line: Double?
        var header: Size?
        var footer: Size?

        /// The layout: the defaults where nothing was given. The total of `sections` is
        /// checked as they are read (``checkTotal(of:)``). The item sizes and counts leave
        /// these options for the layout's.
        mutating func spec() -> FlowLayoutSpec {
            var spec = FlowLayoutSpec()
            if let reference { spec.sectionInsetReference = reference }
            if let direction { spec.scrollDirection = direction }
            if let sectionInset { spec.sectionInset = sectionInset }
            // The lists move into the layout, swapped with its defaults: copied, each was
            // retained there and released with these options, on every collection line.
            if !itemSizes.isEmpty { swap(&spec.itemSizes, &itemSizes) }
            if !sections.isEmpty { swap(&spec.sections, &sections) }
            if let interitem { spec.minimumInteritemSpacing = interitem }
            if let line { spec.minimumLineSpacing = line }
            if let header { spec.headerReferenceSize = header }
            if let footer { spec.footerReferenceSize = footer }
            return spec
        }

        /// More items in all than the limit is refused, as soon as the counts are read: before
        /// any option read after `--items`.
        static func checkTotal(of sections: [Int]) throws(UsageError) {
            let total = sections.reduce(0, +)
            guard total <= Limits.itemsTotal else {
                throw UsageError("invalid value for '--items': \(total) items in all, more than the limit of \(Limits.itemsTotal)")
            }
        }
    }

    /// The flow layout a command line or batch line asks for, from its parsed options.
    static func layoutSpec(_ arguments: ParsedArguments) throws(UsageError) -> FlowLayoutSpec {
        var options = LayoutOptions()
        if let value = arguments.single(CollectionCommand.reference) { options.reference = value.chosen(FlowLayoutSpec.SectionInsetReference.self) ?? .fromContentInset }
        if let value = arguments.single(CollectionCommand.direction) { options.direction = FlowLayoutSpec.ScrollDirection(rawValue: value.text) ?? .vertical }
        if let value = arguments.single(CollectionCommand.sectionInset) { options.sectionInset = try ValueParsing.insets(value, option: "section-inset") }
        if case let given = arguments.count(CollectionCommand.itemSize), given > 0 {
            options.itemSizes.reserveCapacity(given)
            for value in arguments.each(CollectionCommand.itemSize) { options.itemSizes.append(try ValueParsing.itemSize(value, option: "item-size")) }
        }
        if case let given = arguments.count(CollectionCommand.items), given > 0 {
            options.sections.reserveCapacity(given)
            for value in arguments.each(CollectionCommand.items) { options.sections.append(try ValueParsing.count(value, option: "items")) }
            try LayoutOptions.checkTotal(of: options.sections)
        }
        if let value = arguments.single(CollectionCommand.interitem) { options.interitem = try ValueParsing.points(value, option: "interitem-spacing") }
        if let value = arguments.single(CollectionCommand.line) { options.line = try ValueParsing.points(value, option: "line-spacing") }
        if let value = arguments.single(CollectionCommand.header) { options.header = try ValueParsing.size(value, option: "header-size") }
        if let value = arguments.single(CollectionCommand.footer) { options.footer = try ValueParsing.size(value, option: "footer-size") }
        return options.spec()
    }
}
