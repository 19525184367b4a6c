import SafeAreaCore

/// Options shared by several commands, defined once so that every command spells them alike.
///
/// The choices of the options every screen command reads are spelled out rather than mapped from
/// the enums' `allCases`: each `[Enum]` is a generic type the runtime builds on first use, a few
/// dozen microseconds of every query's start-up. `ParserTests` holds each list to its enum.
enum CommonOptions {
    static let device = OptionSpec(
        "device", short: "d", value: "NAME", repeatable: true,
        help: "marketing name, profile id or model identifier (case-insensitive); repeatable, each device answered once, in the order first named; 'all' = every device (the default)")
    static let devicesFrom = OptionSpec(
        "devices-from", value: "FILE", repeatable: true,
        help: "also the devices named in FILE, one a line ('-' reads standard input; lines of only spaces or tabs and # lines skipped; a FILE given twice is read once)")
    static let family = OptionSpec("family", value: "FAMILY", choices: ["phone", "pad"], help: "restrict the selection to phone or pad")
    static let orientation = OptionSpec(
        "orientation", short: "o", value: "O", choices: OrientationChoice.names, repeatable: true,
        help: "portrait (default), portraitUpsideDown, landscapeLeft, landscapeRight, landscape (both), all; repeatable, each answered once")
    static let runsIOS = OptionSpec("runs-ios", value: "VERSION", help: "only devices that run this iOS version")
    static let ios = OptionSpec(
        "ios", value: "VERSION",
        help: "iOS/iPadOS major version modelled; default: the newest the device runs with sourced values")
    static let color = OptionSpec(
        "color", value: "WHEN", choices: ["auto", "always", "never"],
        help: "styling of the text format: auto (the default: on a terminal, unless NO_COLOR is set or TERM=dumb), always, never")
    static let format = OptionSpec(
        "format", short: "f", value: "F", choices: ["text", "json", "jsonl", "csv"],
        help: "text (default), json (one array), jsonl (one object per line), csv (header row)")
    static let profiles = OptionSpec(
        "profiles", value: "DIR", repeatable: true,
        help: "also load *.json device profiles from DIR; they replace built-ins with the same id; a DIR given twice is read once")
    static let measurements = OptionSpec(
        "measurements", value: "FILE", repeatable: true,
        help: "your own prints, as 'safearea probe' writes them: measured, cited 'local: FILE', in place of the catalogue's values (kept as disputes)")
    static let statusBar = OptionSpec(
        "status-bar", value: "S", choices: ["system", "visible", "hidden"],
        help: "prefersStatusBarHidden; default: the system's (hidden in landscape on iPhone)")
    static let failOnUnsupported = OptionSpec(
        "fail-on-unsupported", help: "exit 1 when some device/orientation pairs are unsupported (a run answering none exits 2)")
    static let output = OptionSpec("output", value: "FILE", help: "write the file to FILE instead of standard output")
    static let frame = OptionSpec(
        "frame", value: "X,Y,W,H",
        help: "a subview of the content view controller's root view: report its safe area too")
}

/// The `--orientation` words: the four UIKit orientations plus two shorthands.
enum OrientationChoice {
    static let names = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "landscape", "all"]
    /// ``names`` as bytes, for a batch line's values.
    static let spellings = ChoiceSpellings(names)

    static func expand(_ name: String) -> [Orientation] {
        var orientations: [Orientation] = []
        expand(name) { orientations.append($0) }
        return orientations
    }

    /// The orientations a value names, in order, each handed to `body`: by its place among
    /// ``names`` when it is known to be one (the order `names` lists, which a test holds to
    /// `Orientation`'s cases), else by its text.
    static func expand(_ value: ArgumentValue, _ body: (Orientation) -> Void) {
        if value.choice >= 0 { expand(place: value.choice, body) } else { expand(value.text, body) }
    }

    /// The orientations the word at `place` among ``names`` names, in order.
    static func expand(place: Int, _ body: (Orientation) -> Void) {
        if let one = single(place: place) {
            body(one)
            return
        }
        switch place {
        case 4:
            body(.landscapeLeft)
            body(.landscapeRight)
        default: Orientation.allCases.forEach(body)
        }
    }

    /// The one orientation the name at `place` names, or nil for a name of several
    /// (`landscape`, `all`).
    static func single(place: Int) -> Orientation? {
        switch place {
        case 0: .portrait
        case 1: .portraitUpsideDown
        case 2: .landscapeLeft
        case 3: .landscapeRight
        default: nil
        }
    }

    /// An orientation's place among `Orientation`'s cases.
    static func place(of orientation: Orientation) -> Int {
        switch orientation {
        case .portrait: 0
        case .portraitUpsideDown: 1
        case .landscapeLeft: 2
        case .landscapeRight: 3
        }
    }

    /// The orientations a word names, in order, each handed to `body` (no array per value).
    static func expand(_ name: String, _ body: (Orientation) -> Void) {
        switch name {
        case "landscape":
            body(.landscapeLeft)
            body(.landscapeRight)
        case "all":
            Orientation.allCases.forEach(body)
        default:
            if let orientation = Orientation(rawValue: name) { body(orientation) }
        }
    }
}
