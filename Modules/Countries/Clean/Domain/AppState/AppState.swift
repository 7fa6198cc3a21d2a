import AppSupport
import CountriesModel
import Observation

/// The single source of truth (seed 004): everything the app shows, in one observable object.
///
/// Use cases write it; views read it (and clear an alert they answered, as a SwiftUI binding
/// does); the navigation stack follows ``routing``. It holds no logic and knows no other
/// layer. What only use cases may change is `internal(set)`.
@MainActor @Observable
public final class AppState {
    /// The root screen: search, region and the countries found.
    public internal(set) var countryList = CountryList()
    /// The details screens above the list, and an alert over everything.
    public var routing = Routing()
    /// What each details screen on the stack shows, by its route. A screen's state is
    /// created when its route is pushed and removed when the screen leaves the stack.
    public var details: [DetailsRoute.ID: Details] = [:]

    public init() {}
}
