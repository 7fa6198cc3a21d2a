/// One of two views, as an `if`/`else` or a `switch` in a ``ViewBuilder`` chooses. The two
/// branches are two identities: switching branches starts the other one's state afresh.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }

    let storage: Storage

    public var body: Never {
        fatalError("ConditionalContent has no body")
    }
}

extension ConditionalContent: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        switch storage {
        case .first(let content): node.renderChild(content, key: .first, context)
        case .second(let content): node.renderChild(content, key: .second, context)
        }
    }
}

/// A view that may be absent, as an `if` without `else` in a ``ViewBuilder`` makes it.
extension Optional: View where Wrapped: View {
    public var body: Never {
        fatalError("Optional has no body")
    }
}

extension Optional: PrimitiveView where Wrapped: View {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        guard let content = self else { return Fragment() }
        return node.renderChild(content, key: .first, context)
    }
}
