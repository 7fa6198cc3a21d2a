/// A view with a modifier applied. Every modifier of the toolkit is one of these: what it
/// changes for its content (`prepare`: the environment, an element's id) and what it adds to
/// what its content drew (`finish`: a title, an alert, a toolbar, an appearance).
struct ModifiedView<Content: View>: View {
    let content: Content
    var prepare: (inout RenderContext) -> Void = { _ in }
    var finish: (inout Fragment, ViewNode, RenderContext) -> Void = { _, _, _ in }

    var body: Never {
        fatalError("ModifiedView has no body")
    }
}

extension ModifiedView: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        var inner = context
        prepare(&inner)
        var fragment = node.renderChild(content, key: .first, inner)
        finish(&fragment, node, context)
        return fragment
    }
}

extension View {
    func modified(
        prepare: @escaping (inout RenderContext) -> Void = { _ in },
        finish: @escaping (inout Fragment, ViewNode, RenderContext) -> Void = { _, _, _ in }
    ) -> ModifiedView<Self> {
        ModifiedView(content: self, prepare: prepare, finish: finish)
    }
}
