/// ReactorKit's `@Pulse`, as seed 001 carries it over: a state value that is an event. Each
/// time it is *set* (even to an equal value) its count goes up; a View handles the value
/// once per count, so a later, unrelated change of the state never fires it again.
///
/// Declared `@Pulse var alert: String?`; the View reads `state.$alert`.
@propertyWrapper
struct Pulse<Value: Equatable & Sendable>: Equatable, Sendable {
    private(set) var value: Value?
    /// How many times the value was set.
    private(set) var valueUpdatedCount = 0

    init() {}

    init(wrappedValue: Value?) {
        value = wrappedValue
    }

    var wrappedValue: Value? {
        get { value }
        set {
            value = newValue
            valueUpdatedCount += 1
        }
    }

    var projectedValue: Pulse<Value> { self }

    /// The value, if it was set since the View last saw the pulse (`seen`, the count then);
    /// `seen` moves on, so the same value is never handled twice.
    func unseen(by seen: inout Int) -> Value? {
        guard valueUpdatedCount != seen else { return nil }
        seen = valueUpdatedCount
        return value
    }
}
