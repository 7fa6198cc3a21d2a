/// A property wrapper the toolkit connects before a body is read (`@State`, `@Environment`),
/// as SwiftUI does for its `DynamicProperty`s.
@MainActor
protocol AttachableProperty {
    /// Connects the property to `node`'s storage at `index`, the property's position.
    func attach(to node: ViewNode, at index: Int, environment: EnvironmentValues)
}

@MainActor
enum DynamicProperties {
    /// Connects every `@State` and `@Environment` of `view`: a view is made afresh by its
    /// parent's body each time, and its state lives in the node, not in the value.
    static func attach(_ view: some View, to node: ViewNode, environment: EnvironmentValues) {
        for (index, child) in Mirror(reflecting: view).children.enumerated() {
            (child.value as? any AttachableProperty)?.attach(to: node, at: index, environment: environment)
        }
    }
}
