import SafeAreaCore

/// What a command runs against: the catalogue (bundled plus `--profiles`), the output streams and
/// a snapshot of the environment taken once at start-up.
final class CommandContext {
    let catalogue: DeviceCatalogue
    let output: OutputChannel
    let errors: OutputChannel
    let style: TextStyle
    let standardInput: () -> [UInt8]?

    init(
        catalogue: DeviceCatalogue, output: OutputChannel, errors: OutputChannel, style: TextStyle,
        standardInput: @escaping () -> [UInt8]?
    ) {
        self.catalogue = catalogue
        self.output = output
        self.errors = errors
        self.style = style
        self.standardInput = standardInput
    }
}
