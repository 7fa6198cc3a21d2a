/// A signed-in user. Players and gathers belong to one user, who alone sees them.
public struct User: Identifiable, Hashable, Sendable {
    public var id: Int64
    /// The username as registered (trimmed; its case is kept).
    public var username: String

    public init(id: Int64, username: String) {
        self.id = id
        self.username = username
    }
}
