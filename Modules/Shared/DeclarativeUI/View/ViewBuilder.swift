/// Builds a view from the views listed in a closure, with `if`, `if let` and `switch`,
/// like SwiftUI's `ViewBuilder`.
@MainActor
@resultBuilder
public enum ViewBuilder {
    /// An empty block: nothing.
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// One view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    /// Several views, each known by its place.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// A view written in the block.
    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    /// An `if` without `else`.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// The first branch of an `if`/`else` or a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .first(first))
    }

    /// The second branch.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .second(second))
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
