import Foundation

/// Before any timing: every module built once with its dependencies, and its compiler commands
/// read from SwiftPM's manifest.
extension BuildTimer {
    /// Builds every module with its dependencies (and tests, when they are timed) through SwiftPM, then times its null
    /// builds. Returns the modules that built.
    func prepare(_ plan: Plan, failures: inout [String: String], recorder: inout SampleRecorder) throws -> [PatternModule] {
        progress.beginPhase("Preparing builds (\(command.configuration))", steps: plan.modules.count)
        defer { progress.endPhase() }
        var prepared: [PatternModule] = []
        for module in plan.modules {
            progress.beginStep("build \(module.id) and its dependencies, then its null builds")
            defer { progress.endStep() }
            let label = "prepare-\(module.domain)\(module.pattern)"
            do {
                let tests = plan.timesTestTargets ? module.testTargets.map(\.name) : []
                _ = try swiftBuild(module.rootTargets + tests, label: label, timeout: plan.buildTimeout)
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
