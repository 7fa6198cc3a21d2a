/// The loading indicator, like SwiftUI's `ProgressView()`: the screen shows "Loading…" while
/// one is in it. Its controls (Retry, Cancel loading) are ordinary ``Button``s.
public struct ProgressView: View {
    public init() {}

    public var body: Never {
        fatalError("ProgressView has no body")
    }
}

extension ProgressView: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        var fragment = Fragment()
        fragment.screen.isLoading = true
        return fragment
    }
}
