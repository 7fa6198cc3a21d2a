/// One module's sampled mutants, and what became of each as the phase goes on.
struct MutationPlan: Sendable {
    /// A sampled mutant; `outcome` stays nil until it is known.
    struct Mutant: Sendable {
        var id: Int
        var point: MutationPoint
        var role: String
        var outcome: MutantResult.Outcome?
        var seconds: Double?
    }

    var module: PatternModule
    var candidates: Int
    var mutants: [Mutant]
    /// The roles in the pattern's order, then Other.
    var roleOrder: [String]
    var failure: String?
    /// Wall time of the module's test runs (its baseline and its mutants), added up.
    var seconds: Double = 0

    /// The mutants still to compile and run.
    var pending: [Mutant] { mutants.filter { $0.outcome == nil } }

    mutating func settle(_ id: Int, as outcome: MutantResult.Outcome, seconds: Double? = nil) {
        guard let index = mutants.firstIndex(where: { $0.id == id }) else { return }
        mutants[index].outcome = outcome
        mutants[index].seconds = seconds
    }

    /// Samples the module's mutants. Ids start at `firstID`, so those of every module differ
    /// (all modules' schemata share one build and one environment variable).
    static func make(
        module: PatternModule, root: String, catalog: PatternCatalog, count: Int, firstID: Int
    ) throws -> MutationPlan {
        let pattern = catalog.pattern(named: module.pattern)
        let roleOrder = (pattern?.roles.map(\.name) ?? []) + [PatternCatalog.otherRole]
        var texts: [String] = []
        var candidates: [MutantSampler.Candidate] = []
        let finder = MutationFinder()
        for file in module.sourceFiles {
            let text = try String(contentsOfFile: "\(root)/\(file)", encoding: .utf8)
            texts.append(text)
            let name = file.split(separator: "/").last.map(String.init) ?? file
            let role = pattern?.role(ofFileNamed: name)?.role ?? PatternCatalog.otherRole
            candidates += finder.points(in: text, file: file).map { MutantSampler.Candidate(point: $0, role: role) }
        }
        let sample = MutantSampler(count: count, seed: MutantSampler.seed(code: texts)).sample(candidates, roleOrder: roleOrder)
        return MutationPlan(
            module: module, candidates: candidates.count,
            mutants: sample.enumerated().map { Mutant(id: firstID + $0.offset, point: $0.element.point, role: $0.element.role) },
            roleOrder: roleOrder
        )
    }

    /// The figures the report shows.
    var figures: MutationFigures {
        let results = mutants.map { mutant in
            MutantResult(
                id: mutant.id, file: mutant.point.file, line: mutant.point.line, role: mutant.role,
                mutationOperator: mutant.point.mutationOperator, original: mutant.point.original, mutated: mutant.point.mutated,
                outcome: mutant.outcome ?? .notRun, seconds: mutant.seconds
            )
        }
        return MutationFigures(
            candidates: candidates, mutants: results, roles: MutationTally.perRole(results, order: roleOrder),
            total: MutationTally(name: module.id, outcomes: results.map(\.outcome)),
            seconds: seconds.rounded(toPlaces: 1), failure: failure
        )
    }
}
