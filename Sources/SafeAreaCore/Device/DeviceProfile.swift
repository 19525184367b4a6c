/// Everything the catalogue knows about one device model: its screen, what cuts into it, and the
/// safe-area insets UIKit reports on it, each value with the sources it was taken from.
///
/// A profile is data, measured or published; the rules that combine it with a screen context live
/// in ``ScreenLayout``. Construct profiles through ``ProfileValidator`` when they come from outside
/// the bundled catalogue.
public struct DeviceProfile: Sendable, Hashable {
    /// The fields live in one shared box, copied only before a change to a profile that shares
    /// it: a profile is copied several times for each batch line and each check pair (into a
    /// selection, out of a cache, into a loop), and each copy of a struct of a dozen arrays and
    /// strings was a retain and a release of every one of them. Its only stored property: profiles
    /// are equal, and hash alike, when their fields are (a shared box without comparing them).
    private var storage: CopyOnWriteBox<Fields>

    private struct Fields: Sendable, Hashable {
        var id: String
        var name: String
        var family: DeviceFamily
        var modelIdentifiers: [String]
        var released: String
        var ios: IOSVersionRange
        var screen: Screen
        var feature: ScreenFeature
        var cornerRadius: Double?
        var sensorHousing: Rect?
        var homeIndicator: HomeIndicator?
        var orientations: [Orientation]
        var portraitSizeClasses: SizeClasses
        var landscapeSizeClasses: SizeClasses
        var statusBar: [StatusBarSpec]
        var safeAreaInsets: [SafeAreaSpec]
        var sources: [SourceList]
        var notes: [String]
        var disputes: [ValueDispute]
        var folding: Folding?
        var measurements: [SafeAreaMeasurement] = []
    }

    /// Lower-case identifier, `[a-z0-9-]`, such as `iphone-16-pro`.
    public var id: String {
        get { storage.value.id }
        set { storage.value.id = newValue }
    }
    /// Apple's marketing name as Xcode's simulators spell it, such as `iPhone 16 Pro`.
    public var name: String {
        get { storage.value.name }
        set { storage.value.name = newValue }
    }
    public var family: DeviceFamily {
        get { storage.value.family }
        set { storage.value.family = newValue }
    }
    /// Hardware model identifiers (`utsname.machine`), such as `iPhone17,1`.
    public var modelIdentifiers: [String] {
        get { storage.value.modelIdentifiers }
        set { storage.value.modelIdentifiers = newValue }
    }
    /// Year and month of release, `YYYY-MM`.
    public var released: String {
        get { storage.value.released }
        set { storage.value.released = newValue }
    }
    /// The major iOS versions the device runs, from the one it shipped with to the last supported.
    public var ios: IOSVersionRange {
        get { storage.value.ios }
        set { storage.value.ios = newValue }
    }
    /// The portrait screen in points, and its scale.
    public var screen: Screen {
        get { storage.value.screen }
        set { storage.value.screen = newValue }
    }
    public var feature: ScreenFeature {
        get { storage.value.feature }
        set { storage.value.feature = newValue }
    }
    /// Display corner radius in points; `nil` when no source gives it.
    public var cornerRadius: Double? {
        get { storage.value.cornerRadius }
        set { storage.value.cornerRadius = newValue }
    }
    /// The sensor housing (notch or Dynamic Island) in portrait screen points; `nil` when the
    /// device has none or no source gives it.
    public var sensorHousing: Rect? {
        get { storage.value.sensorHousing }
        set { storage.value.sensorHousing = newValue }
    }
    /// The bottom inset the home indicator reserves; `nil` on devices without one.
    public var homeIndicator: HomeIndicator? {
        get { storage.value.homeIndicator }
        set { storage.value.homeIndicator = newValue }
    }
    /// The interface orientations UIKit lets an app use on this device.
    public var orientations: [Orientation] {
        get { storage.value.orientations }
        set { storage.value.orientations = newValue }
    }
    /// Size classes of a full-screen app in portrait.
    public var portraitSizeClasses: SizeClasses {
        get { storage.value.portraitSizeClasses }
        set { storage.value.portraitSizeClasses = newValue }
    }
    /// Size classes of a full-screen app in landscape.
    public var landscapeSizeClasses: SizeClasses {
        get { storage.value.landscapeSizeClasses }
        set { storage.value.landscapeSizeClasses = newValue }
    }
    /// Status-bar heights, per range of iOS versions.
    public var statusBar: [StatusBarSpec] {
        get { storage.value.statusBar }
        set { storage.value.statusBar = newValue }
    }
    /// Safe-area insets of a full-screen view controller's view, per range of iOS versions.
    public var safeAreaInsets: [SafeAreaSpec] {
        get { storage.value.safeAreaInsets }
        set { storage.value.safeAreaInsets = newValue }
    }
    /// Where each field's values come from: field name, then URLs or publications.
    public var sources: [SourceList] {
        get { storage.value.sources }
        set { storage.value.sources = newValue }
    }
    /// Disagreements between sources, the reason for each choice, and what is unknown.
    public var notes: [String] {
        get { storage.value.notes }
        set { storage.value.notes = newValue }
    }
    /// Values the sources disagree on, each with every side's sources.
    public var disputes: [ValueDispute] {
        get { storage.value.disputes }
        set { storage.value.disputes = newValue }
    }
    /// The outer display and the fold of a foldable device; `nil` for one that does not fold.
    public var folding: Folding? {
        get { storage.value.folding }
        set { storage.value.folding = newValue }
    }

