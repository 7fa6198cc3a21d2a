import CountriesModel
@testable import CountriesVIP

/// The scene's namespace and the Model's entity share the name `CountryDetails`; tests,
/// which see both modules, name them apart.
typealias DetailsScene = CountriesVIP.CountryDetails
typealias Details = CountriesModel.CountryDetails
