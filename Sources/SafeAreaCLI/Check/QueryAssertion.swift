import SafeAreaCore

/// A spec's `query` assertion: a command that `batch` could answer, run on each device and
/// orientation of the matrix, and the value it computes at a dotted `field`, compared with an
/// expectation.
///
/// The query is read as a `batch` line is (``BatchRequest``), without `device`, `orientation` and
/// `ios`, which each pair of the matrix sets; the spec's context fills in the screen options the
/// query does not give itself, so that the query describes the same screen as the elements.
///
/// A class: the runner reads each assertion once per pair, and a struct of this many strings and
/// tables was copied (a retain of each) every time.
final class QueryAssertion {
    /// What the value must be.
    enum Expectation {
        /// Equal to this JSON value (numbers within ``LayoutAssertion/tolerance``).
        case equals(OutputValue)
        /// A number within these bounds; at least one is given.
        case range(atLeast: Double?, atMost: Double?)
    }

    /// Why a query cannot be answered: a mistake in the spec, found when it first runs.
    struct SpecError: Error {
        let error: UsageError
    }

    let commandName: String
    let compute: CommandTable.Compute
    /// How the command reads its question once for every pair, when it asks one per pair.
    let preparing: PreparedScreenCommand.Prepare?
    /// The query's options and the context's, as a command line would give them.
    let arguments: ParsedArguments
    let setsOrientation: Bool
    let setsVersion: Bool
    let field: String
    let expectation: Expectation
    /// `path:line:column: assertions[N].query` for a complaint about the query as a whole.
    let queryLocation: SpecLocation
    /// `path:line:column: assertions[N].field`.
    let fieldLocation: SpecLocation
    /// The same for each member of the query, by the option's long name.
    let memberLocations: [String: SpecLocation]
    /// `field` split at its dots, and its first part: split once, not once per pair.
    private let path: [String]
    private let topField: String

    init(
        commandName: String, compute: @escaping CommandTable.Compute, preparing: PreparedScreenCommand.Prepare?, arguments: ParsedArguments, setsOrientation: Bool,
        setsVersion: Bool, field: String, expectation: Expectation, queryLocation: SpecLocation, fieldLocation: SpecLocation,
        memberLocations: [String: SpecLocation]
    ) {
        self.commandName = commandName
        self.compute = compute
        self.preparing = preparing
        self.arguments = arguments
        self.setsOrientation = setsOrientation
        self.setsVersion = setsVersion
        self.field = field
        self.expectation = expectation
        self.queryLocation = queryLocation
        self.fieldLocation = fieldLocation
        self.memberLocations = memberLocations
        path = field.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        topField = path.first ?? field
    }

    /// What the query gives on one pair.
    enum Outcome {
        case passed(OutputValue)
        case failed(OutputValue, String)
        case skipped(String)
    }

    /// The query's options read once, on the matrix's first pair (`device`), for a command that
    /// answers per pair; nil for the others, which read them on each pair.
    func prepare(on device: DeviceProfile, context: CommandContext) throws(SpecError) -> PreparedScreenCommand? {
        guard let preparing else { return nil }
        var arguments = self.arguments
        arguments.add(ArgumentValue(text: device.id, index: -1), for: "device")
        do {
            return try preparing(arguments, context)
        } catch {
            throw SpecError(error: UsageError("\(location(of: error.message)): \(error.message)"))
        }
    }

