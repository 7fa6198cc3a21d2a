/// A screen's typed element id, as a storyboard names its controls and actions: each screen
/// declares its buttons, fields, toggles, steppers and pickers as enums, and its views
/// switch over the screen's typed events, so a mistyped id does not compile and a new
/// control makes every view handle it. ``id`` is the string an ``Event`` carries.
public protocol ElementID: Hashable, Sendable {
    /// The string the toolkit knows the element by.
    var id: String { get }
    /// The element known by `id`, or nil for another screen's element.
    init?(id: String)
}

extension ElementID where Self: RawRepresentable, RawValue == String {
    public var id: String { rawValue }

    public init?(id: String) {
        self.init(rawValue: id)
    }
}

/// Events on typed elements, as a test or a screen writes them: `.tap(LoginScreen.Button.login)`.
extension Event {
    public static func tap(_ button: some ElementID) -> Event {
        .tap(button.id)
    }

    public static func toggle(_ toggle: some ElementID, isOn: Bool) -> Event {
        .toggle(toggle.id, isOn: isOn)
    }

    public static func step(_ stepper: some ElementID, value: Int) -> Event {
        .step(stepper.id, value: value)
    }

    public static func edit(_ field: some ElementID, text: String) -> Event {
        .edit(field.id, text: text)
    }

    public static func pick(_ picker: some ElementID, component: Int, row: Int) -> Event {
        .pick(picker.id, component: component, row: row)
    }
}
