/// Percentile bootstrap with a fixed seed, for the intervals of ratios of medians (and of sums
/// of medians), which have no closed form: resample each measured set with replacement,
/// recompute the statistic, take the middle 95 % of the results. The same samples always give
/// the same interval.
public struct Bootstrap: Sendable {
    public var resamples: Int
    public var level: Double

    public init(resamples: Int = 2_000, level: Double = MedianInterval.level) {
        self.resamples = resamples
        self.level = level
    }

    /// The interval of `statistic`, computed on resampled sets each time.
    /// - Parameters:
    ///   - sets: the measured sample sets (empty ones give nil).
    ///   - statistic: the value from one resampled copy of every set (in the same order).
    public func interval(of sets: [[Double]], seed: UInt64, _ statistic: ([[Double]]) -> Double) -> Interval? {
        guard !sets.isEmpty, sets.allSatisfy({ !$0.isEmpty }) else { return nil }
        var generator = SeededGenerator(seed: seed)
        var values: [Double] = []
        values.reserveCapacity(resamples)
        for _ in 0..<resamples {
            let resampled = sets.map { set in set.map { _ in set[Int.random(in: 0..<set.count, using: &generator)] } }
            values.append(statistic(resampled))
        }
        values.sort()
        let tail = (1 - level) / 2
        let lowIndex = Int((tail * Double(resamples - 1)).rounded(.down))
        let highIndex = Int(((1 - tail) * Double(resamples - 1)).rounded(.up))
        return Interval(low: values[lowIndex], high: values[highIndex], confidence: level)
    }

    /// A stable seed from a name (``StableHash``; Swift's `Hasher` is seeded per process), so each
    /// figure's resampling is reproducible and independent of the others'.
    public static func seed(_ name: String) -> UInt64 {
        var hash = StableHash()
        hash.combine(name)
        return hash.value
    }

    /// The median of a set (the mean of the middle two when the count is even).
    public static func median(_ values: [Double]) -> Double {
        Statistics(values).median
    }
}

/// SplitMix64: a small generator with a seed (the standard library's has none), so the
/// bootstrap gives the same interval for the same samples on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
