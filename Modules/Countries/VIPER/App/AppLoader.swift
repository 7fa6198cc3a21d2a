import Foundation
import TerminalUI

/// The running app, like Radu Dan's `AppLoader`: it owns the navigation stack, puts the
/// Countries list on it, and hands every deep link to that module, whose Router moves the
/// stack once its Interactor has looked the country up.
@MainActor
final class AppLoader: Application {
    let navigationController = NavigationController()
    private let moduleFactory: any ModuleFactoryProtocol
    /// The list module's way in for links; the list lives as long as the app.
    private weak var deepLinkHandler: (any CountryListDeepLinkHandling)?

    init(moduleFactory: any ModuleFactoryProtocol) {
        self.moduleFactory = moduleFactory
    }

    func start() {
        let module = moduleFactory.makeCountryList(using: navigationController)
        deepLinkHandler = module.deepLinkHandler
        navigationController.setViewControllers([module.assemble()])
    }

    /// Every link is this app's to handle: one it cannot follow is answered with an error
    /// alert rather than refused. The lookup is tracked work, like any other.
    func open(_ url: URL) -> Bool {
        navigationController.activity.perform { [deepLinkHandler] in
            await deepLinkHandler?.openDeepLink(url)
        }
        return true
    }
}
