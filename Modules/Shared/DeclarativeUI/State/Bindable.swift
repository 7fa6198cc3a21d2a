import Observation

/// Bindings to the properties of an `@Observable` model, like SwiftUI's `@Bindable`:
/// `TextField("Name", text: $model.name)`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(_ value: Value) {
        self.init(wrappedValue: value)
    }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>) -> Binding<Member> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
