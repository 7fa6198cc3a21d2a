@testable import MetricsKit
import Testing

@Suite struct MedianIntervalTests {
    @Test(arguments: [
        // n, rank j of [x(j), x(n+1−j)], its coverage 1 − 2·P(Bin(n, ½) ≤ j − 1)
        (5, 1, 0.9375), (6, 1, 0.96875), (8, 1, 0.9921875), (9, 2, 0.9609375), (10, 2, 0.978515625), (12, 3, 0.9614257812),
    ])
    func theWidestRankThatKeeps95PercentIsChosen(count: Int, rank: Int, coverage: Double) throws {
        let samples = (1...count).map(Double.init).reversed()
        let interval = try #require(MedianInterval.of(Array(samples)))

        #expect(interval.low == Double(rank))
        #expect(interval.high == Double(count + 1 - rank))
        #expect(abs(interval.confidence - coverage) < 1e-9)
    }

    @Test func fewerThanSixRunsGiveMinToMaxBelow95Percent() throws {
        let interval = try #require(MedianInterval.of([2.2, 2.0, 2.1]))
        #expect(interval == Interval(low: 2.0, high: 2.2, confidence: 0.75))
        #expect(MedianInterval.of([]) == nil)
    }
}

@Suite struct BootstrapTests {
    @Test func theSameSamplesGiveTheSameInterval() throws {
        let a = [2.0, 2.1, 2.3, 2.05, 2.2, 2.15], b = [1.0, 1.1, 1.05, 0.95, 1.02, 1.08]
        let first = try #require(Bootstrap().interval(of: [a, b], seed: Bootstrap.seed("x")) { $0[0].reduce(0, +) / $0[1].reduce(0, +) })
        let second = try #require(Bootstrap().interval(of: [a, b], seed: Bootstrap.seed("x")) { $0[0].reduce(0, +) / $0[1].reduce(0, +) })
        #expect(first == second)
    }

    @Test func aClearDifferenceExcludesOneAndNoiseIncludesIt() throws {
        let fast = [1.00, 1.02, 0.98, 1.01, 0.99, 1.03]
        let twiceAsSlow = fast.map { $0 * 2 }
        let same = [1.01, 0.97, 1.04, 1.00, 0.98, 1.02]
        let ratio = { (sets: [[Double]]) in Bootstrap.median(sets[0]) / Bootstrap.median(sets[1]) }

        let clear = try #require(Bootstrap().interval(of: [twiceAsSlow, fast], seed: 1, ratio))
        let noise = try #require(Bootstrap().interval(of: [same, fast], seed: 1, ratio))

        #expect(clear.low > 1.9 && clear.high < 2.1)
        #expect(!Format.notMeasurable(clear))
        #expect(noise.contains(1))
        #expect(Format.notMeasurable(noise))
        #expect(Format.ratio(1.005, noise).hasSuffix(" ≈"))
    }

    @Test func theRecordedRatiosCarryTheirIntervals() {
        var recorder = SampleRecorder()
        let fast = [1.00, 1.02, 0.98, 1.01, 0.99, 1.03], slow = fast.map { $0 * 1.5 }
        for (module, walls) in [("A/MVC", fast), ("A/MVVM", slow)] {
            for wall in walls {
                recorder.add(BuildTimer.TimedBuild(wall: wall, cpu: wall, compiledPaths: []), kind: .full, module: module)
            }
        }
        let modules = [PatternModule(domain: "A", pattern: "MVC", targets: []), PatternModule(domain: "A", pattern: "MVVM", targets: [])]

        let builds = recorder.figures(for: modules, representativeFiles: [:])

        #expect(builds["A/MVC"]?.full?.ratioInterval == nil)
        #expect(builds["A/MVC"]?.full?.medianInterval?.confidence == 0.96875)
        let ratio = builds["A/MVVM"]?.full?.ratioInterval
        #expect(ratio.map { $0.low > 1.4 && $0.high < 1.6 } == true)
        #expect(recorder.isPrecise("A/MVC", target: 0.05))
        #expect(!recorder.isPrecise("A/MVC", target: 0.001))
    }
}
