import CountriesModel
import CountriesStorage
import Testing

/// A country's flag is part of the country: built from its alpha-2 code.
@Suite struct FlagTests {
    private func summary(alpha2: String) -> CountrySummary {
        CountrySummary(alpha3: "DEU", alpha2: alpha2, name: "Germany", population: 0, region: "Europe")
    }

    @Test(arguments: [("DE", "🇩🇪"), ("JP", "🇯🇵"), ("ci", "🇨🇮"), ("D1", ""), ("DEU", ""), ("", "")])
    func flagIsBuiltFromTheAlpha2Code(alpha2: String, flag: String) {
        #expect(summary(alpha2: alpha2).flag == flag)
    }

    @Test func everyCountryHasAFlagOfTwoRegionalIndicators() throws {
        let dataset = try CountriesDataset.bundled()
        let regionalIndicators = UInt32(0x1F1E6)...UInt32(0x1F1FF)
        for country in dataset.countries {
            let scalars = country.flag.unicodeScalars.map(\.value)
            #expect(scalars.count == 2 && scalars.allSatisfy(regionalIndicators.contains), "\(country.alpha3)")
        }
    }

    @Test func countryAndItsSummaryAgree() throws {
        let germany = try #require(try CountriesDataset.bundled().countries.first { $0.alpha3 == "DEU" })
        #expect(germany.summary.flag == germany.flag)
        #expect(germany.summary.name == germany.name)
        #expect(germany.summary.population == germany.population)
        #expect(germany.summary.region == germany.region)
    }
}
