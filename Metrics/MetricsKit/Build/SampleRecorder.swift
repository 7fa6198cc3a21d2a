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
