import SafeAreaCore

/// The answer to one assertion on one device and orientation.
struct CheckResult {
    enum Status: String {
        case passed
        case failed
        /// Not evaluated: the pair is one the device lacks, or the assertion needs a value no
        /// source gives. Visible in every format, and not a failure.
        case skipped
    }

    var deviceID: String
    var deviceName: String
    var orientation: Orientation
    /// The version modelled; `nil` when the pair was skipped before one was resolved.
    var ios: Int?
    /// The assertion's index in the spec.
    var assertion: Int
    var status: Status
    /// What failed, or why it was skipped; `nil` when it passed.
    var message: String?
    /// Set when the whole pair was skipped (every assertion alike): the layout's reason.
    var pairError: ScreenLayoutError?
    /// What the JSON result adds: the element's frame, the overlaps, the query's value.
    var details: [OutputField] = []
    /// What a failed layout assertion found, which the HTML report highlights.
    var findings: [CheckFinding] = []
}
