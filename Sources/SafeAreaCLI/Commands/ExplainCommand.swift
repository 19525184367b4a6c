import SafeAreaCore

/// `safearea explain`: how each value of an `insets` answer is known, with every source whole,
/// and `--rules`: the rules a derived value may come from, with what supports them.
enum ExplainCommand {
    static let rules = OptionSpec("rules", help: "list every rule a derived value may come from, with the measurements that support it and its limits")

    /// The field groups an `insets` answer gives evidence for, in record order.
    static let fields = ["safeAreaInsets", "statusBarFrame", "navigationBarFrame", "tabBarFrame", "toolbarFrame", "layoutMargins", "readableContentGuide", "reservedRegions"]

    static let spec = CommandSpec(
        name: "explain",
        summary: "how each value of an answer is known: tier, rule, sources",
        positional: PositionalSpec(name: "FIELD", help: "only this field group (safeAreaInsets, layoutMargins, ...)", isRequired: false),
        options: ScreenCommandInput.options + [rules],
        details: [
            "Tiers, strongest first: measured (a simulator or device print whose method is written down), published (Apple), transcribed (a third party's table that states no method), derived (computed by a rule from the others). A value computed from several inputs takes the weakest of them; a field's own tier is its strongest source's.",
            "Records' 'evidence' gives each source's short label; explain gives every source whole.",
        ],
        examples: [
            "safearea explain -d 'iPhone 17 Pro' -o landscapeLeft",
            "safearea explain -d 'iPhone 18 Pro' safeAreaInsets --format json",
            "safearea explain --rules",
        ])

    static func compute(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> CommandOutput {
        if arguments.has(rules) { return try ruleList(context) }
        let field = arguments.positionals.first?.text
        if let field, !fields.contains(field) {
            throw UsageError("unknown field '\(field)'" + Suggestion.clause(for: field, in: fields) + "; explain knows \(fields.joined(separator: ", "))")
        }
        let input = try ScreenCommandInput(arguments, context: context)
        var records: [OutputValue] = []
        var notes: [String] = []
        for device in input.selection.devices {
            for orientation in input.selection.orientations {
                let request = input.screen.request(orientation, ios: input.ios)
                let layout: ScreenLayout
                do throws(ScreenLayoutError) {
                    layout = try device.layout(for: request)
                } catch {
                    if input.selection.isSinglePair { throw ScreenCommandInput.refusal(error, device) }
                    let reason = error.reason(device: device.name)
                    try context.emitUnsupported(device, orientation, ios: input.ios, reason: reason, into: &records)
                    continue
                }
                context.pairs.answer()
                let answer = OutputValue.record { InsetsCommand.write(device.name, device.id, layout, to: $0) }
                for entry in layout.evidence where field == nil || entry.field == field {
                    let value = answer[entry.field]?.quadText ?? ""
                    try context.emit({ sink in write(device, layout, entry, value: value, to: sink) }, into: &records)
                    let chain = entry.evidence.rule.map { " by \($0)" } ?? ""
                    notes.append("\(device.name) \(orientation.rawValue) iOS \(layout.ios) \(entry.field) (\(entry.evidence.tier.rawValue)\(chain)): \(entry.evidence.sources.joined(separator: "; "))")
                }
            }
        }
        if context.directRecords != nil { return .written(records) }
        return CommandOutput(records: records, table: table, notes: notes)
    }

    /// One field group's evidence as a record.
    static func write(_ device: DeviceProfile, _ layout: ScreenLayout, _ entry: FieldEvidence, value: String, to sink: RecordSink) {
        ResultRecord.writeIdentity(id: device.id, name: device.name, orientation: layout.orientation, ios: layout.ios, to: sink)
        sink.field("field", string: entry.field)
        sink.field("value", string: value)
        sink.field("tier", literal: entry.evidence.tier.literal)
        sink.field("rule", optionalString: entry.evidence.rule)
        sink.field("sources", strings: entry.evidence.sources)
    }

    static let table = TextTable(
        columns: ResultRecord.identityColumns + [
            TextTable.Column(header: "field") { $0.text(at: "field") },
            TextTable.Column(header: "value") { $0.text(at: "value") },
            TextTable.Column(header: "tier") { $0.text(at: "tier") },
            TextTable.Column(header: "rule") { $0.text(at: "rule") },
        ],
        identityColumns: ResultRecord.identityColumns.count)

    /// `--rules`: every rule, with its support and limits.
    static func ruleList(_ context: CommandContext) throws(UsageError) -> CommandOutput {
        var records: [OutputValue] = []
        for rule in EvidenceRule.all {
            try context.emit({ sink in
                sink.field("rule", string: rule.id)
                sink.field("statement", string: rule.statement)
                sink.field("support", strings: rule.support)
                sink.field("limits", strings: rule.limits)
            }, into: &records)
        }
        if context.directRecords != nil { return .written(records) }
        let notes = EvidenceRule.all.flatMap { rule in
            rule.support.map { "\(rule.id) supported by: \($0)" } + rule.limits.map { "\(rule.id) does not apply: \($0)" }
        }
        return CommandOutput(
            records: records,
            table: TextTable(columns: [
                TextTable.Column(header: "rule") { $0.text(at: "rule") },
                TextTable.Column(header: "statement") { $0.text(at: "statement") },
            ], identityColumns: 0),
            notes: notes)
    }
}
