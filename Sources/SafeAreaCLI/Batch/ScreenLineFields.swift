import SafeAreaCore

/// The options every screen command shares (devices, orientations, version, screen context), as
/// a batch line gives them, read from its bytes into their types: no argument value, no string
/// per value, no parsed-options lookup per option, by the rules the command line's readers
/// follow (``DeviceSelection/Builder``, ``ScreenContextOptions``). `devices` and `policy` lines
/// have their device selection read so (``Role/selectionRoles(of:)``, ``selection(in:context:)``).
///
/// It answers only whether the line's values are good: a value it cannot take (a choice spelled
/// otherwise than the table does, a value of the wrong kind, a rule broken, an unknown device)
/// sends the whole line to the general reader, whose messages are the command line's. A line is
/// never refused here, so every message stays in one place.
struct ScreenLineFields {
    /// What an option is to this reader: `.other` for the command's own options (and the table
    /// view's, checked by the general reader as it reads the line); `.general` for an option
    /// only the general reader reads (`--devices-from` reads files), whose line goes to it.
    enum Role: UInt8 {
        case other, general
        case device, orientation, family, ios
        case statusBar, navigationBar, split, splitSide, posture
        case additionalInsets, frame, window, sdk
        // The scroll view's options, which `scroll`, `table` and `collection` share.
        case behavior, contentSize, contentInset, scrollFrame
        // A collection view's flow layout (``CollectionCommand/LayoutOptions``).
        case reference, scrollDirection, sectionInset, itemSize, items, interitemSpacing, lineSpacing, headerSize, footerSize
        case tabBar, toolbar, opaqueBars, marginsIgnoreSafeArea, preservesSuperviewMargins, designCompatibility, slideOver,
             requiresFullScreen, bounceVertical, bounceHorizontal, noAutomaticallyAdjusts

        /// The role of each of `spec`'s options, by its index.
        static func roles(of spec: CommandSpec) -> [Role] {
            let known: [(OptionSpec, Role)] = [
                (CommonOptions.devicesFrom, .general), (CommonOptions.device, .device), (CommonOptions.orientation, .orientation), (CommonOptions.family, .family),
                (CommonOptions.ios, .ios), (CommonOptions.statusBar, .statusBar), (CommonOptions.frame, .frame),
                (ScreenContextOptions.navigationBar, .navigationBar), (ScreenContextOptions.split, .split),
                (ScreenContextOptions.splitSide, .splitSide), (ScreenContextOptions.posture, .posture),
                (ScreenContextOptions.additionalInsets, .additionalInsets), (ScreenContextOptions.window, .window),
                (ScreenContextOptions.sdk, .sdk), (ScreenContextOptions.tabBar, .tabBar), (ScreenContextOptions.toolbar, .toolbar),
                (ScreenContextOptions.opaqueBars, .opaqueBars), (ScreenContextOptions.marginsIgnoreSafeArea, .marginsIgnoreSafeArea),
                (ScreenContextOptions.preservesSuperviewMargins, .preservesSuperviewMargins),
                (ScreenContextOptions.designCompatibility, .designCompatibility), (ScreenContextOptions.slideOver, .slideOver),
                (ScreenContextOptions.requiresFullScreen, .requiresFullScreen),
                (ScrollOptions.behavior, .behavior), (ScrollOptions.contentSize, .contentSize),
                (ScrollOptions.contentInset, .contentInset), (ScrollOptions.scrollFrame, .scrollFrame),
                (ScrollOptions.bounceVertical, .bounceVertical), (ScrollOptions.bounceHorizontal, .bounceHorizontal),
                (ScrollOptions.noAutomaticallyAdjusts, .noAutomaticallyAdjusts),
                (CollectionCommand.reference, .reference), (CollectionCommand.direction, .scrollDirection),
                (CollectionCommand.sectionInset, .sectionInset), (CollectionCommand.itemSize, .itemSize),
                (CollectionCommand.items, .items), (CollectionCommand.interitem, .interitemSpacing),
                (CollectionCommand.line, .lineSpacing), (CollectionCommand.header, .headerSize), (CollectionCommand.footer, .footerSize),
            ]
            return spec.options.map { option in known.first { $0.0 === option }?.1 ?? .other }
        }

        /// The roles of a command that takes only the device selection of the shared options
        /// (`devices`, `policy`), by the options' names: `policy` has a `--device` of its own
        /// (its help says the file's device is the default). Its other options are its own.
        static func selectionRoles(of spec: CommandSpec) -> [Role] {
            spec.options.map { option in
                switch option.long {
                case CommonOptions.device.long: .device
                case CommonOptions.family.long: .family
                case CommonOptions.orientation.long: .orientation
                case CommonOptions.devicesFrom.long: .general
                default: .other
                }
            }
        }

