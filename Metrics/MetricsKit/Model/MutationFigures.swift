/// What planting bugs in one module showed: how many of its sampled mutants its own tests
/// caught, per role, and each mutant with its outcome so a reader can open the survivors.
public struct MutationFigures: Codable, Sendable, Equatable {
    /// Mutation points the operators found in the module's sources.
    public var candidates: Int
    /// Every sampled mutant, in file and line order.
    public var mutants: [MutantResult]
    /// Per role, in the module's role order.
    public var roles: [MutationTally]
    /// The module's own tally.
    public var total: MutationTally
    /// Wall time of the module's test runs, its baseline and its mutants, added up (two run at a
    /// time, so the phase spends about half of it; its share of the build not included).
    public var seconds: Double
    /// Why the module could not be mutated, when it could not; the tallies are then empty.
    public var failure: String?

    public init(
        candidates: Int, mutants: [MutantResult], roles: [MutationTally], total: MutationTally, seconds: Double,
        failure: String? = nil
    ) {
        self.candidates = candidates
        self.mutants = mutants
        self.roles = roles
        self.total = total
        self.seconds = seconds
        self.failure = failure
    }

    /// The mutants the tests let through, covered or not: what a reader should open.
    public var survivors: [MutantResult] { mutants.filter { $0.outcome == .survived || $0.outcome == .notCovered } }
}

/// One planted bug and what the module's tests did about it.
public struct MutantResult: Codable, Sendable, Equatable {
    public enum Outcome: String, Codable, Sendable, CaseIterable {
        /// A test failed (or the test process crashed).
        case killed
        /// Every test passed.
        case survived
        /// No test of the module runs its line (llvm-cov): survived without a run.
        case notCovered = "not covered"
        /// The run outlasted its time limit: counted as caught (a test that hangs is a test that notices).
        case timedOut = "timed out"
        /// The schema with it did not compile: dropped from the score.
        case notCompiled = "not compiled"
        /// The phase's budget ran out before its run: dropped from the score.
        case notRun = "not run"
    }

    /// The number the schema switches it on with.
    public var id: Int
    public var file: String
    public var line: Int
    public var role: String
    public var mutationOperator: MutationOperator
    public var original: String
    /// Empty for a removed statement.
    public var mutated: String
    public var outcome: Outcome
    /// Wall time of its test run, when it had one.
    public var seconds: Double?

    public init(
        id: Int, file: String, line: Int, role: String, mutationOperator: MutationOperator, original: String, mutated: String,
        outcome: Outcome, seconds: Double? = nil
    ) {
        self.id = id
        self.file = file
        self.line = line
        self.role = role
        self.mutationOperator = mutationOperator
        self.original = original
        self.mutated = mutated
        self.outcome = outcome
        self.seconds = seconds
    }

    /// `a == b → a != b`, on one line, for tables.
    public var change: String {
        let before = Self.oneLine(original)
        return mutationOperator == .removeCall ? "removed `\(before)`" : "`\(before)` → `\(Self.oneLine(mutated))`"
    }

    static func oneLine(_ text: String, limit: Int = 80) -> String {
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.count > limit ? String(words.prefix(limit - 1)) + "…" : words
    }
}

/// Counts of outcomes, and the score they give.
public struct MutationTally: Codable, Sendable, Equatable {
    /// A role's name, or the module's id, or the pattern's name.
    public var name: String
    public var killed: Int
    public var survived: Int
    public var notCovered: Int
    public var timedOut: Int
    public var notCompiled: Int
    public var notRun: Int
    /// Caught / scored, 0…100; nil with nothing scored.
    public var score: Double?
    /// 95 % Wilson interval of the score, 0…100.
    public var interval: Interval?

    public init(name: String, outcomes: [MutantResult.Outcome]) {
        self.name = name
        func count(_ outcome: MutantResult.Outcome) -> Int { outcomes.filter { $0 == outcome }.count }
        killed = count(.killed)
        survived = count(.survived)
        notCovered = count(.notCovered)
        timedOut = count(.timedOut)
        notCompiled = count(.notCompiled)
        notRun = count(.notRun)
        score = nil
        interval = nil
        if scored > 0 {
            score = (Double(caught) * 100 / Double(scored)).rounded(toPlaces: 1)
            interval = WilsonInterval.of(successes: caught, trials: scored).map {
                Interval(low: ($0.low * 100).rounded(toPlaces: 1), high: ($0.high * 100).rounded(toPlaces: 1), confidence: $0.confidence)
            }
        }
    }

    /// One tally per role of `order` that has a mutant among `results`, in that order.
    static func perRole(_ results: [MutantResult], order: [String]) -> [MutationTally] {
        order.compactMap { role in
            let outcomes = results.filter { $0.role == role }.map(\.outcome)
            return outcomes.isEmpty ? nil : MutationTally(name: role, outcomes: outcomes)
        }
    }

    /// Killed or timed out.
    public var caught: Int { killed + timedOut }
    /// The mutants the score is over: caught, survived, not covered (not the dropped or unrun ones).
    public var scored: Int { caught + survived + notCovered }
}
