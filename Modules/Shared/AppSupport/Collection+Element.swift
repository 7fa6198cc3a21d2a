extension Collection {
    /// The element at `index`, or nil outside the collection: for positions that come from
    /// the screen (a row, a picker row) and that the data may no longer have.
    public func element(at index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
