/// A piece of user interface described as a value, like SwiftUI's `View`: a struct whose
/// ``body`` says what it shows, built from other views by ``ViewBuilder``.
///
/// Nothing holds a view or calls its methods: the toolkit makes its own copy, reads ``body``
/// when the state that body read has changed, and turns the result into a `Screen`.
/// Events come back as the closures and bindings the body handed to its controls.
@MainActor
public protocol View {
    /// The view's content: another view, usually built from the toolkit's primitives.
    associatedtype Body: View

    /// What the view shows now; read by the toolkit only, never called by app code.
    @ViewBuilder var body: Body { get }
}

/// The body of the toolkit's own views, which it draws itself (`Text`, `Button`, `List`…).
extension Never: View {
    public var body: Never {
        fatalError("a primitive view has no body")
    }
}
