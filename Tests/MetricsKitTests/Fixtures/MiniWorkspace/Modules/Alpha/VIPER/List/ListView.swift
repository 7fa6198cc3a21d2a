@MainActor
public final class ListView: ListViewProtocol {
    public private(set) var shown: [String] = []

    public init() {}

    public func show(_ names: [String]) {
        shown = names
    }
}
