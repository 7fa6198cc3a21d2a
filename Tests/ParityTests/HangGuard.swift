import Testing

extension TimeLimitTrait.Duration {
    /// The time limit of every parity suite: a guard against a hung app, not a speed check.
    /// On 2 busy cores a journey test waits minutes for the main actor and the process pool
    /// behind the other suites (CI saw 3 journeys pass the 2 minutes they once had), so the
    /// guard is generous; how fast the apps run is measured by the benchmarks.
    static var hangGuard: Self { .minutes(10) }
}
