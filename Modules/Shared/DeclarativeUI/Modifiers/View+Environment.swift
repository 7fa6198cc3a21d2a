import Observation

extension View {
    /// Sets an environment value for this view and its descendants, like SwiftUI's
    /// `environment(_:_:)`.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        modified(prepare: { $0.environment[keyPath: keyPath] = value })
    }

    /// Puts an `@Observable` object in the environment, where descendants read it with
    /// `@Environment(Type.self)`, like SwiftUI's `environment(_:)`.
    public func environment<Object: AnyObject & Observable>(_ object: Object) -> some View {
        modified(prepare: { $0.environment.setObject(object) })
    }

    /// Disables the controls of this view: buttons show "(disabled)" and refuse `tap`, rows refuse
    /// `select`, like SwiftUI's `disabled(_:)`.
    public func disabled(_ isDisabled: Bool) -> some View {
        modified(prepare: { $0.environment.isEnabled = $0.environment.isEnabled && !isDisabled })
    }

    /// The id of the element this view draws (a button, a field, a row, a section, a picker), as
    /// UI tests know it, like SwiftUI's `accessibilityIdentifier(_:)`: the `ElementID` the
    /// screen's events carry. Without one, an element's id is its title.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modified(prepare: { $0.identifier = identifier })
    }

    /// The value a ``Picker`` option stands for, like SwiftUI's `tag(_:)`.
    public func tag<Value: Hashable>(_ value: Value) -> some View {
        modified(prepare: { $0.tag = AnyHashable(value) })
    }

    /// The most characters the text field this view draws takes, counted as the user sees them:
    /// longer text is refused with an error where it is typed. Not SwiftUI's: SwiftUI has no
    /// such cap (a UIKit text field's delegate has); it is here so a ported screen refuses what
    /// its TerminalUI twin refuses, with the same words.
    public func maximumLength(_ length: Int) -> some View {
        modified(prepare: { $0.maximumLength = length })
    }
}