    /// Runs the query on `device` in `orientation` on `ios`, asking `prepared` when the
    /// command's options were read once (``prepare(on:context:)``).
    func evaluate(
        _ device: DeviceProfile, _ orientation: Orientation, ios: Int, prepared: PreparedScreenCommand?, context: CommandContext
    ) throws(SpecError) -> Outcome {
        let question: Question
        if let prepared {
            question = .prepared(prepared)
        } else {
            var arguments = self.arguments
            arguments.add(ArgumentValue(text: device.id, index: -1), for: "device")
            if setsOrientation { arguments.add(ArgumentValue(text: orientation.rawValue, index: -1), for: "orientation") }
            if setsVersion { arguments.add(ArgumentValue(text: String(ios), index: -1), for: "ios") }
            question = .arguments(arguments)
        }
        // The records keep only the field asked for; a field they lack is looked for again in
        // the whole record, which also names the fields there are.
        var record: OutputValue
        let pair = Pair(device: device, orientation: orientation, ios: ios)
        switch try answer(question, pair, context: context, keeping: topField) {
        case .record(let kept): record = kept
        case .skipped(let reason): return .skipped(reason)
        }
        var found = record.value(at: path)
        if found == nil, case .record(let whole) = try answer(question, pair, context: context, keeping: nil) {
            record = whole
            found = record.value(at: path)
        }
        if let reason = record["unsupported"] { return .skipped(reason.plainText) }
        guard let actual = found else {
            let fields = record.flattened().map(\.key)
            throw SpecError(error: UsageError(
                "\(fieldLocation): \(commandName) gives no \"\(field)\"" + Suggestion.clause(for: field, in: fields)))
        }
        if actual.isNull { return .skipped("\(commandName) gives no \(field) here (null)") }
        // Spelled for a message only: most pairs pass.
        var shown: String { Self.text(actual) }
        switch expectation {
        case .equals(let expected):
            return Self.matches(actual, expected)
                ? .passed(actual) : .failed(actual, "\(field) is \(shown), expected \(Self.text(expected))")
        case .range(let atLeast, let atMost):
            guard case .number(let number) = actual else {
                throw SpecError(error: UsageError(
                    "\(fieldLocation): atLeast and atMost compare numbers, but \(commandName)'s \(field) is \(shown)"))
            }
            let tolerance = LayoutAssertion.tolerance
            if let atLeast, number < atLeast - tolerance {
                return .failed(actual, "\(field) is \(shown), expected at least \(NumberFormatting.text(atLeast))")
            }
            if let atMost, number > atMost + tolerance {
                return .failed(actual, "\(field) is \(shown), expected at most \(NumberFormatting.text(atMost))")
            }
            return .passed(actual)
        }
    }

    /// The query's first record, or why there is none.
    private enum Answer {
        case record(OutputValue)
        case skipped(String)
    }

    /// One pair's question: read once and asked of the pair, or options to read on the pair.
    private enum Question {
        case prepared(PreparedScreenCommand)
        case arguments(ParsedArguments)
    }

    /// The pair a prepared question is asked of.
    private struct Pair {
        let device: DeviceProfile
        let orientation: Orientation
        let ios: Int
    }

    private func answer(_ question: Question, _ pair: borrowing Pair, context: CommandContext, keeping: String?) throws(SpecError) -> Answer {
        let output: CommandOutput
        do {
            switch question {
            case .prepared(let prepared):
                return .record(try prepared.input.record(pair.device, pair.orientation, ios: pair.ios, keeping: keeping, prepared.record))
            case .arguments(let arguments):
                context.keptField = keeping
                defer { context.keptField = nil }
                output = try compute(arguments, context)
            }
        } catch {
            // One pair was asked, so a pair the command cannot answer is an error with the
            // `unsupported` code rather than a marked record.
            if error.code == .unsupported { return .skipped(error.message) }
            // A `devices` query whose filters leave out the pair's device gives nothing here,
            // as a pair the device lacks does: a skip, not an invalid spec.
            if error.code == .emptySelection { return .skipped("\(commandName) gives no result here") }
            throw SpecError(error: UsageError("\(location(of: error.message)): \(error.message)"))
        }
        guard let record = output.records.first else { return .skipped("\(commandName) gives no result here") }
        return .record(record)
    }

    /// The query member a command's complaint names (`'--content-size'` or `"contentSize"`), or
    /// the query itself.
    private func location(of message: String) -> SpecLocation {
        for (long, location) in memberLocations.sorted(by: { $0.key < $1.key })
        where message.contains("'--\(long)'") || message.contains("\"\(BatchRequest.camelCase(long))\"") {
            return location
        }
        return queryLocation
    }

    /// Structural equality; numbers within the tolerance, object members in any order.
    static func matches(_ actual: OutputValue, _ expected: OutputValue) -> Bool {
        switch (actual, expected) {
        case (.number(let a), .number(let b)): return abs(a - b) <= LayoutAssertion.tolerance
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null), (.absent, .null), (.null, .absent), (.absent, .absent): return true
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { matches($0, $1) }
        case (.object(let a), .object(let b)):
            return a.count == b.count && b.allSatisfy { field in
                a.first { $0.key == field.key }.map { matches($0.value, field.value) } ?? false
            }
        default: return false
        }
    }

    /// A value for a message: numbers to a thousandth of a point, anything else as compact JSON.
    static func text(_ value: OutputValue) -> String {
        if case .number(let number) = value { return NumberFormatting.measure(number) }
        var text = ""
        JSONWriter.writeCompact(value, to: &text)
        return text
    }
}
