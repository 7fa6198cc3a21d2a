import FootballGatherModel
import Observation

/// The single source of truth (seed 004): everything the app shows, in one observable object.
///
/// Use cases write it; views read it and write only plain input into it (what is typed,
/// switched or dismissed, as SwiftUI bindings do); the navigation stack follows ``routing``.
/// It holds no logic and knows no other layer. What only use cases may change is
/// `internal(set)`, so the compiler keeps views from writing results.
@MainActor @Observable
public final class AppState {
    /// The signed-in user; nil until someone logs in or registers, and after logout.
    public internal(set) var session: User?
    /// The screens on the stack, root first.
    public var routing = Routing()
    public var login = Login()
    public var playerList = PlayerList()
    /// The field being edited; set when Player edit opens.
    public var playerEdit: PlayerEdit?
    public var addPlayer = AddPlayer()
    public var confirmPlayers = ConfirmPlayers()
    /// The gather started last; nil before the first one.
    public var gather: GatherInProgress?
    public var gatherHistory = GatherHistory()

    public init() {}
}
