import Foundation
@testable import MetricsKit
import Testing

/// Schemata keep every line where it was; sampling is deterministic and stratified; the
/// interval, the coverage and the compiler's errors are read right.
@Suite struct MutantSchemaTests {
    private let source = """
        func f(a: Int, b: Int) -> Int {
            if a < b { return a - b }
            log(a)
            return 7
        }
        """

    @Test func aSchemaSwitchesEachMutantAndKeepsTheLines() {
        let points = MutationFinder().points(in: source, file: "F.swift")
        let chosen = [
            points.first { $0.mutationOperator == .swapRelational },
            points.first { $0.mutationOperator == .swapArithmetic },
            points.first { $0.mutationOperator == .removeCall },
            points.first { $0.mutationOperator == .changeInteger && $0.mutated == "8" },
        ].compactMap { $0 }
        #expect(chosen.count == 4)
        let schema = MutantSchema.apply(chosen.enumerated().map { (id: 10 + $0.offset, point: $0.element) }, to: source)
        #expect(schema == """
            func f(a: Int, b: Int) -> Int {
                if (__activeMutant == 10 ? a <= b : a < b) { return (__activeMutant == 11 ? a + b : a - b) }
                if __activeMutant != 12 { log(a) }
                return (__activeMutant == 13 ? 8 : 7)
            }
            """)
        for (offset, point) in chosen.enumerated() {
            #expect(schema.contains(MutantSchema.marker(of: point, id: 10 + offset)))
        }
    }

    @Test func theSampleIsDeterministicStratifiedAndFree() {
        let files = ["A/LoginView.swift", "A/LoginViewModel.swift", "A/Helpers.swift"]
        var candidates: [MutantSampler.Candidate] = []
        for (index, file) in files.enumerated() {
            let role = ["View", "ViewModel", "Other"][index]
            let text = String(repeating: source + "\n", count: index == 1 ? 6 : 1)
            candidates += MutationFinder().points(in: text, file: file).map { MutantSampler.Candidate(point: $0, role: role) }
        }
        let sampler = MutantSampler(count: 8, seed: MutantSampler.seed(code: [source]))
        let sample = sampler.sample(candidates, roleOrder: ["View", "ViewModel"])
        #expect(sample == sampler.sample(candidates.reversed(), roleOrder: ["View", "ViewModel"]))
        #expect(sample.count == 8)
        #expect(Set(sample.map(\.role)) == ["View", "ViewModel", "Other"])
        #expect(sample.filter { $0.role == "ViewModel" }.count >= 4)
        for (index, lhs) in sample.enumerated() {
            for rhs in sample[(index + 1)...] { #expect(!MutantSampler.clash(lhs.point, rhs.point)) }
        }
        let other = MutantSampler(count: 8, seed: MutantSampler.seed(code: [source + " "])).sample(candidates, roleOrder: ["View", "ViewModel"])
        #expect(other.map(\.point) != sample.map(\.point))
    }

    @Test func quotasGiveEveryRoleOneThenShareTheRest() {
        #expect(MutantSampler.quotas([10, 30, 0, 1], total: 8) == [2, 5, 0, 1])
        #expect(MutantSampler.quotas([2, 2], total: 10) == [2, 2])
        #expect(MutantSampler.quotas([5, 5, 5], total: 2) == [1, 1, 0])
    }

    @Test func wilsonIntervalsMatchTheTextbook() throws {
        let eight = try #require(WilsonInterval.of(successes: 8, trials: 10))
        #expect(abs(eight.low - 0.4902) < 0.0005 && abs(eight.high - 0.9433) < 0.0005)
        let none = try #require(WilsonInterval.of(successes: 0, trials: 10))
        #expect(none.low == 0 && abs(none.high - 0.2775) < 0.0005)
        #expect(WilsonInterval.of(successes: 0, trials: 0) == nil)
        let tally = MutationTally(name: "M", outcomes: [.killed, .killed, .timedOut, .survived, .notCovered, .notCompiled, .notRun])
        #expect(tally.caught == 3 && tally.scored == 5 && tally.score == 60)
    }

    @Test func coverageAndCompilerErrorsAreReadByLine() {
        let show = """
            /w/A.swift:
                1|       |import Foundation
                2|      3|func a() {
                3|      0|    b()
                4|  1.20k|}

            /w/B.swift:
                9|      0|x
            """
        let coverage = LineCoverage.parse(show, files: ["/w/A.swift", "/w/B.swift"])
        #expect(coverage.uncovered == ["/w/A.swift": [3], "/w/B.swift": [9]])
        #expect(coverage.isCovered(file: "/w/A.swift", line: 1) && !coverage.isCovered(file: "/w/A.swift", line: 3))
        #expect(LineCoverage.parse("    5|      0|x\n", files: ["/w/C.swift"]).uncovered == ["/w/C.swift": [5]])

        let log = """
            [3/9] Compiling M File.swift
            /t/tree/Modules/M/File.swift:12:9: error: cannot convert value of type 'String' to expected argument type 'Int'
            /t/tree/Modules/M/File.swift:12:9: note: see here
            /elsewhere/X.swift:3:1: error: other
            """
        #expect(MutationPhase.errorLines(log, tree: "/t/tree").map { "\($0.file):\($0.line)" } == ["Modules/M/File.swift:12"])
        #expect(MutantTestRunner.testCount("\t Executed 3 tests, with 0 failures\n\t Executed 3 tests, with 0 failures\n✔ Test run with 12 tests in 4 suites passed") == 15)
    }
}
