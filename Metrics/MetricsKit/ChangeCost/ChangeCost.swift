/// What a change costs, in the units of the size figures: files, and code lines (swift-syntax's
/// classification: a line with a token) added and removed, by role.
public struct ChangeCost: Codable, Sendable, Equatable {
    /// Existing files the change edits or deletes.
    public var filesTouched = 0
    /// Files the change creates.
    public var filesAdded = 0
    /// Code lines added to the pattern's sources, by role ("Other" where no role matches).
    public var codeAdded: [String: Int] = [:]
    /// Code lines removed from the pattern's sources, by role.
    public var codeRemoved: [String: Int] = [:]
    /// Code lines added to and removed from test sources.
    public var testCodeAdded = 0
    public var testCodeRemoved = 0
    /// Code lines added and removed outside the pattern and its tests (shared modules).
    public var outsideCodeAdded = 0
    public var outsideCodeRemoved = 0

    public init() {}

    public var codeAddedTotal: Int { codeAdded.values.reduce(0, +) }
    public var codeRemovedTotal: Int { codeRemoved.values.reduce(0, +) }
    /// Every code line written or deleted in the pattern's sources: what the tables rank by.
    public var codeChanged: Int { codeAddedTotal + codeRemovedTotal }

    public static func + (lhs: ChangeCost, rhs: ChangeCost) -> ChangeCost {
        var sum = lhs
        sum.filesTouched += rhs.filesTouched
        sum.filesAdded += rhs.filesAdded
        sum.codeAdded.merge(rhs.codeAdded, uniquingKeysWith: +)
        sum.codeRemoved.merge(rhs.codeRemoved, uniquingKeysWith: +)
        sum.testCodeAdded += rhs.testCodeAdded
        sum.testCodeRemoved += rhs.testCodeRemoved
        sum.outsideCodeAdded += rhs.outsideCodeAdded
        sum.outsideCodeRemoved += rhs.outsideCodeRemoved
        return sum
    }
}