        /// The bit of a flag's role among ``ScreenLineFields/flags``; 0 for the others.
        var flag: UInt32 { rawValue >= Role.tabBar.rawValue ? 1 << UInt32(rawValue - Role.tabBar.rawValue) : 0 }
    }

    // The device and orientation values are kept as they stand and read at the end, when the
    // family that filters them is known, whatever the members' order: by their places among the
    // line's members (``LineScanner/members``), -1 when not given. Places, not values: the
    // fields are made anew for every screen line, and four values were two hundred bytes.
    private var devicesAt = -1
    private var orientationsAt = -1
    // Places among the options' choices; -1 when not given.
    private var family = -1
    private var statusBar = -1
    private var navigationBar = -1
    private var split = -1
    private var splitSide = -1
    private var posture = -1
    private var flags: UInt32 = 0
    private var iosMajor: Int?
    private var iosMinor: Int?
    private var additionalInsets: EdgeInsets?
    private var frame: Rect?
    private var window: Rect?
    private var sdk: ReleaseVersion?
    private var behavior = -1
    private var contentSize: Size?
    private var contentInset: EdgeInsets?
    private var scrollFrame: Rect?
    // A collection view's flow layout: its places and numbers, and the item sizes and counts as
    // they stand, read at the end (``flowLayout(in:)``). Values, not arrays: a line's fields stay
    // plain memory, which every screen line makes and drops.
    private var hasFlow = false
    private var reference = -1
    private var scrollDirection = -1
    private var sectionInset: EdgeInsets?
    private var itemSizesAt = -1
    private var itemsAt = -1
    private var interitemSpacing: Double?
    private var lineSpacing: Double?
    private var headerSize: Size?
    private var footerSize: Size?

    init() {}

