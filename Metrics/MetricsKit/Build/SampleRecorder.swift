/// Collects the measured samples of the build timing and turns them into figures.
struct SampleRecorder {
    struct Sample {
        var wall: Double
        var cpu: Double
        /// `swift build` invocations in the sample: the overhead is subtracted once per invocation.
        var invocations: Int
    }

    private var samples: [String: [BuildKind: [Sample]]] = [:]
    private var overheads: [String: [Double]] = [:]

    mutating func add(_ sample: Sample, kind: BuildKind, module: String) {
        samples[module, default: [:]][kind, default: []].append(sample)
    }

    mutating func addOverhead(_ seconds: Double, module: String) {
        overheads[module, default: []].append(seconds)
    }

    /// Figures per module id, with the ratio of each median to the fastest module of the same domain.
    func figures(for modules: [PatternModule], representativeFiles: [String: String]) -> [String: ModuleBuild] {
        var builds: [String: ModuleBuild] = [:]
        for module in modules {
            let overhead = Statistics(overheads[module.id] ?? []).median
            func figure(_ kind: BuildKind) -> BuildFigure? {
                guard let measured = samples[module.id]?[kind], !measured.isEmpty else { return nil }
                return BuildFigure(
                    samples: measured.map { Swift.max(0, $0.wall - overhead * Double($0.invocations)).rounded(toPlaces: 4) },
                    rawSamples: measured.map { $0.wall.rounded(toPlaces: 4) },
                    cpuSamples: measured.map { $0.cpu.rounded(toPlaces: 4) }
                )
            }
            builds[module.id] = ModuleBuild(
                overheadSeconds: overhead.rounded(toPlaces: 4), full: figure(.full), incremental: figure(.incremental),
                test: figure(.test), representativeFile: representativeFiles[module.id]
            )
        }
        for domain in Set(modules.map(\.domain)) {
            let ids = modules.filter { $0.domain == domain }.map(\.id)
            for kind in BuildKind.allCases {
                let fastest = ids.compactMap { builds[$0]?.figure(kind)?.median }.filter { $0 > 0 }.min()
                for id in ids {
                    guard let fastest, let median = builds[id]?.figure(kind)?.median else { continue }
                    builds[id]?.setRatio((median / fastest).rounded(toPlaces: 3), kind: kind)
                }
            }
        }
        return builds
    }
}

extension ModuleBuild {
    mutating func setRatio(_ ratio: Double, kind: BuildKind) {
        switch kind {
        case .full: full?.ratioToFastest = ratio
        case .incremental: incremental?.ratioToFastest = ratio
        case .test: test?.ratioToFastest = ratio
        }
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
