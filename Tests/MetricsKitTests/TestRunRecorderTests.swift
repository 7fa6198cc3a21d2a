import Foundation
@testable import MetricsKit
import Testing

/// `Scripts/test` keeps its verdicts for the metrics run after it: under the very fingerprints a
/// metrics run computes, only for modules whose listed tests all ran and passed, and never for
/// inputs changed after the test build.
@Suite struct TestRunRecorderTests {
    private let fixture: Fixture
    private let cacheDirectory: String
    private let recorder: TestRunRecorder

    init() throws {
        fixture = try Fixture.copy("MiniWorkspace")
        cacheDirectory = "\(fixture.root)/.build-metrics/cache"
        let runner = MetricsRunner(options: MetricsOptions(packagePath: fixture.root), progress: ProgressBar(style: .silent))
        recorder = try runner.testRunRecorder(toolchain: try Toolchain.locate(), now: { Date(timeIntervalSince1970: 0) })
    }

    /// What `swift test list` prints for the fixture: two tests per pattern test target, one parity test.
    private let listing = """
        AlphaMVVMTests.ListViewModelTests/a()
        AlphaMVVMTests.ListViewModelTests/b()
        AlphaVIPERTests.ListPresenterTests/a()
        AlphaVIPERTests.ListPresenterTests/b()
        AlphaCleanDomainTests.ListUseCaseTests/a()
        AlphaCleanDomainTests.ListUseCaseTests/b()
        BetaMVVMTests.DetailViewModelTests/a()
        BetaMVVMTests.DetailViewModelTests/b()
        KitTests.KitTests/a()
        ParityTests.ParityTests/a()
        """

    /// An xUnit file with a passing test case for every listed id but those in `failing` and `missing`.
    private func xunit(failing: Set<String> = [], missing: Set<String> = []) -> String {
        let cases = listing.split(separator: "\n").map(String.init).filter { !missing.contains($0) }.map { id -> String in
            let (suite, name) = (id.split(separator: "/")[0], id.split(separator: "/")[1])
            let body = failing.contains(id) ? "<failure message=\"no\" />" : ""
            return "<testcase classname=\"\(suite)\" name=\"\(name)\" time=\"0.1\">\(body)</testcase>"
        }
        return "<testsuites><testsuite name=\"TestResults\">\(cases.joined())</testsuite></testsuites>"
    }

    /// The result a metrics run would take from the cache for `id`.
    private func cached(_ id: String) throws -> MetricsRunner.CachedTests? {
        let workspace = try fixture.workspace()
        let inputs = TestInputs(workspace: workspace, root: fixture.root, toolchain: try Toolchain.locate().identity)
        let cache = ResultCache<MetricsRunner.CachedTests>(directory: cacheDirectory, phase: "tests")
        if id == TestInputs.parityID, let parity = workspace.parity {
            return cache.value(for: id, fingerprint: inputs.parityFingerprint(of: parity))
        }
        let module = try #require(workspace.modules.first { $0.id == id })
        return cache.value(for: id, fingerprint: inputs.fingerprint(of: module))
    }

    @Test func aPassingRunIsKeptUnderTheFingerprintsAMetricsRunComputes() throws {
        defer { fixture.remove() }
        #expect(recorder.testBundle == "\(fixture.root)/.build/debug/MiniWorkspacePackageTests.xctest")
        let outcome = try recorder.record(xunit: xunit(), listing: listing, builtAt: .distantFuture)

        #expect(outcome.left == [:])
        #expect(Set(outcome.kept) == ["Alpha/MVVM", "Alpha/VIPER", "Alpha/Clean", "Beta/MVVM", "parity"])
        let mvvm = try #require(try cached("Alpha/MVVM"))
        #expect(mvvm.results == TestResults(listed: 2, status: "passed", passed: 2, failed: 0, skipped: 0, seconds: nil))
        #expect(mvvm.recordedBy == "Scripts/test")
        #expect(try cached("parity")?.results.passed == 1)
    }

    @Test func aFailingOrPartlyRunModuleIsLeftToTheMetricsRun() throws {
        defer { fixture.remove() }
        let outcome = try recorder.record(
            xunit: xunit(failing: ["AlphaVIPERTests.ListPresenterTests/b()"], missing: ["BetaMVVMTests.DetailViewModelTests/a()"]),
            listing: listing, builtAt: .distantFuture
        )

        #expect(outcome.left["Alpha/VIPER"] == "1 test(s) failed")
        #expect(outcome.left["Beta/MVVM"] == "BetaMVVMTests: 2 tests listed, 1 ran")
        #expect(try cached("Alpha/VIPER") == nil)
        #expect(try cached("Beta/MVVM") == nil)
        #expect(try cached("Alpha/MVVM") != nil)
    }

    @Test func inputsChangedAfterTheTestBuildKeepNothing() throws {
        defer { fixture.remove() }
        let outcome = try recorder.record(xunit: xunit(), listing: listing, builtAt: .distantPast)

        #expect(outcome.kept == [])
        #expect(outcome.left.values.allSatisfy { $0.hasSuffix("changed after the test build") })
        #expect(try cached("Alpha/MVVM") == nil)
    }
}
