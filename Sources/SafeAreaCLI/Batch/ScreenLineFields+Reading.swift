import SafeAreaCore

extension ScreenLineFields {
    /// Reads the value at `cursor` for an option of `role` (never `.other`), by the general
    /// reader's rules, and moves past it; false when the general reader must read the line (a
    /// value of another kind or spelling, out of range, or refused by the option's rule).
    /// `choices` are the option's, as ``ChoiceSpellings`` stores them. A null gives nothing, as
    /// for the general reader; so does a false flag.
    mutating func take(_ role: Role, from cursor: inout LineCursor, choices: UnsafeBufferPointer<UInt8>, scratch: LineScratch) -> Bool {
        if cursor.byte == UInt8(ascii: "n") { return cursor.literal() == .null }
        if role.flag != 0 {
            guard let given = cursor.boolean() else { return false }
            if given { flags |= role.flag }
            return true
        }
        switch role {
        case .family: return choose(&cursor, choices, into: &family)
        case .statusBar: return choose(&cursor, choices, into: &statusBar)
        case .navigationBar: return choose(&cursor, choices, into: &navigationBar)
        case .split: return choose(&cursor, choices, into: &split)
        case .splitSide: return choose(&cursor, choices, into: &splitSide)
        case .posture: return choose(&cursor, choices, into: &posture)
        case .behavior: return choose(&cursor, choices, into: &behavior)
        case .reference:
            hasFlow = true
            return choose(&cursor, choices, into: &reference)
        case .scrollDirection:
            hasFlow = true
            return choose(&cursor, choices, into: &scrollDirection)
        case .device: return takeDevices(&cursor, scratch: scratch)
        case .orientation: return takeOrientations(&cursor, choices: choices)
        case .ios:
            // Most lines give a released major version as a number: no argument value is made.
            if let major = Self.major(&cursor) {
                iosMajor = major
                iosMinor = nil
                return true
            }
            guard let release = Self.release(&cursor) else { return false }
            iosMajor = release.major
            iosMinor = release.minor
        case .sdk:
            guard let release = Self.release(&cursor) else { return false }
            sdk = ScreenContextOptions.sdk((release.major, release.minor))
        case .additionalInsets, .contentInset, .sectionInset:
            guard let numbers = LineQuantity.read(&cursor, as: .insets) else { return false }
            let insets = EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
            switch role {
            case .additionalInsets: additionalInsets = insets
            case .contentInset: contentInset = insets
            default:
                hasFlow = true
                sectionInset = insets
            }
        case .frame, .window, .scrollFrame:
            guard let numbers = LineQuantity.read(&cursor, as: .rect) else { return false }
            let rect = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            switch role {
            case .frame: frame = rect
            case .window: window = rect
            default: scrollFrame = rect
            }
        case .contentSize, .headerSize, .footerSize:
            guard let numbers = LineQuantity.read(&cursor, as: .size) else { return false }
            let size = Size(width: numbers[0], height: numbers[1])
            switch role {
            case .contentSize: contentSize = size
            case .headerSize:
                hasFlow = true
                headerSize = size
            default:
                hasFlow = true
                footerSize = size
            }
        case .interitemSpacing, .lineSpacing:
            hasFlow = true
            guard let number = cursor.number(),
                  let points = try? ValueParsing.points(ArgumentValue(numbers: ArgumentNumbers(number, count: 1), separator: "", index: -1), option: "")
            else { return false }
            if role == .interitemSpacing { interitemSpacing = points } else { lineSpacing = points }
        case .itemSize:
            hasFlow = true
            let start = cursor.index
            guard Self.readItemSizes(&cursor, into: scratch) else { return false }
            itemSizes = start..<cursor.index
        case .items:
            hasFlow = true
            let start = cursor.index
            guard Self.readSections(&cursor, into: scratch) else { return false }
            items = start..<cursor.index
        default:
            return false
        }
        return true
    }

    /// A string that is one of an option's choices as the table spells them.
    @inline(__always) private func choose(_ cursor: inout LineCursor, _ choices: UnsafeBufferPointer<UInt8>, into place: inout Int) -> Bool {
        guard let body = cursor.quotedWord(), let found = ChoiceSpellings.place(of: cursor.bytes(body), in: choices) else { return false }
        place = found
        return true
    }

    /// One device name, or an array of them, kept where each stands: the names are looked up
    /// once the family that filters them is known, whatever the members' order.
    private mutating func takeDevices(_ cursor: inout LineCursor, scratch: LineScratch) -> Bool {
        devicesFirst = scratch.names.count
        if cursor.byte == 0x22 {
            guard Self.takeName(&cursor, into: scratch) else { return false }
            namesOneDevice = true
            deviceCount = 1
            return true
        }
        namesOneDevice = false
        let read = Self.eachElement(&cursor) { cursor in cursor.byte == 0x22 && Self.takeName(&cursor, into: scratch) }
        deviceCount = scratch.names.count - devicesFirst
        return read >= 0
    }

    /// A device name at `cursor` kept in the scratch: plain, as nearly every name is, or with
    /// escapes, decoded when it is looked up.
    @inline(__always) private static func takeName(_ cursor: inout LineCursor, into scratch: LineScratch) -> Bool {
        guard let name = cursor.string() else { return false }
        return scratch.names.append(LineScratch.Name(range: name.body, isVerbatim: name.isVerbatim))
    }

