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

    /// `2.41 [2.30–2.60] ×1.08`.
    static func build(_ figure: BuildFigure?) -> String {
        guard let figure else { return "–" }
        return "\(seconds(figure.median)) [\(seconds(figure.min))–\(seconds(figure.max))] \(ratio(figure.ratioToFastest))"
    }

    static func build(_ figure: PatternBuild?) -> String {
        guard let figure else { return "–" }
        return "\(seconds(figure.median)) [\(seconds(figure.min))–\(seconds(figure.max))] \(ratio(figure.ratioToFastest))"
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
