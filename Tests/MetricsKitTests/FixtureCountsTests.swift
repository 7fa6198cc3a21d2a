@testable import MetricsKit
import Testing

/// The MiniWorkspace fixture's files were counted by hand; the comments give the arithmetic.
@Suite struct FixtureCountsTests {
    private func measure() throws -> (Workspace, StaticMeasurer.Result) {
        let fixture = try Fixture.copy("MiniWorkspace")
        defer { fixture.remove() }
        let workspace = try fixture.workspace()
        return (workspace, StaticMeasurer().measure(workspace))
    }

    private func module(_ id: String, in result: StaticMeasurer.Result) throws -> ModuleReport {
        try #require(result.modules.first { $0.id == id })
    }

    @Test func discoversPatternModulesSharedModulesParityAndTooling() throws {
        let (workspace, _) = try measure()
        #expect(workspace.domains == ["Alpha", "Beta"])
        #expect(workspace.modules.map(\.id) == ["Alpha/MVVM", "Alpha/VIPER", "Alpha/Clean", "Beta/MVVM"])
        #expect(workspace.modules[2].targets.map(\.name) == ["AlphaCleanDomain", "AlphaCleanPresentation"])
        #expect(workspace.modules[2].rootTargets == ["AlphaCleanPresentation"])
        #expect(workspace.modules[2].testTargets.map(\.name) == ["AlphaCleanDomainTests"])
        #expect(workspace.shared.map(\.target.name) == ["Kit", "AlphaCore"])
        #expect(workspace.shared.map(\.domain) == [nil, "Alpha"])
        #expect(workspace.shared[0].testTargets.map(\.name) == ["KitTests"])
        #expect(workspace.parity?.name == "ParityTests")
        #expect(workspace.tooling == ["MetricsTool"])
    }

