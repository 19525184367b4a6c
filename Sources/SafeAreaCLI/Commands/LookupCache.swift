import SafeAreaCore

/// What a run looks up again and again, kept for the run: the device a typed name resolves to,
/// the screen layout of a device for a request (many batch lines and check queries ask about the
/// same screen), a policy hierarchy file read and checked once, and what that hierarchy resolves
/// to on each device, orientation and version. A batch of a million lines names the same
/// few devices and shares one hierarchy file; each would otherwise cost a catalogue search or a
/// file read per line. Bounded (``BoundedCache``), so memory stays flat whatever the input.
///
/// A command line that asks one question (`insets -d 'iPhone 16 Pro'`) remembers nothing: it
/// asks each device and screen once, and building the caches' dictionaries (their generic
/// types are made by the runtime on first use) would cost its start-up more than they save.
final class LookupCache {
    /// False when nothing will be asked twice.
    let remembers: Bool

    init(remembering: Bool = true, keptBytesLimit: Int = LookupCache.keptBytesLimit, reasonLimit: Int = LookupCache.deviceLimit) {
        remembers = remembering
        keptBytes = KeptBytesBudget(limit: keptBytesLimit)
        self.reasonLimit = reasonLimit
    }

    // Each table holds up to twice its limit (``BoundedCache``).
    static let deviceLimit = 1024
    static let hierarchyLimit = 16
    static let policyLimit = 4096
    // The most screens the layout table holds (``LayoutTable``). A layout holds a profile's
    // arrays: under a thousand keep memory flat (make bench: 10k to 1M lines) and still serve
    // every pair of a check spec or a batch over a device list. Once the table is full a screen
    // is kept only once asked twice (the screens asked once take no one's room, 2.5% of the mix's
    // time and 3.5% of `insets`'); until then, at its first asking. Held in one table with
    // CLOCK's second chance, 512 answered 56% of the `table` sweep's pairs; 100,000 of its lines
    // on one thread ran 865.5M instructions, the sweep 839.3M, the mix 638.2M (callgrind). Kept
    // from the first asking while there is room: 1,024 screens 760.2M, 789.5M and 636.7M; 896,
    // 777.5M, 798.0M and 637.9M. Kept from the second asking only, 1,024 grew the mix's peak
    // 1.17x from 10,000 lines to a million (10,828 -> 12,624 KiB): the table filled through the
    // whole run. Kept from the first while there is room, it fills within the first thousands
    // of lines (10,000 mixed lines leave the two threads' tables 781 and 605 screens), and the
    // peak grows with what is left: 1.08x to 1.10x with 1,024 (10,656 -> 11,556 KiB; `make
    // bench` printed 1.08x and 1.10x), 1.07x to 1.08x with 896 (11,620 -> 12,388 and 11,440 ->
    // 12,388 KiB, taking turns with 1,024; the sweep 1.06x). 896, for the margin. A screen is
    // some 1.1 KB with its key and its records' index.
    static let layoutLimit = 896
    /// What its screens keep of records in all (``KeptBytesBudget``), per thread: 384 KiB, some
    /// four hundred records (see ``layoutLimit``). Unbounded (each screen's records and runs, for
    /// up to 1,024 screens), peak memory grew 1.10x from 10k to 1M mixed lines when the chunks
    /// were large; bounded at 768 KiB, 1.07x, in the same time. 384, not 512: with 512 the mix
    /// grew 1.09x (median of five runs; 1.12x at the worst) and `make bench` once printed 1.10x,
    /// the target's edge; with 384, 1.08x (9,688 to 10,456 KiB; 1.08x at the worst), for 1.0%
    /// more instructions on 300,000 mixed lines and the same on the sweep (callgrind, one thread).
    /// With 1,024 screens (and a table's records kept as runs, ``KeptRecord``), 512 KiB would
    /// take 4% off the `table` sweep's instructions but grew the mix 1.12x (11,740 -> 13,148 KiB).
    static let keptBytesLimit = 384 << 10

    /// The bytes its screens keep.
    let keptBytes: KeptBytesBudget

