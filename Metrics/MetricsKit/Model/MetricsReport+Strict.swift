extension MetricsReport {
    /// Why `--strict` fails this report, one line each; empty when it passes. A module that
    /// failed, a file that could not be measured, and a trace the run asked for that is missing
    /// or has gaps: each leaves figures out that a reader would take as complete.
    public var strictFailures: [String] {
        var failures = modules.filter { $0.status != "ok" }.map { "\($0.id): \($0.status)" }
        failures += (skippedFiles ?? []).map { "skipped \($0.line)" }
        if settings.phases?.contains(RunPhase.trace.rawValue) == true {
            if let trace {
                failures += (trace.gaps ?? []).map { "trace: \($0)" }
            } else {
                failures.append("trace: the phase gave no figures (its note says why)")
            }
        }
        return failures
    }
}
