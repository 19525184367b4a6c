import SafeAreaCore

/// `batch`'s fast path for the commonest line: one `scroll` query for one device and one
/// orientation, every value a plain scalar. It reads the line with `FlatObjectScanner`, checks
/// each value as the command line would, reuses one screen layout for every line that shares a
/// device, orientation, version and set of bars, and writes the result line straight into bytes
/// through the same field list as `scroll` (`ScrollLayout.write(to:)`). Any line it is not sure
/// of returns false and takes the general path, which owns every error message; a test holds the
/// two paths to the same bytes.
final class FastScrollPath {
    private let catalogue: DeviceCatalogue
    // Touched once or more per line: exempt from the run-time exclusivity check, which costs more
    // than the lookups themselves; nothing here is shared or reentrant.
    /// Room for a line's members; a line with more takes the general path.
    private static let memberCapacity = 32
    private let members = UnsafeMutablePointer<FlatObjectScanner.Member>.allocate(capacity: memberCapacity)
    @exclusivity(unchecked) private var devices = ByteKeyTable<DeviceBox?>()
    @exclusivity(unchecked) private var screens = UInt64Table<Screen>()

    /// A profile behind one reference, so that handing it out does not copy its arrays.
    private final class DeviceBox {
        let profile: DeviceProfile
        init(_ profile: DeviceProfile) { self.profile = profile }
    }

    /// A screen layout with the identity fields already written (`,"device":…,"ios":N`); a class,
    /// so that a lookup hands out one reference instead of copying a profile's arrays.
    private final class Screen {
        let layout: ScreenLayout
        let identity: [UInt8]

        init(layout: ScreenLayout, identity: [UInt8]) {
            self.layout = layout
            self.identity = identity
        }
    }

    private static let cacheLimit = 1024

    init(catalogue: DeviceCatalogue) {
        self.catalogue = catalogue
    }

    deinit { members.deallocate() }

