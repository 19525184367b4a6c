/// The answer to one assertion on one device and orientation.
public enum CheckOutcome: Sendable, Hashable {
    case passed
    /// What is wrong, one finding per guide edge set, region or constraint at fault.
    case failed([CheckFinding])
    /// The assertion cannot be decided here without guessing: why, naming the device.
    case notEvaluable(String)
}