    /// The spellings of the fractions a batch thread's records hold; made on first use (by a
    /// batch chunk's writer), as a command line's writer spells with its buffer's own.
    private(set) lazy var fractions = FractionSpellings()
    /// The strings a batch thread's records share, kept escaped; made on first use, as
    /// ``fractions`` is.
    private(set) lazy var escapedStrings = EscapedStrings()
    /// A batch thread's error messages as its error lines give them; made on first use.
    private(set) lazy var batchMessages = BatchMessages()

    private var devices = BoundedCache<String, Result<[DeviceProfile], DeviceNameProblem>>(limit: deviceLimit)
    /// Made on first use (by a batch line): a command line has no use for it, and making its
    /// table would cost each query's start-up.
    private var devicesBySpelling: ByteKeyTable<[DeviceProfile]>?
    /// Strings by their bytes (``text(_:)``); made on first use, like the table above.
    private var texts: ByteKeyTable<String>?
    /// A collection line's item sizes and item counts, by their value's text as the line spells
    /// it (``itemSizes(spelled:_:)``); made on first use, like the tables above.
    private var itemSizesBySpelling: ByteKeyTable<[Size]>?
    private var sectionsBySpelling: ByteKeyTable<[Int]>?
    /// The devices a line's array of names selects, by the array's text (``devices(spelledList:_:)``).
    private var deviceListsBySpelling: ByteKeyTable<[DeviceProfile]>?
    /// The device lists asked once, not yet kept.
    private var listsSeen = SeenOnceFilter()
    /// What is kept per device, by its id; made on first use, like the table above.
    private var deviceMemos: ByteKeyTable<DeviceMemo>?
    /// How many refusals a device keeps worded (``reason(_:device:)``): a few in practice (an
    /// orientation, a bar in landscape); emptied when full. The memos keep at most
    /// ``reasonLimit`` in all (``deviceLimit`` unless a test says otherwise): the table of memos
    /// is emptied when they would keep more.
    static let reasonsPerDevice = 8
    let reasonLimit: Int
    /// How many refusals the memos keep worded in all.
    private(set) var keptReasons = 0

    /// A device's own kept answers: its `devices` records and its refusals in words.
    private final class DeviceMemo {
        let plain = RecordMemoSlot()
        let withSources = RecordMemoSlot()
        /// Why pairs of the device cannot be answered, by refusal, in words.
        var reasons: [KeptReason] = []
    }

    /// A refusal and its words. An object: compared through its reference, where a pair of the
    /// two in an array was copied out for each comparison (the refusal's every payload retained
    /// and released, 250 instructions).
    final class KeptReason {
        let error: ScreenLayoutError
        let reason: String
        /// The reason as the error of a pair asked alone gives it; worded when first asked so.
        private(set) lazy var worded = WordedMessage(kept: reason)

        init(_ error: ScreenLayoutError, _ reason: String) {
            self.error = error
            self.reason = reason
        }
    }
    private var lastHierarchy: HierarchyFile?
    private var lastHierarchyPath = ""
    private var hierarchies = BoundedCache<String, Result<HierarchyFile, UsageError>>(limit: hierarchyLimit)
    private var policies = BoundedCache<PolicyKey, Result<ResolvedPolicy, ScreenLayoutError>>(limit: policyLimit)
    private let layouts = LayoutTable(capacity: layoutLimit)
    /// Screens no table or caller holds any more (given up by the table, or laid out last and
    /// not kept), to be laid out again in place of a new one (``layOut(_:_:id:hash:)``). A batch
    /// over the whole catalogue asks some 3,000 screens of a table that keeps 896, and a screen
    /// made and destroyed for each (the object, its layout's storage, its key) was a tenth of
    /// such a line. Never more than the table has room for, or ``fullTableSpares`` when it is
    /// full, so that the screens held, kept or spare, are never more than the table holds full
    /// and eight.
    private var spareScreens: [LaidOut] = []

    /// `error.reason(device:)` for `device`, put together once per run: a batch asking every
    /// orientation meets the same few refusals on line after line, and some are paragraphs (four
    /// thousand instructions to put together). Kept by the device's memo, found by the id's
    /// bytes and then by comparing refusals: a dictionary keyed on the two hashed both with
    /// SipHash, 1,300 instructions a refused pair.
    func reason(_ error: ScreenLayoutError, device: DeviceProfile) -> String {
        Self.reason(keptReason(error, device: device), error, device)
    }

