import CountriesModel
import CountriesTestSupport
import Foundation
import TestSupport
import Testing
@testable import CountriesStorage

/// Another connection holds the write lock (a `sqlite3` shell in `BEGIN IMMEDIATE`, a second
/// app saving a favourite): reading does not wait for it, and opening the file waits at most
/// the busy timeout, all its attempts together.
@Suite struct WriteLockTests {
    /// A shorter bound than the app's 10 s, the same rule.
    private static let bound: TimeInterval = 1

    /// With no busy timeout at all, any wait for the lock would fail at once.
    @Test func readingDoesNotWaitForAnotherWriter() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("countries.sqlite")
            let database = try CountriesDatabase.openFile(at: path, busyTimeout: 0, seed: { try CountriesDataset.bundled() })
            let lock = try WriteLock(on: path)
            defer { lock.release() }

            let countries = try await CountriesRepositories.sqlite(database).countries.allCountries()

            #expect(!countries.isEmpty)
        }
    }

    /// It used to wait the busy timeout five times over (50 s) before it failed; how the
    /// retries stop at the bound is Football Gather's `openingRetriesOnlyWithinTheBound`.
    @Test func openingWaitsForAnotherWriterAtMostTheBound() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.path("countries.sqlite")
            _ = try CountriesDatabase.openFile(at: path, busyTimeout: Self.bound, seed: { try CountriesDataset.bundled() })
            let lock = try WriteLock(on: path)
            defer { lock.release() }
            let clock = ContinuousClock()
            let start = clock.now

            #expect(throws: CountriesError.storage(.openDatabase(path: path, reason: "database is locked"))) {
                try CountriesDatabase.openFile(at: path, busyTimeout: Self.bound, seed: { try CountriesDataset.bundled() })
            }
            #expect(clock.now - start >= .seconds(Self.bound), "it failed without waiting for the lock")
        }
    }
}
