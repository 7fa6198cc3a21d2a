import MetricsKit

/// A report with every optional part filled in, for schema and rendering tests.
enum SampleReport {
    static var changeCost: ChangeCostFigures {
        var cost = ChangeCost()
        cost.filesTouched = 2
        cost.filesAdded = 1
        cost.codeAdded = ["ViewModel": 12, "View": 3]
        cost.codeRemoved = ["View": 1]
        cost.testCodeAdded = 20
        var shared = ChangeCost()
        shared.filesTouched = 1
        shared.outsideCodeAdded = 4
        return ChangeCostFigures(
            exercises: [ChangeCostFigures.ExerciseInfo(id: "alpha-field", title: "A new field", app: "alpha", shared: shared)],
            cells: [
                ChangeCostFigures.Cell(exercise: "alpha-field", pattern: "MVVM", status: "passed", cost: cost, journeyPassed: true, testsPassed: true),
                ChangeCostFigures.Cell(exercise: "alpha-field", pattern: "VIPER", status: "failed", reason: "the solution no longer applies: error: patch failed"),
            ],
            seconds: 120
        )
    }

    /// A View file on the toolkit, a ViewModel file on neither, the view model holding the state.
    static var buys: ModuleBuys {
        let view = BuysFigures(code: 8, ui: LineCounts(files: 1, code: 8, blank: 2))
        let viewModel = BuysFigures(
            code: 22, neither: LineCounts(files: 2, code: 22, comment: 5, blank: 4), mutableProperties: 3, stateHolders: 1
        )
        return ModuleBuys(
            total: view + viewModel,
            roles: [RoleBuys(role: "View", figures: view), RoleBuys(role: "ViewModel", figures: viewModel)],
            stateHolders: [StateHolder(
                type: "ListViewModel", file: "Modules/Alpha/MVVM/List/ListViewModel.swift", line: 4, role: "ViewModel",
                mutableProperties: 3, stateTypes: ["ListViewModel.Form"], isView: false
            )],
            uiWithoutImport: ["Modules/Alpha/MVVM/List/ListView.swift"], storageWithoutImport: []
        )
    }

    static func make() -> MetricsReport {
        let build = ModuleBuild(
            overheadSeconds: 1.2,
            full: BuildFigure(samples: [2.0, 2.2, 2.1], cpuSamples: [4.0, 4.1, 4.2], compiledFiles: [3, 3, 3], ratioToFastest: 1),
            incremental: BuildFigure(samples: [1.0, 1.1, 1.05], cpuSamples: [1.5, 1.6, 1.7], compiledFiles: [1, 1, 1], ratioToFastest: 1),
            test: BuildFigure(samples: [1.5, 1.6, 1.55], cpuSamples: [2.5, 2.6, 2.7], compiledFiles: [1, 1, 1], ratioToFastest: 1),
            representativeFile: "Modules/Alpha/MVVM/List/ListViewModel.swift"
        )
        var module = ModuleReport(
            id: "Alpha/MVVM", domain: "Alpha", pattern: "MVVM", targets: ["AlphaMVVM"], testTargets: ["AlphaMVVMTests"],
            size: LineCounts(files: 3, code: 30, comment: 5, blank: 6),
            roles: [RoleSize(name: "View", lines: LineCounts(files: 1, code: 8, comment: 0, blank: 2))],
            layers: [RoleSize(name: "Presentation", lines: LineCounts(files: 1, code: 8))],
            otherFiles: ["Modules/Alpha/MVVM/App/AlphaMVVM.swift"],
            shape: Shape(types: 2, protocols: 1, functions: 4, functionCodeLines: 14, longestFunction: LongestFunction(name: "add", file: "a, \"b\".swift", line: 19, codeLines: 7)),
            testCode: LineCounts(files: 1, code: 28, comment: 0, blank: 5), testShape: Shape(types: 2, functions: 5, functionCodeLines: 17),
            declaredTests: 4,
            tests: TestResults(listed: 4, status: "passed", passed: 4, failed: 0, skipped: 0, seconds: 0.8, message: nil),
            coverage: CoverageFigures(own: Coverage(coveredLines: 20, lines: 25), parity: Coverage(coveredLines: 10, lines: 25)),
            build: build
        )
        module.fail("tests", "1 test failed | with a pipe")
        module.dependencies = DependencyFigures(
            rules: ["ViewModel → View"],
            edges: [DependencyEdge(from: "ViewModel", to: "View", kind: .role, references: 1, files: 1, violations: 1)],
            files: [FileDependencies(path: "Modules/Alpha/MVVM/ListViewModel.swift", role: "ViewModel", toRoles: ["View": 1], toShared: [:])],
            violations: [RuleViolation(file: "Modules/Alpha/MVVM/ListViewModel.swift", line: 3, rule: "ViewModel → View", name: "ListView", target: "View")],
            ambiguous: [AmbiguousReference(file: "Modules/Alpha/MVVM/ListViewModel.swift", line: 4, name: "Row", roles: ["Model", "View"])]
        )
        module.buys = buys
        var summary = PatternSummary(
            pattern: "MVVM", modules: ["Alpha/MVVM"], failedModules: ["Alpha/MVVM"], size: module.size, roles: module.roles,
            shape: module.shape, testCode: module.testCode, declaredTests: 4, listedTests: 4,
            coverageOwn: Coverage(coveredLines: 20, lines: 25), coverageParity: Coverage(coveredLines: 10, lines: 25),
            build: [PatternBuild(kind: .full, median: 2.1, min: 2.0, max: 2.2, ratioToFastest: 1)]
        )
        summary.buys = PatternBuys(total: buys.total, ruleViolations: 1, mutationScore: 80)
        return MetricsReport(
            environment: RunEnvironment(
                commit: "abc", dirty: true, toolchain: "Swift 6", os: "Linux", cpuModel: "CPU", cpuCount: 2, memoryGB: 8,
                date: "2026-01-01T00:00:00Z"
            ),
            settings: RunSettings(
                mode: "full", configuration: "debug", runs: 3, runsChosenBy: "auto", warmupRuns: 1, patterns: ["MVVM"],
                domains: [], parityTarget: "ParityTests", scratchPath: ".build-metrics", formats: ["json"],
                phases: ["static figures", "tests", "build timing", "coverage", "test-target build timing", "change cost"],
                phasesLeftOut: ["runtime"], commandAddingLeftOut: "Scripts/metrics --full --patterns MVVM"
            ),
            modules: [module],
            patterns: [summary],
            shared: [SharedModuleReport(
                name: "Kit", kind: "library", domain: nil, size: LineCounts(files: 1, code: 5, comment: 1), shape: Shape(types: 1),
                testTargets: ["KitTests"], testCode: LineCounts(files: 1, code: 4), declaredTests: 1
            )],
            parity: ParityReport(target: "ParityTests", testCode: LineCounts(files: 1, code: 14), declaredTests: 1, tests: TestResults(listed: 1, status: "passed", passed: 1)),
            buildTiming: BuildTimingSummary(
                configuration: "debug", runs: 3, warmupRuns: 1, overheadMethod: "null build", maxFullRebuildSpread: 0.095,
                spreadThreshold: 0.1, noisy: false, noiseFloor: NoiseFloor(samples: [0.30, 0.31, 0.33]), phaseSeconds: 60
            ),
            notes: ["A note."],
            durationSeconds: 75.5,
            changeCost: changeCost
        )
    }
}
