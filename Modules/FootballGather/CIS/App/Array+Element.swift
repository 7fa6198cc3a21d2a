extension Array {
    /// The element at `index`, or nil outside the array: rows arrive as positions, and a
    /// position the roster no longer has must change nothing.
    func element(at index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
