/// ReactorKit's `@Pulse`: a state property for one-shot events (an error to show, a screen
/// to open). Every assignment counts, even of an equal value, and the View reacts to the
/// count, not to the value: a pulse fires once per assignment and never again because some
/// other part of the state changed.
///
/// `state.errorMessage = "…"` in a reducer fires it; `state.$errorMessage` is the pulse the
/// View binds to (``PulseBinding``).
@propertyWrapper
struct Pulse<Value: Equatable & Sendable>: Equatable, Sendable {
    private(set) var value: Value
    /// How many times a value was assigned: the identity of the latest firing.
    private(set) var valueUpdatedCount = 0

    init(wrappedValue: Value) {
        value = wrappedValue
    }

    var wrappedValue: Value {
        get { value }
        set {
            value = newValue
            valueUpdatedCount &+= 1
        }
    }

    var projectedValue: Pulse<Value> { self }
}