    /// The error of a pair UIKit cannot answer, asked alone: ``reason(_:device:)`` with the
    /// `unsupported` code, its message worded once per run (``WordedMessage``).
    func refusal(_ error: ScreenLayoutError, device: DeviceProfile) -> UsageError {
        Self.refusal(keptReason(error, device: device), error, device)
    }

    /// ``reason(_:device:)`` for `error` as ``layout(_:_:)`` threw it last, for `device`.
    func layoutReason(_ error: ScreenLayoutError, device: DeviceProfile) -> String {
        Self.reason(thrownWords(error, device: device), error, device)
    }

    /// ``refusal(_:device:)`` for `error` as ``layout(_:_:)`` threw it last, for `device`.
    func layoutRefusal(_ error: ScreenLayoutError, device: DeviceProfile) -> UsageError {
        Self.refusal(thrownWords(error, device: device), error, device)
    }

    /// The words `kept` holds for `error` on `device`, or put together afresh when none are kept.
    private static func reason(_ kept: KeptReason?, _ error: ScreenLayoutError, _ device: DeviceProfile) -> String {
        kept?.reason ?? error.reason(device: device.name)
    }

    /// ``reason(_:_:_:)`` as the `unsupported` error of a pair asked alone.
    private static func refusal(_ kept: KeptReason?, _ error: ScreenLayoutError, _ device: DeviceProfile) -> UsageError {
        guard let kept else { return UsageError(error.reason(device: device.name), code: .unsupported) }
        return UsageError(kept.worded, code: .unsupported)
    }

    /// The words of the refusal ``layout(_:_:)`` threw last, kept by the refusal the table holds
    /// (``thrownRefusal``) once found: finding them by the device's id and then by comparing
    /// refusals (each compared through a copy of its payload) was 670 instructions a pair, and
    /// a script that asks the same refused pairs again meets the table's refusals (the sweep's
    /// 21,692 refused `table` lines, each asked once: 153.7M -> 147.4M instructions). Any other
    /// refusal (one the table does not keep, one a record's writer threw) is found by
    /// ``keptReason(_:device:)``.
    private func thrownWords(_ error: ScreenLayoutError, device: DeviceProfile) -> KeptReason? {
        guard let thrown = thrownRefusal else { return keptReason(error, device: device) }
        thrownRefusal = nil
        if let words = thrown.words { return words }
        let words = keptReason(error, device: device)
        thrown.words = words
        return words
    }

    /// The device's kept words for `error`, put together and kept when first asked; nil when
    /// nothing is remembered.
    private func keptReason(_ error: ScreenLayoutError, device: DeviceProfile) -> KeptReason? {
        guard let memo = deviceMemo(device.id) else { return nil }
        for known in memo.reasons where known.error == error { return known }
        if keptReasons >= reasonLimit {
            deviceMemos = nil
            keptReasons = 0
        }
        if memo.reasons.count >= Self.reasonsPerDevice {
            keptReasons -= memo.reasons.count
            memo.reasons.removeAll(keepingCapacity: true)
        }
        let kept = KeptReason(error, error.reason(device: device.name))
        memo.reasons.append(kept)
        keptReasons += 1
        return kept
    }

    /// The layout asked for twice running, or laid out last: the assertions of a `check` spec
    /// ask about one pair after another, and comparing a key's hash and then the key costs less
    /// than a table lookup. Its outcome holds its key, so that asking holds no copy of the
    /// request of its own (a copy per lookup was 2% of a batch line). Not replaced by every
    /// layout the table gives: a batch's lines seldom ask one screen twice running, and each
    /// replacement was a retain and a release.
    private var lastOutcome: LayoutOutcome?
    /// The hash of the key asked for last (``lastOutcome``).
    private var lastHash: UInt64 = 0
    /// The kept refusal ``layout(_:_:)`` threw last, until its words are asked
    /// (``layoutReason(_:device:)``, ``layoutRefusal(_:device:)``) or the next layout is: a
    /// refused pair's words are then the refusal's own, found with it.
    private var thrownRefusal: LayoutRefusal?

    /// What a screen answers, held by its outcome (``LayoutTable`` finds an outcome by it).
    struct LayoutKey: Equatable {
        let device: String
        let request: ScreenRequest

