/// A titled group of rows on the Player details screen.
public struct PlayerFieldSection: Hashable, Sendable {
    /// The section header ("Personal", "Play", "Likes").
    public let title: String
    /// The rows of the section, top to bottom.
    public let fields: [PlayerField]

    public init(title: String, fields: [PlayerField]) {
        self.title = title
        self.fields = fields
    }
}