    /// The user's own prints (``SafeAreaMeasurement``), which answer the pairs they cover in
    /// place of the catalogue's values; empty for a catalogue profile.
    public internal(set) var measurements: [SafeAreaMeasurement] {
        get { storage.value.measurements }
        set { storage.value.measurements = newValue }
    }

    /// Creates a profile from all of its fields.
    public init(
        id: String, name: String, family: DeviceFamily, modelIdentifiers: [String], released: String,
        ios: IOSVersionRange, screen: Screen, feature: ScreenFeature, cornerRadius: Double?,
        sensorHousing: Rect?, homeIndicator: HomeIndicator?, orientations: [Orientation],
        portraitSizeClasses: SizeClasses, landscapeSizeClasses: SizeClasses,
        statusBar: [StatusBarSpec], safeAreaInsets: [SafeAreaSpec], sources: [SourceList],
        notes: [String], disputes: [ValueDispute] = [], folding: Folding? = nil
    ) {
        storage = CopyOnWriteBox(Fields(
            id: id, name: name, family: family, modelIdentifiers: modelIdentifiers, released: released, ios: ios,
            screen: screen, feature: feature, cornerRadius: cornerRadius, sensorHousing: sensorHousing,
            homeIndicator: homeIndicator, orientations: orientations, portraitSizeClasses: portraitSizeClasses,
            landscapeSizeClasses: landscapeSizeClasses, statusBar: statusBar, safeAreaInsets: safeAreaInsets,
            sources: sources, notes: notes, disputes: disputes, folding: folding))
    }

    /// The profile of the display a posture uses: the cover display's for `closed`, else this
    /// one (the inner display). The result never folds, so laying it out cannot recurse.
    public func display(for posture: Posture) -> DeviceProfile {
        var display = self
        display.folding = nil
        guard posture == .closed, let cover = folding?.cover else { return display }
        display.measurements = []  // The prints are of the inner display.
        display.screen = cover.screen
        display.cornerRadius = cover.cornerRadius
        display.sensorHousing = cover.camera
        display.orientations = cover.orientations
        display.portraitSizeClasses = cover.portraitSizeClasses
        display.landscapeSizeClasses = cover.landscapeSizeClasses
        display.statusBar = cover.statusBar
        display.safeAreaInsets = cover.safeAreaInsets
        // The cover display's own citations (`folding.coverDisplay.FIELD`) stand for FIELD there.
        let prefix = "folding.coverDisplay."
        let coverFields = Set(sources.compactMap { $0.field.hasPrefix(prefix) ? String($0.field.dropFirst(prefix.count)) : nil })
        display.sources = sources.compactMap { list in
            guard list.field.hasPrefix(prefix) else { return coverFields.contains(list.field) ? nil : list }
            var renamed = list
            renamed.field = String(list.field.dropFirst(prefix.count))
            return renamed
        }
        return display
    }

    /// The size classes of a full-screen app in `orientation`.
    public func sizeClasses(in orientation: Orientation) -> SizeClasses {
        orientation.isLandscape ? landscapeSizeClasses : portraitSizeClasses
    }

    /// True when UIKit lets an app use `orientation` on this device.
    public func supports(_ orientation: Orientation) -> Bool { orientations.contains(orientation) }

    /// The sourced safe-area values that hold on `ios`, if any.
    public func safeAreaSpec(ios major: Int) -> SafeAreaSpec? {
        safeAreaInsets.first { $0.ios.contains(major) }
    }

    /// True when ``safeAreaSpec(ios:)`` finds values for `ios`: `contains`, not a comparison of
    /// that optional with nil, which builds a tuple type at run time that every query's start-up
    /// would pay for.
    public func hasSafeAreaSpec(ios major: Int) -> Bool {
        safeAreaInsets.contains { $0.ios.contains(major) }
    }

    /// The status-bar heights that hold on `ios`, if any.
    public func statusBarSpec(ios major: Int) -> StatusBarSpec? {
        statusBar.first { $0.ios.contains(major) }
    }

