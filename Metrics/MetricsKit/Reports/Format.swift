import Foundation

/// Number formatting shared by every report format (fixed, locale-independent).
enum Format {
    static func seconds(_ value: Double) -> String { String(format: "%.2f", value) }

    /// A difference with its sign: `+12`, `-3`, `0`.
    static func signed(_ value: Int) -> String { value > 0 ? "+\(value)" : String(value) }

    /// A difference in seconds with its sign: `+0.42`, `-0.10`.
    static func signedSeconds(_ value: Double) -> String { (value >= 0 ? "+" : "") + seconds(value) }

    static func decimal(_ value: Double?, places: Int = 1) -> String {
        value.map { String(format: "%.\(places)f", $0) } ?? "–"
    }

    static func percent(_ coverage: Coverage?) -> String {
        guard let percent = coverage?.percent else { return "–" }
        return String(format: "%.1f %%", percent)
    }

    static func ratio(_ value: Double?) -> String {
        value.map { String(format: "×%.2f", $0) } ?? "–"
    }

    /// `2.41 [2.30–2.60] ×1.08 [1.01–1.15]`: the median with its 95 % confidence interval, then
    /// the ratio to the fastest with its interval. `*` marks an interval below 95 % (fewer than
    /// 6 runs); `≈` a ratio whose interval includes 1 (not measurable on this machine).
    static func build(_ figure: BuildFigure?) -> String {
        guard let figure else { return "–" }
        return "\(seconds(figure.median)) \(interval(figure.medianInterval)) \(ratio(figure.ratioToFastest, figure.ratioInterval))"
    }

    static func build(_ figure: PatternBuild?) -> String {
        guard let figure else { return "–" }
        return "\(seconds(figure.median)) \(interval(figure.interval)) \(ratio(figure.ratioToFastest, figure.ratioInterval))"
    }

    /// `[2.30–2.60]`, with `*` when its confidence is below 95 %.
    static func interval(_ interval: Interval?) -> String {
        guard let interval else { return "" }
        return "[\(seconds(interval.low))–\(seconds(interval.high))]\(interval.confidence < MedianInterval.level ? "*" : "")"
    }

    /// `×1.08 [1.01–1.15]`, `×1.03 [0.97–1.10] ≈`, or `×1.00` for the fastest.
    static func ratio(_ value: Double?, _ interval: Interval?) -> String {
        guard let value else { return "–" }
        guard let interval else { return ratio(value) }
        return "\(ratio(value)) [\(String(format: "%.2f", interval.low))–\(String(format: "%.2f", interval.high))]\(notMeasurable(interval) ? " ≈" : "")"
    }

    /// Whether a ratio's interval includes 1: the difference is within the machine's noise.
    static func notMeasurable(_ interval: Interval?) -> Bool {
        interval?.contains(1) ?? false
    }

    static func longest(_ function: LongestFunction?) -> String {
        guard let function else { return "–" }
        return "\(function.codeLines) (\(function.name))"
    }

    static func tests(_ results: TestResults?, declared: Int) -> String {
        guard let results else { return "–" }
        switch results.status {
        case "passed": return "\(results.passed)/\(results.listed) passed"
        case "failed": return "FAILED \(results.failed) of \(results.listed)"
        case "no tests": return "no tests"
        default: return results.status
        }
    }

    static func duration(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        if total < 60 { return String(format: "%.1f s", seconds) }
        return "\(total / 60) min \(total % 60) s"
    }

    /// `a9f2255 (dirty)`.
    static func commit(_ environment: RunEnvironment) -> String {
        String(environment.commit.prefix(10)) + (environment.dirty ? " (uncommitted changes)" : "")
    }
}
