@testable import CountriesReactor
import CountriesModel
import Foundation
import Testing

/// `RootReactor.send` with a stub Worker: deep links as actions; the link is parsed, the
/// country looked up, and the answer reduced into a route pulse or an alert pulse.
@MainActor
@Suite struct RootReactorTests {
    private typealias Reactor = RootReactor
    let worker = WorkerStub()

    private func reactor() -> Reactor {
        Reactor(worker: worker)
    }

    private func url(_ text: String) -> URL {
        URL(string: text)!
    }

    @Test func aCountryLinkIsLookedUpThenRoutedOverTheList() async {
        let reactor = reactor()

        await reactor.send(.open(url("countries://country/DEU"))).value

        #expect(worker.calls == [.details(of: "DEU")])
        #expect(reactor.state.route == .countryOverList(CountryDetailsState(country: Atlas.germany, details: .loaded(Atlas.germanyDetails))))
        #expect(reactor.state.$errorMessage.valueUpdatedCount == 0)
    }

    @Test func theCodeIsUpperCasedBeforeTheLookUp() async {
        let reactor = reactor()
        let recorder = StateRecorder(worker) { reactor.state }

        await reactor.send(.open(url("countries://country/deu"))).value

        #expect(worker.calls == [.details(of: "DEU")])
        #expect(recorder.states == [RootState(), Reactor.reduce(state: RootState(), mutation: .linkFollowed(Atlas.germanyDetails))])
    }

    @Test func anUnknownCountryIsAnAlertAndNoRoute() async {
        worker.answer { $0.details = .failure(.unknownCountry("XYZ")) }
        let reactor = reactor()

        await reactor.send(.open(url("countries://country/XYZ"))).value

        #expect(reactor.state.errorMessage == "Unknown country XYZ.")
        #expect(reactor.state.$route.valueUpdatedCount == 0)
    }

    @Test(arguments: ["countries://city/Paris", "https://example.com/country/JPN", "countries://country/", "countries://country/DEU?x=1"])
    func aLinkThatIsNotACountryLinkIsAnAlertWithoutALookUp(link: String) async {
        let reactor = reactor()
        let recorder = StateRecorder(worker) { reactor.state }

        await reactor.send(.open(url(link))).value

        #expect(recorder.states == [RootState(), Reactor.reduce(state: RootState(), mutation: .linkFailed(.invalidLink(link)))])
        #expect(reactor.state.errorMessage == "Cannot open link \(link).")
        #expect(worker.calls.isEmpty)
    }

    @Test func aFailingLookUpIsAnAlert() async {
        worker.answer { $0.details = .failure(.storage(.loadDetails)) }
        let reactor = reactor()
        let recorder = StateRecorder(worker) { reactor.state }

        await reactor.send(.open(url("countries://country/DEU"))).value

        #expect(recorder.states.map(\.$errorMessage.valueUpdatedCount) == [0, 1])
        #expect(reactor.state.errorMessage == "Could not load the country details.")
        #expect(reactor.state.$route.valueUpdatedCount == 0)
    }

    @Test func theSameFailureTwiceIsTwoAlerts() {
        let once = Reactor.reduce(state: RootState(), mutation: .linkFailed(.unknownCountry("XYZ")))
        let twice = Reactor.reduce(state: once, mutation: .linkFailed(.unknownCountry("XYZ")))

        #expect(twice.$errorMessage.valueUpdatedCount == 2)
        #expect(twice.$route == RootState().$route)
    }

    @Test func aFollowedLinkLeavesTheAlertPulseAsItWas() {
        let failed = Reactor.reduce(state: RootState(), mutation: .linkFailed(.unknownCountry("XYZ")))

        let state = Reactor.reduce(state: failed, mutation: .linkFollowed(Atlas.germanyDetails))

        #expect(state.$errorMessage == failed.$errorMessage)
        #expect(state.$route.valueUpdatedCount == 1)
    }
}
