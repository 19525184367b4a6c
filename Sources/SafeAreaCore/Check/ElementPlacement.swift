/// Where an element lies, or why it cannot be placed on one device and orientation.
public enum ElementPlacement: Sendable, Hashable {
    /// Its frame in the window's coordinates.
    case placed(Rect)
    /// Its two insets on one axis leave a negative length: a failure of the layout itself.
    case unsatisfiable(String)
    /// Its guide does not exist on this version (layout margins before iOS 9): not evaluable.
    case unavailable(String)
}
