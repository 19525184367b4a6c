import SafeAreaCore

/// Reads `--measurements FILE` (contract, "Evidence") into the profiles it measures: each entry
/// checked for its type where it stands, then by the core (``DeviceProfile/measured(by:)``), every
/// complaint one line naming the file, line, column and field.
enum MeasurementsFile {
    static let keys = ["measurements"]
    static let entryKeys = [
        "device", "ios", "orientation", "statusBar", "safeAreaInsets", "layoutMargins", "readableContentGuide", "method",
    ]

    /// The profiles of `catalogue` that the files measure, with their prints entered; each file
    /// read once however often it is given, in the order first given.
    static func load(
        each paths: [String], catalogue: DeviceCatalogue, standardInput: ByteSource
    ) throws(UsageError) -> [DeviceProfile] {
        var measured: [String: DeviceProfile] = [:]
        var order: [String] = []
        var read: Set<String> = []
        for path in paths where read.insert(path).inserted {
            let bytes: [UInt8]
            if path.namesStandardInput {
                bytes = try standardInput.readAll().bytes("standard input")
            } else {
                do { bytes = try FileSystem.readFile(path) } catch { throw UsageError(error.message, code: .file) }
            }
            let json = JSONObjectDecoder(bytes: bytes, path: path.pathInMessages, documentName: "measurements file")
            let document = try json.parse()
            let list = try json.required(try json.members(document, field: "", allowed: keys), "measurements", in: document)
            let entries = try json.array(list, field: "measurements", limit: Limits.measurements) { (value, field) throws(UsageError) in
                try entry(value, field: field, json: json, file: path.pathInMessages, catalogue: catalogue)
            }
            if entries.isEmpty { throw json.failure(at: list.offset, "measurements: the list is empty") }
            for (index, (device, print)) in entries.enumerated() {
                if measured[device.id] == nil { order.append(device.id) }
                let profile = measured[device.id] ?? device
                do {
                    measured[device.id] = try profile.measured(by: [print])
                } catch {
                    let field = error.problem.field.isEmpty ? "measurements[\(index)]" : "measurements[\(index)].\(error.problem.field)"
                    throw json.failure(at: json.offset(of: field), "\(field): \(error.problem.message)")
                }
            }
        }
        return order.compactMap { measured[$0] }
    }

    /// One entry: the device it names and its print.
    private static func entry(
        _ value: JSONValue, field: String, json: JSONObjectDecoder, file: String, catalogue: DeviceCatalogue
    ) throws(UsageError) -> (DeviceProfile, SafeAreaMeasurement) {
        let members = try json.members(value, field: field, allowed: entryKeys)
        let deviceValue = try json.required(members, "device", in: value, field: field)
        let name = try json.name(deviceValue, field: "\(field).device")
        let device: DeviceProfile
        do throws(DeviceNameProblem) {
            device = try DeviceSelection.profile(named: name, in: catalogue)
        } catch {
            throw json.failure(at: deviceValue.offset, "\(field).device: \(error.message)")
        }
        let orientation: Orientation = try json.choice(
            try json.required(members, "orientation", in: value, field: field), field: "\(field).orientation")
        let statusBar = try json.optional(members["statusBar"]) { (value) throws(UsageError) in
            try json.word(value, field: "\(field).statusBar", in: ["visible", "hidden"]) == "hidden"
        }
        let print = SafeAreaMeasurement(
            release: try json.release(try json.required(members, "ios", in: value, field: field), field: "\(field).ios"),
            orientation: orientation, statusBarHidden: statusBar,
            safeAreaInsets: try insets(try json.required(members, "safeAreaInsets", in: value, field: field), "\(field).safeAreaInsets", json),
            layoutMargins: try json.optional(members["layoutMargins"]) { (value) throws(UsageError) in
                try insets(value, "\(field).layoutMargins", json)
            },
            readableContentGuide: try json.optional(members["readableContentGuide"]) { (value) throws(UsageError) in
                let numbers = try numbers(value, "\(field).readableContentGuide", ["x", "y", "width", "height"], json)
                return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            },
            method: try json.optional(members["method"]) { (value) throws(UsageError) in try json.string(value, field: "\(field).method") },
            file: file)
        return (device, print)
    }

    private static func insets(_ value: JSONValue, _ field: String, _ json: JSONObjectDecoder) throws(UsageError) -> EdgeInsets {
        let numbers = try numbers(value, field, ["top", "left", "bottom", "right"], json)
        return EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }

    /// The object's numbers under `keys`, every one required.
    private static func numbers(_ value: JSONValue, _ field: String, _ keys: [String], _ json: JSONObjectDecoder) throws(UsageError) -> [Double] {
        let members = try json.members(value, field: field, allowed: keys)
        var numbers: [Double] = []
        for key in keys {
            numbers.append(try json.number(try json.required(members, key, in: value, field: field), field: "\(field).\(key)"))
        }
        return numbers
    }
}
