/// Where a child sits in its parent: its identity, with its type. A child found at the same
/// key with the same type is the same view (its state kept); anything else starts afresh.
enum ChildKey: Hashable {
    /// A composite view's body.
    case body
    /// The content of a wrapper, or an `if`'s first branch.
    case first
    /// An `else` branch.
    case second
    /// A view's place in a ``ViewBuilder`` block.
    case index(Int)
    /// An element of `ForEach`, by its id.
    case id(AnyHashable)
    /// A named part of a control or modifier (a button's label, a toolbar, an alert's actions).
    case part(String)
    /// A page of a navigation stack: its depth and its route.
    case page(Int, AnyHashable)
}
