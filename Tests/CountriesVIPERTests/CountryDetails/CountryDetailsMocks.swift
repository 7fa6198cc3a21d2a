import AppSupport
import CountriesModel
import CountriesUI
@testable import CountriesVIPER

final class CountryDetailsViewMock: CountryDetailsViewProtocol {
    private(set) var title: String?
    /// Whether the presenter has displayed the details' state at all.
    private(set) var isConfigured = false
    private(set) var content: CountryDetailsScreen.Content?
    private(set) var message: String?
    private(set) var isLoading = false
    private(set) var loadingControl: LoadingControl?
    private(set) var errors: [String] = []

    func displayTitle(_ title: String) { self.title = title }

    func displayDetails(_ content: CountryDetailsScreen.Content?, message: String?, isLoading: Bool, loadingControl: LoadingControl?) {
        isConfigured = true
        self.content = content
        self.message = message
        self.isLoading = isLoading
        self.loadingControl = loadingControl
    }

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