    /// Appends the answer to `line` (input line `number`) to `output`, or returns false, with
    /// `output` untouched, when the line is not one this path answers.
    func answer(_ line: UnsafeBufferPointer<UInt8>, number: Int, to output: ByteBuffer) -> Bool {
        guard let memberCount = FlatObjectScanner.scan(line, into: members, capacity: Self.memberCapacity) else { return false }
        var command = false
        var id: Range<Int>?
        var idIsString = false
        var device: (box: DeviceBox, slot: Int)?
        var orientation = Orientation.portrait
        var ios = -1
        var statusBar = StatusBarPreference.system
        var containers = ViewControllerContainers()
        var scrollView = ScrollViewSpec()
        var seen = 0
        // Small codes for the packed screen key, set where each value is read.
        var orientationCode = 0
        var statusBarCode = 0
        var navigationCode = 0
        for position in 0..<memberCount {
            let member = members[position]
            let key = Key(line, member.key)
            // A repeated key is an error the full reader reports.
            guard key != .unknown, seen & (1 << key.rawValue) == 0 else { return false }
            seen |= 1 << key.rawValue
            let value = UnsafeBufferPointer(rebasing: line[member.value])
            switch (key, member.kind) {
            case (.command, .string):
                guard value.matches("scroll") else { return false }
                command = true
            case (.id, .string):
                guard value.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return false }
                id = member.value
                idIsString = true
            case (.id, .number):
                guard isPlainInteger(value) else { return false }
                id = member.value
            case (.device, .string):
                guard let found = self.device(value) else { return false }
                device = found
            case (.orientation, .string):
                guard let parsed = Self.orientation(value) else { return false }
                orientation = parsed.orientation
                orientationCode = parsed.code
            case (.ios, .number):
                guard value.count <= 2, isPlainInteger(value) else { return false }
                let major = value.reduce(0) { $0 * 10 + Int($1 - 0x30) }
                guard IOSVersion.exists(major) else { return false }
                ios = major
            case (.behavior, .string):
                guard let parsed = Self.behavior(value) else { return false }
                scrollView.behavior = parsed
            case (.navigationBar, .string):
                if value.matches("none") {
                    containers.navigationBar = .none
                } else if value.matches("standard") {
                    (containers.navigationBar, navigationCode) = (.standard, 1)
                } else if value.matches("large") {
                    (containers.navigationBar, navigationCode) = (.large, 2)
                } else {
                    return false
                }
            case (.statusBar, .string):
                if value.matches("visible") {
                    (statusBar, statusBarCode) = (.visible, 1)
                } else if value.matches("hidden") {
                    (statusBar, statusBarCode) = (.hidden, 2)
                } else {
                    return false
                }
            case (.tabBar, .bool(let on)): containers.tabBar = on
            case (.toolbar, .bool(let on)): containers.toolbar = on
            case (.alwaysBounceVertical, .bool(let on)): scrollView.alwaysBounceVertical = on
            case (.alwaysBounceHorizontal, .bool(let on)): scrollView.alwaysBounceHorizontal = on
            case (.noAutomaticallyAdjusts, .bool(let on)): scrollView.automaticallyAdjustsScrollViewInsets = !on
            case (.contentSize, .string):
                guard let numbers = plainNumbers(value, separator: UInt8(ascii: "x"), count: 2) else { return false }
                scrollView.contentSize = Size(width: numbers.0, height: numbers.1)
            case (.contentInset, .string):
                guard let numbers = plainNumbers(value, separator: UInt8(ascii: ","), count: 4) else { return false }
                scrollView.contentInset = EdgeInsets(top: numbers.0, left: numbers.1, bottom: numbers.2, right: numbers.3)
            default:
                return false
            }
        }
        guard command, let device else { return false }
        // Everything a screen depends on, packed: the fast path leaves the other containers'
        // settings at their defaults.
        let key = UInt64(device.slot) << 24 | UInt64(orientationCode) << 20 | UInt64(ios + 1) << 12
            | UInt64(statusBarCode) << 8 | UInt64(navigationCode) << 4
            | (containers.tabBar ? 2 : 0) | (containers.toolbar ? 1 : 0)
        guard let screen = screen(key, device: device.box, orientation: orientation, ios: ios, statusBar: statusBar, containers: containers)
        else { return false }
        let scroll: ScrollLayout
        do {
            scroll = try screen.layout.scrollLayout(containers: containers, scrollView: scrollView)
        } catch {
            return false
        }
        output.append(#"{"line":"#)
        output.append(integer: number)
        if let id {
            output.append(#","id":"#)
            if idIsString { output.append(UInt8(ascii: "\"")) }
            output.append(UnsafeBufferPointer(rebasing: line[id]))
            if idIsString { output.append(UInt8(ascii: "\"")) }
        }
        output.append(screen.identity)
        var sink = JSONBytesSink(buffer: output)
        scroll.write(to: &sink)
        output.append(UInt8(ascii: "}"))
        output.append(0x0A)
        return true
    }

    /// The profile a name means, found once per distinct spelling; "all" and unknown names are
    /// left to the general path (which expands the one and explains the other).
    private func device(_ name: UnsafeBufferPointer<UInt8>) -> (box: DeviceBox, slot: Int)? {
        // Memory stays flat whatever the input: an input of endless distinct spellings empties
        // the caches now and then instead of growing them.
        if devices.count >= Self.cacheLimit || screens.count >= Self.cacheLimit * 4 {
            devices.removeAll()
            screens.removeAll()
        }
        let slot = devices.slot(for: name) {
            let text = String(decoding: name, as: UTF8.self)
            guard text.lowercased() != "all", let profile = catalogue.profile(named: text) else { return nil }
            return DeviceBox(profile)
        }
        guard let box = devices.value(at: slot) else { return nil }
        return (box, slot)
    }

    private func screen(
        _ key: UInt64, device: DeviceBox, orientation: Orientation, ios: Int, statusBar: StatusBarPreference,
        containers: ViewControllerContainers
    ) -> Screen? {
        if let known = screens.value(for: key) { return known }
        let profile = device.profile
        let request = ScreenRequest(orientation: orientation, ios: ios < 0 ? nil : ios, statusBar: statusBar, containers: containers)
        guard let layout = try? profile.layout(for: request) else { return nil }
        let written = ByteBuffer(capacity: 256)
        JSONWriter.writeCompact(
            .object(ResultRecord.identity(id: profile.id, name: profile.name, orientation: orientation, ios: layout.ios)), to: written)
        var identity = Array(written.bytes)
        // `{"device":…}` becomes `,"device":…` to follow `"line"` and `"id"`.
        identity[0] = UInt8(ascii: ",")
        identity.removeLast()
        let screen = Screen(layout: layout, identity: identity)
        screens.insert(screen, for: key)
        return screen
    }

    private static func orientation(_ text: UnsafeBufferPointer<UInt8>) -> (orientation: Orientation, code: Int)? {
        if text.matches("portrait") { return (.portrait, 0) }
        if text.matches("landscapeLeft") { return (.landscapeLeft, 1) }
        if text.matches("landscapeRight") { return (.landscapeRight, 2) }
        if text.matches("portraitUpsideDown") { return (.portraitUpsideDown, 3) }
        return nil
    }

    private static func behavior(_ text: UnsafeBufferPointer<UInt8>) -> ContentInsetAdjustmentBehavior? {
        if text.matches("automatic") { return .automatic }
        if text.matches("scrollableAxes") { return .scrollableAxes }
        if text.matches("never") { return .never }
        if text.matches("always") { return .always }
        return nil
    }

    /// The keys this path knows; `unknown` sends the line to the general path.
    private enum Key: Int {
        case unknown, command, id, device, orientation, ios, behavior, navigationBar, statusBar, tabBar, toolbar
        case alwaysBounceVertical, alwaysBounceHorizontal, noAutomaticallyAdjusts, contentSize, contentInset

        init(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
            let text = UnsafeBufferPointer(rebasing: line[range])
            switch text.count {
            case 2 where text.matches("id"): self = .id
            case 3 where text.matches("ios"): self = .ios
            case 6 where text.matches("device"): self = .device
            case 6 where text.matches("tabBar"): self = .tabBar
            case 7 where text.matches("command"): self = .command
            case 7 where text.matches("toolbar"): self = .toolbar
            case 8 where text.matches("behavior"): self = .behavior
            case 9 where text.matches("statusBar"): self = .statusBar
            case 11 where text.matches("orientation"): self = .orientation
            case 11 where text.matches("contentSize"): self = .contentSize
            case 12 where text.matches("contentInset"): self = .contentInset
            case 13 where text.matches("navigationBar"): self = .navigationBar
            case 20 where text.matches("alwaysBounceVertical"): self = .alwaysBounceVertical
            case 22 where text.matches("alwaysBounceHorizontal"): self = .alwaysBounceHorizontal
            case 22 where text.matches("noAutomaticallyAdjusts"): self = .noAutomaticallyAdjusts
            default: self = .unknown
            }
        }
    }

    /// A JSON integer whose text is what `NumberFormatting` would write back, so that an `id` can
    /// be copied through: no leading zero, no `-0`, at most 15 digits.
    private func isPlainInteger(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        let negative = text.first == UInt8(ascii: "-")
        let digits = negative ? UnsafeBufferPointer(rebasing: text.dropFirst()) : text
        guard !digits.isEmpty, digits.count <= 15, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return false }
        if digits[0] == 0x30 { return digits.count == 1 && !negative }
        return true
    }

