import TerminalUI

/// A number stepped up and down within a range, like SwiftUI's `Stepper(_:value:in:)`:
/// `step <title> up|down`.
public struct Stepper: View {
    let title: String
    let value: Binding<Int>
    let range: ClosedRange<Int>

    /// A stepper titled `title` bound to `value`, kept within `range`.
    public init(_ title: some StringProtocol, value: Binding<Int>, in range: ClosedRange<Int>) {
        self.title = String(title)
        self.value = value
        self.range = range
    }

    public var body: Never {
        fatalError("Stepper has no body")
    }
}

extension Stepper: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        let id = context.identifier ?? title
        var fragment = Fragment()
        fragment.screen.steppers.append(Screen.Stepper(title, id: id, value: node.track { value.wrappedValue }, range: range))
        fragment.handlers.steppers[id] = { value.wrappedValue = $0 }
        return fragment
    }
}
