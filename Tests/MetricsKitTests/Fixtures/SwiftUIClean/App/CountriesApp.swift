import SwiftUI

@main
struct CountriesApp: App {
    let environment = AppEnvironment.bootstrap()

    var body: some Scene {
        WindowGroup { CountriesList(container: environment.container) }
    }
}
