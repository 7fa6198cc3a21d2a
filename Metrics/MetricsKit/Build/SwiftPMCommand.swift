import Foundation

/// The `swift build` / `swift test` invocations the run makes, all in the run's own scratch path.
public struct SwiftPMCommand: Sendable {
    public var toolchain: Toolchain
    public var packagePath: String
    public var scratchPath: String
    public var configuration: String
    /// Every build instrumented for coverage, so the tests' build and the build timing share one
    /// scratch path: a build without the flag would rebuild every dependency.
    public var coverage: Bool

    public init(toolchain: Toolchain, packagePath: String, scratchPath: String, configuration: String, coverage: Bool = false) {
        self.toolchain = toolchain
        self.packagePath = packagePath
        self.scratchPath = scratchPath
        self.configuration = configuration
        self.coverage = coverage
    }

    private var common: [String] {
        ["--package-path", packagePath, "--scratch-path", scratchPath, "--configuration", configuration]
    }

    private var instrumentation: [String] { coverage ? ["--enable-code-coverage"] : [] }

    /// A release build is made testable (`-enable-testing`, as `swift test -c release` builds it):
    /// test targets import their module with `@testable`, so a plain release build cannot compile them.
    public func build(target: String, timeout: Duration) -> Subprocess {
        let testable = configuration == "release" ? ["-Xswiftc", "-enable-testing"] : []
        return Subprocess(toolchain.swift, ["build"] + common + instrumentation + testable + ["--target", target], timeout: timeout)
    }

    public func buildTests(timeout: Duration) -> Subprocess {
        Subprocess(toolchain.swift, ["build"] + common + instrumentation + ["--build-tests"], timeout: timeout)
    }

    public func listTests(timeout: Duration) -> Subprocess {
        Subprocess(toolchain.swift, ["test", "list", "--skip-build"] + common, timeout: timeout)
    }

    /// Runs the tests matching `filter`; the instrumented binary writes its profiles where
    /// `profileDirectory` says (SwiftPM's own coverage export is skipped: it exports every file
    /// of every dependency and skips the merge when a test fails).
    public func runTests(filter: String, xunitPath: String, profileDirectory: String, timeout: Duration) -> Subprocess {
        var environment = ProcessInfo.processInfo.environment
        environment["LLVM_PROFILE_FILE"] = "\(profileDirectory)/%p-%m.profraw"
        return Subprocess(
            toolchain.swift,
            ["test", "--skip-build"] + common + ["--filter", filter, "--xunit-output", xunitPath],
            environment: environment, timeout: timeout
        )
    }

    /// Where SwiftPM puts the products of this configuration.
    public var binPath: String { "\(scratchPath)/\(configuration)" }
}
