import SafeAreaCore

/// The fields every per-device, per-orientation result starts with, and the row that stands in
/// for a pair the device does not have.
enum ResultRecord {
    static func identity(id: String, name: String, orientation: Orientation, ios: Int?) -> [OutputField] {
        [
            OutputField("device", .string(id)),
            OutputField("name", .string(name)),
            OutputField("orientation", .string(orientation.rawValue)),
            OutputField("ios", ios.map { .number(Double($0)) } ?? .null),
        ]
    }

    static func unsupported(_ device: DeviceProfile, orientation: Orientation, ios: Int?, reason: String) -> OutputValue {
        .object(identity(id: device.id, name: device.name, orientation: orientation, ios: ios ?? device.newestSourcedVersion)
            + [OutputField("unsupported", .string(reason))])
    }

    static let identityColumns: [TextTable.Column] = [
        .init(header: "DEVICE") { $0.text(at: "name") },
        .init(header: "ORIENTATION") { $0.text(at: "orientation") },
        .init(header: "IOS") { $0.text(at: "ios") },
    ]
}
