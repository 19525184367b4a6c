/// The bounds every input is held to, so that time and memory stay bounded whatever a command
/// line, a batch line or a file asks for. Each is far beyond what a real app needs (a screen is
/// at most 1,376 points long; an app has tens of controllers), and each is refused with a message
/// naming the option or key and the limit, never truncated quietly.
enum Limits {
    /// Bytes read from one file: a hierarchy, a check spec, `--devices-from`, a profile. Read with
    /// this cap, so that `/dev/zero` is an error rather than an allocation failure.
    static let fileBytes = 16 << 20
    /// Bytes in one `batch` input line; a longer line is an error of its own, its bytes dropped as
    /// they are read, so that one line cannot hold the run's memory.
    static let lineBytes = 16 << 20
    /// Items in one collection section (`--items`).
    static let itemsPerSection = 100_000
    /// Items in all sections of one collection request together.
    static let itemsTotal = 100_000
    /// Item frames `--frames` may list at once across all pairs, where the answer is held whole
    /// (text, JSON, CSV, batch); the command line's JSON Lines stream and have no such bound.
    static let heldFrames = 1_000_000
    /// Times one option may be given on a command line or in a batch line.
    static let optionRepetitions = 1_000
    /// View controllers in one hierarchy file.
    static let controllers = 10_000
    /// Windows in one hierarchy file.
    static let windows = 1_000
    /// Assertions in one check spec.
    static let assertions = 1_000
    /// Profiles loaded from `--profiles` directories in all. With each device and orientation
    /// held once however often it is named (``DeviceSelection``), a run's selection holds at most
    /// four pairs per device of the catalogue: the bundled devices and these.
    static let loadedProfiles = 1_000
    /// Entries in one `--measurements` file.
    static let measurements = 1_000
    /// Characters in a device, controller or option name that a "did you mean" is sought for;
    /// longer names are simply unknown.
    static let suggestedNameLength = 100

    /// The paragraph `--help` and the README show.
    static let summary = "Limits: files (hierarchy, check spec, --devices-from, profiles, measurements), batch lines and MCP messages up to 16 MiB; lengths from -100000 to 100000 points; 100000 collection items per section and in total, and 1000000 listed item frames across devices and orientations except in streamed JSON Lines; 1000 repetitions of an option; 1000 profiles from --profiles, and entries per measurements file; each device and orientation held once however often it is named, so a selection holds at most 4 pairs per device of the catalogue; 10000 controllers and 1000 windows per hierarchy; 1000 assertions per check spec; JSON nested at most 64 deep."
}
