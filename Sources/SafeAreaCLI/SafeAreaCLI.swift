import SafeAreaCore

/// The whole command-line program, callable in-process: tests pass memory streams, `main.swift`
/// passes the process's own.
public enum SafeAreaCommandLine {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    /// Runs the program on a fresh process's streams and returns its exit status.
    public static func main(arguments: [String]) -> Int32 {
        Platform.ignoreBrokenPipe()
        let style = ProcessEnvironment.style(outputIsTerminal: Platform.isTerminal(1))
        return run(
            arguments: arguments,
            output: FileDescriptorSink(descriptor: 1),
            errors: FileDescriptorSink(descriptor: 2),
            style: style,
            standardInput: FileDescriptorSource(descriptor: 0))
    }

    /// Ends the process with `status`, for `main.swift`, which imports no C library.
    public static func exit(_ status: Int32) -> Never {
        Platform.terminate(status: status)
    }

    /// Runs the program with the given streams and environment snapshot.
    static func run(
        arguments: [String], output: ByteSink, errors: ByteSink, outputIsTerminal: Bool = false,
        environment: [String: String] = [:], standardInput: ByteSource = MemorySource([])
    ) -> Int32 {
        run(
            arguments: arguments, output: output, errors: errors,
            style: TextStyle(
                outputIsTerminal: outputIsTerminal, noColor: environment[ProcessEnvironment.noColor],
                term: environment[ProcessEnvironment.term]),
            standardInput: standardInput)
    }

    private static func run(arguments: [String], output: ByteSink, errors: ByteSink, style: TextStyle, standardInput: ByteSource) -> Int32 {
        let out = OutputChannel(sink: output)
        let err = OutputChannel(sink: errors)
        defer { err.flush() }
        var status: Int32
        do {
            status = try dispatch(
                arguments, output: out, errors: err,
                style: style,
                standardInput: standardInput
            ).rawValue
        } catch {
            err.write("safearea: \(error.message)\n")
            status = error.exitStatus.rawValue
        }
        out.flush()
        // A full disk or a closed descriptor loses answers: say so. A reader that has gone
        // (`| head`) wanted no more, so that ends quietly.
        if let failure = out.failure {
            err.write("safearea: cannot write the output: \(failure)\n")
            return ExitStatus.usage.rawValue
        }
        return status
    }

    private static func dispatch(
        _ arguments: [String], output: OutputChannel, errors: OutputChannel, style: TextStyle,
        standardInput: ByteSource
    ) throws(UsageError) -> ExitStatus {
        guard let first = arguments.first else {
            errors.write(HelpFormatter.programHelp(commands: CommandTable.specs, version: version))
            return .usage
        }
        switch first {
        case "--help", "-h", "help":
            if first == "help", arguments.count > 1, let entry = CommandTable.entry(named: arguments[1]) {
                output.write(HelpFormatter.commandHelp(entry.spec))
            } else {
                output.write(HelpFormatter.programHelp(commands: CommandTable.specs, version: version))
            }
            return .success
        case "--version", "-V":
            output.write("safearea \(version)\n")
            return .success
        default:
            break
        }
        guard let entry = CommandTable.entry(named: first) else {
            // What people type for the version, from other tools' habits.
            if ["-v", "version", "-version"].contains(first) {
                throw UsageError("unknown \(first.hasPrefix("-") ? "option" : "command") '\(first)'; did you mean '--version'?")
            }
            let what = first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown command '\(first)'"
            throw UsageError(what + Suggestion.clause(
                for: first, in: first.hasPrefix("-") ? ["--help", "--version"] : CommandTable.names))
        }
        let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), command: entry.spec)
        if parsed.wantsHelp {
            output.write(HelpFormatter.commandHelp(entry.spec))
            return .success
        }
        var catalogue = DeviceCatalogue.bundled
        catalogue.merge(try ProfileDirectory.load(each: parsed.each(CommonOptions.profiles).map(\.text)))
        let measurements = parsed.each(CommonOptions.measurements).map(\.text)
        if !measurements.isEmpty {
            // Standard input is read once: by the measurements or by the command, not by both.
            if measurements.contains(where: \.namesStandardInput),
               parsed.positionals.contains(where: { $0.text.namesStandardInput }) || (first == "batch" && parsed.positionals.isEmpty) || first == "mcp"
                || parsed.each(CommonOptions.devicesFrom).contains(where: { $0.text.namesStandardInput }) {
                throw UsageError("--measurements -: standard input is read by '\(first)' itself; give the measurements as a file")
            }
            catalogue.merge(try MeasurementsFile.load(each: measurements, catalogue: catalogue, standardInput: standardInput))
        }
        let context = CommandContext(
            catalogue: catalogue, output: output, errors: errors, style: style.choosing(parsed.single(CommonOptions.color)?.text),
            standardInput: standardInput, remembering: !entry.asksOnce)
        if TableView.isTaken(by: entry.spec) { context.tableView = try TableView.read(parsed) }
        return try entry.run(parsed, context)
    }
}

/// The environment variables the program reads, and nothing else: copying the whole environment
/// into a dictionary cost a third of a query's instructions, and a dictionary of the two read
/// still cost a twentieth of its start-up.
enum ProcessEnvironment {
    static let noColor = "NO_COLOR"
    static let term = "TERM"
    /// Every variable that changes what the program does.
    static let consulted = [noColor, term]

    /// The default text style from this process's variables: styling is off, whatever they
    /// say, unless the output is a terminal, and then they are not read at all.
    static func style(outputIsTerminal: Bool) -> TextStyle {
        guard outputIsTerminal else { return TextStyle(enabled: false) }
        return TextStyle(
            outputIsTerminal: true, noColor: Platform.environmentVariable(noColor), term: Platform.environmentVariable(term))
    }
}
