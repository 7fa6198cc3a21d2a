import CountriesUI

extension CountryDetailsScreen.Content {
    /// Germany from the sample dataset, loaded and not a favourite, as every pattern words
    /// it on Country details (neighbours Austria and Switzerland, with their flags).
    public static var germany: CountryDetailsScreen.Content {
        CountryDetailsScreen.Content(
            basicInfo: CountryDetailsScreen.BasicInfo(
                code: "DEU", capital: "Berlin", population: "83,240,525", area: "357,022 km²", region: "Europe (Western Europe)"
            ),
            currencies: ["EUR € Euro"],
            languages: ["German"],
            neighbours: [
                CountryDetailsScreen.Neighbour(alpha3: "AUT", title: "🇦🇹 Austria"),
                CountryDetailsScreen.Neighbour(alpha3: "CHE", title: "🇨🇭 Switzerland"),
            ],
            favouriteTitle: "Add to favourites",
            isFavouriteEnabled: true
        )
    }
}
