import SafeAreaCore

/// What laying out a screen gave, as a run's layout table keeps it: the screen laid out
/// (``LaidOut``) or why it could not be (``LayoutRefusal``), with the key it answers. One object
/// for a screen laid out, not an outcome holding a layout: a lookup then reaches one object
/// rather than two, and hands it out without a retain of the layout and a release of its
/// outcome (two atomic counts, every lookup, of an object seldom in the processor's cache).
class LayoutOutcome {
    /// The key of the table that keeps it; nil for a screen no table keeps.
    fileprivate(set) final var key: LookupCache.LayoutKey?
    /// ``LookupCache/LayoutKey/hash(device:request:)`` of its key.
    fileprivate(set) final var hash: UInt64
    /// False for a ``LayoutRefusal``: asked rather than cast, a dynamic cast on every lookup.
    final let isLaidOut: Bool

    fileprivate init(key: LookupCache.LayoutKey?, hash: UInt64, isLaidOut: Bool) {
        self.key = key
        self.hash = hash
        self.isLaidOut = isLaidOut
    }

    /// True when this answers `device` and `request` (``LookupCache/LayoutKey/names(_:_:)``).
    @inline(__always) final func names(_ device: String, _ request: ScreenRequest) -> Bool {
        key?.names(device, request) ?? false
    }

    /// The screen, counted as given out once more (``LaidOut/asked``), or why there is none.
    /// Unretained: whoever holds this outcome holds the screen.
    @inline(__always) final func unretainedLaidOut() throws(ScreenLayoutError) -> Unmanaged<LaidOut> {
        guard isLaidOut else { throw unsafeDowncast(self, to: LayoutRefusal.self).error }
        let laidOut = unsafeDowncast(self, to: LaidOut.self)
        laidOut.asked += 1
        return Unmanaged.passUnretained(laidOut)
    }
}

/// A screen that cannot be laid out, kept as its layout would be: a batch meets the same
/// refusals on line after line.
final class LayoutRefusal: LayoutOutcome {
    let error: ScreenLayoutError
    /// Its words for its device, once asked (``LookupCache/layoutReason(_:device:)``).
    var words: LookupCache.KeptReason?

    init(_ error: ScreenLayoutError, key: LookupCache.LayoutKey, hash: UInt64) {
        self.error = error
        super.init(key: key, hash: hash, isLaidOut: false)
    }
}

/// A screen laid out once and shared by every record that asks about it.
final class LaidOut: LayoutOutcome {
    private(set) var layout: ScreenLayout
    /// How many times the run's cache has given this screen out (``LookupCache/layout(_:_:)``).
    fileprivate(set) var asked = 0
    /// The JSON of what depends on nothing but this screen, its device and a few options, by
    /// ``RecordMemo`` slot: whole records (``ScreenCommandInput/records(memo:_:)``) and runs of a
    /// record's fields (``JSONBytesSink/screenFields(_:_:)``). A batch asks the same screens
    /// again and again; about a kilobyte each, for at most the cache's layouts.
    ///
    /// One run of bytes and one array of places, not an array per slot: a screen asked once (a
    /// line's own `additionalInsets`) made a table of slots and an array per record only to
    /// destroy them, element by element, when the cache dropped it. The bytes are memory of its
    /// own, freed with it, not an array: reading an array out of an object retained and released
    /// its storage (and the closure's owner) around every copy, four counts a record.
    private var keptBytes: UnsafeMutablePointer<UInt8>?
    private var keptCount = 0
    private var keptCapacity = 0
    /// Per slot, where its bytes start in ``keptBytes`` and how many (`start << 32 | count`); 0
    /// for none.
    private var places: [UInt64] = []

    /// The bytes the run's screens keep in all, shared with the other screens of its cache;
    /// nil for a screen no cache holds, which keeps nothing.
    private let budget: KeptBytesBudget?

    /// A screen kept by a run's table under `key`, or one no table keeps (no key, no budget).
    init(_ layout: ScreenLayout, budget: KeptBytesBudget? = nil, key: LookupCache.LayoutKey? = nil, hash: UInt64 = 0) {
        self.layout = layout
        self.budget = budget
        super.init(key: key, hash: hash, isLaidOut: true)
    }

    deinit {
        keptBytes?.deallocate()
        budget?.release(keptCapacity)
    }

    /// Lays out `request` on `device` in this screen's storage, under `key`: a spare screen,
    /// held by nothing else, laid out again (``retire()`` first). Left as it was when refused.
    func layOut(_ device: DeviceProfile, _ request: ScreenRequest, key: LookupCache.LayoutKey, hash: UInt64) throws(ScreenLayoutError) {
        try device.layout(for: request, into: &layout)
        self.key = key
        self.hash = hash
    }

    /// Forgets what it was asked and kept, its bytes given back to the budget: a screen no
    /// table holds any more, kept to be laid out again.
    func retire() {
        asked = 0
        keptBytes?.deallocate()
        keptBytes = nil
        budget?.release(keptCapacity)
        keptCount = 0
        keptCapacity = 0
        for index in places.indices { places[index] = 0 }
    }

    /// True when what is written about this screen is worth keeping: it has been asked before.
    /// A screen asked once keeps nothing.
    var keepsRecords: Bool { asked > 1 }

    /// The bytes kept in `slot`; nil when none are. Valid while this screen is held and until
    /// its next ``keep(_:_:)``: copy them at once.
    @inline(__always) func kept(_ slot: Int) -> UnsafeBufferPointer<UInt8>? {
        guard slot < places.count, case let place = places[slot], place != 0, let keptBytes else { return nil }
        return UnsafeBufferPointer(start: keptBytes + Int(place >> 32), count: Int(place & 0xFFFF_FFFF))
    }

    /// Keeps `bytes` in `slot`, which holds none, when this screen keeps records and the run's
    /// budget has room for them.
    func keep(_ slot: Int, _ bytes: UnsafeBufferPointer<UInt8>) {
        guard keepsRecords, let budget, let source = bytes.baseAddress, !bytes.isEmpty, keptCount + bytes.count <= Int(UInt32.max) else { return }
        if keptCount + bytes.count > keptCapacity {
            // Grown to fit, a little over, not doubled: the budget counts what is allocated.
            let capacity = (keptCount + bytes.count + 255) & ~255
            guard budget.reserve(capacity - keptCapacity) else { return }
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            if let old = keptBytes {
                grown.update(from: old, count: keptCount)
                old.deallocate()
            }
            keptBytes = grown
            keptCapacity = capacity
        }
        guard let keptBytes else { return }
        if places.isEmpty { places = Array(repeating: 0, count: RecordMemo.count) }
        places[slot] = UInt64(keptCount) << 32 | UInt64(bytes.count)
        (keptBytes + keptCount).update(from: source, count: bytes.count)
        keptCount += bytes.count
    }
}

/// The bytes the screens of one cache keep for records, bounded: what a batch keeps grows with
/// the screens and the questions it asks of each (an insets record, a css record per fit, a
/// table record per style, the runs of screen fields), and peak memory must stay flat however
/// many lines it reads. A screen dropped from the cache gives its bytes back. One thread's.
final class KeptBytesBudget {
    let limit: Int
    private(set) var used = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// True, counting them, when `count` more bytes fit.
    func reserve(_ count: Int) -> Bool {
        guard used + count <= limit else { return false }
        used += count
        return true
    }

    func release(_ count: Int) {
        used -= count
    }
}
