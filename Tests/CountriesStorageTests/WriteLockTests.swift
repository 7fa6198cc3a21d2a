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
    /// A shorter bound than the app's 10 s, the same rule. A wait checks against four
    /// times it: under a busy suite one wait may overrun, and opening used to take five.
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

    /// They used to wait the busy timeout five times over (50 s) before they failed.
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
            let waited = clock.now - start
            #expect(waited >= .seconds(Self.bound) && waited < .seconds(Self.bound * 4), "waited \(waited)")
        }
    }
}
