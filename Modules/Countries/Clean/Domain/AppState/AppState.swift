import AppSupport
import CountriesModel
import Observation

/// The single source of truth (Naumov's article): everything the app shows, in one observable object.
///
/// It holds what the app shares: the countries loaded, the routing, the details of each
/// screen on the stack. Use cases write it; views read it; the navigation stack follows
/// ``routing``. What one view owns (the text being searched, the region picked, an error
/// alert) stays in that view, as SwiftUI keeps it in `@State`. Everything here is
/// `internal(set)`: only the Domain changes it.
@MainActor @Observable
public final class AppState {
    /// The root screen: search, region and the countries found.
    public internal(set) var countryList = CountryList()
    /// The details screens above the list, and an alert over everything.
    public internal(set) var routing = Routing()
    /// What each details screen on the stack shows, by its route. A screen's state is
    /// created when its route is pushed and removed when the screen leaves the stack.
    public internal(set) var details: [DetailsRoute.ID: Details] = [:]

    public init() {}
}
