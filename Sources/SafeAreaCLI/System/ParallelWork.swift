import Dispatch

/// Runs work on several threads at once, through the toolchain's Dispatch (the same on Linux
/// and macOS).
enum ParallelWork {
    /// Calls `body` with each of `0..<count`, on up to `count` threads, and returns when every
    /// call has. Each call must touch only what its index owns: the caller vouches for that,
    /// which the compiler cannot check across `body`'s captures.
    static func run(_ count: Int, _ body: (Int) -> Void) {
        guard count > 1 else {
            if count == 1 { body(0) }
            return
        }
        withoutActuallyEscaping(body) { body in
            let shared = UncheckedBody(body: body)
            DispatchQueue.concurrentPerform(iterations: count) { index in shared.body(index) }
        }
    }

    /// `body`, handed to Dispatch's threads; see ``run(_:_:)`` for why that is sound.
    private struct UncheckedBody: @unchecked Sendable {
        let body: (Int) -> Void
    }
}
