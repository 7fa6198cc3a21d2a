extension String {
    /// This path as shown to a reader: relative to `root` when it lies inside it, as it is otherwise.
    public func relative(to root: String) -> String {
        hasPrefix(root + "/") ? String(dropFirst(root.count + 1)) : self
    }
}
