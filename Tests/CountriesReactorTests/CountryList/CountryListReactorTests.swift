import AppSupport
@testable import CountriesReactor
import CountriesModel
import CountriesTestSupport
import Testing

/// `CountryListReactor.send` with a Worker spy: the Worker calls, the states and pulses
/// each action moves the reactor through, every error path, cancel, retry and bad input.
@MainActor @Suite struct CountryListReactorTests {
    private typealias Reactor = CountryListReactor
    let worker = WorkerSpy()

    private func reactor(_ state: CountryListState = CountryListState()) -> Reactor {
        Reactor(initialState: state, worker: worker)
    }

    /// The list after a first load of the sample countries.
    private var loaded: CountryListState {
        Reactor.reduce(state: CountryListState(), mutation: .loaded(.init(regionFilters: Atlas.regionFilters, countries: Atlas.all, favourites: [])))
    }

    @Test func appearingAsksRegionsCountriesThenFavouritesAndLoads() async {
        worker.answer { $0.favourites = .success(["DEU"]) }
        let reactor = reactor()
        let recorder = StateRecorder(worker) { reactor.state }

        await reactor.send(.appear).value
        let listing = CountryListState.Listing(regionFilters: Atlas.regionFilters, countries: Atlas.all, favourites: ["DEU"])

        #expect(worker.calls == [.regionFilters, .countries(matching: "", in: .all), .favourites])
        let sequence = recorder.states
        #expect(sequence.map(\.isLoading) == [false, true, false])
        #expect(sequence.map(\.loadingControl) == [.retry, .cancelLoading, nil])
        #expect(sequence.map(\.message) == ["Not loaded.", nil, nil])
        #expect(sequence.last == Reactor.reduce(state: CountryListState(), mutation: .loaded(listing)))
    }

    @Test func sendLeavesTheStateWhereTheMutationsLead() async {
        let reactor = reactor()

        await reactor.send(.appear).value

        #expect(reactor.state == loaded)
        #expect(reactor.state.domainState.countries == .loaded(Atlas.all))
    }

    @Test func typingASearchLoadsForThatText() async {
        worker.answer { $0.countries = .success([Atlas.germany]) }
        let reactor = reactor(loaded)
        let recorder = StateRecorder(worker) { reactor.state }

        await reactor.send(.search("ger")).value

        let sequence = recorder.states
        #expect(sequence.map(\.search) == ["", "ger", "ger"])
        #expect(sequence.map(\.isLoading) == [false, true, false])
        #expect(sequence[1].rows == loaded.rows)
        #expect(worker.calls.contains(.countries(matching: "ger", in: .all)))
        #expect(reactor.state.search == "ger")
        #expect(reactor.state.rows.map(\.title) == ["🇩🇪 Germany"])
    }

    @Test func aSearchNothingMatchesSaysNoMatchesFound() async {
        worker.answer { $0.countries = .success([]) }
        let reactor = reactor(loaded)

        await reactor.send(.search("zzzz")).value

        #expect(reactor.state.message == "No matches found")
        #expect(reactor.state.rows.isEmpty)
    }

    @Test func pickingARegionCombinesWithTheSearch() async {
        let reactor = reactor(Reactor.reduce(state: loaded, mutation: .setSearch("a")))
        let recorder = StateRecorder(worker) { reactor.state }

        await reactor.send(.pickRegion(1)).value

        let sequence = recorder.states
        #expect(sequence.map(\.domainState.regionFilter) == [.all, .region("Europe"), .region("Europe")])
        #expect(sequence.map(\.isLoading) == [false, true, false])
        #expect(sequence.last?.selectedRegion == 1)
        #expect(worker.calls.contains(.countries(matching: "a", in: .region("Europe"))))
    }

    @Test func pickingARegionRowThePickerDoesNotHaveDoesNothing() async {
        let reactor = reactor(loaded)
        let recorder = StateRecorder(worker) { reactor.state }

        await reactor.send(.pickRegion(7)).value
        await reactor.send(.pickRegion(-1)).value

        #expect(recorder.states == [loaded])
        #expect(worker.calls.isEmpty)
    }

