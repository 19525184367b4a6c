import SafeAreaCore

/// What a command runs against: the catalogue (bundled plus `--profiles`), the output streams and
/// a snapshot of the environment taken once at start-up.
final class CommandContext {
    let catalogue: DeviceCatalogue
    let output: OutputChannel
    let errors: OutputChannel
    let style: TextStyle
    let standardInput: ByteSource

    init(
        catalogue: DeviceCatalogue, output: OutputChannel, errors: OutputChannel, style: TextStyle,
        standardInput: ByteSource
    ) {
        self.catalogue = catalogue
        self.output = output
        self.errors = errors
        self.style = style
        self.standardInput = standardInput
    }

    /// The bytes of a file argument, or of standard input for `-`.
    func read(_ source: String) throws(UsageError) -> [UInt8] {
        if source == "-" {
            return try standardInput.readAll().bytes("standard input")
        }
        do {
            return try FileSystem.readFile(source)
        } catch {
            throw UsageError(error.message, code: .file)
        }
    }
}
