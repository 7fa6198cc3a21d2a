import TerminalUI

/// What a view is drawn with, handed from parent to child: the environment, where the
/// element lands, and the options a modifier addressed to the next element.
struct RenderContext {
    var environment: EnvironmentValues
    var placement: Placement = .content
    /// Whether the view values handed down are new (a body above was just evaluated); a
    /// composite view re-evaluates its body then, or when state its body read changed.
    var fresh: Bool
    /// `accessibilityIdentifier`: the next element's id on the screen.
    var identifier: String?
    /// `maximumLength`: the next text field's cap.
    var maximumLength: Int?
    /// `tag`, or the id `ForEach` gives its element: a picker option's value.
    var tag: AnyHashable?
    /// How a `NavigationLink` pushes its value: onto the enclosing stack's path.
    var push: (@MainActor (AnyHashable) -> Void)?

    init(environment: EnvironmentValues, fresh: Bool) {
        self.environment = environment
        self.fresh = fresh
    }

    /// The context for an element's own parts (a button's label, a section's rows): the
    /// options addressed to the element stay with it.
    func parts(in placement: Placement) -> RenderContext {
        var context = self
        context.placement = placement
        context.identifier = nil
        context.maximumLength = nil
        return context
    }
}
