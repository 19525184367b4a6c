/// Every failure the CLI reports: one line on stderr, `safearea: <message>`, and an exit status.
struct UsageError: Error, Sendable, Equatable {
    let message: String
    let exitStatus: ExitStatus

    init(_ message: String, exitStatus: ExitStatus = .usage) {
        self.message = message
        self.exitStatus = exitStatus
    }
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
