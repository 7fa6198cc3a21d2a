/// Build times of one module: its compiler commands timed directly, SwiftPM's planning not included.
public struct ModuleBuild: Codable, Sendable, Equatable {
    /// Median wall time of a null build (`swift build --target X` with nothing to do) of this
    /// module: SwiftPM's fixed planning cost, measured for the report and part of no figure.
    public var overheadSeconds: Double
    /// All sources of the module touched, module rebuilt.
    public var full: BuildFigure?
    /// One representative file touched (`representativeFile`), module rebuilt.
    public var incremental: BuildFigure?
    /// All sources of the test target(s) touched, test target rebuilt.
    public var test: BuildFigure?
    public var representativeFile: String?

    public init(
        overheadSeconds: Double, full: BuildFigure? = nil, incremental: BuildFigure? = nil, test: BuildFigure? = nil,
        representativeFile: String? = nil
    ) {
        self.overheadSeconds = overheadSeconds
        self.full = full
        self.incremental = incremental
        self.test = test
        self.representativeFile = representativeFile
    }

    public func figure(_ kind: BuildKind) -> BuildFigure? {
        switch kind {
        case .full: full
        case .incremental: incremental
        case .test: test
        }
    }
}

/// The three build measurements.
public enum BuildKind: String, Codable, Sendable, CaseIterable {
    case full, incremental, test

    public var title: String {
        switch self {
        case .full: "full rebuild"
        case .incremental: "incremental"
        case .test: "test target"
        }
    }
}

/// N samples of one measurement and their statistics (seconds).
public struct BuildFigure: Codable, Sendable, Equatable {
    /// Wall time of the module's compiler commands, one per measured run (warm-up excluded).
    public var samples: [Double]
    /// User + system CPU time of the compiler and the jobs it ran.
    public var cpuSamples: [Double]
    /// Source files the compiler compiled in each run, as the driver reported them.
    public var compiledFiles: [Int]
    public var median: Double
    public var min: Double
    public var max: Double
    /// (max − min) / median.
    public var spread: Double
    /// 95 % confidence interval of the median from order statistics (``MedianInterval``);
    /// its `confidence` is lower when fewer than 6 runs were measured.
    public var medianInterval: Interval?
    /// Median divided by the fastest pattern's median in the same domain (1 for the fastest).
    public var ratioToFastest: Double?
    /// 95 % bootstrap interval of that ratio; when it includes 1 the difference to the
    /// fastest is not measurable on this machine. Nil for the fastest itself.
    public var ratioInterval: Interval?

    public init(
        samples: [Double], cpuSamples: [Double], compiledFiles: [Int], ratioToFastest: Double? = nil,
        ratioInterval: Interval? = nil
    ) {
        self.samples = samples
        self.cpuSamples = cpuSamples
        self.compiledFiles = compiledFiles
        let stats = Statistics(samples)
        self.median = stats.median
        self.min = stats.min
        self.max = stats.max
        self.spread = stats.spread
        self.medianInterval = MedianInterval.of(samples)
        self.ratioToFastest = ratioToFastest
        self.ratioInterval = ratioInterval
    }
}

/// The noise probe's samples: the same CPU work timed once per module and round.
public struct NoiseFloor: Codable, Sendable, Equatable {
    public var samples: [Double]
    public var median: Double
    public var min: Double
    public var max: Double
    /// (max − min) / median: the spread the machine itself caused.
    public var spread: Double

    public init(samples: [Double]) {
        self.samples = samples
        let stats = Statistics(samples)
        self.median = stats.median
        self.min = stats.min
        self.max = stats.max
        self.spread = stats.spread
    }
}

/// How the build timing went as a whole.
public struct BuildTimingSummary: Codable, Sendable, Equatable {
    public var configuration: String
    /// Parallel compile jobs of the timed commands (`-jN`).
    public var compilerJobs: Int?
    public var runs: Int
    public var warmupRuns: Int
    /// How the build figures were taken and SwiftPM's planning kept out of them.
    public var overheadMethod: String
    /// The largest (max − min) / median among full module rebuilds.
    public var maxFullRebuildSpread: Double?
    public var spreadThreshold: Double
    /// True when `maxFullRebuildSpread` is above the threshold: the machine was too noisy.
    public var noisy: Bool
    /// The noise probe of the same run, when it ran.
    public var noiseFloor: NoiseFloor?
    /// Wall time of the build phase (preparation, warm-up and measured runs).
    public var phaseSeconds: Double

    public init(
        configuration: String, compilerJobs: Int? = nil, runs: Int, warmupRuns: Int, overheadMethod: String,
        maxFullRebuildSpread: Double?, spreadThreshold: Double, noisy: Bool, noiseFloor: NoiseFloor? = nil, phaseSeconds: Double
    ) {
        self.configuration = configuration
        self.compilerJobs = compilerJobs
        self.runs = runs
        self.warmupRuns = warmupRuns
        self.overheadMethod = overheadMethod
        self.maxFullRebuildSpread = maxFullRebuildSpread
        self.spreadThreshold = spreadThreshold
        self.noisy = noisy
        self.noiseFloor = noiseFloor
        self.phaseSeconds = phaseSeconds
    }
}

/// Median, min, max and spread of a sample.
public struct Statistics: Sendable, Equatable {
    public var median: Double
    public var min: Double
    public var max: Double

    public init(_ values: [Double]) {
        let sorted = values.sorted()
        if sorted.isEmpty {
            (median, min, max) = (0, 0, 0)
        } else {
            let middle = sorted.count / 2
            median = sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
            min = sorted[0]
            max = sorted[sorted.count - 1]
        }
    }

    /// (max − min) / median, 0 when the median is 0.
    public var spread: Double { median > 0 ? (max - min) / median : 0 }
}
