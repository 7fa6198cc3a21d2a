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

    /// The phases of one action as custom metrics, in nanoseconds.
    func record(_ phases: RunningApp.Phases) {
        benchmark.measurement(Self.event, Int(phases.event / .nanoseconds(1)))
        benchmark.measurement(Self.idle, Int(phases.idle / .nanoseconds(1)))
        benchmark.measurement(Self.render, Int(phases.render / .nanoseconds(1)))
    }

    /// The export names them by these titles; MetricsKit reads them back.
    static var event: BenchmarkMetric { .custom("phase event ns") }
    static var idle: BenchmarkMetric { .custom("phase idle ns") }
    static var render: BenchmarkMetric { .custom("phase render ns") }

    /// Marks the benchmark failed: a figure from a broken run must not be reported.
    func fail(_ reason: String) {
        benchmark.error(reason)
    }
}
