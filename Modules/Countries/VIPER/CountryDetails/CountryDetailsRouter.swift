import CountriesModel
import TerminalUI

/// Where a country's details lead: a chosen neighbour's details, pushed on top, opened the
/// same way the list opens a row.
@MainActor
final class CountryDetailsRouter: CountryRouter {}

extension CountryDetailsRouter: CountryDetailsRouterProtocol {
    func showDetails(of neighbour: CountrySummary) {
        pushDetails(of: neighbour)
    }
}
