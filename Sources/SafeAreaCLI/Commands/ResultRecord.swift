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

    /// The `disputes` field through a sink, each dispute as its one-line summary.
    static func writeDisputes(_ disputes: [ValueDispute], to sink: RecordSink) {
        sink.field("disputes", disputes: disputes)
    }

    /// What the text format says under the table: each device's notes and disputed values once,
    /// however many of its orientations use them.
    static func tableNotes(_ records: [OutputValue]) -> [String] {
        var notes: [String] = []
        for record in records {
            for key in ["notes", "disputes"] {
                guard case .array(let lines)? = record[key] else { continue }
                for line in lines {
                    guard case .string(let summary) = line else { continue }
                    let note = "\(record.text(at: "name")), iOS \(record.text(at: "ios")): \(summary)"
                    if !notes.contains(note) { notes.append(note) }
                }
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
