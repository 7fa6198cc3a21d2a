import CountriesModel
import Foundation
import Testing

@Suite struct ErrorMessageTests {
    @Test(arguments: [
        (CountriesError.unknownCountry("XYZ"), "Unknown country XYZ."),
        (.invalidLink("https://example.org"), "Cannot open link https://example.org."),
        (.storage(.loadCountries), "Could not load the countries."),
        (.storage(.loadDetails), "Could not load the country details."),
        (.storage(.loadFavourites), "Could not load the favourites."),
        (.storage(.saveFavourite), "Could not save the favourite."),
        (.storage(.openDatabase(path: "/tmp/c.sqlite", reason: "file is not a database")),
         "Could not open the database at /tmp/c.sqlite: file is not a database"),
        (.cancelled, "The operation was cancelled."),
    ])
    func everyErrorReadsClearly(error: CountriesError, message: String) {
        #expect(error.message == message)
        #expect(error.localizedDescription == message)
    }
}
