import AppSupport
import CountriesModel
import CountriesStorage
import CountriesTestSupport
import Testing
@testable import CountriesMVVM

/// Adding and removing the favourite, and what a failed save leaves behind.
extension CountryDetailsViewModelTests {
    @Test func addingTheFavouriteMarksAndStoresIt() async throws {
        await viewModel.load()

        await viewModel.toggleFavourite()

        #expect(viewModel.isFavourite)
        #expect(try await repositories.favourites.favourites() == [KnownCountries.germany])
    }

    @Test func togglingTwiceRemovesTheFavourite() async throws {
        await viewModel.load()

        await viewModel.toggleFavourite()
        await viewModel.toggleFavourite()

        #expect(!viewModel.isFavourite)
        #expect(try await repositories.favourites.favourites().isEmpty)
    }

    @Test func aFailedSaveShowsTheErrorAndChangesNothing() async throws {
        await viewModel.load()
        faults.arm(CountriesFaultKey.favouritesSave, .fail)

        await viewModel.toggleFavourite()

        #expect(viewModel.errorMessage == "Could not save the favourite.")
        #expect(!viewModel.isFavourite)
        faults.reset()
        #expect(try await repositories.favourites.favourites().isEmpty)
    }

    @Test func aFailedRemovalKeepsTheStoredFavourite() async throws {
        try await repositories.favourites.setFavourite(KnownCountries.germany, true)
        await viewModel.load()
        faults.arm(CountriesFaultKey.favouritesSave, .fail)

        await viewModel.toggleFavourite()

        #expect(viewModel.isFavourite)
        faults.reset()
        #expect(try await repositories.favourites.favourites() == [KnownCountries.germany])
    }

    @Test func dismissingTheErrorClearsIt() async {
        await viewModel.load()
        faults.arm(CountriesFaultKey.favouritesSave, .fail)
        await viewModel.toggleFavourite()

        viewModel.dismissError()

        #expect(viewModel.errorMessage == nil)
    }
}
