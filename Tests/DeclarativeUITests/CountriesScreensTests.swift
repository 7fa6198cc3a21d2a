import CountriesUI
import DeclarativeUI
import TerminalUI
import Testing

/// What the primitives must cover: everything the Countries screens show today. Each screen,
/// written with the toolkit (layout only, values handed in as the CountriesUI builders take
/// them), draws the `Screen` its builder makes, loaded and not. These views are the test's
/// own, not the port's shared components.
@MainActor @Suite struct CountriesScreensTests {
    struct ListScreen: View {
        let search: String
        let regions: [String]
        let selectedRegion: Int?
        let rows: [CountryListScreen.Row]
        let message: String?
        let isLoading: Bool
        let loadingControl: LoadingControl?

        var body: some View {
            VStack {
                TextField(CountryListScreen.Text.search, text: .constant(search), prompt: Text(CountryListScreen.Text.searchPlaceholder))
                    .accessibilityIdentifier(CountryListScreen.Field.search.id)
                    .maximumLength(CountryListScreen.searchMaximumLength)
                Picker(CountryListScreen.Text.region, selection: .constant(selectedRegion ?? -1)) {
                    ForEach(regions.indices, id: \.self) { Text(regions[$0]) }
                }
                .accessibilityIdentifier(CountryListScreen.Picker.region.id)
                List {
                    if !rows.isEmpty {
                        Section {
                            ForEach(rows, id: \.alpha3) { row in
                                Button {} label: {
                                    LabeledContent(row.title, value: row.detail)
                                    Image(systemName: "chevron.right")
                                }
                                .accessibilityIdentifier(row.alpha3)
                            }
                        }
                        .accessibilityIdentifier("countries")
                    }
                }
                if let message { ContentUnavailableView(message) }
                if isLoading { ProgressView() }
                if let loadingControl {
                    Button(loadingControl.button.title) {}.accessibilityIdentifier(loadingControl.id)
                }
            }
            .navigationTitle(CountryListScreen.Text.title)
        }
    }

    struct DetailsScreen: View {
        let title: String
        let content: CountryDetailsScreen.Content?
        let message: String?
        let isLoading: Bool
        let loadingControl: LoadingControl?
        let errorMessage: String?

        var body: some View {
            VStack {
                if let content {
                    List {
                        Section(CountryDetailsScreen.Text.basicInfo) {
                            LabeledContent(CountryDetailsScreen.Text.code, value: content.basicInfo.code)
                            LabeledContent(CountryDetailsScreen.Text.capital, value: content.basicInfo.capital)
                            LabeledContent(CountryDetailsScreen.Text.population, value: content.basicInfo.population)
                            LabeledContent(CountryDetailsScreen.Text.area, value: content.basicInfo.area)
                            LabeledContent(CountryDetailsScreen.Text.region, value: content.basicInfo.region)
                        }
                        Section(CountryDetailsScreen.Text.currencies) { ForEach(content.currencies, id: \.self) { Text($0) } }
                        Section(CountryDetailsScreen.Text.languages) { ForEach(content.languages, id: \.self) { Text($0) } }
                        Section(CountryDetailsScreen.Text.neighbours) {
                            ForEach(content.neighbours, id: \.alpha3) { neighbour in
                                NavigationLink(value: neighbour.alpha3) { Text(neighbour.title) }
                                    .accessibilityIdentifier(neighbour.alpha3)
                            }
                        }
                    }
                    Button(content.favouriteTitle) {}
                        .accessibilityIdentifier(CountryDetailsScreen.Button.favourite.id)
                        .disabled(!content.isFavouriteEnabled)
                }
                if let message { ContentUnavailableView(message) }
                if isLoading { ProgressView() }
                if let loadingControl {
                    Button(loadingControl.button.title) {}.accessibilityIdentifier(loadingControl.id)
                }
            }
            .navigationTitle(title)
            .alert("Error", isPresented: .constant(errorMessage != nil)) {} message: { Text(errorMessage ?? "") }
        }
    }

    struct Host: View {
        let page: AnyView
        var body: some View {
            NavigationStack { page }
        }
    }

    private func screen(of view: some View) async -> Screen {
        let hosted = Hosted(Host(page: AnyView(view)))
        await hosted.start()
        return hosted.screen
    }

    @Test(arguments: [true, false])
    func theListScreenIsTheSame(loaded: Bool) async {
        let rows = loaded ? [CountryListScreen.Row(alpha3: "DEU", title: "🇩🇪 Germany ★", detail: "Population 83,240,525")] : []
        let expected = CountryListScreen.make(
            search: loaded ? "ger" : "", regions: ["All", "Europe"], selectedRegion: loaded ? 1 : nil, rows: rows,
            message: loaded ? nil : "Not loaded.", isLoading: !loaded, loadingControl: loaded ? nil : .cancelLoading
        )
        let drawn = await screen(of: ListScreen(
            search: loaded ? "ger" : "", regions: ["All", "Europe"], selectedRegion: loaded ? 1 : nil, rows: rows,
            message: loaded ? nil : "Not loaded.", isLoading: !loaded, loadingControl: loaded ? nil : .cancelLoading
        ))
        #expect(drawn == expected)
    }

    @Test(arguments: [true, false])
    func theDetailsScreenIsTheSame(loaded: Bool) async {
        let content = CountryDetailsScreen.Content(
            basicInfo: .init(code: "DEU", capital: "Berlin", population: "83,240,525", area: "357,114 km²", region: "Europe"),
            currencies: ["Euro (€)"], languages: [], neighbours: [.init(alpha3: "AUT", title: "🇦🇹 Austria")],
            favouriteTitle: "Add to favourites", isFavouriteEnabled: loaded
        )
        let expected = CountryDetailsScreen.make(
            title: "🇩🇪 Germany", content: loaded ? content : nil, message: loaded ? nil : "Offline",
            isLoading: false, loadingControl: loaded ? nil : .retry, errorMessage: loaded ? nil : "Offline"
        )
        let drawn = await screen(of: DetailsScreen(
            title: "🇩🇪 Germany", content: loaded ? content : nil, message: loaded ? nil : "Offline",
            isLoading: false, loadingControl: loaded ? nil : .retry, errorMessage: loaded ? nil : "Offline"
        ))
        #expect(drawn == expected)
    }
}
