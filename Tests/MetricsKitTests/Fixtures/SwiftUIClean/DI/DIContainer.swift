/// Everything a view may ask for.
struct DIContainer {
    let countries: any CountriesInteractor
}
