import MetricsKit
import Testing

@Suite struct PatternCatalogTests {
    private let catalog = PatternCatalog.standard

    @Test func longestRoleSuffixWins() throws {
        let mvvm = try #require(catalog.pattern(named: "MVVM"))
        #expect(mvvm.role(ofFileNamed: "PlayerListViewModel.swift")?.role == "ViewModel")
        #expect(mvvm.role(ofFileNamed: "PlayerListView.swift")?.role == "View")
        #expect(mvvm.role(ofFileNamed: "PlayerModel.swift")?.role == "Model")
        #expect(mvvm.role(ofFileNamed: "PlayerListViewModel.swift")?.scene == "PlayerList")
    }

    @Test func moduleFactoryCountsAsModule() throws {
        let viper = try #require(catalog.pattern(named: "viper"))
        #expect(viper.role(ofFileNamed: "ModuleFactory.swift")?.role == "Module")
        #expect(viper.role(ofFileNamed: "GatherModule.swift")?.role == "Module")
        #expect(viper.role(ofFileNamed: "GatherProtocols.swift")?.role == "Protocols")
    }

    @Test func filesWithoutARoleSuffixHaveNoRole() throws {
        let cis = try #require(catalog.pattern(named: "CIS"))
        #expect(cis.role(ofFileNamed: "FootballGatherCIS.swift") == nil)
        #expect(cis.role(ofFileNamed: "GatherViewModel.swift") == nil)
        #expect(cis.role(ofFileNamed: "GatherModels.swift")?.role == "Models")
    }

    @Test func anExtensionFileHasTheRoleOfTheTypeItExtends() throws {
        let mvc = try #require(catalog.pattern(named: "MVC"))
        #expect(mvc.role(ofFileNamed: "GatherViewController+Timer.swift")?.role == "ViewController")
        #expect(mvc.role(ofFileNamed: "GatherViewController+Timer.swift")?.scene == "Gather")
        #expect(mvc.role(ofFileNamed: "Player+Display.swift") == nil)
    }

    @Test func everyPatternOfTheSpecIsInTheCatalog() {
        #expect(catalog.patterns.map(\.name) == ["MVC", "MVVM", "VIPER", "CIS", "Clean", "Reactor"])
        #expect(catalog.pattern(named: "Clean")?.layers == ["Presentation", "Domain", "Data", "DI"])
    }

    @Test func targetNamesSplitIntoDomainPatternAndLayer() {
        let layout = WorkspaceLayout()
        #expect(layout.patternName(of: "FootballGatherMVVM")?.domain == "FootballGather")
        #expect(layout.patternName(of: "CountriesVIPER")?.pattern == "VIPER")
        let clean = layout.patternName(of: "FootballGatherCleanDomain")
        #expect(clean?.domain == "FootballGather")
        #expect(clean?.pattern == "Clean")
        #expect(clean?.layer == "Domain")
        #expect(layout.patternName(of: "FootballGatherClean")?.layer == nil)
    }

    @Test func sharedTargetNamesAreNotPatterns() {
        let layout = WorkspaceLayout()
        for name in ["FootballGatherModel", "TerminalUI", "AppSupport", "CountriesApp", "MVVM", "FootballGatherCleanup", "CountriesMVVMExtras"] {
            #expect(layout.patternName(of: name) == nil, "\(name)")
        }
    }
}