        /// True when this is the key of `device` and `request`: `==`, with no key made of them.
        @inline(__always) func names(_ device: String, _ request: ScreenRequest) -> Bool {
            self.device == device && self.request == request
        }

        /// The device's id and the request's most varied fields. Equal keys hash alike (equality
        /// compares every field); keys that differ only in the rest share a slot's probe and are
        /// told apart by `==`. Of the parts, so that a lookup that finds its screen makes no key
        /// (a copy of the request, a few hundred bytes).
        static func hash(device: String, request: ScreenRequest) -> UInt64 {
            var word = HashWord()
            // The id's ends and length: ids differ in those.
            word.mix(endsOf: device)
            word.mix(UInt64(Self.ordinal(request.orientation)))
            word.mix(UInt64(bitPattern: Int64(request.ios ?? -1)))
            word.mix(UInt64(Self.ordinal(request.containers.navigationBar)))
            word.mix(request.containers.tabBar ? 1 : 2)
            word.mix(request.containers.toolbar ? 1 : 2)
            word.mix(request.window == nil ? 1 : 2)
            // `+ 0` makes -0 the 0 it equals.
            let additional = request.containers.additionalSafeAreaInsets
            for edge in [additional.top, additional.left, additional.bottom, additional.right] { word.mix((edge + 0).bitPattern) }
            return word.value
        }

        static func ordinal(_ orientation: Orientation) -> Int {
            switch orientation {
            case .portrait: 0
            case .portraitUpsideDown: 1
            case .landscapeLeft: 2
            case .landscapeRight: 3
            }
        }

        private static func ordinal(_ style: NavigationBarStyle) -> Int {
            switch style {
            case .none: 0
            case .hidden: 1
            case .standard: 2
            case .large: 3
            }
        }
    }

    /// A file by its identity, not its path: the table of resolutions is emptied whenever a file
    /// leaves the table of files (``hierarchy(_:context:)``), and the key holds the file, so no
    /// other file can take its identity meanwhile; hashing the path was most of the key's cost.
    private struct PolicyKey: CacheKey {
        let file: HierarchyFile
        let device: String
        let request: PolicyRequest

        static func == (lhs: PolicyKey, rhs: PolicyKey) -> Bool {
            lhs.file === rhs.file && lhs.device == rhs.device && lhs.request == rhs.request
        }

        var cacheHash: UInt64 {
            var word = HashWord()
            // The file's address as it is: its `hashValue` ran the standard hasher on every line.
            word.mix(UInt64(UInt(bitPattern: ObjectIdentifier(file))))
            word.mix(endsOf: device)
            word.mix(UInt64(LayoutKey.ordinal(request.orientation)))
            word.mix(UInt64(bitPattern: Int64(request.ios ?? -1)))
            word.mix(UInt64(bitPattern: Int64(request.sdk ?? -1)))
            return word.value
        }
    }

    /// What `table` holds for `key`, or what `make` gives, kept: the one rule of every cache
    /// here, failures included.
    private static func remembered<Key: CacheKey, Value, Failure: Error>(
        _ table: inout BoundedCache<Key, Result<Value, Failure>>, _ key: Key, _ make: () throws(Failure) -> Value
    ) -> Result<Value, Failure> {
        table.value(for: key) { Result(catching: make) }
    }

