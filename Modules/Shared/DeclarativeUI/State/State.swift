import Observation

/// State a view owns, like SwiftUI's `@State`: it lives as long as the view keeps its place in
/// the tree, survives every re-render (the parent makes the view value afresh each time), and
/// a change to it redraws the views whose bodies read it.
///
/// Read it in `body`; hand `$name` (a ``Binding``) to a control or a child view to let it
/// write. An `@Observable` model the view owns is `@State` too, as in SwiftUI.
@MainActor
@propertyWrapper
public struct State<Value> {
    private let link: StateLink<Value>

    /// State that starts at `value` (`@State private var count = 0`); later values of the view
    /// find the state their place already holds.
    public init(wrappedValue value: Value) {
        link = StateLink(StateStorage(value))
    }

    /// The same as ``init(wrappedValue:)``, for `_name = State(initialValue: …)` in an initialiser.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value; reading it in `body` redraws that body when it changes.
    public var wrappedValue: Value {
        get { link.storage.value }
        nonmutating set { link.storage.value = newValue }
    }

    /// A binding to the state, for a control or a child view.
    public var projectedValue: Binding<Value> {
        let storage = link.storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Optional state that starts as nil.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: AttachableProperty {
    /// The first time, the node keeps this value's storage; after that, every new value of the
    /// view reads and writes the node's.
    func attach(to node: ViewNode, at index: Int, environment: EnvironmentValues) {
        if let kept = node.properties[index] as? StateStorage<Value> {
            link.storage = kept
        } else {
            node.properties[index] = link.storage
        }
    }
}

/// Where a ``State`` value points: its own storage until the toolkit connects it to its node's.
@MainActor
final class StateLink<Value> {
    var storage: StateStorage<Value>

    init(_ storage: StateStorage<Value>) {
        self.storage = storage
    }
}

/// The value of one `@State`, observable so that the bodies that read it redraw.
@MainActor
@Observable
final class StateStorage<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
