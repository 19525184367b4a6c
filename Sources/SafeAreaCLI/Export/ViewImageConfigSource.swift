import SafeAreaCore

/// Swift source extending swift-snapshot-testing's `ViewImageConfig` with one function per
/// device, in the shape of the library's own (`iPhone13Pro(_:)`): `safeArea`, `size` and
/// `traits` for each case of its `Orientation`, `.portrait` and `.landscape` (landscapeLeft).
enum ViewImageConfigSource {
    static let cases = [("portrait", "portrait"), ("landscapeLeft", "landscape")]

    static func source(_ records: [OutputValue], refuse: (String) -> Void) -> String {
        var devices: [(id: String, records: [OutputValue])] = []
        for record in records {
            let orientation = record.text(at: "orientation")
            guard cases.contains(where: { $0.0 == orientation }) else {
                refuse("\(ExportFormat.label(record)): ViewImageConfig.Orientation has no \(orientation)")
                continue
            }
            if devices.last?.id == record.text(at: "device") { devices[devices.count - 1].records.append(record) } else { devices.append((record.text(at: "device"), [record])) }
        }
        var text = "// ViewImageConfig for swift-snapshot-testing, written by `safearea export snapshot-testing`.\nimport SnapshotTesting\nimport UIKit\n\nextension ViewImageConfig {\n"
        var used: Set<String> = []
        for (index, device) in devices.enumerated() {
            var name = identifier(device.records[0].text(at: "name"))
            if used.contains(name) { name += "_\(index)" }
            used.insert(name)
            text += (index == 0 ? "" : "\n") + function(name, device.records)
        }
        return text + "}\n"
    }

    static func function(_ name: String, _ records: [OutputValue]) -> String {
        let device = records[0].text(at: "name")
        var text = "    /// \(device.escapingControlCharacters) (\(records[0].text(at: "device").escapingControlCharacters)), as `safearea insets` answers it.\n"
        text += "    public static func \(name)(_ orientation: Orientation = .\(records[0].text(at: "orientation") == "portrait" ? "portrait" : "landscape")) -> ViewImageConfig {\n"
        text += "        switch orientation {\n"
        for (orientation, caseName) in cases {
            text += "        case .\(caseName):\n"
            guard let record = records.first(where: { $0.text(at: "orientation") == orientation }) else {
                let command = "safearea export snapshot-testing -d '\(device)' -o portrait -o landscapeLeft"
                text += "            fatalError(\(literal("\(device) was exported without \(orientation): \(command)")))\n"
                continue
            }
            let evidence = record["evidence"]?["safeAreaInsets"]
            let rule = evidence?["rule"].map { ", rule \($0.displayText)" } ?? ""
            text += "            // \(orientation), iOS \(record.text(at: "ios")): safeArea \(evidence?.text(at: "tier") ?? "")\(rule)\n"
            for line in record.disputeSummaries { text += "            // disputed: \(line.escapingControlCharacters)\n" }
            let number = { (path: String) in NumberFormatting.text(record.number(at: path)) }
            let pad = record.text(at: "family") == "pad"
            text += """
                            return ViewImageConfig(
                                safeArea: UIEdgeInsets(top: \(number("env.top")), left: \(number("env.left")), bottom: \(number("env.bottom")), right: \(number("env.right"))),
                                size: CGSize(width: \(number("screen.width")), height: \(number("screen.height"))),
                                traits: UITraitCollection(traitsFrom: [
                                    UITraitCollection(userInterfaceIdiom: .\(pad ? "pad" : "phone")),
                                    UITraitCollection(horizontalSizeClass: .\(record.text(at: "horizontalSizeClass"))),
                                    UITraitCollection(verticalSizeClass: .\(record.text(at: "verticalSizeClass"))),
                                    UITraitCollection(displayScale: \(number("scale"))),
                                ]))

                """
        }
        return text + "        }\n    }\n"
    }

    /// A Swift identifier from a device name: its ASCII letters and digits, each later word
    /// capitalised (`iPad Pro 11-inch (M4)` is `iPadPro11InchM4`); a leading digit gets `device`
    /// before it, and an all-lowercase name (which could be a keyword) backticks.
    static func identifier(_ name: String) -> String {
        let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        var text = words.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
        if text.first.map({ !$0.isLetter }) ?? true { text = "device" + text }
        return text.contains(where: \.isUppercase) ? text : "`\(text)`"
    }

    /// A Swift string literal of `text`: quotes, backslashes and control characters escaped.
    static func literal(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": escaped += "\\" + String(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: escaped += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}
