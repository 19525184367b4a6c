extension Double {
    /// The whole number this is exactly, when it is one below 10^15 in magnitude; nil otherwise
    /// (a fraction, a larger number, an infinity, NaN). By a trip through `Int`, which the bound
    /// makes safe: `rounded()` and `Int(exactly:)` call the C library's rounding on this target,
    /// and the test runs for every number a record writes and every version a line gives.
    @inline(__always) var exactWhole: Int? {
        guard magnitude < 1e15, case let whole = Int(self), Double(whole) == self else { return nil }
        return whole
    }
}