    /// One orientation, or an array of them, each spelled as the table spells `choices`
    /// (``OrientationChoice/names``, in order).
    private mutating func takeOrientations(_ cursor: inout LineCursor, choices: UnsafeBufferPointer<UInt8>) -> Bool {
        var list = Orientations()
        func take(_ cursor: inout LineCursor) -> Bool {
            guard let body = cursor.quotedWord(), let place = ChoiceSpellings.place(of: cursor.bytes(body), in: choices) else { return false }
            if let one = OrientationChoice.single(place: place) { list.add(one) } else { OrientationChoice.expand(place: place) { list.add($0) } }
            return true
        }
        // One orientation, as most lines give, without the element loop.
        let read = cursor.byte == 0x22 ? (take(&cursor) ? 1 : -1) : Self.eachElement(&cursor, take)
        guard read >= 0 else { return false }
        orientations = list
        return true
    }

    /// A released major version given as a whole number of one or two digits, as most lines give
    /// `ios`, read where it stands; nil, the place unmoved, for any other value.
    @inline(__always) private static func major(_ cursor: inout LineCursor) -> Int? {
        let index = cursor.index
        guard index + 1 < cursor.count, case let first = cursor.base[index] &- 0x30, first < 10, first > 0 else { return nil }
        var major = Int(first)
        var end = index + 1
        if case let second = cursor.base[end] &- 0x30, second < 10 {
            major = major * 10 + Int(second)
            end += 1
            guard end < cursor.count else { return nil }
        }
        // What follows a member's value: the next member or the object's end (or space).
        let next = cursor.base[end]
        guard next == UInt8(ascii: ",") || next == UInt8(ascii: "}") || next <= 0x20, IOSVersion.exists(major) else { return nil }
        cursor.index = end
        return major
    }

    /// A version (`--ios`, `--sdk`), what ``ValueParsing/release(_:option:)`` reads from a
    /// number or a plain string.
    private static func release(_ cursor: inout LineCursor) -> ReleaseVersionRead? {
        let given: ArgumentValue
        if cursor.byte == 0x22 {
            guard let body = cursor.plainString() else { return nil }
            given = ArgumentValue(text: String(decoding: cursor.bytes(body), as: UTF8.self), index: -1)
        } else {
            guard let number = cursor.number() else { return nil }
            given = ArgumentValue(numbers: ArgumentNumbers(number, count: 1), separator: "", index: -1)
        }
        guard let release = try? ValueParsing.release(given, option: "") else { return nil }
        return ReleaseVersionRead(major: release.major, minor: release.minor)
    }

    /// A version read: a named struct, not an optional tuple, whose type the runtime would build.
    private struct ReleaseVersionRead {
        let major: Int
        let minor: Int?
    }

    /// A collection's item size, or an array of them, into the scratch: each a size whose width
    /// and height are positive, as UIKit requires.
    private static func readItemSizes(_ cursor: inout LineCursor, into scratch: LineScratch) -> Bool {
        scratch.sizes.clear()
        return eachElement(&cursor, alone: true) { cursor in
            guard let numbers = LineQuantity.read(&cursor, as: .size), numbers[0] > 0, numbers[1] > 0 else { return false }
            return scratch.sizes.append(Size(width: numbers[0], height: numbers[1]))
        } >= 0
    }

    /// A collection's item count, or an array of them (one a section), into the scratch: each
    /// what ``ValueParsing/count(_:option:in:)`` reads, and no more than ``Limits/itemsTotal``
    /// in all.
    private static func readSections(_ cursor: inout LineCursor, into scratch: LineScratch) -> Bool {
        scratch.counts.clear()
        var total = 0
        let read = eachElement(&cursor, alone: true) { cursor in
            guard let number = cursor.number(),
                  let count = try? ValueParsing.count(ArgumentValue(numbers: ArgumentNumbers(number, count: 1), separator: "", index: -1), option: "")
            else { return false }
            total += count
            return scratch.counts.append(count)
        }
        return read >= 0 && total <= Limits.itemsTotal
    }

    /// `body` for the elements of an array at `cursor`, or (`alone`) for a value that is no
    /// array; the number of values read, or -1 when `body` refuses one, the array is not JSON,
    /// or it has more elements than an option takes.
    static func eachElement(_ cursor: inout LineCursor, alone: Bool = false, _ body: (inout LineCursor) -> Bool) -> Int {
        guard cursor.byte == UInt8(ascii: "[") else {
            guard alone else { return -1 }
            return body(&cursor) ? 1 : -1
        }
        guard cursor.take(UInt8(ascii: "[")) else { return -1 }
        if cursor.byte == UInt8(ascii: "]") {
            cursor.index += 1
            return 0
        }
        var count = 0
        while true {
            guard count < Limits.optionRepetitions - 1, body(&cursor) else { return -1 }
            count += 1
            if cursor.skipSpaceAndTake(UInt8(ascii: ",")) { continue }
            guard cursor.byte == UInt8(ascii: "]") else { return -1 }
            cursor.index += 1
            return count
        }
    }
}
