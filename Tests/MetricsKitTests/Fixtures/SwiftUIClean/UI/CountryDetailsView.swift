import SwiftUI

struct CountryDetailsView: View {
    let country: Country

    var body: some View { Text("\(country.name) (\(country.code))") }
}
