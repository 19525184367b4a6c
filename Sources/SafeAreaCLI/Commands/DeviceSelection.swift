import SafeAreaCore

/// The device × orientation pairs a command answers, in the order asked.
///
/// Each device and each orientation is held once, in the order first named, however often the
/// input names it (`-d`, `--devices-from`, a batch line's array, a check spec): a run holds at
/// most four pairs per device of its catalogue, whatever its input's length.
struct DeviceSelection: Sendable {
    var devices: [DeviceProfile]
    var orientations: Orientations
    /// True when exactly one device and one orientation were asked for: a pair UIKit does not have
    /// is then an input error rather than a marked row.
    var isSinglePair: Bool { devices.count == 1 && orientations.count == 1 }

    /// Reads `--device`, `--devices-from`, `--family` and `--orientation`. With no `--device`,
    /// every device of the catalogue (of `--family`, when given) is selected; with no
    /// `--orientation`, portrait.
    ///
    /// Names are selected as they are read, each spelling once (``SpellingsSeen``), so that a
    /// file naming one device a million times holds one device. Every file is read even once a
    /// name is refused, and the refusal waits for them: a file that cannot be read is the error
    /// whatever the names.
    static func read(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> DeviceSelection {
        let catalogue = context.catalogue
        var devices = Builder(family: arguments.single(CommonOptions.family)?.chosen(DeviceFamily.self))
        var seen = SpellingsSeen()
        var refusal: UsageError?
        func select(_ name: String) {
            guard refusal == nil, !seen.contains(name) else { return }
            do throws(UsageError) {
                try Self.select(name, into: &devices, context: context)
                seen.insert(name)
            } catch {
                refusal = error
            }
        }
        for name in arguments.each(CommonOptions.device) { select(name.text) }
        // A file named twice is read once: reading it again would select nothing new (and
        // standard input has nothing left to give).
        var files: Set<String> = []
        for file in arguments.each(CommonOptions.devicesFrom) where files.insert(file.text).inserted {
            try DeviceNamesFile.eachName(in: file.text, context: context) { select($0) }
        }
        if let refusal { throw refusal }
        var orientations = Orientations()
        for value in arguments.each(CommonOptions.orientation) {
            OrientationChoice.expand(value) { orientations.add($0) }
        }
        return DeviceSelection(devices: devices.selected(of: catalogue), orientations: orientations.isEmpty ? Orientations(.portrait) : orientations)
    }

    /// The selection less the devices that do not run `--runs-ios N`; none left is an input
    /// error (`empty_selection`), as for `devices`.
    func running(_ arguments: ParsedArguments) throws(UsageError) -> DeviceSelection {
        guard let value = arguments.single(CommonOptions.runsIOS) else { return self }
        let version = try ValueParsing.version(value, option: "runs-ios")
        var kept = self
        kept.devices = devices.filter { $0.ios.contains(version) }
        if kept.devices.isEmpty { throw DevicesCommand.emptySelection(arguments, selected: devices.count) }
        return kept
    }

    /// One name selected into `devices`: `all`, or the device it resolves to.
    private static func select(_ name: String, into devices: inout Builder, context: CommandContext) throws(UsageError) {
        var text = name
        if text.withUTF8(Self.namesAll) { return devices.selectAll(of: context.catalogue) }
        // By its bytes: no hash of the string per name once its spelling is known.
        let found = text.withUTF8 { bytes in
            Result { () throws(DeviceNameProblem) in try context.lookups.device(spelled: bytes, in: context.catalogue) }
        }
        switch found {
        case .success(let one): try devices.select(one)
        case .failure(let problem): throw UsageError(problem.message, code: .unknownDevice)
        }
    }

    /// True when a name is `all` in any case: every device. By its bytes: a name of three bytes
    /// that lowercases to `all` is ASCII.
    static func namesAll(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        name.count == 3 && name[0] | 0x20 == UInt8(ascii: "a") && name[1] | 0x20 == UInt8(ascii: "l") && name[2] | 0x20 == UInt8(ascii: "l")
    }
}
