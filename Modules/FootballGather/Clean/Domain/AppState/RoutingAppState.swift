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

    /// Navigation as state (Naumov's article): the stack of screens, root first. Only the Domain
    /// changes it — use cases push, close and reset, ``GoBackUseCase`` takes the user's "back" —
    /// and the navigation stack on screen follows it.
    public struct Routing: Equatable, Sendable {
        /// Login, or Players and what is open above it.
        public internal(set) var path: [Route] = [.login] {
            didSet { renumberVisits(after: oldValue) }
        }
        /// One number per screen of `path`, telling apart two showings of one route.
        private var visits: [Int] = [0]
        private var nextVisit = 1

        init() {}

        /// One showing of a screen: going back and opening the same route again is a new
        /// visit, so a save started on the first never closes the second.
        public struct Visit: Hashable, Sendable {
            fileprivate let number: Int
        }

        /// The screen on top.
        public var top: Route? { path.last }

        /// The visit on top, if it shows `route`: what a save started there closes once it lands.
        public func topVisit(showing route: Route) -> Visit? {
            guard top == route, let number = visits.last else { return nil }
            return Visit(number: number)
        }

        /// Opens `route` on top of the current screen.
        mutating func push(_ route: Route) {
            path.append(route)
        }

        /// Closes `visit` if it is the screen on top (the root stays). A screen the user has
        /// already left navigates nowhere: a save that lands after "back" leaves them where
        /// they went, even on the same route opened again.
        mutating func close(_ visit: Visit) {
            if visits.last == visit.number, path.count > 1 { path.removeLast() }
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

        /// The screens the old and the new path share at their start keep their visits, as
        /// the stack on screen keeps their views; every other screen is a new visit.
        private mutating func renumberVisits(after old: [Route]) {
            let kept = zip(old, path).prefix { $0 == $1 }.count
            let added = path.count - kept
            visits = Array(visits.prefix(kept)) + (nextVisit..<nextVisit + added)
            nextVisit += added
        }
    }
}
