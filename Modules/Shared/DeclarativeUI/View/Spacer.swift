/// Flexible space, like SwiftUI's `Spacer`: the screen's layout is fixed, so it shows nothing;
/// it is here so a row's label can be written as in SwiftUI.
public struct Spacer: View {
    public init() {}

    public var body: Never {
        fatalError("Spacer has no body")
    }
}

extension Spacer: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        Fragment()
    }
}
