extension Array {
    /// Removes every element and keeps the room, one element at a time: a batch thread empties
    /// the same few short arrays for every line, and `removeAll(keepingCapacity:)` goes through
    /// the generic `replaceSubrange`, some 300 instructions an array.
    mutating func emptyKeepingRoom() {
        while !isEmpty { removeLast() }
    }
}
