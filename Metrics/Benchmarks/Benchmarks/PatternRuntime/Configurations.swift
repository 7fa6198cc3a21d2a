import Benchmark

/// How long and what to measure. Wall clock only: CPU time has 10 ms resolution on this
/// Linux. Throughput is there because the JMH export needs it as its primary metric.
enum Configurations {
    /// About a second of samples per action: hundreds to thousands, enough for a p99.
    static var action: Benchmark.Configuration {
        .init(
            metrics: [.wallClock, .mallocCountTotal, .throughput, Stopwatch.event, Stopwatch.idle, Stopwatch.render],
            timeUnits: .nanoseconds,
            warmupIterations: 20,
            maxDuration: .seconds(1),
            maxIterations: 10_000
        )
    }

    static var launch: Benchmark.Configuration {
        .init(
            metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, .throughput],
            timeUnits: .nanoseconds,
            warmupIterations: 2,
            maxDuration: .seconds(1),
            maxIterations: 200
        )
    }

    /// The whole parity suite of one pattern takes tens of milliseconds: a few dozen runs.
    static var journeys: Benchmark.Configuration {
        .init(
            metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, .throughput],
            timeUnits: .nanoseconds,
            warmupIterations: 1,
            maxDuration: .seconds(2),
            maxIterations: 50
        )
    }
}
