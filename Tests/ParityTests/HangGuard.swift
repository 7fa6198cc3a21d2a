import Testing

extension TimeLimitTrait.Duration {
    /// The time limit of every parity suite: a guard against a hung app, not a speed check
    /// (how fast the apps run is measured by the benchmarks). Sized from the worst case
    /// measured: in the whole default run on 2 cores the slowest parity suite ends after 69 s,
    /// all of it spent waiting behind the other suites (2026-11-29), and a coverage run's
    /// instrumented tests took about twice as long; 5 minutes is twice that again.
    static var hangGuard: Self { .minutes(5) }
}
