import SwiftUI

struct CountriesList: View {
    let container: DIContainer
    @State private var countries: Loadable<[Country]> = .notRequested

    var body: some View {
        List(countries.value ?? [], id: \.code) { CountryCell(country: $0) }
            .task { countries = .loaded((try? await container.countries.load()) ?? []) }
    }
}
