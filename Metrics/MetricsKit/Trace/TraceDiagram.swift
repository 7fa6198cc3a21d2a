/// One action drawn as a sequence diagram: participants are the pattern's types in role order,
/// grouped by role, and the shared targets as Model, Storage and Toolkit; arrows are the calls
/// that cross from one participant to another, in order, repeats in a row collapsed.
public struct TraceDiagram: Codable, Sendable, Equatable {
    public struct Participant: Codable, Sendable, Equatable {
        /// The type's name, or the shared target group's.
        public var name: String
        /// The role, or `Model`, `Storage`, `Toolkit` for the shared targets, `User` for the one typing.
        public var group: String
    }

    public struct Arrow: Codable, Sendable, Equatable {
        /// Indexes into `participants`.
        public var from: Int
        public var to: Int
        /// The function called (`tapDone()`, `get screen`).
        public var label: String
        /// How many times in a row.
        public var count: Int
    }

    public var participants: [Participant]
    public var arrows: [Arrow]
    /// Arrows left out to keep the diagram readable (the figures count them all).
    public var omitted: Int

    /// Most arrows a diagram draws.
    public static let arrowLimit = 100
}
