extension Unmanaged {
    /// `body` of the instance, neither retained nor released for it. For a reference held
    /// unretained because its owner outlives every use (a batch worker's command keys, a run's
    /// chunks, a line's context): a retain and a release per batch line, each an atomic update
    /// of a count, cost more than the work they guarded. `_withUnsafeGuaranteedRef`, with the
    /// body's typed error kept.
    @inline(__always) func withInstance<Value, Failure: Error>(_ body: (Instance) throws(Failure) -> Value) throws(Failure) -> Value {
        try _withUnsafeGuaranteedRef { instance in Result { () throws(Failure) in try body(instance) } }.get()
    }
}
