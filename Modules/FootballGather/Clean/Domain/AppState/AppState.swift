import FootballGatherModel
import Observation

/// The single source of truth (Naumov's article): what the app shares, in one observable object —
/// the session, the routing, and the data the screens load.
///
/// Use cases write it; views read it. What one view owns (the text being typed, the ticks of
/// a selection, the picker's pending time, an alert waiting for an answer) stays in that
/// view, as SwiftUI keeps it in `@State`. Everything here is `internal(set)`, so only the
/// Domain can change it: the compiler keeps views from writing a roster or a route.
@MainActor @Observable
public final class AppState {
    /// The signed-in user; nil until someone logs in or registers, and after logout.
    public internal(set) var session: User?
    /// The screens on the stack, root first.
    public internal(set) var routing = Routing()
    public internal(set) var playerList = PlayerList()
    public internal(set) var confirmPlayers = ConfirmPlayers()
    /// The gather started last; nil before the first one.
    public internal(set) var gather: GatherInProgress?
    /// The gather ended last, as saved; nil before the first one ends.
    public internal(set) var lastEndedGather: Gather?
    public internal(set) var gatherHistory = GatherHistory()

    public init() {}
}
