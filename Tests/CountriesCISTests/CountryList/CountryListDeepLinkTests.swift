import AppSupport
@testable import CountriesCIS
import CountriesModel
import Foundation
import Testing

/// Feature: deep links, which the app hands down to the list's Controller.
@MainActor
@Suite("Deep link scenarios")
struct CountryListDeepLinkTests {
    let worker = CountriesWorkerMock()
    let store: CountryListStore
    let controller: CountryListController

    init() {
        store = CountryListStore(initialState: CountryListState())
        controller = CountryListController(interactor: CountryListInteractor(store: store, worker: worker), store: store)
    }

    private func open(_ link: String) async {
        await controller.execute(.openLink(URL(string: link)!)).value
    }

    @Test("Open a country link → looked up first, then its details open over the list, already loaded")
    func aCountryLinkOpensItsDetails() async {
        await open("countries://country/deu")

        let expected = CountryDetailsState(country: Atlas.germany, details: .loaded(Atlas.germanyDetails))
        #expect(worker.calls == [.details(of: "DEU"), .showDetailsOverList(expected)])
    }

    @Test("Open an unknown country → \"Unknown country XYZ.\", nothing opens")
    func anUnknownCountryShowsAnError() async {
        worker.log.answer { $0.details = .failure(.unknownCountry("XYZ")) }

        await open("countries://country/XYZ")

        #expect(worker.calls == [.details(of: "XYZ"), .showLinkError("Unknown country XYZ.")])
    }

    @Test("Open a link that is not a country link → \"Cannot open link …\", nothing looked up",
          arguments: ["countries://city/Paris", "https://example.com/country/JPN"])
    func aForeignLinkShowsAnError(_ link: String) async {
        await open(link)

        #expect(worker.calls == [.showLinkError("Cannot open link \(link).")])
    }

    @Test("The lookup fails → its message, nothing opens")
    func aFailedLookupShowsItsMessage() async {
        worker.log.answer { $0.details = .failure(.storage(.loadDetails)) }

        await open("countries://country/DEU")

        #expect(worker.calls.last == .showLinkError("Could not load the country details."))
        #expect(store.state == CountryListState())
    }
}