    /// `device.layout(for: request)`, once per device and request. Shared, not copied: a layout
    /// holds a profile's arrays, and each copy would retain every one of them.
    ///
    /// Unretained: the table holds the screen, or ``lastOutcome`` does (one just laid out, one
    /// not remembered), until the next call, and a caller uses it only until then. A reference
    /// returned strong was a retain and a release, atomic counts, for every pair.
    func layout(_ device: DeviceProfile, _ request: ScreenRequest) throws(ScreenLayoutError) -> Unmanaged<LaidOut> {
        guard remembers else {
            let made = LaidOut(try device.layout(for: request))
            lastOutcome = made
            return Unmanaged.passUnretained(made)
        }
        if thrownRefusal != nil { thrownRefusal = nil }
        // Read once: each reading of a profile's id retained it, and the table's probes read it
        // for each key they compared.
        let id = device.id
        let hash = LayoutKey.hash(device: id, request: request)
        let outcome: LayoutOutcome
        // The hash is compared before the outcome is bound: a binding retained it on every line.
        if lastOutcome?.hash == hash, let last = lastOutcome, last.names(id, request) {
            outcome = last
        } else if let kept = layouts.unretainedOutcome(word: hash, matching: { $0.names(id, request) }) {
            // Most pairs of a batch: a screen the table holds, given out with no count taken.
            if hash == lastHash { remember(kept.takeUnretainedValue()) }
            lastHash = hash
            return try kept.withInstance { (kept) throws(ScreenLayoutError) in
                guard kept.isLaidOut else { throw thrown(kept) }
                return try kept.unretainedLaidOut()
            }
        } else {
            // Noted before the screen is laid out: a refusal the table would not keep is not
            // made into an object at all. While the table has room, every screen is kept: only a
            // full table must choose, and it fills in a run's first lines rather than grow
            // through all of them (see ``layoutLimit``).
            let admitted = layouts.count < layouts.capacity || layouts.admits(word: hash)
            do throws(ScreenLayoutError) {
                outcome = try layOut(device, request, id: id, hash: hash)
            } catch {
                // A refusal asked once, as most refused pairs of a sweep over the catalogue are,
                // is only thrown: made, it was an object made and destroyed for each (its key, a
                // copy of the request), and the screen laid out last made spare for it.
                guard admitted else {
                    lastHash = hash
                    throw error
                }
                outcome = LayoutRefusal(error, key: LayoutKey(device: id, request: request), hash: hash)
            }
            if admitted, var dropped = layouts.keep(outcome, word: hash), isKnownUniquelyReferenced(&dropped) { spare(dropped) }
            // One just laid out is held too: the table keeps a screen only once asked twice,
            // and asked again at once it is not laid out again.
            remember(outcome)
            lastHash = hash
            if spareScreens.count > sparesRoom { spareScreens.removeLast(spareScreens.count - sparesRoom) }
        }
        guard outcome.isLaidOut else { throw thrown(outcome) }
        return try outcome.unretainedLaidOut()
    }

    /// The refusal `outcome` (held by the table or as the one laid out last) noted as the one
    /// thrown (``thrownRefusal``), and its error.
    private func thrown(_ outcome: LayoutOutcome) -> ScreenLayoutError {
        let refusal = unsafeDowncast(outcome, to: LayoutRefusal.self)
        thrownRefusal = refusal
        return refusal.error
    }

    /// How many spare screens may be kept: the room left in the table, and ``fullTableSpares`` at
    /// least.
    private var sparesRoom: Int { max(Self.fullTableSpares, layouts.capacity - layouts.count) }

    /// The spare screens kept when the table is full. A miss whose screen the table keeps can
    /// free two (the one it gives up, the one laid out last), and one the table does not keep
    /// takes one: with room for one, the second was destroyed and a later miss made a screen
    /// anew, 9,000 of each per 100,000 sweep lines; with eight, 660 (100,000 sweep lines on one
    /// thread 869.5M -> 863.4M instructions; eight more screens, some 9 KB, at the most).
    static let fullTableSpares = 8

    /// How many spare screens are kept (what a test checks).
    var spareScreenCount: Int { spareScreens.count }

    /// The screen of `request` laid out, in a spare's storage when there is one (left spare when
    /// the device refuses the request).
    private func layOut(_ device: DeviceProfile, _ request: ScreenRequest, id: String, hash: UInt64) throws(ScreenLayoutError) -> LaidOut {
        let key = LayoutKey(device: id, request: request)
        if let spare = spareScreens.popLast() {
            do throws(ScreenLayoutError) {
                try spare.layOut(device, request, key: key, hash: hash)
                return spare
            } catch {
                spareScreens.append(spare)
                throw error
            }
        }
        return LaidOut(try device.layout(for: request), budget: keptBytes, key: key, hash: hash)
    }

    /// Makes `outcome` the one laid out last (``lastOutcome``); the one it replaces becomes a
    /// spare when nothing else holds it.
    private func remember(_ outcome: LayoutOutcome) {
        var replaced = lastOutcome
        lastOutcome = outcome
        if replaced != nil, isKnownUniquelyReferenced(&replaced), let replaced { spare(replaced) }
    }

