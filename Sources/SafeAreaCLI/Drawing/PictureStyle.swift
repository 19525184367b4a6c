/// The pictures' look: one style sheet and one set of patterns, shared by the SVG files and the
/// HTML report.
///
/// Colours are the Okabe–Ito palette, chosen to stay distinct under the common colour-vision
/// deficiencies, and no region relies on colour alone: the unsafe bands are hatched, bars ruled,
/// reserved regions cross-hatched, guides drawn with distinct dash patterns, and large regions
/// carry a caption. Fills are translucent over a screen colour that follows
/// `prefers-color-scheme`, so the pictures read on light and dark pages.
enum PictureStyle {
    static let css = """
        .safearea-picture text { font-family: -apple-system, "Helvetica Neue", Arial, sans-serif; fill: #1c1c1e; }
        .screen { fill: #f2f2f7; stroke: #8e8e93; stroke-width: 1; }
        .safe-area, .layout-guides { fill: #0072b2; fill-opacity: 0.3; stroke: #0072b2; stroke-width: 1; }
        .status-bar, .home-indicator { fill: url(#safearea-unsafe); stroke: #d55e00; stroke-width: 1; }
        .navigation-bar, .tab-bar, .toolbar { fill: url(#safearea-bar); stroke: #e69f00; stroke-width: 1; }
        .sensor-housing { fill: #000000; stroke: #d55e00; stroke-width: 1; }
        .safearea-picture text.caption-sensor-housing { fill: #ffffff; }
        .reserved-region { fill: url(#safearea-reserved); stroke: #d55e00; stroke-width: 1.5; }
        .window { fill: none; stroke: #56b4e9; stroke-width: 3; stroke-dasharray: 10 4; }
        .layout-margins { fill: none; stroke: #009e73; stroke-width: 1.5; stroke-dasharray: 6 3; }
        .readable-content { fill: none; stroke: #cc79a7; stroke-width: 1.5; stroke-dasharray: 2 2; }
        .subview { fill: none; stroke: #1c1c1e; stroke-width: 1; stroke-dasharray: 1 2; }
        .scroll-view { fill: none; stroke: #1c1c1e; stroke-width: 1; }
        .adjusted-content { fill: none; stroke: #e69f00; stroke-width: 1.5; stroke-dasharray: 8 4; }
        .collection-item, .table-cell { fill: #56b4e9; fill-opacity: 0.35; stroke: #0072b2; stroke-width: 1; }
        .collection-header, .collection-footer { fill: #e69f00; fill-opacity: 0.25; stroke: #e69f00; stroke-width: 1; }
        .cell-content-view { fill: none; stroke: #0072b2; stroke-width: 1; stroke-dasharray: 3 2; }
        .separator { fill: #8e8e93; }
        .element { fill: #009e73; fill-opacity: 0.35; stroke: #009e73; stroke-width: 2; }
        .element.failing { fill: url(#safearea-failing); fill-opacity: 1; stroke: #d55e00; stroke-width: 3; }
        .overlap { fill: #d55e00; fill-opacity: 0.7; stroke: #1c1c1e; stroke-width: 2; stroke-dasharray: 4 2; }
        .legend-box { fill: #ffffff; fill-opacity: 0.92; stroke: #8e8e93; stroke-width: 1; }
        @media (prefers-color-scheme: dark) {
          .screen { fill: #1c1c1e; stroke: #636366; }
          .safearea-picture text { fill: #f2f2f7; }
          .subview, .scroll-view { stroke: #f2f2f7; }
          .legend-box { fill: #000000; }
        }

        """

    /// The hatching patterns the style sheet names, in user units (points).
    static let definitions = """
        <defs>
        <pattern id="safearea-unsafe" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="8" height="8" fill="#d55e00" fill-opacity="0.25"/><rect width="3" height="8" fill="#d55e00" fill-opacity="0.8"/>
        </pattern>
        <pattern id="safearea-bar" width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" fill="#e69f00" fill-opacity="0.25"/><rect width="6" height="2" fill="#e69f00" fill-opacity="0.8"/>
        </pattern>
        <pattern id="safearea-reserved" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="8" height="8" fill="#d55e00" fill-opacity="0.3"/><rect width="2" height="8" fill="#d55e00"/><rect width="8" height="2" fill="#d55e00"/>
        </pattern>
        <pattern id="safearea-failing" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">
        <rect width="10" height="10" fill="#d55e00" fill-opacity="0.35"/><rect width="4" height="10" fill="#d55e00" fill-opacity="0.9"/>
        </pattern>
        </defs>

        """
}
