/// A view the toolkit draws itself: it turns into part of a screen instead of having a body.
/// Every primitive renders its children through `node`, so each child keeps its identity.
@MainActor
protocol PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment
}
