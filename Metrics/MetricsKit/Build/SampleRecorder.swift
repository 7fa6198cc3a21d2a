/// Collects the measured samples of the build timing and turns them into figures.
struct SampleRecorder {
    private var samples: [String: [BuildKind: [BuildTimer.TimedBuild]]] = [:]
    private var nullBuilds: [String: [Double]] = [:]
    private(set) var probeSamples: [Double] = []

    mutating func add(_ build: BuildTimer.TimedBuild, kind: BuildKind, module: String) {
        samples[module, default: [:]][kind, default: []].append(build)
    }

    mutating func addNullBuild(_ seconds: Double, module: String) {
        nullBuilds[module, default: []].append(seconds)
    }

    mutating func addProbe(_ seconds: Double) {
        probeSamples.append(seconds.rounded(toPlaces: 4))
    }

    /// Whether the module's full-rebuild median is known precisely enough: its 95 % interval
    /// reaches 95 % and its half-width is within `target` of the median.
    func isPrecise(_ module: String, target: Double) -> Bool {
        let walls = samples[module]?[.full]?.map(\.wall) ?? []
        guard let interval = MedianInterval.of(walls) else { return true }
        return interval.confidence >= MedianInterval.level && interval.relativeHalfWidth(around: Statistics(walls).median) <= target
    }

    /// Figures per module id, with the ratio of each median to the fastest module of the same domain.
    func figures(for modules: [PatternModule], representativeFiles: [String: String]) -> [String: ModuleBuild] {
        var builds: [String: ModuleBuild] = [:]
        for module in modules {
            func figure(_ kind: BuildKind) -> BuildFigure? {
                guard let measured = samples[module.id]?[kind], !measured.isEmpty else { return nil }
                return BuildFigure(
                    samples: measured.map { $0.wall.rounded(toPlaces: 4) },
                    cpuSamples: measured.map { $0.cpu.rounded(toPlaces: 4) },
                    compiledFiles: measured.map(\.compiledPaths.count)
                )
            }
            builds[module.id] = ModuleBuild(
                overheadSeconds: Statistics(nullBuilds[module.id] ?? []).median.rounded(toPlaces: 4),
                full: figure(.full), incremental: figure(.incremental), test: figure(.test),
                representativeFile: representativeFiles[module.id]
            )
        }
        for domain in Set(modules.map(\.domain)) {
            let ids = modules.filter { $0.domain == domain }.map(\.id)
            for kind in BuildKind.allCases {
                let measured = ids.compactMap { id in builds[id]?.figure(kind).map { (id, $0) } }.filter { $0.1.median > 0 }
                guard let fastest = measured.min(by: { $0.1.median < $1.1.median }) else { continue }
                for (id, figure) in measured {
                    let interval = id == fastest.0 ? nil : Bootstrap().interval(
                        of: [figure.samples, fastest.1.samples], seed: Bootstrap.seed("\(id) \(kind.rawValue)")
                    ) { sets in Bootstrap.median(sets[0]) / Bootstrap.median(sets[1]) }
                    builds[id]?.setRatio((figure.median / fastest.1.median).rounded(toPlaces: 3), interval: interval?.rounded, kind: kind)
                }
            }
        }
        return builds
    }
}

extension ModuleBuild {
    mutating func setRatio(_ ratio: Double, interval: Interval?, kind: BuildKind) {
        switch kind {
        case .full:
            full?.ratioToFastest = ratio
            full?.ratioInterval = interval
        case .incremental:
            incremental?.ratioToFastest = ratio
            incremental?.ratioInterval = interval
        case .test:
            test?.ratioToFastest = ratio
            test?.ratioInterval = interval
        }
    }
}

extension Interval {
    /// Bounds to 3 decimals, as the ratios are.
    var rounded: Interval {
        Interval(low: low.rounded(toPlaces: 3), high: high.rounded(toPlaces: 3), confidence: confidence)
    }
}

extension Double {
    /// Rounded to `places` decimals, so reports do not carry measurement noise in the 15th digit.
    func rounded(toPlaces places: Int) -> Double {
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        return (self * factor).rounded() / factor
    }
}