    /// Keeps `outcome`, which nothing else holds, as a spare screen when it is one and there is
    /// room (``spareScreens``).
    private func spare(_ outcome: LayoutOutcome) {
        guard outcome.isLaidOut, spareScreens.count < sparesRoom else { return }
        let screen = unsafeDowncast(outcome, to: LaidOut.self)
        screen.retire()
        spareScreens.append(screen)
    }

    /// ``DeviceSelection/profile(named:in:)``, once per spelling, as a list of that one device: a
    /// line that names one device takes the list as its selection, kept rather than allocated
    /// per line.
    func device(_ typed: String, in catalogue: DeviceCatalogue) throws(DeviceNameProblem) -> [DeviceProfile] {
        guard remembers else { return [try DeviceSelection.profile(named: typed, in: catalogue)] }
        return try Self.remembered(&devices, typed) { () throws(DeviceNameProblem) in
            [try DeviceSelection.profile(named: typed, in: catalogue)]
        }.get()
    }

    /// ``device(_:in:)`` for a name's bytes as a batch line spells it, without a string made of
    /// them once the spelling has been seen. Emptied when full, as ``BoundedCache`` keeps its
    /// keys bounded; not made when nothing is remembered.
    func device(spelled typed: UnsafeBufferPointer<UInt8>, in catalogue: DeviceCatalogue) throws(DeviceNameProblem) -> [DeviceProfile] {
        if let known = devicesBySpelling?.existing(typed) { return known }
        let one = try device(String(decoding: typed, as: UTF8.self), in: catalogue)
        keep(one, in: &devicesBySpelling, for: typed)
        return one
    }

    /// ``device(spelled:in:)``, or nil when the name is no one device.
    func device(bytes typed: UnsafeBufferPointer<UInt8>, in catalogue: DeviceCatalogue) -> [DeviceProfile]? {
        try? device(spelled: typed, in: catalogue)
    }

    /// A collection line's item sizes as `read` reads them from the value whose text is
    /// `spelled`, read once per spelling: a run's lines give a few dozen layouts, and reading
    /// each line's anew (its elements, an array made and freed) was an eighth of a `collection`
    /// line. Nil when `read` refuses the value (not kept: the general reader words why).
    func itemSizes(spelled: UnsafeBufferPointer<UInt8>, _ read: () -> [Size]?) -> [Size]? {
        remembered(&itemSizesBySpelling, spelled, read)
    }

    /// ``itemSizes(spelled:_:)`` for the item counts of a line's sections.
    func sections(spelled: UnsafeBufferPointer<UInt8>, _ read: () -> [Int]?) -> [Int]? {
        remembered(&sectionsBySpelling, spelled, read)
    }

    /// The devices a batch line's array of device names selects, as `select` selects them from
    /// the array whose text is `spelled`, once per spelling. Nil when `select` refuses a name (not
    /// kept: the general reader words why).
    func devices(spelledList spelled: UnsafeBufferPointer<UInt8>, _ select: () -> [DeviceProfile]?) -> [DeviceProfile]? {
        if let known = deviceListsBySpelling?.existing(spelled) { return known }
        guard let devices = select() else { return nil }
        // Kept from the second asking (``SeenOnceFilter``): most lists of a sweep are asked once.
        if listsSeen.seenBefore(spelled) { keep(devices, in: &deviceListsBySpelling, for: spelled) }
        return devices
    }

    /// What `read` gives for a value spelled `spelled`, kept in `table` when it gives one
    /// (``keep(_:in:for:)``).
    private func remembered<Value>(
        _ table: inout ByteKeyTable<Value>?, _ spelled: UnsafeBufferPointer<UInt8>, _ read: () -> Value?
    ) -> Value? {
        if let known = table?.existing(spelled) { return known }
        guard let value = read() else { return nil }
        keep(value, in: &table, for: spelled)
        return value
    }

    /// Keeps `value` for `spelled` in a table of values by their spelling, made on first use and
    /// emptied when full, unless nothing is remembered or the spelling is longer than
    /// ``spellingLimit``: the table keeps its keys' bytes, and a batch line may be megabytes
    /// long (a thousand long paths kept whole would have filled memory).
    private func keep<Value>(_ value: Value, in table: inout ByteKeyTable<Value>?, for spelled: UnsafeBufferPointer<UInt8>) {
        guard remembers, spelled.count <= Self.spellingLimit else { return }
        if table == nil || table?.count ?? 0 >= Self.deviceLimit { table = ByteKeyTable() }
        table?.insert(value, for: spelled)
    }

