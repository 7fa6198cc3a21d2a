import Benchmark

/// The benchmark's start and stop calls, handed to main-actor code.
///
/// `Benchmark` is not `Sendable`; this wrapper is safe because the runner's thread waits on a
/// semaphore while the measured closure runs, so only one thread touches it at a time.
struct Stopwatch: @unchecked Sendable {
    private let benchmark: Benchmark

    init(_ benchmark: Benchmark) {
        self.benchmark = benchmark
    }

    func start() {
        benchmark.startMeasurement()
    }

    func stop() {
        benchmark.stopMeasurement()
    }

    /// Marks the benchmark failed: a figure from a broken run must not be reported.
    func fail(_ reason: String) {
        benchmark.error(reason)
    }
}
