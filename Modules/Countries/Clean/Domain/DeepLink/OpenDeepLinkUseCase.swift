import CountriesModel
import Foundation

/// Following `countries://country/<ALPHA3>`: the list with that country's details on top,
/// whatever was on screen before.
@MainActor
public protocol OpenDeepLinkUseCase {
    /// Looks the country up first, so a link that cannot be followed leaves the stack as
    /// it was and shows an error ("Unknown country XYZ.", "Cannot open link …").
    func open(_ url: URL) async
}

public struct DefaultOpenDeepLinkUseCase: OpenDeepLinkUseCase {
    private let appState: AppState
    private let catalog: any CountryCatalogRepository

    public init(appState: AppState, catalog: any CountryCatalogRepository) {
        self.appState = appState
        self.catalog = catalog
    }

    public func open(_ url: URL) async {
        do throws(CountriesError) {
            switch try CountriesDeepLink(url: url) {
            case .country(let code): await showOnlyCountry(code)
            }
        } catch {
            appState.routing.linkError = error
        }
    }

    /// The details arrive loaded (the screen still reloads them as it appears).
    private func showOnlyCountry(_ code: String) async {
        do throws(CountriesError) {
            let details = try await catalog.details(of: code)
            let route = AppState.DetailsRoute(country: details.country.summary)
            appState.details[route.id] = AppState.Details(details: .loaded(details))
            appState.routing.details = [route]
        } catch {
            appState.routing.linkError = error
        }
    }
}
