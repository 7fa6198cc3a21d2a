import AppSupport
@testable import CountriesCIS
import CountriesModel
import Testing

/// The Country details Store's pure function.
@MainActor
@Suite struct CountryDetailsStoreTests {
    let worker = CountriesWorkerMock()

    private var store: CountryDetailsStore {
        CountryDetailsStore(initialState: CountryDetailsState(country: Atlas.austria), worker: worker)
    }

    @Test func aFailedLoadForgetsTheDetailsButNotTheTitle() {
        let shown = CountryDetailsState(country: Atlas.austria, details: .isLoading(previous: Atlas.germanyDetails))

        let state = store.execute(state: shown, mutation: .mutateLoad(.init(result: .failure(CountriesError.storage(.loadDetails)))))

        #expect(state.viewModel.name == "Austria")
        #expect(state.viewModel.details == .failed(message: "Could not load the country details."))
    }

    @Test func cancellingWithNoLoadInFlightChangesNothingOnScreen() {
        let shown = CountryDetailsState(country: Atlas.austria, details: .loaded(Atlas.germanyDetails))

        let state = store.execute(state: shown, mutation: .cancelLoading)

        #expect(state == shown)
        #expect(worker.calls == [.cancelLoading])
    }

    @Test func aNeighbourPastTheListOpensNothing() {
        let shown = CountryDetailsState(country: Atlas.germany, details: .loaded(Atlas.germanyDetails))

        _ = store.execute(state: shown, mutation: .showNeighbour(at: 2))

        #expect(worker.calls.isEmpty)
    }
}
