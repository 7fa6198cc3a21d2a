import Observation

/// A value the view's ancestors provide, like SwiftUI's `@Environment`: by key path
/// (`@Environment(\.isEnabled)`, or an app's own ``EnvironmentKey``), or an `@Observable` object
/// by its type (`@Environment(AppState.self)`), given with `.environment(…)`. Dependencies reach
/// views this way rather than through their initialisers.
@MainActor
@propertyWrapper
public struct Environment<Value> {
    private let read: @MainActor (EnvironmentValues) -> Value
    private let link = EnvironmentLink()

    /// The value at `keyPath`: a built-in one (`\.isEnabled`, `\.dismiss`) or an app's own key.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// The `@Observable` object of this type that an ancestor gave with `.environment(_:)`.
    /// Like SwiftUI, it is a programming error for none to be there.
    public init(_ type: Value.Type) where Value: AnyObject & Observable {
        read = { values in
            guard let object = values.object(type) else {
                fatalError("no \(Value.self) in the environment: give one with .environment(_:) on an ancestor")
            }
            return object
        }
    }

    /// The value for the view's place in the tree, as of its last render.
    public var wrappedValue: Value {
        read(link.values)
    }
}

extension Environment: AttachableProperty {
    func attach(to node: ViewNode, at index: Int, environment: EnvironmentValues) {
        link.values = environment
    }
}

/// The environment an ``Environment`` reads, set by the toolkit before the body is read.
@MainActor
final class EnvironmentLink {
    var values = EnvironmentValues()
}