    /// Takes the value of the line's member at `place` for an option of `role`; false when the
    /// general reader must read the line. The member is read where the scanner left it: passed as
    /// a value, it was copied out of the scanner and into the call, field by field, for every
    /// member of a line.
    /// The option is `keys.spec`'s option at `index`, looked up only for a value that needs it (a
    /// choice, a size or a version): passing it made every member retain and release it.
    ///
    /// Never inlined: inlined into the line's reader, it let the compiler keep the fields in
    /// separate places, which it then gathered into one value to read the query, a hundred
    /// instructions a line; called, the fields stay where they are.
    @inline(never) mutating func take(member place: Int, as role: Role, option index: Int, of keys: BatchCommandKeys, in line: LineScanner) -> Bool {
        let value = line.members[place].value
        // A null value gives nothing, as for the general reader; so does a false flag.
        if value.kind == .null { return true }
        if role.flag != 0 {
            guard value.kind == .bool else { return false }
            if value.isTrue { flags |= role.flag }
            return true
        }
        switch role {
        case .device:
            guard value.kind == .string || value.kind == .array else { return false }
            devicesAt = place
        case .orientation:
            guard value.kind == .string || value.kind == .array else { return false }
            orientationsAt = place
        case .family: return choose(value, keys.spellings[index], in: line, into: &family)
        case .statusBar: return choose(value, keys.spellings[index], in: line, into: &statusBar)
        case .navigationBar: return choose(value, keys.spellings[index], in: line, into: &navigationBar)
        case .split: return choose(value, keys.spellings[index], in: line, into: &split)
        case .splitSide: return choose(value, keys.spellings[index], in: line, into: &splitSide)
        case .posture: return choose(value, keys.spellings[index], in: line, into: &posture)
        case .behavior: return choose(value, keys.spellings[index], in: line, into: &behavior)
        case .ios:
            // Most lines give a major version as a number: no argument value is made of it.
            if value.kind == .number, let major = ValueParsing.major(line.number(value)) {
                iosMajor = major
                iosMinor = nil
                return true
            }
            guard let release = keys.withOption(index, { option in
                argument(value, option, in: line).flatMap { try? ValueParsing.release($0, option: option.long) }
            }) else { return false }
            iosMajor = release.major
            iosMinor = release.minor
        case .sdk:
            guard let release = keys.withOption(index, { option in
                argument(value, option, in: line).flatMap { try? ValueParsing.release($0, option: option.long) }
            }) else { return false }
            sdk = ScreenContextOptions.sdk(release)
        case .additionalInsets, .contentInset:
            guard let insets = keys.withOption(index, { insets(value, $0, in: line) }) else { return false }
            if role == .contentInset { contentInset = insets } else { additionalInsets = insets }
        case .frame, .window, .scrollFrame:
            guard let rect = keys.withOption(index, { option in
                quantity(value, .rect, option, in: line, ValueParsing.rect) { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
            }) else { return false }
            switch role {
            case .frame: frame = rect
            case .window: window = rect
            default: scrollFrame = rect
            }
        case .contentSize:
            guard let size = keys.withOption(index, { size(value, $0, in: line) }) else { return false }
            contentSize = size
        case .reference, .scrollDirection, .sectionInset, .itemSize, .items, .interitemSpacing, .lineSpacing, .headerSize, .footerSize:
            hasFlow = true
            return takeFlow(value, at: place, as: role, option: index, of: keys, in: line)
        default:
            return false
        }
        return true
    }

    /// A flow layout's option (``CollectionCommand/layoutSpec(_:)``'s rules); false when the
    /// general reader must read it. Item sizes and counts are kept as they stand.
    private mutating func takeFlow(
        _ value: LineScanner.Value, at place: Int, as role: Role, option index: Int, of keys: BatchCommandKeys, in line: LineScanner
    ) -> Bool {
        switch role {
        case .reference: return choose(value, keys.spellings[index], in: line, into: &reference)
        case .scrollDirection: return choose(value, keys.spellings[index], in: line, into: &scrollDirection)
        case .sectionInset:
            guard let insets = keys.withOption(index, { insets(value, $0, in: line) }) else { return false }
            sectionInset = insets
        case .itemSize: itemSizesAt = place
        case .items: itemsAt = place
        case .interitemSpacing, .lineSpacing:
            guard value.kind == .number, let points = keys.withOption(index, { option in
                argument(value, option, in: line).flatMap { try? ValueParsing.points($0, option: option.long) }
            }) else { return false }
            if role == .interitemSpacing { interitemSpacing = points } else { lineSpacing = points }
        case .headerSize, .footerSize:
            guard let size = keys.withOption(index, { size(value, $0, in: line) }) else { return false }
            if role == .headerSize { headerSize = size } else { footerSize = size }
        default:
            return false
        }
        return true
    }

    /// The flow layout the line's options give, checked together as the general reader checks
    /// them; nil when it refuses them, to say why.
    private func flowLayout(in line: LineScanner, lookups: LookupCache) -> FlowLayoutSpec? {
        var options = CollectionCommand.LayoutOptions()
        options.reference = ArgumentValue.chosen(at: reference, FlowLayoutSpec.SectionInsetReference.self)
        options.direction = ArgumentValue.chosen(at: scrollDirection, FlowLayoutSpec.ScrollDirection.self)
        options.sectionInset = sectionInset
        if let itemSizes = value(at: itemSizesAt, in: line) {
            guard let sizes = lookups.itemSizes(spelled: line.slice(itemSizes.range), { self.itemSizes(itemSizes, in: line) }) else { return nil }
            options.itemSizes = sizes
        }
        if let items = value(at: itemsAt, in: line) {
            guard let sections = lookups.sections(spelled: line.slice(items.range), { self.sections(items, in: line) }) else { return nil }
            options.sections = sections
        }
        options.interitem = interitemSpacing
        options.line = lineSpacing
        options.header = headerSize
        options.footer = footerSize
        return options.spec()
    }

    /// The item sizes a value gives, by the general reader's rules; nil when it refuses them.
    private func itemSizes(_ value: LineScanner.Value, in line: LineScanner) -> [Size]? {
        var sizes: [Size] = []
        let read = eachElement(value, in: line) { element in
            // UIKit refuses an empty item; the general reader says so.
            guard let size = size(element, CollectionCommand.itemSize, in: line), size.width > 0, size.height > 0 else { return false }
            sizes.append(size)
            return true
        }
        return read ? sizes : nil
    }

    /// The sections' item counts a value gives, their total within the limit; nil when the
    /// general reader refuses them.
    private func sections(_ value: LineScanner.Value, in line: LineScanner) -> [Int]? {
        var sections: [Int] = []
        let read = eachElement(value, in: line) { element in
            guard element.kind == .number, let given = argument(element, CollectionCommand.items, in: line),
                  let count = try? ValueParsing.count(given, option: CollectionCommand.items.long)
            else { return false }
            sections.append(count)
            return true
        }
        guard read, (try? CollectionCommand.LayoutOptions.checkTotal(of: sections)) != nil else { return nil }
        return sections
    }

    /// `body` for a value, or for each element of an array; false when there are more than an
    /// option may be given, or `body` says so.
    private func eachElement(_ value: LineScanner.Value, in line: LineScanner, _ body: (LineScanner.Value) -> Bool) -> Bool {
        guard value.kind == .array else { return body(value) }
        let elements = line.contents(of: value)
        guard elements.count < Limits.optionRepetitions else { return false }
        return elements.allSatisfy { body($0.value) }
    }

    /// A size (``ValueParsing/size(_:option:)``).
    private func size(_ value: LineScanner.Value, _ option: OptionSpec, in line: LineScanner) -> Size? {
        quantity(value, .size, option, in: line, ValueParsing.size) { Size(width: $0[0], height: $0[1]) }
    }

    /// Insets (``ValueParsing/insets(_:option:)``).
    private func insets(_ value: LineScanner.Value, _ option: OptionSpec, in line: LineScanner) -> EdgeInsets? {
        quantity(value, .insets, option, in: line, ValueParsing.insets) { EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) }
    }

