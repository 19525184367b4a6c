import SafeAreaCore

/// What every per-device, per-orientation command reads first: the pairs, the format, the
/// version and the screen context.
struct ScreenCommandInput {
    let selection: DeviceSelection
    let ios: Int?
    let screen: ScreenContext

    /// The options every such command takes, in help order, before its own.
    static let options = [
        CommonOptions.device, CommonOptions.devicesFrom, CommonOptions.family, CommonOptions.orientation, CommonOptions.ios,
        CommonOptions.format, CommonOptions.profiles,
    ] + ScreenContextOptions.all

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        selection = try DeviceSelection.read(arguments, context: context)
        ios = try arguments.single("ios").map { (value) throws(UsageError) in try ValueParsing.version(value, option: "ios") }
        screen = try ScreenContextOptions.read(arguments)
    }

    /// One record per device and orientation, in the order asked. A pair UIKit cannot answer is an
    /// input error when it is the only pair, and an `unsupported` record otherwise.
    func records(_ make: (DeviceProfile, ScreenRequest) throws(ScreenLayoutError) -> OutputValue) throws(UsageError) -> [OutputValue] {
        var records: [OutputValue] = []
        records.reserveCapacity(selection.devices.count * selection.orientations.count)
        for device in selection.devices {
            for orientation in selection.orientations {
                do {
                    records.append(try make(device, screen.request(orientation, ios: ios)))
                } catch {
                    let reason = error.reason(device: device.name)
                    if selection.isSinglePair { throw UsageError(reason, code: .unsupported) }
                    records.append(ResultRecord.unsupported(device, orientation: orientation, ios: ios, reason: reason))
                }
            }
        }
        return records
    }
}
