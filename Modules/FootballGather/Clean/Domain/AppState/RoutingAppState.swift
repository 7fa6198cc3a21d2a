import FootballGatherModel

extension AppState {
    /// A screen of the app, as routing knows it.
    public enum Route: Hashable, Sendable {
        case login
        case players
        case playerDetails(playerID: Int64)
        case playerEdit(playerID: Int64, field: PlayerField)
        case addPlayer
        case confirmPlayers
        case gather
        case history
    }

    /// Navigation as state (seed 004): the stack of screens, root first. Only the Domain
    /// changes it — use cases push, close and reset, ``GoBackUseCase`` takes the user's "back" —
    /// and the navigation stack on screen follows it.
    public struct Routing: Equatable, Sendable {
        /// Login, or Players and what is open above it.
        public internal(set) var path: [Route] = [.login]

        init() {}

        /// The screen on top.
        public var top: Route? { path.last }

        /// Opens `route` on top of the current screen.
        mutating func push(_ route: Route) {
            path.append(route)
        }

        /// Closes `route` if it is the screen on top (the root stays). A screen the user has
        /// already left navigates nowhere: a save that lands after "back" leaves them where
        /// they went.
        mutating func close(_ route: Route) {
            if top == route, path.count > 1 { path.removeLast() }
        }

        /// Replaces the whole stack with `root` (signing in, logging out, ending a gather).
        mutating func reset(to root: Route) {
            path = [root]
        }

        /// Keeps the screens of `shorter`, if the user can get there by going back: a
        /// non-empty start of the current path. Anything else changes nothing.
        mutating func goBack(to shorter: [Route]) {
            guard !shorter.isEmpty, shorter.count <= path.count, Array(path.prefix(shorter.count)) == shorter else { return }
            path = shorter
        }
    }
}
