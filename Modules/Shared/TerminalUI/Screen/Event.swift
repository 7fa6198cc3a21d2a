/// What the user did, as the toolkit hands it to the top view controller.
///
/// The toolkit resolves each typed command against the current ``Screen`` first, so a
/// view controller only ever receives events for elements it shows and that are enabled.
public enum Event: Equatable, Sendable {
    /// A button or bar button, by its id.
    case tap(String)
    /// A switch was flipped to `isOn`.
    case toggle(String, isOn: Bool)
    case select(RowPath)
    /// Swipe to delete.
    case delete(RowPath)
    case move(RowPath, toSection: Int)
    /// A stepper moved to `value` (already within its range).
    case step(String, value: Int)
    /// A text field now holds `text`.
    case edit(String, text: String)
    /// A picker's component (by index) now selects `row`.
    case pick(String, component: Int, row: Int)
    /// The user chose an action of the alert on screen, by its title.
    case alert(String)
}
