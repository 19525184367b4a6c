import SafeAreaCore

/// `--format html`: one self-contained page (inline CSS and SVG, nothing fetched) for people and
/// CI artifacts: the summary, then one picture per device and orientation with the spec's
/// elements placed, each failing element and the part of the region it overlaps highlighted and
/// the failure text beside it. Pairs that fail are open; pairs that pass or were skipped fold.
enum CheckHTMLReport {
    static func render(_ report: CheckReport) -> String {
        let spec = report.spec
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>safearea check \(text(spec.path))</title>
            <style>
            \(pageStyle)\(PictureStyle.css)</style>
            </head>
            <body>
            <svg class="pattern-definitions" width="0" height="0" aria-hidden="true">\(PictureStyle.definitions)</svg>
            <h1>safearea check</h1>
            <p class="summary \(report.failed > 0 ? "failed" : "passed")">\(text(report.summary))</p>

            """
        for (index, pair) in report.pairs.enumerated() {
            let screen = index < report.screens.count ? report.screens[index] : nil
            html += section(pair, screen: screen, in: spec)
        }
        return html + "</body>\n</html>\n"
    }

    private static func section(_ pair: ArraySlice<CheckResult>, screen: CheckScreen?, in spec: CheckSpec) -> String {
        guard let first = pair.first else { return "" }
        let failed = pair.filter { $0.status == .failed }.count
        let passed = pair.filter { $0.status == .passed }.count
        let skipped = pair.count - failed - passed
        let status = failed > 0 ? "failed" : (passed == 0 ? "skipped" : "passed")
        let tag = failed > 0 ? "FAIL" : (passed == 0 ? "SKIP" : "PASS")
        let heading = "\(first.deviceName), \(first.orientation.rawValue)\(first.ios.map { ", iOS \($0)" } ?? "")"
        var html = "<details class=\"pair \(status)\" id=\"\(first.deviceID)-\(first.orientation.rawValue)\(spec.versions.count > 1 ? first.ios.map { "-ios\($0)" } ?? "" : "")\"\(failed > 0 ? " open" : "")>\n"
        html += "<summary><span class=\"tag\">\(tag)</span> \(text(heading)): \(passed) passed, \(failed) failed, \(skipped) skipped</summary>\n"
        html += "<div class=\"pair-body\">\n"
        if let screen, let device = spec.devices.first(where: { $0.id == first.deviceID }) {
            html += "<figure>\n" + SVGWriter.render(picture(device, screen, pair, spec), standalone: false) + "</figure>\n"
        }
        html += "<ol class=\"results\">\n"
        if CheckReport.isSkippedPair(pair) {
            html += "<li class=\"skipped\"><span class=\"tag\">SKIP</span> every assertion: \(text(first.message ?? ""))</li>\n"
        } else {
            for result in pair {
                let tag = result.status == .failed ? "FAIL" : (result.status == .skipped ? "SKIP" : "PASS")
                let assertion = spec.assertions[result.assertion]
                html += "<li class=\"\(result.status.rawValue)\"><span class=\"tag\">\(tag)</span> "
                    + "<code>assertions[\(assertion.index)]</code> \(text(assertion.title)) (line \(assertion.line))"
                    + (result.message.map { ": " + text($0) } ?? "") + "</li>\n"
            }
        }
        return html + "</ol>\n</div>\n</details>\n"
    }

    /// The pair's screen with every element where the spec places it, failing ones and the
    /// overlaps they make highlighted, and the overlapped regions marked.
    static func picture(_ device: DeviceProfile, _ screen: CheckScreen, _ pair: ArraySlice<CheckResult>, _ spec: CheckSpec) -> Picture {
        var failing: [Int: [String]] = [:]
        var overlaps: [PictureNode] = []
        var overlapped: Set<String> = []
        for result in pair where result.status == .failed {
            guard case .layout(let element, _) = spec.assertions[result.assertion].kind else { continue }
            failing[element, default: []].append(result.message ?? "")
            for finding in result.findings {
                guard case .overlaps(let region, let overlap) = finding else { continue }
                let name = regionClass(region)
                overlapped.insert(name)
                overlaps.append(.shape(PictureShape(
                    region: "overlap", frame: overlap,
                    title: "\(spec.elements[element].name) overlaps \(region.displayName): \(PictureText.rect(overlap))",
                    modifiers: ["overlap-\(name)"])))
            }
        }
        var elements: [PictureNode] = []
        for (index, element) in spec.elements.enumerated() {
            guard case .placed(let frame) = screen.place(element) else { continue }
            let failures = failing[index] ?? []
            elements.append(.shape(PictureShape(
                region: "element", frame: frame,
                title: "\(element.name): \(PictureText.rect(frame))" + (failures.isEmpty ? "" : "; " + failures.joined(separator: "; ")),
                modifiers: failures.isEmpty ? [] : ["failing"], caption: element.name)))
        }
        var picture = ScreenPicture.make(device, screen.layout, inWindow: elements + overlaps)
        if !overlapped.isEmpty { picture.nodes = picture.nodes.map { $0.marking(overlapped, with: "overlapped") } }
        return picture
    }

    /// The picture's class for a region a spec can name.
    static func regionClass(_ region: ScreenRegion) -> String {
        switch region {
        case .sensorHousing: "sensor-housing"
        case .statusBar: "status-bar"
        case .navigationBar: "navigation-bar"
        case .tabBar: "tab-bar"
        case .toolbar: "toolbar"
        case .homeIndicator: "home-indicator"
        case .fold: "fold"
        case .windowControls: "window-controls"
        }
    }

    private static func text(_ value: String) -> String {
        SVGWriter.text(value)
    }

    private static let pageStyle = """
        body { font: 15px/1.45 -apple-system, "Helvetica Neue", Arial, sans-serif; margin: 24px; background: #ffffff; color: #1c1c1e; }
        h1 { font-size: 22px; margin: 0 0 8px; }
        .pattern-definitions { position: absolute; }
        .summary { font-weight: bold; padding: 8px 12px; border-left: 6px solid; }
        .summary.failed { border-color: #d55e00; }
        .summary.passed { border-color: #009e73; }
        details.pair { border: 1px solid #c7c7cc; border-radius: 6px; margin: 12px 0; padding: 6px 12px; }
        details.pair > summary { cursor: pointer; font-weight: bold; }
        .tag { display: inline-block; min-width: 3.2em; font-family: ui-monospace, Menlo, monospace; }
        .failed > summary .tag, li.failed .tag { color: #b34700; }
        .passed > summary .tag, li.passed .tag { color: #007a5a; }
        .pair-body { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; margin-top: 8px; }
        figure { margin: 0; }
        figure svg { display: block; }
        ol.results { list-style: none; padding: 0; margin: 0; flex: 1 1 320px; }
        ol.results li { padding: 4px 0; }
        li.failed { font-weight: bold; }
        li.skipped { color: #636366; }
        .overlapped { stroke: #1c1c1e; stroke-width: 3; }
        @media (prefers-color-scheme: dark) {
          body { background: #000000; color: #f2f2f7; }
          details.pair { border-color: #48484a; }
          .failed > summary .tag, li.failed .tag { color: #ff8c42; }
          .passed > summary .tag, li.passed .tag { color: #3ddc97; }
          li.skipped { color: #aeaeb2; }
          .overlapped { stroke: #f2f2f7; }
        }

        """
}
