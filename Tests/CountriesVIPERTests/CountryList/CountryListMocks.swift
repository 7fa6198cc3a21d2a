import AppSupport
import CountriesModel
import CountriesUI
@testable import CountriesVIPER
import Foundation
import TestSupport

/// The list's view: records what the presenter tells it.
final class CountryListViewMock: CountryListViewConfigurable {
    enum Call: Equatable, Sendable {
        case displayCountries([CountryListScreen.Row], message: String?, isLoading: Bool, loadingControl: LoadingControl?)
        case displayRegions([String], selectedIndex: Int?)
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func displayCountries(_ rows: [CountryListScreen.Row], message: String?, isLoading: Bool, loadingControl: LoadingControl?) {
        log.record(.displayCountries(rows, message: message, isLoading: isLoading, loadingControl: loadingControl))
    }

    func displayRegions(_ titles: [String], selectedIndex: Int?) {
        log.record(.displayRegions(titles, selectedIndex: selectedIndex))
    }

    // What the last calls showed, read from the log.

    private var countries: (rows: [CountryListScreen.Row], message: String?, isLoading: Bool, loadingControl: LoadingControl?)? {
        for case let .displayCountries(rows, message, isLoading, loadingControl) in calls.reversed() {
            return (rows, message, isLoading, loadingControl)
        }
        return nil
    }

    var rows: [CountryListScreen.Row]? { countries?.rows }
    var titles: [String]? { rows?.map(\.title) }
    var message: String? { countries?.message }
    var isLoading: Bool { countries?.isLoading ?? false }
    var loadingControl: LoadingControl? { countries?.loadingControl }

    var regions: [String] {
        for case let .displayRegions(titles, _) in calls.reversed() { return titles }
        return []
    }

    var selectedRegion: Int? {
        for case let .displayRegions(_, selectedIndex) in calls.reversed() { return selectedIndex }
        return nil
    }
}

/// Answers with the region filters, the selected one and whether a region can be selected
/// as it is told; every request is only recorded.
final class CountryListInteractorMock: CountryListInteractorProtocol {
    enum Call: Equatable, Sendable {
        case search(for: String)
        case selectRegion(at: Int)
        case loadCountries
        case cancelLoading
        case lookUpDeepLink(URL)
    }

    struct Answers: Sendable {
        var regionFilters: [RegionFilter] = [.all, .region("Europe")]
        var regionFilter = RegionFilter.all
        var selectRegion = true
    }

    let log = CallLog<Call, Answers>(answers: Answers())
    var calls: [Call] { log.calls }

    var regionFilters: [RegionFilter] { log.answers.regionFilters }
    var regionFilter: RegionFilter { log.answers.regionFilter }

    func search(for text: String) { log.record(.search(for: text)) }
    func selectRegion(at index: Int) -> Bool { log.record(.selectRegion(at: index)) { $0.selectRegion } }
    func loadCountries() async { log.record(.loadCountries) }
    func cancelLoading() { log.record(.cancelLoading) }
    func lookUpDeepLink(_ url: URL) async { log.record(.lookUpDeepLink(url)) }
}

final class CountryListRouterMock: CountryListRouterProtocol {
    enum Call: Equatable, Sendable {
        case showDetails(CountrySummary)
        case showDeepLinkedDetails(CountryDetails)
        case showLinkError(String)
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func showDetails(of country: CountrySummary) { log.record(.showDetails(country)) }
    func showDeepLinkedDetails(_ details: CountryDetails) { log.record(.showDeepLinkedDetails(details)) }
    func showLinkError(_ message: String) { log.record(.showLinkError(message)) }
}

/// Stands in for the presenter in interactor tests: what the interactor reported, in order.
final class CountryListOutputSpy: CountryListPresenterServiceHandler {
    enum Call: Equatable, Sendable {
        case didLoadCountries([CountrySummary], favourites: Set<String>)
        case didFailToLoad(CountriesError)
        case didLookUpDeepLink(CountryDetails)
        case didFailToOpenDeepLink(CountriesError)
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    /// Every load reported, in order.
    var loaded: [(countries: [CountrySummary], favourites: Set<String>)] {
        calls.compactMap { call -> (countries: [CountrySummary], favourites: Set<String>)? in
            guard case let .didLoadCountries(countries, favourites) = call else { return nil }
            return (countries, favourites)
        }
    }

    func didLoadCountries(_ countries: [CountrySummary], favourites: Set<String>) {
        log.record(.didLoadCountries(countries, favourites: favourites))
    }

    func didFailToLoad(_ error: CountriesError) { log.record(.didFailToLoad(error)) }
    func didLookUpDeepLink(_ details: CountryDetails) { log.record(.didLookUpDeepLink(details)) }
    func didFailToOpenDeepLink(_ error: CountriesError) { log.record(.didFailToOpenDeepLink(error)) }
}

/// The list as its view sees it: every call is recorded, nothing else happens.
final class CountryListPresenterMock: LoadablePresenting, CountryListPresenterActionable {
    enum Call: Equatable, Sendable {
        case viewDidLoad
        case viewWillAppear
        case viewDidDisappear
        case didTapRetry
        case didTapCancelLoading
        case reload
        case didChangeSearch(to: String)
        case didPickRegion(at: Int)
        case didSelectCountry(at: Int)
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func viewDidLoad() { log.record(.viewDidLoad) }
    func viewWillAppear() async { log.record(.viewWillAppear) }
    func viewDidDisappear() { log.record(.viewDidDisappear) }
    func didTapRetry() async { log.record(.didTapRetry) }
    func didTapCancelLoading() { log.record(.didTapCancelLoading) }
    func reload() async { log.record(.reload) }
    func didChangeSearch(to text: String) async { log.record(.didChangeSearch(to: text)) }
    func didPickRegion(at index: Int) async { log.record(.didPickRegion(at: index)) }
    func didSelectCountry(at index: Int) { log.record(.didSelectCountry(at: index)) }
}
