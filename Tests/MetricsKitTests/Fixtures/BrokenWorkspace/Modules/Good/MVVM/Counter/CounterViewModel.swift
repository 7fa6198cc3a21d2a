public struct CounterViewModel {
    public private(set) var count = 0

    public init() {}

    public mutating func increment() {
        count += 1
    }
}
