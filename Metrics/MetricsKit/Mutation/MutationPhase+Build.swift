import Foundation

/// The schema build: every pending mutant of every module written into the scratch copy, one
/// build; a mutant the compiler rejects is dropped ("not compiled") and the rest built again.
extension MutationPhase {
    struct BuildOutcome {
        var succeeded: Bool
        var notes: [String]
    }

    /// Rounds of build and drop; the compiler names the lines, and a line holds one mutant at most.
    static let buildRounds = 5
    /// Beside the scratch copy: what it holds in place of the package's text (`KeptSchemata`).
    static let keptSchemataFileName = "schemata.json"

    func buildSchemata(_ plans: inout [MutationPlan]) throws -> BuildOutcome {
        let copy = MutationTree(source: root, tree: tree)
        progress.beginPhase("Mutation: building the schemata", steps: plans.count + 1)
        defer { progress.endPhase() }
        // The modules not run keep their last schemata; until this build succeeds the record
        // no longer says what the copy holds.
        let record = "\(scratchPath)/\(Self.keptSchemataFileName)"
        let kept = KeptSchemata.load(from: record).kept(except: Set(plans.map(\.module.id)), root: root)
        try? FileManager.default.removeItem(atPath: record)
        var written: [String: String] = [:]
        func refresh() throws {
            written = try schemata(&plans)
            try copy.refresh(replacing: kept.mapValues(\.text).merging(written) { _, own in own })
        }
        // Each module's own targets first: SwiftPM stops at the first target that fails, so a
        // build of everything would show one module's errors a round.
        var builds = 0
        for index in plans.indices where !plans[index].pending.isEmpty {
            let module = plans[index].module
            progress.beginStep("swift build --target \(module.rootTargets.joined(separator: ",")) in \(relative(tree))")
            defer { progress.endStep() }
            for round in 1...Self.buildRounds {
                try refresh()
                let log = "\(workDirectory)/mutation-build-\(module.domain)\(module.pattern)-\(round).log"
                builds += 1
                guard let failed = try build(module.rootTargets, log: log) else { break }
                var own = [plans[index]]
                let blamed = drop(Self.errorLines(failed, tree: tree), from: &own)
                plans[index] = own[0]
                // Errors no mutant explains, or too many rounds: the module is measured unmutated.
                if !blamed || round == Self.buildRounds {
                    for mutant in plans[index].pending { plans[index].settle(mutant.id, as: .notCompiled) }
                }
            }
        }
        progress.beginStep("swift build --build-tests in \(relative(tree))")
        defer { progress.endStep() }
        for round in 1...Self.buildRounds {
            try refresh()
            builds += 1
            let log = "\(workDirectory)/mutation-build-tests-\(round).log"
            guard let failed = try build(nil, log: log) else {
                try KeptSchemata(kept: kept, written: written, modules: plans.map(\.module), root: root).save(to: record)
                let dropped = plans.reduce(0) { $0 + $1.mutants.filter { $0.outcome == .notCompiled }.count }
                return BuildOutcome(succeeded: true, notes: [
                    "Mutation: the schemata took \(builds) build(s), each module's targets alone and then the test bundle; \(dropped) mutant(s) did not compile and were dropped (logs: \(relative(workDirectory))/mutation-build-*.log)."
                ])
            }
            guard drop(Self.errorLines(failed, tree: tree), from: &plans) else {
                let first = Self.errorLines(failed, tree: tree).first.map { "\($0.file):\($0.line)" } ?? "see \(relative(log))"
                for index in plans.indices { plans[index].failure = "the scratch copy did not build (\(first))" }
                return BuildOutcome(succeeded: false, notes: ["Mutation: the scratch copy did not build, and no mutant was to blame (\(relative(log)))."])
            }
        }
        for index in plans.indices { plans[index].failure = "the schemata did not build in \(Self.buildRounds) rounds" }
        return BuildOutcome(succeeded: false, notes: ["Mutation: the schemata did not build in \(Self.buildRounds) rounds."])
    }

    /// Builds `targets` (nil: everything, tests too); nil when it built, else the build's log.
    private func build(_ targets: [String]?, log: String) throws -> String? {
        let commands = targets.map { $0.map { treeBuild.build(target: $0, timeout: .seconds(3_600)) } } ?? [treeBuild.buildTests(timeout: .seconds(3_600))]
        for command in commands {
            let result = try command.run(outputPath: log, cancellation: cancellation) { [progress] elapsed in
                progress.tick(elapsedInStep: elapsed, fraction: BuildLog.fraction(ofLogAt: log))
            }
            try cancellation?.check()
            if !result.succeeded { return (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
        }
        return nil
    }

    /// The mutated files and each mutated target's activation file, by path relative to the package.
    /// A mutant whose marker is missing from its file was not planted: it is dropped, never run.
    private func schemata(_ plans: inout [MutationPlan]) throws -> [String: String] {
        var files: [String: String] = [:]
        for index in plans.indices {
            let pending = plans[index].pending
            for (file, mutants) in Dictionary(grouping: pending, by: \.point.file) {
                let original = try String(contentsOfFile: "\(root)/\(file)", encoding: .utf8)
                let schema = MutantSchema.apply(mutants.map { (id: $0.id, point: $0.point) }, to: original)
                files[file] = schema
                for mutant in mutants where !schema.contains(MutantSchema.marker(of: mutant.point, id: mutant.id)) {
                    plans[index].settle(mutant.id, as: .notCompiled)
                }
            }
            let mutatedFiles = Set(pending.map(\.point.file))
            for target in plans[index].module.targets where target.files.contains(where: mutatedFiles.contains) {
                files["\(target.path)/\(MutantSchema.activationFileName)"] = MutantSchema.activationSource
            }
        }
        return files
    }

    /// Settles as not compiled the mutants on the lines the compiler rejected; where an error
    /// names a mutated file but no mutant's line (an error the type checker reports elsewhere),
    /// every mutant of that file. False when no mutant was to blame.
    private func drop(_ errors: [(file: String, line: Int)], from plans: inout [MutationPlan]) -> Bool {
        var blamed = false
        for index in plans.indices {
            let pending = plans[index].pending
            for error in errors {
                let onLine = pending.filter { $0.point.file == error.file && $0.point.line == error.line }
                let inFile = onLine.isEmpty ? pending.filter { $0.point.file == error.file } : onLine
                for mutant in inFile where plans[index].mutants.first(where: { $0.id == mutant.id })?.outcome == nil {
                    plans[index].settle(mutant.id, as: .notCompiled)
                    blamed = true
                }
            }
        }
        return blamed
    }

    /// `file:line` of each `error:` the compiler printed for a file of the tree, relative to it.
    static func errorLines(_ log: String, tree: String) -> [(file: String, line: Int)] {
        var found: [(file: String, line: Int)] = []
        for row in log.split(separator: "\n") where row.contains(": error:") {
            let fields = row.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count >= 3, fields[0].hasPrefix(tree + "/"), let line = Int(fields[1]) else { continue }
            found.append((String(fields[0].dropFirst(tree.count + 1)), line))
        }
        return found
    }
}
