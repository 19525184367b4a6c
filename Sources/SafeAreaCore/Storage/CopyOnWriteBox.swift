/// A value kept in one shared box and copied on write: a copy of a large value type (a device
/// profile, a screen layout, with their arrays and strings) then costs one retain, not a move of
/// hundreds of bytes and a retain of each array, and the value still behaves as a value.
struct CopyOnWriteBox<Value: Hashable & Sendable>: Hashable, Sendable {
    // Unchecked: `value` changes only in `value`'s `_modify`, on a box no other copy holds, so
    // never while another thread can read it.
    private final class Box: @unchecked Sendable {
        var value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private var box: Box

    init(_ value: Value) {
        box = Box(value)
    }

    /// The value, for reading in place; a box of its own first when it is shared, for writing.
    var value: Value {
        get { box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }

    /// Equal when the values are: one shared box is one without comparing them.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || lhs.box.value == rhs.box.value
    }

    /// The value's hash, as `==` compares the values.
    func hash(into hasher: inout Hasher) {
        hasher.combine(box.value)
    }
}