    /// The longest spelling kept by its bytes (a device name, a path, a list of item sizes or
    /// counts): longer ones are read each time.
    static let spellingLimit = 256

    /// The text of a string's bytes as a batch line spells them without escapes (a scanned line
    /// holds only valid UTF-8), made once per spelling: a line naming a hierarchy file made a
    /// string of its path, checking and copying each byte, on every line (``keep(_:in:for:)``).
    func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if let known = texts?.existing(bytes) { return known }
        let text = String(decoding: bytes, as: UTF8.self)
        keep(text, in: &texts, for: bytes)
        return text
    }

    /// The slot of a `devices` record's JSON for the device `id`, with or without its sources:
    /// the record is the profile's alone, the same bytes each time a batch line asks. Nil when
    /// nothing is remembered. Made on first use, and emptied when full.
    func deviceRecord(_ id: String, withSources: Bool) -> RecordMemoSlot? {
        guard let memo = deviceMemo(id) else { return nil }
        return withSources ? memo.withSources : memo.plain
    }

    /// What is kept for the device `id`; nil when nothing is remembered. Made on first use, and
    /// the table emptied when full.
    private func deviceMemo(_ id: String) -> DeviceMemo? {
        guard remembers else { return nil }
        // By the id's bytes, as device names are: a dictionary hashed the whole id per line.
        var id = id
        return id.withUTF8 { bytes in
            if let known = deviceMemos?.existing(bytes) { return known }
            if deviceMemos == nil || deviceMemos?.count ?? 0 >= Self.deviceLimit {
                // The refusals the memos kept go with them.
                deviceMemos = ByteKeyTable()
                keptReasons = 0
            }
            let memo = DeviceMemo()
            deviceMemos?.insert(memo, for: bytes)
            return memo
        }
    }

    /// The hierarchy file at `path`, read and decoded the first time it is asked for. Standard
    /// input is read each time: it cannot be read twice.
    func hierarchy(_ path: String, context: CommandContext) throws(UsageError) -> HierarchyFile {
        let decode = { () throws(UsageError) -> HierarchyFile in
            try HierarchyDecoder.decode(try context.read(path), path: path.pathInMessages, catalogue: context.catalogue)
        }
        if path.namesStandardInput || !remembers { return try decode() }
        // The file asked last is always in the table: the table drops a file only when it takes
        // another, which is then the last.
        if let lastHierarchy, path == lastHierarchyPath { return lastHierarchy }
        let rotations = hierarchies.rotations
        let file = Self.remembered(&hierarchies, path, decode)
        // A file dropped and read again may have changed: what was resolved from the files
        // dropped goes with them.
        if hierarchies.rotations != rotations { policies.removeAll() }
        let read = try file.get()
        lastHierarchy = read
        lastHierarchyPath = path
        return read
    }

    /// What the hierarchy file at `path` resolves to on `device`: computed once per device,
    /// orientation, version and SDK while the file stays cached (standard input is not).
    func policies(
        of file: HierarchyFile, at path: String, on device: DeviceProfile, request: PolicyRequest
    ) throws(ScreenLayoutError) -> ResolvedPolicy {
        guard !path.namesStandardInput, remembers else { return ResolvedPolicy(try device.policies(of: file.hierarchy, request: request)) }
        return try Self.remembered(&policies, PolicyKey(file: file, device: device.id, request: request)) {
            () throws(ScreenLayoutError) in ResolvedPolicy(try device.policies(of: file.hierarchy, request: request))
        }.get()
    }
}

/// What a hierarchy resolves to on one device, orientation, version and SDK, shared by every
/// batch line that asks it, with its record's JSON once written: a batch asks the same few
/// questions of one file again and again, and the record (paths, decisions, notes) is the same
/// bytes each time. Dropped with the file it came from.
final class ResolvedPolicy {
    let resolution: PolicyResolution
    /// The record's JSON after a batch line's leading members (``DirectRecordWriter/write(memo:_:)``).
    var json: [UInt8]?

    init(_ resolution: PolicyResolution) {
        self.resolution = resolution
    }
}
