import CountriesModel

/// Stands in for the coordinator: records which countries a view model asked to open.
@MainActor
final class NavigationSpy {
    private(set) var openedCodes: [String] = []

    func showDetails(of country: CountrySummary) {
        openedCodes.append(country.alpha3)
    }
}