    /// `count` non-negative decimals separated by `separator` (`390x2000`, `0,0,10,0`), each in
    /// JSON's grammar without sign or exponent, so that the command line's parser reads the same.
    private func plainNumbers(
        _ text: UnsafeBufferPointer<UInt8>, separator: UInt8, count: Int
    ) -> (Double, Double, Double, Double)? {
        var values: (Double, Double, Double, Double) = (0, 0, 0, 0)
        var index = 0
        var parsed = 0
        while parsed < count {
            let start = index
            var whole = 0
            var sawPoint = false
            while index < text.count, text[index] != separator {
                let byte = text[index]
                if byte == UInt8(ascii: ".") {
                    guard !sawPoint else { return nil }
                    sawPoint = true
                } else if byte >= 0x30, byte <= 0x39 {
                    if !sawPoint { whole = whole &* 10 &+ Int(byte - 0x30) }
                } else {
                    return nil
                }
                index += 1
            }
            // No leading zero, a digit on both sides of a point.
            let length = index - start
            guard length > 0, length <= 12, text[start] != UInt8(ascii: "."), text[index - 1] != UInt8(ascii: "."),
                  !(length > 1 && text[start] == 0x30 && text[start + 1] != UInt8(ascii: "."))
            else { return nil }
            var number = Double(whole)
            if sawPoint {
                // Fractions go through the exact decimal reader, as the command line's does.
                guard let exact = Double(String(decoding: UnsafeBufferPointer(rebasing: text[start..<index]), as: UTF8.self)) else {
                    return nil
                }
                number = exact
            }
            // Out of range is the command line's parser's to refuse, with its message.
            guard number <= ValueParsing.pointLimit else { return nil }
            switch parsed {
            case 0: values.0 = number
            case 1: values.1 = number
            case 2: values.2 = number
            default: values.3 = number
            }
            parsed += 1
            if parsed < count {
                guard index < text.count else { return nil }
                index += 1
            }
        }
        return index == text.count ? values : nil
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// True when the bytes are exactly `word`.
    @inline(__always) func matches(_ word: StaticString) -> Bool {
        guard count == word.utf8CodeUnitCount, let base = baseAddress else { return count == 0 && word.utf8CodeUnitCount == 0 }
        return Platform.bytesEqual(base, word.utf8Start, count: count)
    }
}