    @Test func alphaMVVMLinesByRole() throws {
        let (_, result) = try measure()
        let mvvm = try module("Alpha/MVVM", in: result)
        // ListViewModel 26 lines: 18 code, 4 comment (3 block + 1 line), 4 blank (one inside the string);
        // ListView 10 lines: 8 code, 2 blank; AlphaMVVM.swift 5 lines: 4 code, 1 doc comment.
        #expect(mvvm.size == LineCounts(files: 3, code: 30, comment: 5, blank: 6))
        #expect(mvvm.roles.map(\.name) == ["View", "ViewModel", "Coordinator", "Model", "Assembly", "Other"])
        #expect(mvvm.roles.map(\.lines.code) == [8, 18, 0, 0, 0, 4])
        #expect(mvvm.otherFiles == ["Modules/Alpha/MVVM/App/AlphaMVVM.swift"])
        #expect(mvvm.layers.isEmpty)
        // init 1, add 7 (from `func` to `}`), render 3, makeAlphaMVVM 3 (the attribute line is not counted).
        #expect(mvvm.shape == Shape(
            types: 2, protocols: 0, functions: 4, functionCodeLines: 14,
            longestFunction: LongestFunction(name: "add", file: "Modules/Alpha/MVVM/List/ListViewModel.swift", line: 19, codeLines: 7)
        ))
        // 40 lines of tests: 34 code, 1 comment, 5 blank; 2 @Test + 2 XCTest `test…` methods (not the helper).
        #expect(mvvm.testCode == LineCounts(files: 1, code: 34, comment: 1, blank: 5))
        #expect(mvvm.declaredTests == 4)
    }

    @Test func alphaVIPERLinesByRole() throws {
        let (_, result) = try measure()
        let viper = try module("Alpha/VIPER", in: result)
        #expect(viper.size == LineCounts(files: 5, code: 44, comment: 1, blank: 9))
        #expect(viper.roles.map(\.name) == ["View", "Presenter", "Interactor", "Entity", "Router", "Module", "Protocols", "Other"])
        // ModuleFactory.swift counts as Module.
        #expect(viper.roles.map(\.lines.code) == [8, 13, 7, 0, 0, 7, 9, 0])
        #expect(viper.roles.map(\.lines.files) == [1, 1, 1, 0, 0, 1, 1, 0])
        #expect(viper.shape.types == 4)
        #expect(viper.shape.protocols == 2)
        // Presenter init 3 + viewDidLoad 4, interactor 3, factory init 1 + makeList 3, view init 1 + show 3.
        #expect(viper.shape.functions == 7)
        #expect(viper.shape.functionCodeLines == 18)
        #expect(viper.shape.longestFunction?.name == "viewDidLoad")
        #expect(viper.declaredTests == 1)
        #expect(viper.testCode == LineCounts(files: 1, code: 14, comment: 0, blank: 1))
    }

    @Test func cleanLayersComeFromTheLayerTargets() throws {
        let (_, result) = try measure()
        let clean = try module("Alpha/Clean", in: result)
        #expect(clean.size == LineCounts(files: 2, code: 21, comment: 0, blank: 6))
        #expect(clean.layers.map(\.name) == ["Presentation", "Domain", "Data", "DI"])
        #expect(clean.layers.map(\.lines.code) == [13, 8, 0, 0])
        #expect(clean.roles.first { $0.name == "UseCase" }?.lines.code == 8)
        #expect(clean.roles.first { $0.name == "Formatter" }?.lines.code == 13)
        #expect(clean.shape.protocols == 1)
    }

    @Test func sharedModulesAndParityAreMeasuredApart() throws {
        let (_, result) = try measure()
        #expect(result.shared.map(\.name) == ["Kit", "AlphaCore"])
        #expect(result.shared[0].size == LineCounts(files: 1, code: 5, comment: 1, blank: 0))
        #expect(result.shared[1].size == LineCounts(files: 1, code: 9, comment: 0, blank: 2))
        #expect(result.shared[0].declaredTests == 1)
        #expect(result.parity?.declaredTests == 1)
        #expect(result.parity?.testCode.code == 14)
        let patternCode = result.modules.reduce(0) { $0 + $1.size.code }
        #expect(patternCode == 30 + 44 + 21 + 7)
    }

    @Test func representativeFileIsTheSceneAllPatternsShare() throws {
        let (_, result) = try measure()
        #expect(result.representativeFiles["Alpha/MVVM"] == "Modules/Alpha/MVVM/List/ListViewModel.swift")
        #expect(result.representativeFiles["Alpha/VIPER"] == "Modules/Alpha/VIPER/List/ListPresenter.swift")
        #expect(result.representativeFiles["Alpha/Clean"] == "Modules/Alpha/Clean/Domain/ListUseCase.swift")
        #expect(result.representativeFiles["Beta/MVVM"] == "Modules/Beta/MVVM/Detail/DetailViewModel.swift")
    }

    /// Clean names a use case after its action, not its screen: the scene is the folder.
    @Test func aFilesSceneIsItsFolderPastALayer() throws {
        let clean = try #require(PatternCatalog.standard.pattern(named: "Clean"))
        let mvvm = try #require(PatternCatalog.standard.pattern(named: "MVVM"))
        let layer = TargetSources(name: "ShopCleanDomain", path: "Modules/Shop/Clean/Domain", kind: .regular, files: [])
        let whole = TargetSources(name: "ShopClean", path: "Modules/Shop/Clean", kind: .regular, files: [])
        let plain = TargetSources(name: "ShopMVVM", path: "Modules/Shop/MVVM", kind: .regular, files: [])
        #expect(StaticMeasurer.scene(of: "Modules/Shop/Clean/Domain/Gather/GatherTimerUseCase.swift", in: layer, pattern: clean) == "Gather")
        #expect(StaticMeasurer.scene(of: "Modules/Shop/Clean/Domain/Gather/GatherTimerUseCase.swift", in: whole, pattern: clean) == "Gather")
        #expect(StaticMeasurer.scene(of: "Modules/Shop/Clean/Domain/ListUseCase.swift", in: whole, pattern: clean) == nil)
        #expect(StaticMeasurer.scene(of: "Modules/Shop/MVVM/Gather/Timer/GatherViewModel.swift", in: plain, pattern: mvvm) == "Gather")
        #expect(StaticMeasurer.scene(of: "Modules/Shop/MVVM/ShopMVVM.swift", in: plain, pattern: mvvm) == nil)
    }
}
