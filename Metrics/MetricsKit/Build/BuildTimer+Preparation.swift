import Foundation

/// Before any timing: every module built once with its dependencies, and its compiler commands
/// read from SwiftPM's manifest.
extension BuildTimer {
    /// Builds every module with its dependencies (and tests) through SwiftPM, then times each
    /// module's null builds. Returns the modules that built.
    func prepare(_ plan: Plan, failures: inout [String: String], recorder: inout SampleRecorder) throws -> [PatternModule] {
        progress.beginPhase("Preparing builds (\(command.configuration))", steps: plan.modules.count + 1)
        defer { progress.endPhase() }
        // One build of everything first: after `Scripts/test` or the tests phase it has nothing to
        // do, and one SwiftPM planning costs what fourteen would not. Only if it fails is each
        // module built on its own, so a module that does not compile fails alone.
        progress.beginStep("build everything (nothing to do when the tests' build is current)")
        let builtAll: Bool
        do {
            _ = try run(command.buildTests(timeout: plan.buildTimeout), target: "all", label: "prepare-all")
            builtAll = true
        } catch is ModuleBuildFailure {
            builtAll = false
        }
        progress.endStep()
        var prepared: [PatternModule] = []
        for module in plan.modules {
            progress.beginStep(builtAll ? "null builds of \(module.id)" : "build \(module.id) and its dependencies, then its null builds")
            defer { progress.endStep() }
            let label = "prepare-\(module.domain)\(module.pattern)"
            do {
                let tests = plan.timesTestTargets ? module.testTargets.map(\.name) : []
                if !builtAll { _ = try swiftBuild(module.rootTargets + tests, label: label, timeout: plan.buildTimeout) }
                for run in 0..<plan.nullBuilds {
                    let null = try swiftBuild(module.rootTargets, label: "\(label)-null\(run)", timeout: plan.buildTimeout)
                    recorder.addNullBuild(null, module: module.id)
                }
                prepared.append(module)
            } catch let failure as ModuleBuildFailure {
                failures[module.id] = failure.message
                progress.log("build of \(module.id) failed: \(failure.message.split(separator: "\n").first ?? "")")
            }
        }
        return prepared
    }

    /// The compiler commands of every prepared module; a module whose commands cannot be read fails.
    func readCommands(
        of modules: inout [PatternModule], failures: inout [String: String], jobs: Int?
    ) -> [String: ModuleCommands] {
        guard !modules.isEmpty else { return [:] }
        var commands: [String: ModuleCommands] = [:]
        do {
            let manifest = try BuildManifest(scratchPath: command.scratchPath, configuration: command.configuration)
            func compileCommand(_ target: TargetSources) throws -> CompileCommand {
                var read = try manifest.compileCommand(for: target.name)
                if command.coverage { read = read.uninstrumented }
                return jobs.map(read.withJobs) ?? read
            }
            for module in modules {
                do {
                    commands[module.id] = ModuleCommands(
                        sources: try module.targetsInBuildOrder.map(compileCommand),
                        tests: try module.testTargetsInBuildOrder.map(compileCommand)
                    )
                } catch let failure as ModuleBuildFailure {
                    failures[module.id] = failure.message
                }
            }
        } catch {
            for module in modules { failures[module.id] = "\(error)" }
        }
        modules.removeAll { commands[$0.id] == nil }
        return commands
    }
}
