/// What interrupts the top of the display or sits below it, deciding where the unsafe bands are.
public enum ScreenFeature: String, Sendable, CaseIterable {
    /// A Touch ID home button below a rectangular display.
    case homeButton
    /// The TrueDepth sensor housing cut into the top edge (iPhone X through iPhone 14, 16e).
    case notch
    /// The sensor housing floating below the top edge (iPhone 14 Pro and later).
    case dynamicIsland
    /// The status bar, the camera and the system's bars in a vertical strip down one long edge
    /// (iPhone Duo: its cover display, and its inner display in landscape).
    case sideStrip
    /// Neither: a rounded display with its cameras in the bezel (Face ID and top-button iPads).
    case none
}
