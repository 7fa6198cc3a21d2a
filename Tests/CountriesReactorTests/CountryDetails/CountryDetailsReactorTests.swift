import AppSupport
@testable import CountriesReactor
import CountriesModel
import Testing

/// `CountryDetailsReactor.send` with a stub Worker, the states and pulses it goes through:
/// loads, every error path, cancel, retry, the favourite and the neighbours.
@MainActor
@Suite struct CountryDetailsReactorTests {
    private typealias Reactor = CountryDetailsReactor
    let worker = WorkerStub()

    private func reactor(_ state: CountryDetailsState = CountryDetailsState(country: Atlas.germany)) -> Reactor {
        Reactor(initialState: state, worker: worker)
    }

    private func loaded(isFavourite: Bool = false) -> CountryDetailsState {
        Reactor.reduce(state: CountryDetailsState(country: Atlas.germany), mutation: .loaded(Atlas.germanyDetails, isFavourite: isFavourite))
    }

    @Test func appearingAsksTheDetailsThenTheFavourites() async {
        worker.answer { $0.favourites = .success(["DEU"]) }
        let reactor = reactor()
        let recorder = StateRecorder(worker) { reactor.state }

        await reactor.send(.appear).value

        #expect(worker.calls == [.details(of: "DEU"), .favourites])
        let sequence = recorder.states
        #expect(sequence.last == loaded(isFavourite: true))
        #expect(sequence.map(\.message) == ["Not loaded.", nil, nil])
        #expect(sequence.map(\.isLoading) == [false, true, false])
        #expect(sequence.last?.content?.favouriteTitle == "Remove from favourites")
    }

    @Test func sendLeavesTheStateWhereTheMutationsLead() async {
        let reactor = reactor()

        await reactor.send(.appear).value

        #expect(reactor.state == loaded())
    }

    @Test func detailsThatCannotLoadFailWithoutAskingTheFavourites() async {
        worker.answer { $0.details = .failure(.storage(.loadDetails)) }
        let reactor = reactor()

        await reactor.send(.appear).value

        #expect(worker.calls == [.details(of: "DEU")])
        #expect(reactor.state.message == "Could not load the country details.")
        #expect(reactor.state.loadingControl == .retry)
    }

    @Test func favouritesThatCannotLoadFailTheLoad() async {
        worker.answer { $0.favourites = .failure(.storage(.loadFavourites)) }
        let reactor = reactor(loaded())

        await reactor.send(.appear).value

        #expect(reactor.state.message == "Could not load the favourites.")
        #expect(reactor.state.content == nil)
    }

    @Test func anUnknownCountryFailsWithItsMessage() async {
        worker.answer { $0.details = .failure(.unknownCountry("XYZ")) }
        let reactor = reactor()
        let recorder = StateRecorder(worker) { reactor.state }

        await reactor.send(.retry).value

        #expect(recorder.states.map(\.message) == ["Not loaded.", nil, "Unknown country XYZ."])
        #expect(recorder.states.map(\.isLoading) == [false, true, false])
        #expect(reactor.state.$errorMessage.valueUpdatedCount == 0)
    }

    @Test func retryAfterAFailureLoads() async {
        worker.answer { $0.details = .failure(.storage(.loadDetails)) }
        let reactor = reactor()
        await reactor.send(.appear).value
        worker.answer { $0.details = .success(Atlas.germanyDetails) }

        await reactor.send(.retry).value

        #expect(reactor.state == loaded())
    }

    @Test func cancelLoadingBringsTheDetailsBackAndDropsTheLateAnswer() async throws {
        worker.holds.arm("favourites", .hold)
        let reactor = reactor(loaded())
        let appear = reactor.send(.appear)
        try await worker.untilHeld()
        #expect(reactor.state.content?.isFavouriteEnabled == false)

        await reactor.send(.cancelLoading).value
        worker.holds.reset()
        await appear.value

        #expect(reactor.state == loaded())
    }

    @Test func leavingTheStackCancelsTheFirstLoad() async throws {
        worker.holds.arm("details", .hold)
        let reactor = reactor()
        let appear = reactor.send(.appear)
        try await worker.untilHeld()

        await reactor.send(.disappear).value
        await appear.value

        #expect(reactor.state.message == "Not loaded.")
        #expect(worker.holds.heldCount == 0)
        #expect(worker.calls.isEmpty)
    }

    @Test func openedByADeepLinkItReloadsOverTheDetailsShown() async throws {
        worker.holds.arm("details", .hold)
        let reactor = reactor(CountryDetailsState(country: Atlas.germany, details: .loaded(Atlas.germanyDetails)))
        let appear = reactor.send(.appear)
        try await worker.untilHeld()

        #expect(reactor.state.isLoading)
        #expect(reactor.state.content?.basicInfo.code == "DEU")
        worker.holds.reset()
        await appear.value
        #expect(reactor.state == loaded())
    }

    @Test(arguments: [false, true])
    func tappingTheFavouriteSavesTheOppositeThenShowsIt(isFavourite: Bool) async {
        let reactor = reactor(loaded(isFavourite: isFavourite))
        let recorder = StateRecorder(worker) { reactor.state }

        await reactor.send(.tapFavourite).value

        #expect(recorder.states == [loaded(isFavourite: isFavourite), loaded(isFavourite: !isFavourite)])
        #expect(worker.calls == [.setFavourite("DEU", !isFavourite)])
        #expect(reactor.state.domainState.isFavourite == !isFavourite)
    }

    @Test func aFavouriteThatCannotBeSavedIsAnAlertOnceAndTheMarkStays() async {
        worker.answer { $0.setFavourite = .failure(.storage(.saveFavourite)) }
        let reactor = reactor(loaded())
        let recorder = StateRecorder(worker) { reactor.state }

        await reactor.send(.tapFavourite).value
        #expect(recorder.states.map(\.$errorMessage.valueUpdatedCount) == [0, 1])
        #expect(reactor.state.errorMessage == "Could not save the favourite.")
        #expect(reactor.state.$errorMessage.valueUpdatedCount == 1)
        #expect(reactor.state.content?.favouriteTitle == "Add to favourites")

        await reactor.send(.appear).value
        #expect(reactor.state.$errorMessage.valueUpdatedCount == 1)
    }

    @Test func selectingANeighbourIsARoutePulseToItsDetails() async {
        let reactor = reactor(loaded())

        await reactor.send(.selectNeighbour(1)).value

        #expect(reactor.state.route == .details(CountryDetailsState(country: Atlas.switzerland)))
        #expect(worker.calls.isEmpty)
    }

    @Test func aNeighbourBeforeTheDetailsLoadOpensNothing() async {
        let reactor = reactor()
        let recorder = StateRecorder(worker) { reactor.state }

        await reactor.send(.selectNeighbour(0)).value
        await reactor.send(.selectNeighbour(5)).value

        #expect(recorder.states == [CountryDetailsState(country: Atlas.germany)])
        #expect(reactor.state.$route.valueUpdatedCount == 0)
    }
}
