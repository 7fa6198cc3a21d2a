import CountriesModel
import Foundation

extension AppState {
    /// One details screen on the stack: the country it shows, and an identity of its own
    /// (the same country can be on the stack twice, and a deep link always opens a new screen).
    public struct DetailsRoute: Identifiable, Hashable, Sendable {
        public let id: UUID
        public let country: CountrySummary

        init(country: CountrySummary, id: UUID = UUID()) {
            self.id = id
            self.country = country
        }
    }

    /// Navigation as state (Naumov's article). The list is always the root; use cases push details
    /// and replace the stack for deep links; the stack on screen follows, and hands the
    /// user's "back" to ``RoutingUseCase``.
    public struct Routing: Equatable, Sendable {
        /// The details screens above the list, bottom first.
        public internal(set) var details: [DetailsRoute] = []
        /// Why a link could not be followed, presented over whatever is on screen until it is
        /// answered. The domain keeps the error; the presentation words it.
        public internal(set) var linkError: CountriesError?

        init() {}
    }
}
