import SafeAreaCore

/// What every per-device, per-orientation command reads first: the pairs, the format, the
/// version and the screen context.
struct ScreenCommandInput {
    let selection: DeviceSelection
    let ios: Int?
    let screen: ScreenContext
    /// Where records go as they are computed, when the command line streams them.
    let stream: RecordStream?

    /// The options every such command takes, in help order, before its own.
    static let options = [
        CommonOptions.device, CommonOptions.devicesFrom, CommonOptions.family, CommonOptions.orientation, CommonOptions.ios,
        CommonOptions.format, CommonOptions.profiles,
    ] + ScreenContextOptions.all

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        selection = try DeviceSelection.read(arguments, context: context)
        let release = try arguments.single("ios").map { (value) throws(UsageError) in try ValueParsing.release(value, option: "ios") }
        ios = release?.major
        var screen = try ScreenContextOptions.read(arguments)
        screen.iosMinor = release?.minor
        self.screen = screen
        stream = context.recordStream
    }

    /// The number of device and orientation pairs asked for.
    var pairCount: Int { selection.devices.count * selection.orientations.count }

    /// One record per device and orientation, in the order asked. A pair UIKit cannot answer is an
    /// input error when it is the only pair, and an `unsupported` record otherwise.
    func records(_ make: (DeviceProfile, ScreenRequest) throws(ScreenLayoutError) -> OutputValue) throws(UsageError) -> [OutputValue] {
        var records: [OutputValue] = []
        if stream == nil { records.reserveCapacity(pairCount) }
        for device in selection.devices {
            for orientation in selection.orientations {
                let record: OutputValue
                do {
                    record = try make(device, screen.request(orientation, ios: ios))
                } catch {
                    let reason = error.reason(device: device.name)
                    if selection.isSinglePair { throw UsageError(reason, code: .unsupported) }
                    record = ResultRecord.unsupported(device, orientation: orientation, ios: ios, reason: reason)
                }
                if let stream {
                    try stream.write(record)
                    if stream.isClosed { return [] }
                } else {
                    records.append(record)
                }
            }
        }
        return records
    }
}