    /// The newest released version the device runs for which safe-area values are sourced or a
    /// rule reaches them (``EvidenceRule``): the version used when none is asked for.
    public var newestSourcedVersion: Int? {
        // Not `ios.releasedVersions`, an array made for each layout that asks no version.
        IOSVersion.released.last { ios.contains($0) && hasAnswer(ios: $0) }
    }
}

/// A screen's portrait size in points and its scale.
public struct Screen: Sendable, Hashable {
    /// Portrait width and height in points (`UIScreen.bounds` in portrait).
    public var size: Size
    /// Pixels per point (`UIScreen.scale`).
    public var scale: Double

    /// Creates a screen description.
    public init(size: Size, scale: Double) {
        self.size = size
        self.scale = scale
    }

    /// The screen's bounds in `orientation`: width and height exchange in landscape.
    public func bounds(in orientation: Orientation) -> Rect {
        Rect(origin: .zero, size: orientation.isLandscape ? size.transposed : size)
    }
}

/// The bottom inset the home indicator reserves.
public struct HomeIndicator: Sendable, Hashable {
    public var portrait: Double
    /// `nil` when no source gives it.
    public var landscape: Double?

    /// Creates the pair of insets.
    public init(portrait: Double, landscape: Double?) {
        self.portrait = portrait
        self.landscape = landscape
    }
}

/// Status-bar heights for a range of iOS versions.
public struct StatusBarSpec: Sendable, Hashable {
    public var ios: IOSVersionRange
    /// Height in portrait when shown; `nil` when the system never shows it.
    public var portrait: Double?
    /// Height in landscape when shown; `nil` when the system hides it in landscape (iPhone).
    public var landscape: Double?

    /// Creates a status-bar entry.
    public init(ios: IOSVersionRange, portrait: Double?, landscape: Double?) {
        self.ios = ios
        self.portrait = portrait
        self.landscape = landscape
    }

    /// The height in `orientation` when shown, or `nil` when the system does not show it there.
    public func height(in orientation: Orientation) -> Double? {
        orientation.isLandscape ? landscape : portrait
    }
}

/// Safe-area insets of a full-screen view controller's view with no bars, for a range of iOS
/// versions.
public struct SafeAreaSpec: Sendable, Hashable {
    public var ios: IOSVersionRange
    /// Insets with the status bar as the system shows it by default.
    public var insets: OrientationTable<EdgeInsets>
    /// Insets with `prefersStatusBarHidden` true, for the orientations whose default shows the
    /// bar; an orientation with no entry is not sourced.
    public var statusBarHidden: OrientationTable<EdgeInsets>
    /// Supported orientations whose insets no source gives for these versions: written as
    /// `"unknown"` in the profile, an error when asked for, never a guess.
    public var unknown: [Orientation]

    /// Creates a safe-area entry.
    public init(
        ios: IOSVersionRange, insets: OrientationTable<EdgeInsets>,
        statusBarHidden: OrientationTable<EdgeInsets>, unknown: [Orientation] = []
    ) {
        self.ios = ios
        self.insets = insets
        self.statusBarHidden = statusBarHidden
        self.unknown = unknown
    }
}

/// The sources of one field of a profile.
public struct SourceList: Sendable, Hashable {
    /// The profile field, such as `safeAreaInsets`.
    public var field: String
    /// URLs or publications.
    public var references: [String]
    /// Each reference's tier (``SourceTier/of(_:)``) and short label (``CitationLabel``), worked
    /// out once: the bundled catalogue's are compiled in (`make profiles`).
    public var tiers: [EvidenceTier]
    public var labels: [String]
    /// How the field is known, ranked once (``SourceTier/ranked(_:tiers:labels:)``).
    public var evidence: Evidence

    /// Creates a source entry, its references' tiers and labels worked out.
    public init(field: String, references: [String]) {
        self.init(field: field, references: references, tiers: references.map(SourceTier.of), labels: references.map(CitationLabel.short))
    }

    /// A source entry whose tiers and labels were worked out before (the compiled catalogue's).
    public init(field: String, references: [String], tiers: [EvidenceTier], labels: [String]) {
        self.field = field
        self.references = references
        self.tiers = tiers
        self.labels = labels
        evidence = SourceTier.ranked(references, tiers: tiers, labels: labels)
    }

    /// Whether one reference alone stands behind the field: a reader should weigh such a value
    /// more cautiously than one that independent sources agree on.
    public var isSingleSource: Bool { references.count == 1 }
}

extension DeviceProfile {
    /// The fields that rest on one source, in the order of ``sources``. Derived rather than
    /// stored, so that it can never disagree with the citations themselves.
    public var singleSourceFields: [String] {
        sources.filter(\.isSingleSource).map(\.field)
    }
}
