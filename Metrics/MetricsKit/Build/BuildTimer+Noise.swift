import Foundation

/// More runs where the noise is, and what the report says about the spread.
extension BuildTimer {
    /// When a module counts as noisy, in the report's words.
    static let noisyRule = "a module whose full-rebuild median is not yet known to ±\(Int(precisionTarget * 100)) % at 95 % confidence gets more rounds of its full and incremental rebuilds, alone, up to \(maximumRuns) runs, within half the build budget again"
    /// The half-width of a median's 95 % interval, relative to the median, that is precise enough.
    static let precisionTarget = 0.05
    /// The most measured runs a noisy module gets.
    static let maximumRuns = 9

    /// More runs where the noise is: after the round-robin rounds, every module whose
    /// full-rebuild median is not precise enough (``precisionTarget``, or an interval below
    /// 95 % because too few runs fit) is measured again, one extra round at a time, until it is,
    /// or it has ``maximumRuns`` runs, or half the build budget is spent. Only with `.auto` runs and
    /// `measuresNoisyModulesAgain`.
    /// Returns the extra runs per module id.
    func measureNoisyModulesAgain(
        _ modules: [PatternModule], commands: [String: ModuleCommands], plan: Plan, baseRuns: Int,
        recorder: inout SampleRecorder, failures: inout [String: String]
    ) throws -> [String: Int] {
        guard plan.measuresNoisyModulesAgain, case let .auto(budget, _, _) = plan.runs, baseRuns > 0 else { return [:] }
        let start = ContinuousClock.now
        var extra: [String: Int] = [:]
        while ContinuousClock.now - start < budget / 2 {
            let noisy = modules.filter { module in
                failures[module.id] == nil && baseRuns + extra[module.id, default: 0] < Self.maximumRuns
                    && !recorder.isPrecise(module.id, target: Self.precisionTarget)
            }
            guard !noisy.isEmpty else { break }
            progress.beginPhase("Build timing: another run of \(noisy.count) noisy module(s)", steps: noisy.reduce(0) { $0 + Self.steps(of: $1, warmup: false, tests: false, plan: plan) })
            recorder.addProbe(plan.probe.run())
            for module in noisy where ContinuousClock.now - start < budget / 2 {
                guard let moduleCommands = commands[module.id] else { continue }
                do {
                    try measureRound(of: module, commands: moduleCommands, plan: plan, warmup: false, tests: false, into: &recorder)
                    extra[module.id, default: 0] += 1
                } catch let failure as ModuleBuildFailure {
                    failures[module.id] = failure.message
                }
            }
            progress.endPhase()
        }
        return extra
    }

    static func spreadNote(maxSpread: Double, noiseFloor: NoiseFloor?) -> String {
        let probe = noiseFloor.map {
            String(format: " The noise probe (the same CPU work every time, run between the builds) spread %.0f %% in this run: that much comes from the machine itself.", $0.spread * 100)
        } ?? ""
        guard maxSpread > spreadThreshold else {
            return String(format: "Build times were stable: the largest spread (max − min) / median of a full module rebuild was %.0f %% (target ≤ %.0f %%).", maxSpread * 100, spreadThreshold * 100) + probe
        }
        return String(
            format: "The machine was too noisy for stable build times: the largest spread (max − min) / median of a full module rebuild was %.0f %% (target ≤ %.0f %%).",
            maxSpread * 100, spreadThreshold * 100
        ) + probe + " Compare medians only; rerun on an idle machine for tighter figures."
    }
}
