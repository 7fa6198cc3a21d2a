import AppSupport
import CountriesModel
@testable import CountriesVIPER

final class CountryDetailsViewMock: CountryDetailsViewProtocol {
    private(set) var name: String?
    private(set) var details: Loadable<CountryDetails>?
    private(set) var isFavourite: Bool?
    private(set) var errors: [String] = []

    func displayName(_ name: String) { self.name = name }
    func displayDetails(_ details: Loadable<CountryDetails>) { self.details = details }
    func displayFavourite(_ isFavourite: Bool) { self.isFavourite = isFavourite }
    func handleError(_ message: String) { errors.append(message) }
}

final class CountryDetailsInteractorMock: CountryDetailsInteractorProtocol {
    enum Request: Equatable {
        case load
        case cancel
        case toggleFavourite
    }

    let country: CountrySummary
    private(set) var requests: [Request] = []

    init(country: CountrySummary) {
        self.country = country
    }

    func loadDetails() async { requests.append(.load) }
    func cancelLoading() { requests.append(.cancel) }
    func toggleFavourite() async { requests.append(.toggleFavourite) }
}

final class CountryDetailsRouterMock: CountryDetailsRouterProtocol {
    /// The neighbours opened, by code.
    private(set) var opened: [String] = []

    func showDetails(of neighbour: CountrySummary) {
        opened.append(neighbour.alpha3)
    }
}

final class CountryDetailsOutputSpy: CountryDetailsPresenterServiceHandler {
    private(set) var loaded: [(details: CountryDetails, isFavourite: Bool)] = []
    private(set) var loadFailures: [String] = []
    private(set) var savedFavourites: [Bool] = []
    private(set) var saveFailures: [String] = []

    func didLoad(_ details: CountryDetails, isFavourite: Bool) { loaded.append((details, isFavourite)) }
    func didFailToLoad(_ message: String) { loadFailures.append(message) }
    func didSaveFavourite(_ isFavourite: Bool) { savedFavourites.append(isFavourite) }
    func didFailToSaveFavourite(_ message: String) { saveFailures.append(message) }
}
