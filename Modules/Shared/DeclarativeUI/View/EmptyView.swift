/// A view that shows nothing, like SwiftUI's `EmptyView`.
public struct EmptyView: View {
    public init() {}

    public var body: Never {
        fatalError("EmptyView has no body")
    }
}

extension EmptyView: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        Fragment()
    }
}
