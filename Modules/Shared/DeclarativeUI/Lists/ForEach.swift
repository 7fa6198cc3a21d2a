/// A view for each element of a collection, like SwiftUI's `ForEach`: each element's view is
/// known by the element's id, so its state follows the element when the collection changes.
/// In a ``Picker``, the id is the option's tag unless the option has its own.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    /// A view for each element of `data`, known by the element's `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    public var body: Never {
        fatalError("ForEach has no body")
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view for each element, known by its own `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view for each number of a constant range, known by the number.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        var fragment = Fragment()
        for element in data {
            let key = AnyHashable(element[keyPath: id])
            var elementContext = context
            elementContext.tag = key
            elementContext.fresh = node.isRemade
            let view = node.track { content(element) }
            fragment.append(node.renderChild(view, key: .id(key), elementContext))
        }
        return fragment
    }
}
