/// The Wilson score interval of a proportion (k successes in n trials): unlike the normal
/// approximation it stays inside 0…1 and is honest for small n and for shares near 0 or 1,
/// which mutation scores of a few dozen mutants are.
public enum WilsonInterval {
    /// z for a two-sided 95 % interval.
    public static let z95 = 1.959_963_985

    /// The interval of `successes / trials` as shares 0…1, or nil without trials.
    public static func of(successes: Int, trials: Int, z: Double = z95) -> Interval? {
        guard trials > 0 else { return nil }
        let n = Double(trials)
        let p = Double(successes) / n
        let z2 = z * z
        let center = (p + z2 / (2 * n)) / (1 + z2 / n)
        let half = z / (1 + z2 / n) * ((p * (1 - p) / n + z2 / (4 * n * n))).squareRoot()
        return Interval(low: max(0, center - half), high: min(1, center + half), confidence: MedianInterval.level)
    }
}
