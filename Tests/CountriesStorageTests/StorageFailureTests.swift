import CountriesModel
import CountriesStorage
import CountriesTestSupport
import Foundation
import Testing

@Suite struct StorageFailureTests {
    private func openError(at path: String) -> CountriesError? {
        #expect(throws: CountriesError.self) { try CountriesDatabase.openFile(at: path) }
    }

    @Test func corruptFileIsReportedAndLeftAsItWas() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("corrupt.sqlite")
            let garbage = Data(repeating: 0x5A, count: 8_192)
            try garbage.write(to: URL(fileURLWithPath: path))
            let error = openError(at: path)
            #expect(error?.message == "Could not open the database at \(path): file is not a database")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
        }
    }

    @Test func missingFolderIsReported() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("missing/countries.sqlite")
            let error = openError(at: path)
            #expect(error?.message == "Could not open the database at \(path): the folder \(directory.path("missing")) does not exist")
        }
    }

    @Test func directoryInPlaceOfAFileIsReported() async throws {
        try await withTemporaryDirectory { directory in
            let error = openError(at: directory.url.path)
            guard case .storage(.openDatabase(let path, let reason)) = error else {
                Issue.record("unexpected \(String(describing: error))")
                return
            }
            #expect(path == directory.url.path)
            #expect(!reason.isEmpty)
        }
    }

    @Test func databaseBrokenAfterOpeningFailsEachOperationReadably() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("broken.sqlite")
            let repositories = CountriesRepositories.sqlite(try .openFile(at: path))
            try await repositories.favourites.setFavourite(KnownCountries.germany, true)
            for suffix in ["", "-wal", "-shm"] {
                try Data(repeating: 0x5A, count: 8_192).write(to: URL(fileURLWithPath: path + suffix))
            }
            await #expect(throws: CountriesError.storage(.loadCountries)) {
                try await repositories.countries.countries(matching: "", in: .all)
            }
            await #expect(throws: CountriesError.storage(.loadDetails)) {
                try await repositories.countries.details(of: KnownCountries.germany)
            }
            await #expect(throws: CountriesError.storage(.loadFavourites)) {
                try await repositories.favourites.favourites()
            }
            await #expect(throws: CountriesError.storage(.saveFavourite)) {
                try await repositories.favourites.setFavourite(KnownCountries.japan, true)
            }
        }
    }
}
