import AppSupport
import CountriesCore
import TerminalUI

/// Builds a country's details layers and links them. It opens nothing itself, so it has no
/// Router: a chosen neighbour goes to its delegate.
@MainActor
final class CountryDetailsModule {
    private let view: CountryDetailsView
    private let presenter: CountryDetailsPresenter
    private let interactor: CountryDetailsInteractor

    init(
        country: CountrySummary,
        details: Loadable<CountryDetails>,
        repositories: CountriesRepositories,
        delegate: any CountryDetailsDelegate
    ) {
        interactor = CountryDetailsInteractor(country: country, repositories: repositories)
        presenter = CountryDetailsPresenter(interactor: interactor, details: details, delegate: delegate)
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
