/// Read and write access to a value owned elsewhere, like SwiftUI's `@Binding`: what a
/// control or a child view gets to change its parent's `@State` or a model's property.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let get: @MainActor () -> Value
    private let set: @MainActor (Value) -> Void

    /// A binding that reads with `get` and writes with `set` (a model's intent, say).
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// `@Binding var name: T` takes `$name` (or any binding) in the view's initialiser.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding that always reads `value` and ignores writes (previews, tests).
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value, read and written through the binding.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// The binding itself, to hand on: `$name`.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value: `$person.name`.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        Binding<Member>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { self.wrappedValue[keyPath: keyPath] = $0 }
        )
    }
}