    @Test(arguments: [
        (WorkerSpy.Call.regionFilters, "Could not load the countries."),
        (.countries(matching: "", in: .all), "Could not load the countries."),
        (.favourites, "Could not load the favourites."),
    ])
    func anyFailingCallFailsTheWholeList(failing: WorkerSpy.Call, message: String) async {
        worker.answer { answers in
            switch failing {
            case .regionFilters: answers.regionFilters = .failure(.storage(.loadCountries))
            case .favourites: answers.favourites = .failure(.storage(.loadFavourites))
            default: answers.countries = .failure(.storage(.loadCountries))
            }
        }
        let reactor = reactor(loaded)
        let recorder = StateRecorder(worker) { reactor.state }

        await reactor.send(.retry).value

        #expect(recorder.states.map(\.message) == [nil, nil, message])
        #expect(recorder.states.map(\.isLoading) == [false, true, false])
        #expect(worker.calls.last == failing)
        #expect(reactor.state.message == message)
        #expect(reactor.state.loadingControl == .retry)
        #expect(reactor.state.rows.isEmpty)
        #expect(reactor.state.domainState.searchText == "")
    }

    @Test func retryAfterAFailureLoads() async {
        worker.answer { $0.countries = .failure(.storage(.loadCountries)) }
        let reactor = reactor()
        await reactor.send(.appear).value
        worker.answer { $0.countries = .success(Atlas.all) }

        await reactor.send(.retry).value

        #expect(reactor.state == loaded)
    }

    @Test func cancelLoadingBringsThePreviousListBackAndDropsTheLateAnswer() async throws {
        worker.holds.arm("countries", .hold)
        let reactor = reactor(loaded)
        let search = reactor.send(.search("ger"))
        try await worker.untilHeld()
        #expect(reactor.state.isLoading)
        #expect(reactor.state.rows == loaded.rows)

        await reactor.send(.cancelLoading).value
        worker.holds.reset()
        await search.value

        #expect(reactor.state.domainState.countries == .loaded(Atlas.all))
        #expect(reactor.state.search == "ger")
        #expect(reactor.state.loadingControl == nil)
    }

    @Test func cancellingTheFirstLoadLeavesNotLoadedWithRetry() async throws {
        worker.holds.arm("regionFilters", .hold)
        let reactor = reactor()
        let appear = reactor.send(.appear)
        try await worker.untilHeld()

        await reactor.send(.cancelLoading).value
        await appear.value

        #expect(reactor.state.message == "Not loaded.")
        #expect(reactor.state.loadingControl == .retry)
        #expect(worker.calls.isEmpty)
    }

    @Test func aNewerSearchOvertakesTheLoadInFlight() async throws {
        worker.holds.arm("favourites", .hold)
        let reactor = reactor(loaded)
        let first = reactor.send(.search("a"))
        try await worker.untilHeld()
        worker.holds.disarm("favourites")
        worker.answer { $0.countries = .success([Atlas.switzerland]) }

        await reactor.send(.search("sw")).value
        await first.value

        #expect(reactor.state.rows.map(\.alpha3) == ["CHE"])
        #expect(reactor.state.search == "sw")
    }

    @Test func leavingTheStackCancelsTheLoad() async throws {
        worker.holds.arm("countries", .hold)
        let reactor = reactor(loaded)
        let appear = reactor.send(.appear)
        try await worker.untilHeld()
        let recorder = StateRecorder(worker) { reactor.state }

        await reactor.send(.disappear).value
        await appear.value

        #expect(recorder.states.map(\.isLoading) == [true, false])
        #expect(reactor.state == loaded)
        #expect(worker.holds.heldCount == 0)
        #expect(worker.calls == [.regionFilters])
    }

    @Test func selectingARowIsARoutePulseToItsDetails() async {
        let reactor = reactor(loaded)

        await reactor.send(.selectRow(2)).value

        #expect(reactor.state.route == .details(CountryDetailsState(country: Atlas.germany)))
        #expect(reactor.state.$route.valueUpdatedCount == 1)
        #expect(worker.calls.isEmpty)
    }

    @Test func selectingARowTheListDoesNotShowDoesNothing() async {
        let reactor = reactor(CountryListState())
        let recorder = StateRecorder(worker) { reactor.state }

        await reactor.send(.selectRow(0)).value
        await reactor.send(.selectRow(9)).value

        #expect(recorder.states == [CountryListState()])
        #expect(reactor.state.$route.valueUpdatedCount == 0)
    }

    @Test func aReloadAfterOpeningARowDoesNotFireTheRouteAgain() async {
        let reactor = reactor(loaded)
        await reactor.send(.selectRow(1)).value
        let routed = reactor.state.$route

        await reactor.send(.appear).value

        #expect(reactor.state.$route == routed)
    }
}
