/// A distribution-free confidence interval for a median, from order statistics: the sample's
/// j-th smallest and j-th largest values, with j the largest rank whose binomial coverage
/// (each sample falls below the true median with probability ½) still reaches the level.
/// No assumption about the shape of the noise; with n samples the best coverage is
/// 1 − 2·½ⁿ, so a 95 % interval needs at least 6 samples.
public enum MedianInterval {
    public static let level = 0.95

    /// The interval for the median of `samples`, or nil when there are none.
    public static func of(_ samples: [Double], level: Double = level) -> Interval? {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return nil }
        let n = sorted.count
        // Coverage of [x(j), x(n+1−j)] is 1 − 2·P(X ≤ j − 1), X ~ Binomial(n, ½).
        var rank = 1
        while rank + 1 <= (n + 1) / 2, coverage(rank: rank + 1, count: n) >= level {
            rank += 1
        }
        // Rank 1 is [min, max]: below the level when there are fewer than 6 samples.
        return Interval(low: sorted[rank - 1], high: sorted[n - rank], confidence: coverage(rank: rank, count: n))
    }

    /// 1 − 2·P(X ≤ rank − 1) for X ~ Binomial(count, ½).
    static func coverage(rank: Int, count: Int) -> Double {
        var tail = 0.0
        var choose = 1.0
        for i in 0..<rank {
            if i > 0 { choose = choose * Double(count - i + 1) / Double(i) }
            tail += choose
        }
        return max(0, 1 - 2 * tail / pow2(count))
    }

    private static func pow2(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { value, _ in value * 2 }
    }
}