    /// The shared options read into `spare` (``ScreenQuery/fill(_:selection:ios:screen:scrollView:flowLayout:)``);
    /// false when the general reader must read the line (a device unknown or of another family,
    /// an orientation spelled otherwise than the table does, a contradiction).
    func query(in line: LineScanner, context: CommandContext, into spare: inout ScreenQuery?) -> Bool {
        guard let selection = selection(in: line, context: context) else { return false }
        let navigation = ArgumentValue.chosen(at: navigationBar, NavigationBarStyle.self) ?? .none
        guard let containers = try? ScreenContextOptions.containers(
            navigation: navigation, tabBar: has(.tabBar), toolbar: has(.toolbar), opaqueBars: has(.opaqueBars),
            additional: additionalInsets ?? .zero, marginsIgnoreSafeArea: has(.marginsIgnoreSafeArea),
            preservesSuperviewMargins: has(.preservesSuperviewMargins)),
            (try? ScreenContextOptions.checkSubview(frame, in: containers)) != nil
        else { return false }
        var screen = ScreenContext(
            statusBar: ArgumentValue.chosen(at: statusBar, StatusBarPreference.self) ?? .system, containers: containers,
            designRequiresCompatibility: has(.designCompatibility), subviewFrame: frame)
        // Not `try?`: no multitasking is nil too.
        let multitasking: Multitasking?
        do {
            multitasking = try ScreenContextOptions.multitasking(
                split: ArgumentValue.chosen(at: split, SplitFraction.self), side: ArgumentValue.chosen(at: splitSide, SplitSide.self),
                slideOver: has(.slideOver), window: window != nil)
        } catch {
            return false
        }
        if let window, ScreenContextOptions.isEmpty(window: window) { return false }
        screen.window = window
        screen.multitasking = multitasking
        screen.posture = ArgumentValue.chosen(at: posture, Posture.self)
        screen.requiresFullScreen = has(.requiresFullScreen)
        screen.sdk = sdk
        screen.iosMinor = iosMinor
        guard hasFlow else {
            ScreenQuery.fill(&spare, selection: selection, ios: iosMajor, screen: screen, scrollView: scrollView)
            return true
        }
        guard let flow = flowLayout(in: line, lookups: context.lookups) else { return false }
        ScreenQuery.fill(&spare, selection: selection, ios: iosMajor, screen: screen, scrollView: scrollView, flowLayout: flow)
        return true
    }

    private func has(_ role: Role) -> Bool { flags & role.flag != 0 }

    /// The value of the line's member at `place`; nil for -1, an option not given.
    private func value(at place: Int, in line: LineScanner) -> LineScanner.Value? {
        place < 0 ? nil : line.members[place].value
    }

    /// The scroll view, by ``ScrollOptions/read(_:kind:)``'s defaults; its kind is the command's.
    private var scrollView: ScrollViewSpec {
        ScrollViewSpec(
            kind: .plain, behavior: ArgumentValue.chosen(at: behavior, ContentInsetAdjustmentBehavior.self) ?? .automatic,
            contentSize: contentSize ?? Size(width: 0, height: 0), contentInset: contentInset ?? .zero,
            alwaysBounceVertical: has(.bounceVertical), alwaysBounceHorizontal: has(.bounceHorizontal), frame: scrollFrame,
            automaticallyAdjustsScrollViewInsets: !has(.noAutomaticallyAdjusts))
    }

    /// True when the line names a device or a family, as `policy` asks the general reader
    /// (`has(--device)` or `has(--family)`): a null or an empty list names none.
    func namesDevices(in line: LineScanner) -> Bool {
        if family >= 0 { return true }
        guard let devices = value(at: devicesAt, in: line) else { return false }
        return devices.kind != .array || !line.contents(of: devices).isEmpty
    }

