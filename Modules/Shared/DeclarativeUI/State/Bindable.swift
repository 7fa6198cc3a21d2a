import Observation

/// Bindings to the properties of an `@Observable` model, like SwiftUI's `@Bindable`:
/// `TextField("Name", text: $model.name)`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The model.
    public var wrappedValue: Value

    /// Bindings to `wrappedValue`'s properties (`@Bindable var model: Model`).
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to `value`'s properties, in a body: `@Bindable var model = model`.
    public init(_ value: Value) {
        self.init(wrappedValue: value)
    }

    /// `$model`, whose members are bindings.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to one of the model's properties: `$model.name`.
    public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>) -> Binding<Member> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
