import Kit

public struct Item: Equatable, Sendable {
    public var name: String
    public var count: Int

    public init(name: String, count: Int) {
        self.name = name
        self.count = Kit.double(count) / 2
    }
}
