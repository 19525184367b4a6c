extension NumberFormatting {
    /// A length for a sentence, to a thousandth of a point: differences of pixel-snapped values
    /// (`53.666666666666664 - 8`) read as `45.667`, not as binary noise. Output fields keep the
    /// exact value; only messages use this.
    public static func measure(_ value: Double) -> String {
        text((value * 1000).rounded() / 1000)
    }
}
