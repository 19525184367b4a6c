extension ScreenLayout {
    /// The field groups a result can leave out while keeping its safe area: each is computed on
    /// top of the safe area (margins, the readable guide) or reported beside it (the status bar).
    static let fieldsLeftOutBelowFloor: Set<String> = ["layoutMargins", "readableContentGuide", "statusBarFrame"]

    /// The layout with only values of `floor` or stronger (contract, "Evidence": `--evidence`): a
    /// weaker margins, readable guide or status-bar frame is left out (`null`) with a note naming
    /// its tier; a weaker safe area, or a bar or region it rests on, refuses the whole answer.
    /// How the note of a field left out begins, which ``CheckScreen`` finds it by.
    static func leftOut(_ field: String) -> String { "\(field) left out: " }

    mutating func keepEvidence(atLeast floor: EvidenceTier) throws(ScreenLayoutError) {
        let weaker = evidence.filter { !$0.evidence.tier.isAccepted(atLeast: floor) }
        guard !weaker.isEmpty else { return }
        if let refused = weaker.first(where: { !Self.fieldsLeftOutBelowFloor.contains($0.field) }) {
            throw .evidenceBelow(refused.field, refused.evidence.tier, rule: refused.evidence.rule, accepted: floor)
        }
        for entry in weaker {
            switch entry.field {
            case "layoutMargins":
                values.layoutMargins = nil
                values.layoutMarginsGuide = nil
            case "readableContentGuide":
                values.readableContentGuide = nil
            default:
                values.bars.statusBar = nil
            }
            let rule = entry.evidence.rule.map { " (\($0))" } ?? ""
            values.notes.append("\(Self.leftOut(entry.field))it is \(entry.evidence.tier.rawValue)\(rule), weaker than the \(floor.rawValue) evidence asked for")
        }
        values.evidence.removeAll { entry in weaker.contains { $0.field == entry.field } }
    }
}
