import AlphaCore

public protocol ListUseCase: Sendable {
    func items() -> [Item]
}

public struct DefaultListUseCase: ListUseCase {
    public init() {}

    public func items() -> [Item] { [Item(name: "x", count: 1)] }
}
