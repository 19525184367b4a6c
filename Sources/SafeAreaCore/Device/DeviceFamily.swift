/// The user-interface idiom a device runs apps in (`UIUserInterfaceIdiom`).
public enum DeviceFamily: String, Sendable, CaseIterable {
    /// iPhone and iPod touch (`.phone`).
    case phone
    /// iPad (`.pad`).
    case pad
}
