import SafeAreaCore

/// An option's choices as the enum a reader wants, by their place in the option's list: a value
/// known to be a choice (``ArgumentValue/choice``) becomes its case without its text compared
/// with every case's name (a string switch, 1% of a batch line for the orientations alone).
struct ChoiceTable<Choice: RawRepresentable>: Sendable where Choice.RawValue == String, Choice: Sendable {
    private let cases: [Choice?]

    /// The cases of `option`'s choices, in its order; a choice no case spells (`landscape`, which
    /// names two orientations) has none.
    init(_ option: OptionSpec) {
        cases = option.choices.map(Choice.init(rawValue:))
    }

    /// The case `value` names, or nil.
    func value(_ value: ArgumentValue) -> Choice? {
        if value.choice >= 0, value.choice < cases.count { return cases[value.choice] }
        return Choice(rawValue: value.text)
    }
}

/// The choice options' tables, made once a run.
enum Choices {
    static let family = ChoiceTable<DeviceFamily>(CommonOptions.family)
    static let statusBar = ChoiceTable<StatusBarPreference>(CommonOptions.statusBar)
    static let navigationBar = ChoiceTable<NavigationBarStyle>(ScreenContextOptions.navigationBar)
    static let posture = ChoiceTable<Posture>(ScreenContextOptions.posture)
    static let split = ChoiceTable<SplitFraction>(ScreenContextOptions.split)
    static let splitSide = ChoiceTable<SplitSide>(ScreenContextOptions.splitSide)
    static let behavior = ChoiceTable<ContentInsetAdjustmentBehavior>(ScrollOptions.behavior)
    static let style = ChoiceTable<TableViewSpec.Style>(TableCommand.style)
    static let separatorReference = ChoiceTable<TableViewSpec.SeparatorInsetReference>(TableCommand.separatorReference)
    static let reference = ChoiceTable<FlowLayoutSpec.SectionInsetReference>(CollectionCommand.reference)
    static let direction = ChoiceTable<FlowLayoutSpec.ScrollDirection>(CollectionCommand.direction)
    static let viewportFit = ChoiceTable<ViewportFit>(CSSCommand.viewportFit)
}
