import CountriesModel
import Foundation
import Observation

/// The app level's store: deep links, at launch (`--open`) and at run time (`open`), as
/// actions. The model parses the link, the Worker looks the country up, and the reducer
/// turns the answer into a route pulse (or an alert pulse): the same way a row opens a
/// country on the list, one level up.
@MainActor @Observable
final class RootReactor {
    enum Action: Equatable, Sendable {
        case open(URL)
    }

    enum Mutation: Equatable, Sendable {
        case linkFollowed(CountryDetails)
        case linkFailed(CountriesError)
    }

    private(set) var state: RootState

    @ObservationIgnored private let worker: any RootWorkerProtocol

    init(initialState: RootState = RootState(), worker: any RootWorkerProtocol) {
        state = initialState
        self.worker = worker
    }

    /// Runs `action`: ReactorKit's `action.flatMap(mutate).scan(reduce)`, on async/await.
    @discardableResult
    func send(_ action: Action) -> Task<Void, Never> {
        Task { await mutate(action) }
    }

    /// The side effects of `action`, through the Worker, each answer applied as it comes.
    private func mutate(_ action: Action) async {
        switch action {
        case .open(let url):
            do throws(CountriesError) {
                let link = try CountriesDeepLink(url: url)
                switch link {
                case .country(let alpha3): apply(.linkFollowed(try await worker.details(of: alpha3)))
                }
            } catch {
                apply(.linkFailed(error))
            }
        }
    }

    private func apply(_ mutation: Mutation) {
        state = Self.reduce(state: state, mutation: mutation)
    }

    /// The new state after `mutation`: no side effect, no navigation, no alert (those are pulses).
    nonisolated static func reduce(state: RootState, mutation: Mutation) -> RootState {
        var state = state
        switch mutation {
        case .linkFollowed(let details):
            state.route = .countryOverList(CountryDetailsState(country: details.country.summary, details: .loaded(details)))
        case .linkFailed(let error):
            state.errorMessage = error.message
        }
        return state
    }
}
