/// One pattern with both domains summed.
public struct PatternSummary: Codable, Sendable, Equatable {
    public var pattern: String
    public var modules: [String]
    public var failedModules: [String]
    public var size: LineCounts
    public var roles: [RoleSize]
    public var shape: Shape
    public var testCode: LineCounts
    public var declaredTests: Int
    /// Sum of `listed` over the modules' test runs, nil when tests were not listed.
    public var listedTests: Int?
    public var coverageOwn: Coverage?
    public var coverageParity: Coverage?
    /// Build medians summed over the domains, with summed mins and maxes as the range.
    public var build: [PatternBuild]
    /// The modules' "what it buys" figures summed; nil when no module has them.
    public var buys: PatternBuys?

    public init(
        pattern: String, modules: [String], failedModules: [String], size: LineCounts, roles: [RoleSize],
        shape: Shape, testCode: LineCounts, declaredTests: Int, listedTests: Int?, coverageOwn: Coverage?,
        coverageParity: Coverage?, build: [PatternBuild]
    ) {
        self.pattern = pattern
        self.modules = modules
        self.failedModules = failedModules
        self.size = size
        self.roles = roles
        self.shape = shape
        self.testCode = testCode
        self.declaredTests = declaredTests
        self.listedTests = listedTests
        self.coverageOwn = coverageOwn
        self.coverageParity = coverageParity
        self.build = build
    }
}

/// A pattern's build time of one kind, summed over its domains.
public struct PatternBuild: Codable, Sendable, Equatable {
    public var kind: BuildKind
    public var median: Double
    public var min: Double
    public var max: Double
    /// 95 % bootstrap interval of the summed median.
    public var interval: Interval?
    /// Relative to the fastest pattern that has every domain measured.
    public var ratioToFastest: Double?
    /// 95 % bootstrap interval of that ratio; nil for the fastest itself.
    public var ratioInterval: Interval?

    public init(
        kind: BuildKind, median: Double, min: Double, max: Double, interval: Interval? = nil,
        ratioToFastest: Double? = nil, ratioInterval: Interval? = nil
    ) {
        self.kind = kind
        self.median = median
        self.min = min
        self.max = max
        self.interval = interval
        self.ratioToFastest = ratioToFastest
        self.ratioInterval = ratioInterval
    }
}

/// A shared module: measured the same way, reported on its own.
public struct SharedModuleReport: Codable, Sendable, Equatable {
    public var name: String
    /// `library` or `executable`.
    public var kind: String
    /// The domain it belongs to, nil when both domains use it.
    public var domain: String?
    public var size: LineCounts
    public var shape: Shape
    public var testTargets: [String]
    public var testCode: LineCounts
    public var declaredTests: Int

    public init(
        name: String, kind: String, domain: String?, size: LineCounts, shape: Shape, testTargets: [String],
        testCode: LineCounts, declaredTests: Int
    ) {
        self.name = name
        self.kind = kind
        self.domain = domain
        self.size = size
        self.shape = shape
        self.testTargets = testTargets
        self.testCode = testCode
        self.declaredTests = declaredTests
    }
}

/// The parity suite: the same journeys against every pattern.
public struct ParityReport: Codable, Sendable, Equatable {
    public var target: String
    public var testCode: LineCounts
    public var declaredTests: Int
    public var tests: TestResults?

    public init(target: String, testCode: LineCounts, declaredTests: Int, tests: TestResults? = nil) {
        self.target = target
        self.testCode = testCode
        self.declaredTests = declaredTests
        self.tests = tests
    }
}
