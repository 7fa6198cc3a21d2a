import AlphaCore

@MainActor
public struct ListView {
    public let viewModel: ListViewModel

    public func render() -> String {
        viewModel.items.map(\.name).joined(separator: ", ")
    }
}
