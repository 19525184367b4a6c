import SafeAreaCore

/// What `draw --layout` adds inside the root view: a scroll view with its adjusted content
/// inset, a table's first cell, or a flow layout's items, each from the same core function the
/// `scroll`, `table` and `collection` commands print.
enum LayoutDrawing {
    case none
    case scroll(ScrollViewSpec)
    case table(ScrollViewSpec, TableViewSpec)
    case collection(ScrollViewSpec, FlowLayoutSpec)

    /// The picture of one device and orientation; throws where the layout functions do.
    func picture(_ device: DeviceProfile, _ request: ScreenRequest) throws(ScreenLayoutError) -> Picture {
        switch self {
        case .none:
            return ScreenPicture.make(device, try device.layout(for: request))
        case .scroll(let spec):
            let scroll = try device.scrollLayout(for: request, scrollView: spec)
            return ScreenPicture.make(device, scroll.screen, inView: Self.scrollNodes(scroll, content: []))
        case .table(let spec, let table):
            let layout = try device.tableLayout(for: request, scrollView: spec, table: table)
            return ScreenPicture.make(device, layout.scroll.screen, inView: Self.scrollNodes(layout.scroll, content: Self.cellNodes(layout)))
        case .collection(let spec, let flow):
            let result = try device.flowLayout(for: request, scrollView: spec, layout: flow)
            return ScreenPicture.make(device, result.scroll.screen, inView: Self.scrollNodes(result.scroll, content: Self.itemNodes(result)))
        }
    }

    /// The scroll view's frame, the part of it inside `adjustedContentInset`, and its content at
    /// the resting `contentOffset`, in content coordinates (the content's origin sits at the
    /// frame's origin less the offset).
    static func scrollNodes(_ scroll: ScrollLayout, content: [PictureNode]) -> [PictureNode] {
        let frame = scroll.frame
        let inset = scroll.adjustedContentInset
        var nodes: [PictureNode] = [.shape(PictureShape(
            region: "scroll-view", frame: frame,
            title: "scroll view frame: \(PictureText.rect(frame)); adjustedContentInset \(PictureText.insets(inset)); contentOffset \(PictureText.number(scroll.contentOffset.x)), \(PictureText.number(scroll.contentOffset.y))"))]
        let inside = Rect(
            x: frame.x + inset.left, y: frame.y + inset.top,
            width: max(0, frame.width - inset.left - inset.right), height: max(0, frame.height - inset.top - inset.bottom))
        nodes.append(.shape(PictureShape(
            region: "adjusted-content", frame: inside,
            title: "scroll view frame inset by adjustedContentInset (\(PictureText.insets(inset))): \(PictureText.rect(inside))")))
        if !content.isEmpty {
            let origin = Point(x: frame.x - scroll.contentOffset.x, y: frame.y - scroll.contentOffset.y)
            nodes.append(.group(region: "scroll-content", origin: origin, children: content))
        }
        return nodes
    }

    /// The first row: the cell, its content view and its separator, in the table's content.
    static func cellNodes(_ table: TableLayout) -> [PictureNode] {
        let cell = table.cellFrame
        let content = table.cellContentViewFrame
        let separator = Rect(
            x: table.separatorInset.left, y: cell.height - table.separatorThickness,
            width: max(0, cell.width - table.separatorInset.left - table.separatorInset.right), height: table.separatorThickness)
        return [
            .shape(PictureShape(region: "table-cell", frame: cell, title: "cell frame (first row): \(PictureText.rect(cell))", caption: "cell")),
            .group(region: "cell-space", origin: cell.origin, children: [
                .shape(PictureShape(
                    region: "cell-content-view", frame: content,
                    title: "cell contentView.frame: \(PictureText.rect(content)); layoutMargins left \(PictureText.number(table.cellLayoutMarginsLeft)), right \(PictureText.number(table.cellLayoutMarginsRight))")),
                .shape(PictureShape(
                    region: "separator", frame: separator,
                    title: "separator: separatorInset \(PictureText.insets(table.separatorInset)), \(PictureText.number(table.separatorThickness)) thick")),
            ]),
        ]
    }

    /// Every section's header and footer and every item, at the frames the flow layout computed.
    static func itemNodes(_ result: FlowLayoutResult) -> [PictureNode] {
        var nodes: [PictureNode] = []
        for (index, section) in result.sections.enumerated() {
            if let header = section.header {
                nodes.append(.shape(PictureShape(region: "collection-header", frame: header, title: "section \(index) header: \(PictureText.rect(header))")))
            }
            if let footer = section.footer {
                nodes.append(.shape(PictureShape(region: "collection-footer", frame: footer, title: "section \(index) footer: \(PictureText.rect(footer))")))
            }
        }
        for item in result.items {
            nodes.append(.shape(PictureShape(
                region: "collection-item", frame: item.frame,
                title: "item [\(item.section), \(item.item)] frame: \(PictureText.rect(item.frame))")))
        }
        return nodes
    }
}
