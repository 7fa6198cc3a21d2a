import AppSupport
import CountriesModel
import CountriesUI

// MARK: - View

@MainActor
protocol CountryDetailsViewConfigurable: AnyObject {
    func displayTitle(_ title: String)
    /// The details as the presenter words them (nil for none), the message instead of them,
    /// the loading indicator and its control.
    func displayDetails(_ content: CountryDetailsScreen.Content?, message: String?, isLoading: Bool, loadingControl: LoadingControl?)
}

@MainActor
protocol CountryDetailsErrorHandler: AnyObject {
    func handleError(_ message: String)
}

typealias CountryDetailsViewProtocol = CountryDetailsViewConfigurable & CountryDetailsErrorHandler

// MARK: - Presenter

@MainActor
protocol CountryDetailsPresenterActionable: AnyObject {
    func didTapFavourite() async
    func didSelectNeighbour(at index: Int)
}

typealias CountryDetailsPresenterProtocol = LoadablePresenting & CountryDetailsPresenterActionable

/// How the interactor answers the presenter.
@MainActor
protocol CountryDetailsPresenterServiceHandler: AnyObject {
    func didLoad(_ details: CountryDetails, isFavourite: Bool)
    func didFailToLoad(_ error: CountriesError)
    func didSaveFavourite(_ isFavourite: Bool)
    func didFailToSaveFavourite(_ error: CountriesError)
}

// MARK: - Interactor

@MainActor
protocol CountryDetailsInteractorProtocol: AnyObject {
    /// The country shown; its name is the title from the start.
    var country: CountrySummary { get }
    /// Loads the details, then the favourites; a load in flight is cancelled.
    func loadDetails() async
    func cancelLoading()
    /// Saves the opposite of the favourite state last loaded or saved.
    func toggleFavourite() async
}

// MARK: - Router

@MainActor
protocol CountryDetailsRouterProtocol: AnyObject {
    /// Pushes a neighbour's details on top of these.
    func showDetails(of neighbour: CountrySummary)
}
