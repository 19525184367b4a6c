import SafeAreaCore

/// The options every screen command shares (devices, orientations, version, screen context), as
/// a batch line gives them, read from its bytes into their types by the typed reader
/// (``LineDecoder``, ``take(_:from:spellings:scratch:)``): no argument value, no string per value,
/// no parsed-options lookup per option, by the rules the command line's readers follow
/// (``DeviceSelection/Builder``, ``ScreenContextOptions``). `devices` and `policy` lines have
/// their device selection read so (``Role/selectionRoles(of:)``, ``selection(in:context:)``).
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
                (CommonOptions.devicesFrom, .general), (ScreenContextOptions.evidence, .general), (ScreenContextOptions.contentSizeCategory, .general), (CommonOptions.device, .device), (CommonOptions.orientation, .orientation), (CommonOptions.family, .family),
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

    // Plain values, made anew for every screen line: places among the options' choices (-1
    // when not given), numbers, and where the device names stand in the line.
    /// The device names given: the first of them in the ``LineScratch``, and how many; -1 when
    /// `device` was not given.
    var devicesFirst = -1
    var deviceCount = 0
    /// True when `device` was one string, not an array.
    var namesOneDevice = false
    /// The orientations given, in order, each once; read as they are given, since no other
    /// option changes them.
    var orientations = Orientations()
    var family = -1
    var statusBar = -1
    var navigationBar = -1
    var split = -1
    var splitSide = -1
    var posture = -1
    var flags: UInt32 = 0
    var iosMajor: Int?
    var iosMinor: Int?
    var additionalInsets: EdgeInsets?
    var frame: Rect?
    var window: Rect?
    var sdk: ReleaseVersion?
    var behavior = -1
    var contentSize: Size?
    var contentInset: EdgeInsets?
    var scrollFrame: Rect?
    // A collection view's flow layout: its places and numbers, and where its item sizes and
    // counts stand (read into the scratch as given).
    var hasFlow = false
    var reference = -1
    var scrollDirection = -1
    var sectionInset: EdgeInsets?
    var itemSizes: Range<Int>?
    var items: Range<Int>?
    var interitemSpacing: Double?
    var lineSpacing: Double?
    var headerSize: Size?
    var footerSize: Size?

    init() {}

    /// The flow layout the line's options give, checked together as the general reader checks
    /// them. The item sizes and counts are the scratch's, read with the line.
    private func flowLayout(scratch: LineScratch) -> FlowLayoutSpec? {
        var options = CollectionCommand.LayoutOptions()
        options.reference = ArgumentValue.chosen(at: reference, FlowLayoutSpec.SectionInsetReference.self)
        options.direction = ArgumentValue.chosen(at: scrollDirection, FlowLayoutSpec.ScrollDirection.self)
        options.sectionInset = sectionInset
        if itemSizes != nil { options.itemSizes = scratch.sizes.list() }
        if items != nil { options.sections = scratch.counts.list() }
        options.interitem = interitemSpacing
        options.line = lineSpacing
        options.header = headerSize
        options.footer = footerSize
        return options.spec()
    }

    /// The shared options read into `spare` (``ScreenQuery/fill(_:selection:ios:screen:scrollView:flowLayout:)``);
    /// false when the general reader must read the line (a device unknown or of another family,
    /// a contradiction).
    ///
    /// Mutating though it changes nothing, as ``selection(in:scratch:context:)`` is: the fields
    /// are the decoder's stored property, and a method that takes them by value had all of them
    /// loaded and copied to the stack first, seventy instructions a line, where this reads the
    /// few it needs in place.
    mutating func query(in line: LineCursor, scratch: LineScratch, context: CommandContext, into spare: inout ScreenQuery?) -> Bool {
        guard let selection = selection(in: line, scratch: scratch, context: context) else { return false }
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
        guard let flow = flowLayout(scratch: scratch) else { return false }
        ScreenQuery.fill(&spare, selection: selection, ios: iosMajor, screen: screen, scrollView: scrollView, flowLayout: flow)
        return true
    }

    @inline(__always) func has(_ role: Role) -> Bool { flags & role.flag != 0 }

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
    var namesDevices: Bool { family >= 0 || deviceCount > 0 }

    /// The pairs, by ``DeviceSelection/read(_:context:)``'s rules. Mutating, as
    /// ``query(in:scratch:context:into:)`` is, to be read in place.
    mutating func selection(in line: LineCursor, scratch: LineScratch, context: CommandContext) -> DeviceSelection? {
        let orientations = orientations.isEmpty ? Orientations(.portrait) : orientations
        // A line naming one device plainly, with no family, as most do: the list of one device
        // the lookup keeps, with no builder (whose lists and checks were a tenth of reading
        // such a line).
        if family < 0, namesOneDevice, case let one = scratch.names[devicesFirst], one.isVerbatim, case let name = line.bytes(one.range),
           !DeviceSelection.namesAll(name)
        {
            guard let one = context.lookups.device(bytes: name, in: context.catalogue) else { return nil }
            return DeviceSelection(devices: one, orientations: orientations)
        }
        guard let devices = select(in: line, scratch: scratch, context: context) else { return nil }
        return DeviceSelection(devices: devices, orientations: orientations)
    }

    /// The devices the line's names and family select, by ``DeviceSelection/Builder``'s rules;
    /// nil when the general reader must say why a name selects none.
    private func select(in line: LineCursor, scratch: LineScratch, context: CommandContext) -> [DeviceProfile]? {
        var builder = DeviceSelection.Builder(family: ArgumentValue.chosen(at: family, DeviceFamily.self))
        if devicesFirst >= 0 {
            for index in devicesFirst..<devicesFirst + deviceCount {
                guard select(scratch.names[index], in: line, context: context, into: &builder) else {
                    return nil
                }
            }
        }
        return builder.selected(of: context.catalogue)
    }

    /// A device name selected; false when the general reader must say why it cannot be.
    private func select(
        _ name: LineScratch.Name, in line: LineCursor, context: CommandContext, into builder: inout DeviceSelection.Builder
    ) -> Bool {
        let bytes = line.bytes(name.range)
        // An escaped name is decoded first; the lookup by bytes is for names as they stand.
        let one: [DeviceProfile]?
        if name.isVerbatim {
            if DeviceSelection.namesAll(bytes) {
                builder.selectAll(of: context.catalogue)
                return true
            }
            one = context.lookups.device(bytes: bytes, in: context.catalogue)
        } else {
            guard var text = line.text(name.range, isVerbatim: false) else { return false }
            if text.withUTF8(DeviceSelection.namesAll) {
                builder.selectAll(of: context.catalogue)
                return true
            }
            one = try? context.lookups.device(text, in: context.catalogue)
        }
        guard let one, (try? builder.select(one)) != nil else { return false }
        return true
    }
}
