import TerminalUI

/// A symbol, like SwiftUI's `Image(systemName:)`. The terminal draws the few a row's label
/// uses as its accessory: `chevron.right` (the row opens a screen), `checkmark.square` and
/// `square` (a ticked and an unticked box). Anywhere else, or any other symbol, shows nothing.
public struct Image: View {
    let systemName: String

    /// The SF Symbol `systemName`.
    public init(systemName: String) {
        self.systemName = systemName
    }

    public var body: Never {
        fatalError("Image has no body")
    }
}

extension Image: PrimitiveView {
    func render(in node: ViewNode, _ context: RenderContext) -> Fragment {
        var fragment = Fragment()
        guard context.placement == .label else { return fragment }
        fragment.accessory = switch systemName {
        case "chevron.right": .disclosure
        case "checkmark.square": .checkbox(isChecked: true)
        case "square": .checkbox(isChecked: false)
        default: nil
        }
        return fragment
    }
}
