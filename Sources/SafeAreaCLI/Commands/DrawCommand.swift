import SafeAreaCore

/// `safearea draw`: one SVG picture per device and orientation of the screen, the hardware, the
/// system's bands, the safe area and the guides, and optionally a scroll view, table or
/// collection laid out in it.
enum DrawCommand {
    static let output = OptionSpec(
        "output", value: "DIR", help: "write one file per device and orientation, DEVICE-ORIENTATION.svg, into DIR (made if missing)")
    static let layout = OptionSpec(
        "layout", value: "L", choices: ["scroll", "table", "collection"],
        help: "also draw a scroll view (its adjusted content inset), a table's first cell or a flow layout's items")

    /// The options that describe a table or a collection, and the `--layout` each needs.
    private static let tableOptions = [
        TableCommand.style, TableCommand.rowHeight, TableCommand.noInsetContentViews, TableCommand.separatorInset,
        TableCommand.separatorReference, TableCommand.readableWidth,
    ]
    private static let collectionOptions = [
        CollectionCommand.reference, CollectionCommand.sectionInset, CollectionCommand.itemSize, CollectionCommand.items,
        CollectionCommand.interitem, CollectionCommand.line, CollectionCommand.direction, CollectionCommand.header,
        CollectionCommand.footer,
    ]

    static let spec = CommandSpec(
        name: "draw",
        summary: "SVG pictures of the safe area, bars, guides and layouts",
        positional: nil,
        options: [
            CommonOptions.device, CommonOptions.devicesFrom, CommonOptions.family, CommonOptions.runsIOS, CommonOptions.orientation, CommonOptions.ios,
            CommonOptions.profiles, CommonOptions.measurements, output, CommonOptions.failOnUnsupported,
        ] + ScreenContextOptions.all + [layout] + ScrollOptions.all() + tableOptions + collectionOptions,
        details: [
            "The SVG's viewBox is the screen in UIKit points, so each rectangle's x, y, width and height are the computed values exactly, in the coordinates UIKit reports them in: the window's group holds the bars and reserved regions, the root view's group (at viewFrame's origin) the safe area, layoutMarginsGuide and readableContentGuide, and a scroll view's content group sits at its frame less contentOffset. Each region has a stable class (screen, sensor-housing, status-bar, navigation-bar, tab-bar, toolbar, home-indicator, safe-area, layout-margins, readable-content, window, window-controls, fold, scroll-view, adjusted-content, table-cell, cell-content-view, separator, collection-item) and a title with its UIKit name and value.",
            "One pair goes to standard output; several need --output DIR. A pair the device lacks is an error when it is the only one; otherwise it has no picture and is counted on stderr (exit status as for insets). Uncertain: the notch is drawn as its sourced bounding box (no source gives its curved outline); a region no source places (a sensor housing, a landscape home indicator) is left out and named in the SVG's desc.",
        ],
        examples: [
            "safearea draw -d 'iPhone 16 Pro' -o landscapeLeft > iphone-16-pro.svg",
            "safearea draw --family phone -o all --output pictures",
            "safearea draw -d 'iPhone X' --tab-bar --layout collection --items 8",
        ])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> ExitStatus {
        let input = try ScreenCommandInput(arguments, context: context)
        let drawing = try readLayout(arguments)
        let directory = arguments.single(output)?.text
        if directory == nil, !input.selection.isSinglePair {
            throw UsageError("draw writes one SVG per device and orientation, and \(input.pairCount) pairs were asked for; give --output DIR to write one file each")
        }
        if let directory {
            do { try FileSystem.makeDirectory(directory) } catch { throw UsageError(error.message, code: .file) }
        }
        for device in input.selection.devices {
            for orientation in input.selection.orientations {
                let picture: Picture
                do {
                    picture = try drawing.picture(device, input.screen.request(orientation, ios: input.ios))
                } catch {
                    let reason = error.reason(device: device.name)
                    if input.selection.isSinglePair { throw UsageError(reason, code: .unsupported) }
                    context.pairs.refuse(reason)
                    continue
                }
                context.pairs.answer()
                if let path = nonFinite(picture.nodes) {
                    throw UsageError("the picture's '\(path)' is not a finite number; no picture is drawn for values this large")
                }
                let svg = SVGWriter.render(picture)
                guard let directory else {
                    context.output.write(svg)
                    continue
                }
                let path = directory + (directory.hasSuffix("/") ? "" : "/") + picture.fileName
                do { try FileSystem.writeFile(path, Array(svg.utf8)) } catch { throw UsageError(error.message, code: .file) }
                context.output.write(path + "\n")
            }
        }
        return try context.pairs.conclude(arguments, context)
    }

    /// `--layout` and the options that describe it; an option for another layout is refused
    /// rather than ignored.
    static func readLayout(_ arguments: ParsedArguments) throws(UsageError) -> LayoutDrawing {
        let chosen = arguments.single(layout)?.text
        func refuseUnless(_ layout: String, _ options: [OptionSpec], what: String) throws(UsageError) {
            guard chosen != layout, let given = options.first(where: { arguments.has($0) }) else { return }
            throw UsageError("--\(given.long) describes \(what); add --layout \(layout)")
        }
        try refuseUnless("table", tableOptions, what: "a table")
        try refuseUnless("collection", collectionOptions, what: "a collection view")
        if chosen == nil, let given = ScrollOptions.all().first(where: { arguments.has($0) }) {
            throw UsageError("--\(given.long) describes a scroll view; add --layout scroll, table or collection")
        }
        switch chosen {
        case "scroll":
            return .scroll(try ScrollOptions.read(arguments, kind: .plain))
        case "table":
            if arguments.has(ScrollOptions.bounceVertical) || arguments.has(ScrollOptions.bounceHorizontal) {
                throw UsageError("a table always scrolls vertically; --always-bounce-vertical and --always-bounce-horizontal are for --layout scroll")
            }
            return .table(try ScrollOptions.read(arguments, kind: .table), try TableCommand.tableSpec(arguments))
        case "collection":
            if arguments.has(ScrollOptions.contentSize) || arguments.has(ScrollOptions.bounceVertical) || arguments.has(ScrollOptions.bounceHorizontal) {
                throw UsageError("a collection view's content size and axes come from its layout; --content-size and --always-bounce-* are for --layout scroll")
            }
            let flow = try CollectionCommand.layoutSpec(arguments)
            return .collection(try ScrollOptions.read(arguments, kind: .plain), flow)
        default:
            return .none
        }
    }

    /// The first region whose frame holds a non-finite number, by class.
    private static func nonFinite(_ nodes: [PictureNode]) -> String? {
        for node in nodes {
            switch node {
            case .shape(let shape):
                let frame = shape.frame
                if ![frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) { return shape.region }
            case .group(let region, let origin, let children):
                if !origin.x.isFinite || !origin.y.isFinite { return region }
                if let inner = nonFinite(children) { return inner }
            }
        }
        return nil
    }
}
