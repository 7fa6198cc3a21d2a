/// Everything measured for one domain × pattern module.
public struct ModuleReport: Codable, Sendable, Equatable {
    /// `FootballGather/MVVM`.
    public var id: String
    public var domain: String
    public var pattern: String
    public var targets: [String]
    public var testTargets: [String]
    /// `ok` or `failed` (see `failures`).
    public var status: String
    public var failures: [PhaseFailure]
    public var size: LineCounts
    /// In the pattern's role order, then `Other`; roles without files are listed with zeros.
    public var roles: [RoleSize]
    /// For layered patterns (Clean): lines per layer; empty otherwise.
    public var layers: [RoleSize]
    /// Files matching no role (relative paths).
    public var otherFiles: [String]
    public var shape: Shape
    public var testCode: LineCounts
    public var testShape: Shape
    /// Test functions found in the test sources (`@Test`, XCTest `test…`).
    public var declaredTests: Int
    public var tests: TestResults?
    public var coverage: CoverageFigures?
    public var build: ModuleBuild?
    /// Role dependencies and the pattern's rules checked on them (static: every run has them).
    public var dependencies: DependencyFigures?
    /// What the module's code buys: UI- and storage-free code, where state lives (static, every run).
    public var buys: ModuleBuys?
    /// Planted bugs and what the module's own tests caught (`--full --mutation`).
    public var mutation: MutationFigures?

    public init(
        id: String, domain: String, pattern: String, targets: [String], testTargets: [String],
        status: String = "ok", failures: [PhaseFailure] = [], size: LineCounts, roles: [RoleSize],
        layers: [RoleSize], otherFiles: [String], shape: Shape, testCode: LineCounts, testShape: Shape,
        declaredTests: Int, tests: TestResults? = nil, coverage: CoverageFigures? = nil, build: ModuleBuild? = nil,
        dependencies: DependencyFigures? = nil
    ) {
        self.id = id
        self.domain = domain
        self.pattern = pattern
        self.targets = targets
        self.testTargets = testTargets
        self.status = status
        self.failures = failures
        self.size = size
        self.roles = roles
        self.layers = layers
        self.otherFiles = otherFiles
        self.shape = shape
        self.testCode = testCode
        self.testShape = testShape
        self.declaredTests = declaredTests
        self.tests = tests
        self.coverage = coverage
        self.build = build
        self.dependencies = dependencies
    }

    public mutating func fail(_ phase: String, _ message: String) {
        status = "failed"
        failures.append(PhaseFailure(phase: phase, message: message))
    }
}

/// Lines of one role (or layer) of a module.
public struct RoleSize: Codable, Sendable, Equatable {
    public var name: String
    public var lines: LineCounts

    public init(name: String, lines: LineCounts) {
        self.name = name
        self.lines = lines
    }
}

/// The outcome of running a set of tests.
public struct TestResults: Codable, Sendable, Equatable {
    /// Tests as `swift test list` lists them (XCTest methods and Swift Testing functions).
    public var listed: Int
    /// `passed`, `failed`, `not run`.
    public var status: String
    public var passed: Int
    public var failed: Int
    public var skipped: Int
    /// Wall time of the `swift test --skip-build` run (coverage-instrumented build).
    public var seconds: Double?
    public var message: String?

    public init(
        listed: Int, status: String, passed: Int = 0, failed: Int = 0, skipped: Int = 0,
        seconds: Double? = nil, message: String? = nil
    ) {
        self.listed = listed
        self.status = status
        self.passed = passed
        self.failed = failed
        self.skipped = skipped
        self.seconds = seconds
        self.message = message
    }
}

/// Line coverage of a module by its own test targets and by the parity suite.
public struct CoverageFigures: Codable, Sendable, Equatable {
    public var own: Coverage?
    public var parity: Coverage?

    public init(own: Coverage? = nil, parity: Coverage? = nil) {
        self.own = own
        self.parity = parity
    }
}

/// Covered and executable lines as llvm-cov counts them.
public struct Coverage: Codable, Sendable, Equatable {
    public var coveredLines: Int
    public var lines: Int

    public init(coveredLines: Int, lines: Int) {
        self.coveredLines = coveredLines
        self.lines = lines
    }

    /// 0…100, or nil when there is nothing to cover.
    public var percent: Double? { lines == 0 ? nil : Double(coveredLines) * 100 / Double(lines) }

    public static func + (lhs: Coverage, rhs: Coverage) -> Coverage {
        Coverage(coveredLines: lhs.coveredLines + rhs.coveredLines, lines: lhs.lines + rhs.lines)
    }
}
