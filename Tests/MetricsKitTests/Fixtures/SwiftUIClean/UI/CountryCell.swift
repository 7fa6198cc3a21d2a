import SwiftUI

struct CountryCell: View {
    let country: Country

    var body: some View { Text(country.name) }
}
