extension NumberFormatting {
    /// A length for a sentence, to a thousandth of a point: differences of pixel-snapped values
    /// (`53.666666666666664 - 8`) read as `45.667`, not as binary noise. Output fields keep the
    /// exact value; only messages use this.
    public static func measure(_ value: Double) -> String {
        text((value * 1000).rounded() / 1000)
    }

    /// A number for a text table, to at most two decimals (`149.67`, not `149.66666666666666`):
    /// what a person reads. JSON and CSV keep the exact value.
    public static func display(_ value: Double) -> String {
        // Past 1e13 a hundredth is below a double's resolution; such a number is shown as it is.
        guard abs(value) < 1e13 else { return text(value) }
        return text((value * 100).rounded() / 100)
    }
}
