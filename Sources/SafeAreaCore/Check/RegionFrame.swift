/// Where a ``ScreenRegion`` lies on one device, orientation and screen context.
public enum RegionFrame: Sendable, Hashable {
    /// Not on screen (a hidden status bar, a bar not asked for, a device without a home
    /// indicator): nothing to overlap.
    case absent
    /// Its frame in the window's coordinates.
    case frame(Rect)
    /// On screen, but no source gives where: the reason, naming the device. A check that needs it
    /// is reported as not evaluable rather than guessed.
    case unknown(String)
}