    /// The pairs, by ``DeviceSelection/read(_:context:)``'s rules.
    func selection(in line: LineScanner, context: CommandContext) -> DeviceSelection? {
        if let one = oneDeviceSelection(in: line, context: context) { return one }
        var builder = DeviceSelection.Builder(family: ArgumentValue.chosen(at: family, DeviceFamily.self))
        if let devices = value(at: devicesAt, in: line) {
            guard each(devices, in: line, { name in select(name, in: line, context: context, into: &builder) }) else { return nil }
        }
        var list = Orientations()
        if let orientations = value(at: orientationsAt, in: line) {
            let read = each(orientations, in: line) { value in
                guard let place = line.plainChoice(value, among: OrientationChoice.spellings) else { return false }
                OrientationChoice.expand(place: place) { list.add($0) }
                return true
            }
            guard read else { return nil }
        }
        return DeviceSelection(devices: builder.selected(of: context.catalogue), orientations: list.isEmpty ? [.portrait] : list)
    }

    /// The selection of a line naming one device plainly, and one orientation or none, with no
    /// family: most lines. The list of one device the lookup keeps, with no builder (whose lists
    /// and checks were a tenth of reading such a line); nil for any other line, which
    /// ``selection(in:context:)`` reads by the general rules.
    private func oneDeviceSelection(in line: LineScanner, context: CommandContext) -> DeviceSelection? {
        guard family < 0, let devices = value(at: devicesAt, in: line), devices.kind == .string else { return nil }
        var orientation = Orientation.portrait
        if let orientations = value(at: orientationsAt, in: line) {
            guard orientations.kind == .string, let place = line.plainChoice(orientations, among: OrientationChoice.spellings),
                  let named = OrientationChoice.single(place: place)
            else { return nil }
            orientation = named
        }
        let body = line.body(of: devices)
        guard devices.isVerbatim, !DeviceSelection.namesAll(body),
              let one = context.lookups.device(bytes: body, in: context.catalogue)
        else { return nil }
        return DeviceSelection(devices: one, orientations: Orientations(orientation))
    }

    /// A device name's value selected; false when the general reader must say why it cannot be.
    private func select(_ name: LineScanner.Value, in line: LineScanner, context: CommandContext, into builder: inout DeviceSelection.Builder) -> Bool {
        let body = line.body(of: name)
        if DeviceSelection.namesAll(body) {
            builder.selectAll(of: context.catalogue)
            return true
        }
        // An escaped name is decoded first; the lookup by bytes is for names as they stand.
        let one = name.isVerbatim
            ? context.lookups.device(bytes: body, in: context.catalogue)
            : try? context.lookups.device(line.string(name), in: context.catalogue)
        guard let one, (try? builder.select(one)) != nil else { return false }
        return true
    }

    /// `body` for a string value, or for each element of an array of strings; false when an
    /// element is not a string, or there are more than an option may be given, or `body` says so.
    private func each(_ value: LineScanner.Value, in line: LineScanner, _ body: (LineScanner.Value) -> Bool) -> Bool {
        eachElement(value, in: line) { $0.kind == .string && body($0) }
    }

    /// The place of a string value among `option`'s choices as the table spells them; false for
    /// any other spelling or kind.
    private func choose(_ value: LineScanner.Value, _ spellings: ChoiceSpellings, in line: LineScanner, into place: inout Int) -> Bool {
        guard value.kind == .string, let found = line.plainChoice(value, among: spellings) else { return false }
        place = found
        return true
    }

    /// A size, insets or rect: straight from the line's bytes (``LineNumbers``), else as the
    /// general reader reads `option`'s value (`parse`); nil when that refuses it.
    private func quantity<T>(
        _ value: LineScanner.Value, _ shape: LineNumbers.Shape, _ option: @autoclosure () -> OptionSpec, in line: LineScanner,
        _ parse: (ArgumentValue, String) throws(UsageError) -> T, _ made: (ArgumentNumbers) -> T
    ) -> T? {
        if let numbers = LineNumbers.read(value, as: shape, in: line) { return made(numbers) }
        let option = option()
        guard let given = argument(value, option, in: line) else { return nil }
        return try? parse(given, option.long)
    }

    /// A sized, inset, rect or version value as the general reader reads it. No key: a value it
    /// refuses goes to the general reader, whose message names it.
    private func argument(_ value: LineScanner.Value, _ option: OptionSpec, in line: LineScanner) -> ArgumentValue? {
        try? BatchRequest.argument(value, option: option, key: "", in: line)
    }
}
