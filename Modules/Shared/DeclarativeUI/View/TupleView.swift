/// Several views in a row, as a ``ViewBuilder`` block lists them. Each keeps its place as
/// its identity, so its state survives while the block's shape stays the same.
public struct TupleView<each Content: View>: View {
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    public var body: Never {
        fatalError("TupleView has no body")
    }
}

extension TupleView: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        var fragment = Fragment()
        var index = 0
        for child in repeat each content {
            fragment.append(node.renderChild(child, key: .index(index), context))
            index += 1
        }
        return fragment
    }
}
