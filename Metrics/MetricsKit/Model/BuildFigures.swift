/// Build times of one module, SwiftPM's planning overhead already taken out.
public struct ModuleBuild: Codable, Sendable, Equatable {
    /// Median wall time of a null build (`swift build --target X` with nothing to do) of this
    /// module's root target: what was subtracted from every sample.
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
    /// Wall time minus the module's planning overhead, one per measured run (warm-up excluded).
    public var samples: [Double]
    /// Wall time as measured.
    public var rawSamples: [Double]
    /// User + system CPU time of the build's process tree.
    public var cpuSamples: [Double]
    public var median: Double
    public var min: Double
    public var max: Double
    /// (max − min) / median.
    public var spread: Double
    /// Median divided by the fastest pattern's median in the same domain (1 for the fastest).
    public var ratioToFastest: Double?

    public init(samples: [Double], rawSamples: [Double], cpuSamples: [Double], ratioToFastest: Double? = nil) {
        self.samples = samples
        self.rawSamples = rawSamples
        self.cpuSamples = cpuSamples
        let stats = Statistics(samples)
        self.median = stats.median
        self.min = stats.min
        self.max = stats.max
        self.spread = stats.spread
        self.ratioToFastest = ratioToFastest
    }
}

/// How the build timing went as a whole.
public struct BuildTimingSummary: Codable, Sendable, Equatable {
    public var configuration: String
    public var runs: Int
    public var warmupRuns: Int
    /// How the planning overhead was measured and removed.
    public var overheadMethod: String
    /// The largest (max − min) / median among full module rebuilds.
    public var maxFullRebuildSpread: Double?
    public var spreadThreshold: Double
    /// True when `maxFullRebuildSpread` is above the threshold: the machine was too noisy.
    public var noisy: Bool
    /// Wall time of the build phase (preparation, warm-up and measured runs).
    public var phaseSeconds: Double

    public init(
        configuration: String, runs: Int, warmupRuns: Int, overheadMethod: String, maxFullRebuildSpread: Double?,
        spreadThreshold: Double, noisy: Bool, phaseSeconds: Double
    ) {
        self.configuration = configuration
        self.runs = runs
        self.warmupRuns = warmupRuns
        self.overheadMethod = overheadMethod
        self.maxFullRebuildSpread = maxFullRebuildSpread
        self.spreadThreshold = spreadThreshold
        self.noisy = noisy
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
