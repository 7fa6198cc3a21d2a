/// One file of a change: where it is and its text before and after (nil where it does not exist).
public struct FileChange: Sendable, Equatable {
    public var path: String
    public var before: String?
    public var after: String?

    public init(path: String, before: String?, after: String?) {
        self.path = path
        self.before = before
        self.after = after
    }
}
