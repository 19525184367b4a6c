/// Every failure the CLI reports: one line on stderr, `safearea: <message>`, and an exit status.
struct UsageError: Error, Sendable, Equatable {
    /// The message, control characters spelled out.
    let message: String
    let exitStatus: ExitStatus
    /// What kind of error it is, for machine readers (`batch` error lines).
    let code: ErrorCode

    init(_ message: String, exitStatus: ExitStatus = .usage, code: ErrorCode = .invalidValue) {
        self.message = message.escapingControlCharacters
        self.exitStatus = exitStatus
        self.code = code
    }
}

/// The `code` of a `batch` error line; also carried by every usage error.
enum ErrorCode: String, Sendable, CaseIterable {
    /// The line is not valid JSON.
    case malformedJSON = "malformed_json"
    /// The line is JSON but not an object.
    case notAnObject = "not_an_object"
    /// The object has no `command`.
    case missingCommand = "missing_command"
    case unknownCommand = "unknown_command"
    /// A key that is no option of the command, or an option given twice.
    case unknownKey = "unknown_key"
    /// A value of the wrong type or out of range.
    case invalidValue = "invalid_value"
    case unknownDevice = "unknown_device"
    /// The only pair asked for is one UIKit cannot answer (an orientation or version the device
    /// lacks, a bar no source gives).
    case unsupported
    /// A file that cannot be read.
    case file
    /// A `devices` selection whose filters (`--feature`, `--runs-ios`) leave no device.
    case emptySelection = "empty_selection"
    /// More of something than a documented limit allows (``Limits``): values of one option
    /// (a line's array of over 1,000 devices), profiles loaded, a line's bytes.
    case limit
}

/// The documented exit statuses.
enum ExitStatus: Int32, Sendable {
    /// Everything asked was answered.
    case success = 0
    /// A `check` assertion failed, or some `batch` lines failed.
    case failure = 1
    /// Usage or input error: unknown command, flag, device or value; malformed file.
    case usage = 2
}

extension String {
    /// The text with control characters spelled out (`\n`, `\u{1B}`), so that a message echoing
    /// input stays one line and cannot move the cursor or recolour a terminal.
    var escapingControlCharacters: String {
        // The bytes first: a control character needs a byte below 0x20, DEL, or 0xC2 (the first
        // byte of every C1 scalar). A batch refusing many lines makes as many messages, and
        // decoding each scalar was a twentieth of such a run.
        guard utf8.contains(where: Self.mayStartControlCharacter), unicodeScalars.contains(where: \.isControlCharacter) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.isControlCharacter:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// True for a byte that may start a control character's encoding: below 0x20, DEL, or 0xC2;
    /// true may be a byte that only looks like one.
    static func mayStartControlCharacter(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2
    }
}

extension Unicode.Scalar {
    /// C0, DEL and C1: the scalars a terminal acts on rather than shows.
    fileprivate var isControlCharacter: Bool { value < 0x20 || (value >= 0x7F && value < 0xA0) }
}
