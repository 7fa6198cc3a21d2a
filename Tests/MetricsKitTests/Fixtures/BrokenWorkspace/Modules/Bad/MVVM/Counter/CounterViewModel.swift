public struct CounterViewModel {
    // Does not compile on purpose: a String is not an Int.
    public private(set) var count: Int = "zero"
}
