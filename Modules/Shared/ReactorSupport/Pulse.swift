/// ReactorKit's `@Pulse`, the one piece of that library both Reactor modules use (an iOS app
/// would import ReactorKit; ji_iin's article carries it over to async/await): a state
/// property for one-shot events, such as an error to show or a screen to open.
///
/// Every assignment counts, even of an equal value, and a View reacts to the count, not to
/// the value: a pulse fires once per assignment and never again because some other part of
/// the state changed. `state.alert = "…"` in a reducer fires it; `state.$alert` is the pulse
/// a View follows (with a ``PulseBinding``).
@propertyWrapper
public struct Pulse<Value: Equatable & Sendable>: Equatable, Sendable {
    public private(set) var value: Value
    /// How many times a value was assigned: the identity of the latest firing.
    public private(set) var valueUpdatedCount = 0

    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    public var wrappedValue: Value {
        get { value }
        set {
            value = newValue
            valueUpdatedCount &+= 1
        }
    }

    public var projectedValue: Pulse<Value> { self }
}
