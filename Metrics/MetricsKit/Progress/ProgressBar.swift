import Foundation

/// A progress bar with an ETA on stderr while builds and tests run. On a terminal it redraws
/// one line; in a log (CI) it prints a line per step, at most every few seconds; silent in tests.
public final class ProgressBar {
    public enum Style: Sendable { case interactive, lines, silent }

    private let style: Style
    private let write: (String) -> Void
    private let clock = ContinuousClock()
    private let width = 24

    private var title = ""
    private var steps = 0
    private var completed = 0
    private var phaseStart: ContinuousClock.Instant
    private var stepStart: ContinuousClock.Instant
    private var stepLabel = ""
    private var stepRunning = false
    /// Time spent in the completed steps of the phase.
    private var completedTime = 0.0
    private var lastLinePrinted: ContinuousClock.Instant

    public init(style: Style, write: @escaping (String) -> Void = StandardErrorLog.write) {
        self.style = style
        self.write = write
        phaseStart = clock.now
        stepStart = clock.now
        lastLinePrinted = clock.now
    }

    /// Interactive when stderr is a terminal, lines otherwise.
    public static func automatic() -> ProgressBar {
        ProgressBar(style: isatty(2) == 1 ? .interactive : .lines)
    }

    public func beginPhase(_ title: String, steps: Int) {
        self.title = title
        self.steps = max(steps, 1)
        completed = 0
        completedTime = 0
        phaseStart = clock.now
        lastLinePrinted = clock.now
        if style == .lines { write("▸ \(title)\n") }
    }

    public func beginStep(_ label: String) {
        stepLabel = label
        stepStart = clock.now
        stepRunning = true
        render(fraction: nil)
    }

    /// Redraws while a step runs; `fraction` is the step's own progress when known (0…1).
    public func tick(elapsedInStep: Duration, fraction: Double? = nil) {
        if style == .lines, clock.now - lastLinePrinted > .seconds(30) {
            lastLinePrinted = clock.now
            let percent = fraction.map { " \(Int($0 * 100)) %," } ?? ""
            write("  … \(stepLabel):\(percent) \(Self.format(elapsedInStep)) so far\(etaText(fraction: fraction))\n")
        }
        render(fraction: fraction)
    }

    public func endStep() {
        completed = min(completed + 1, steps)
        completedTime += (clock.now - stepStart).seconds
        stepRunning = false
        if style == .lines, clock.now - lastLinePrinted > .seconds(5) || completed == steps {
            lastLinePrinted = clock.now
            write("  [\(completed)/\(steps)] \(stepLabel) — \(Self.format(clock.now - phaseStart)) elapsed\(etaText(fraction: nil))\n")
        }
        render(fraction: nil)
    }

    public func endPhase() {
        if style == .interactive { write("\r\u{1B}[2K") }
        if style != .silent { write("✓ \(title) (\(Self.format(clock.now - phaseStart)))\n") }
    }

    /// A message printed above the bar.
    public func log(_ message: String) {
        guard style != .silent else { return }
        if style == .interactive { write("\r\u{1B}[2K") }
        write("\(message)\n")
        render(fraction: nil)
    }

    private func render(fraction: Double?) {
        guard style == .interactive else { return }
        let done = (Double(completed) + (fraction ?? 0)) / Double(steps)
        let filled = Int((done * Double(width)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let elapsed = Self.format(clock.now - stepStart)
        write("\r\u{1B}[2K\(title) [\(bar)] \(completed)/\(steps) \(stepLabel) \(elapsed)\(etaText(fraction: fraction))")
    }

    private func etaText(fraction: Double?) -> String {
        let inStep = stepRunning ? (clock.now - stepStart).seconds : 0
        let remaining: Double
        if let fraction, fraction > 0.02 {
            let perStep = completed > 0 ? completedTime / Double(completed) : inStep / fraction
            remaining = inStep * (1 - fraction) / fraction + perStep * Double(max(steps - completed - 1, 0))
        } else if completed > 0 {
            let perStep = completedTime / Double(completed)
            remaining = perStep * Double(steps - completed) - min(inStep, perStep)
        } else {
            return ""
        }
        return " · ETA \(Self.format(.seconds(max(remaining, 0))))"
    }

    static func format(_ duration: Duration) -> String {
        let total = Int(duration.seconds.rounded())
        if total < 60 { return "\(total)s" }
        if total < 3600 { return "\(total / 60)m\(String(format: "%02d", total % 60))s" }
        return "\(total / 3600)h\(String(format: "%02d", total % 3600 / 60))m"
    }
}
