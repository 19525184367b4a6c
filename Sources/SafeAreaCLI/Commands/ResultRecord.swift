import SafeAreaCore

/// The fields every per-device, per-orientation result starts with, and the row that stands in
/// for a pair the device does not have.
enum ResultRecord {
    static func identity(id: String, name: String, orientation: Orientation, ios: Int?) -> [OutputField] {
        let tree = FieldListSink()
        writeIdentity(id: id, name: name, orientation: orientation, ios: ios, to: tree)
        return tree.fields
    }

    /// The same fields through a sink.
    static func writeIdentity(id: String, name: String, orientation: Orientation, ios: Int?, to sink: RecordSink) {
        sink.fields(device: id, name: name)
        sink.field("orientation", name: orientation)
        sink.field("ios", optionalNumber: ios.map(Double.init))
    }

    /// The identity fields of a record of `device`.
    static func writeIdentity(of device: DeviceProfile, orientation: Orientation, ios: Int, to sink: RecordSink) {
        writeIdentity(id: device.id, name: device.name, orientation: orientation, ios: ios, to: sink)
    }

    static func writeUnsupported(_ device: DeviceProfile, orientation: Orientation, ios: Int?, reason: String, to sink: RecordSink) {
        writeIdentity(id: device.id, name: device.name, orientation: orientation, ios: ios ?? device.newestSourcedVersion, to: sink)
        sink.field("unsupported", string: reason)
    }

    /// The `disputes` field through a sink (contract, "Evidence"): each dispute's field, the value
    /// answered, every alternative with its tier and sources, and why the answer was chosen.
    static func writeDisputes(_ disputes: [ValueDispute], to sink: RecordSink) {
        sink.beginArray("disputes")
        for dispute in disputes {
            sink.beginObject(nil)
            sink.field("field", string: dispute.field)
            sink.field("value", string: dispute.chosen.value)
            sink.field("tier", literal: dispute.chosen.evidence.tier.literal)
            sink.beginArray("alternatives")
            for claim in dispute.competing {
                sink.beginObject(nil)
                sink.field("value", string: claim.value)
                sink.field("tier", literal: claim.evidence.tier.literal)
                sink.field("sources", labelsOf: claim.evidence)
                sink.endObject()
            }
            sink.endArray()
            sink.field("why", string: dispute.why)
            sink.endObject()
        }
        sink.endArray()
    }

    /// The `evidence` field (contract, "Evidence"): for each field group the record reports, its
    /// tier, its sources' short labels (``CitationLabel``; `safearea explain` gives them whole) and,
    /// for a derived value, its rule.
    static func writeEvidence(_ evidence: [FieldEvidence], to sink: RecordSink) {
        sink.beginObject("evidence")
        for entry in evidence {
            sink.beginObject(named: entry.field)
            sink.field("tier", literal: entry.evidence.tier.literal)
            sink.field("sources", labelsOf: entry.evidence)
            if let rule = entry.evidence.rule { sink.field("rule", string: rule) }
            sink.endObject()
        }
        sink.endObject()
    }

    /// What the text format says under the table: each device's notes and disputed values once,
    /// however many of its orientations use them.
    static func tableNotes(_ records: [OutputValue]) -> [String] {
        var notes: [String] = []
        for record in records {
            for summary in record.noteLines {
                let note = "\(record.text(at: "name")), iOS \(record.text(at: "ios")): \(summary)"
                if !notes.contains(note) { notes.append(note) }
            }
        }
        return notes
    }

    static let identityColumns: [TextTable.Column] = [
        .init(header: "name") { $0.text(at: "name") },
        .init(header: "orientation") { $0.text(at: "orientation") },
        .init(header: "ios") { $0.text(at: "ios") },
    ]
}

extension OutputValue {
    /// A record's notes, then each of its disputes as one sentence (``disputeSummaries``).
    var noteLines: [String] {
        var lines: [String] = []
        if case .array(let notes)? = self["notes"] {
            for case .string(let note) in notes { lines.append(note) }
        }
        return lines + disputeSummaries
    }

    /// Each dispute of a record as ``ValueDispute/summary`` words it: `field value is disputed
    /// (other sources: a or b): why`.
    var disputeSummaries: [String] {
        guard case .array(let disputes)? = self["disputes"] else { return [] }
        return disputes.map { dispute in
            var others: [String] = []
            if case .array(let alternatives)? = dispute["alternatives"] {
                others = alternatives.map { $0.text(at: "value") }
            }
            return "\(dispute.text(at: "field")) \(dispute.text(at: "value")) is disputed (other sources: \(others.joined(separator: " or "))): \(dispute.text(at: "why"))"
        }
    }
}
