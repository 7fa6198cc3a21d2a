/// The message shown when there is nothing to list, like SwiftUI's `ContentUnavailableView`
/// ("No matches found"). The screen has one such message: the first one wins.
public struct ContentUnavailableView: View {
    let title: String

    /// The message `title`.
    public init(_ title: some StringProtocol) {
        self.title = String(title)
    }

    public var body: Never {
        fatalError("ContentUnavailableView has no body")
    }
}

extension ContentUnavailableView: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        var fragment = Fragment()
        fragment.screen.emptyMessage = title
        return fragment
    }
}
