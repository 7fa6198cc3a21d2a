import AppSupport
import CountriesModel
import TerminalUI

/// Builds a country's details layers and links them; its Router opens a chosen neighbour.
@MainActor
final class CountryDetailsModule {
    private let view: CountryDetailsView
    private let presenter: CountryDetailsPresenter
    private let interactor: CountryDetailsInteractor

    init(
        router: any CountryDetailsRouterProtocol,
        country: CountrySummary,
        details: Loadable<CountryDetails, CountriesError>,
        repositories: CountriesRepositories
    ) {
        interactor = CountryDetailsInteractor(country: country, repositories: repositories)
        presenter = CountryDetailsPresenter(interactor: interactor, router: router, details: details)
        view = CountryDetailsView(presenter: presenter)
    }
}

extension CountryDetailsModule: AppModule {
    func assemble() -> ViewController {
        presenter.view = view
        interactor.presenter = presenter
        return view
    }
}
