import Foundation

/// One timed round of a module: its full, incremental and test-target rebuilds.
extension BuildTimer {
    /// One round for one module: full, incremental and, with `tests`, test-target rebuild. A
    /// warm-up round does only the full and test-target rebuilds (they load the compiler, the
    /// dependencies' modules and the test macros into the caches) and records nothing.
    func measureRound(
        of module: PatternModule, commands: ModuleCommands, plan: Plan, warmup: Bool, tests: Bool, into recorder: inout SampleRecorder
    ) throws {
        let label = "\(module.domain)\(module.pattern)"

        progress.beginStep("full rebuild \(module.id)")
        toucher.touch(module.sourceFiles.map { "\(root)/\($0)" })
        let full = try compile(commands.sources, label: "\(label)-full", timeout: plan.buildTimeout)
        try Self.check(full, compiled: module.sourceFiles, what: "full rebuild of \(module.id)")
        if !warmup { recorder.add(full, kind: .full, module: module.id) }
        progress.endStep()

        if !warmup, let file = plan.representativeFiles[module.id] {
            progress.beginStep("incremental rebuild \(module.id)")
            toucher.touch(["\(root)/\(file)"])
            let incremental = try compile(commands.sources, label: "\(label)-incremental", timeout: plan.buildTimeout)
            guard incremental.compiledPaths.contains(where: { $0.hasSuffix("/\(file)") }) else {
                throw ModuleBuildFailure(message: "incremental rebuild of \(module.id): the compiler did not recompile \(file)")
            }
            recorder.add(incremental, kind: .incremental, module: module.id)
            progress.endStep()
        }

        if tests && !commands.tests.isEmpty {
            progress.beginStep("test target rebuild \(module.id)")
            toucher.touch(module.testFiles.map { "\(root)/\($0)" })
            let test = try compile(commands.tests, label: "\(label)-test", timeout: plan.buildTimeout)
            try Self.check(test, compiled: module.testFiles, what: "test target rebuild of \(module.id)")
            if !warmup { recorder.add(test, kind: .test, module: module.id) }
            progress.endStep()
        }
    }

    static func steps(of module: PatternModule, warmup: Bool, tests: Bool, plan: Plan) -> Int {
        let test = module.testTargets.isEmpty || !tests ? 0 : 1
        if warmup { return 1 + test }
        return 1 + test + (plan.representativeFiles[module.id] == nil ? 0 : 1)
    }

    /// A timed build: its figures and the files the driver says it compiled.
    struct TimedBuild {
        var wall: Double
        var cpu: Double
        var compiledPaths: [String]
    }

    /// A build that touched every file must have compiled every file: otherwise it timed less work than it claims.
    static func check(_ build: TimedBuild, compiled expected: [String], what: String) throws {
        guard build.compiledPaths.count < expected.count else { return }
        throw ModuleBuildFailure(
            message: "\(what) compiled \(build.compiledPaths.count) of \(expected.count) changed files: the compiler skipped files, so the time would be wrong"
        )
    }

    /// Runs the compiler commands in turn; the times add up.
    func compile(_ commands: [CompileCommand], label: String, timeout: Duration) throws -> TimedBuild {
        var build = TimedBuild(wall: 0, cpu: 0, compiledPaths: [])
        for compileCommand in commands {
            let result = try run(
                Subprocess(compileCommand.executable, compileCommand.arguments, timeout: timeout),
                target: compileCommand.target, label: "\(label)-\(compileCommand.target)"
            )
            build.wall += result.wallTime.seconds
            build.cpu += result.cpuTime.seconds
            let output = (try? String(contentsOfFile: result.outputPath, encoding: .utf8)) ?? ""
            build.compiledPaths += DriverOutput(parsing: output).compiledFiles
        }
        return build
    }

    /// `swift build --target` of each target in turn; returns the summed wall time.
    func swiftBuild(_ targets: [String], label: String, timeout: Duration) throws -> Double {
        var seconds = 0.0
        for target in targets {
            seconds += try run(command.build(target: target, timeout: timeout), target: target, label: label).wallTime.seconds
        }
        return seconds
    }

    func run(_ subprocess: Subprocess, target: String, label: String) throws -> SubprocessResult {
        try cancellation?.check()
        let result = try subprocess.run(outputPath: "\(logDirectory)/\(label).log", cancellation: cancellation) { [progress] elapsed in
            progress.tick(elapsedInStep: elapsed)
        }
        try cancellation?.check()
        guard result.succeeded else {
            throw ModuleBuildFailure(message: Self.failureMessage(result, target: target))
        }
        return result
    }

    static func failureMessage(_ result: SubprocessResult, target: String) -> String {
        if result.endReason == .timedOut { return "build of \(target) timed out" }
        let output = (try? String(contentsOfFile: result.outputPath, encoding: .utf8)) ?? ""
        let errors = output.split(separator: "\n").filter { $0.contains("error:") }.prefix(5).map { $0.prefix(300) }
        let detail = errors.isEmpty ? result.outputTail(lines: 5) : errors.joined(separator: "\n")
        return "build of \(target) failed (exit \(result.exitCode)): \(detail)"
    }
}
