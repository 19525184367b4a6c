/// How numbers are spelled in every output format.
enum NumberFormatting {
    /// Whole numbers without a fraction (`44`, not `44.0`); others in Swift's shortest spelling that
    /// reads back to the same `Double`, so no value is rounded beyond what UIKit rounded.
    static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return value == 0 ? "0" : String(Int64(value))
        }
        return value.description
    }
}
