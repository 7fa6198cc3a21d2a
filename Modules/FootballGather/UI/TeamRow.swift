/// A player in a team or on the bench (Confirm players, Gather): the name and a short
/// detail, formatted by the presentation layer.
public struct TeamRow: Equatable, Sendable {
    public var playerID: Int64
    public var name: String
    public var detail: String

    public init(playerID: Int64, name: String, detail: String) {
        self.playerID = playerID
        self.name = name
        self.detail = detail
    }
}
