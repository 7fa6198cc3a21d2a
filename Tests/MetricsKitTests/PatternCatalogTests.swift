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

    /// Issue 20's convention: the display formatting scenes share is a `…Formatter` in the
    /// pattern's presentation role, and app wiring has a role in every pattern.
    @Test(arguments: [
        ("MVC", "ViewController", "Assembly"), ("MVVM", "ViewModel", "Assembly"), ("VIPER", "Presenter", "Module"),
        ("VIP", "Presenter", "Configurator"), ("CIS", "Store", "Assembly"), ("Clean", "Formatter", "Container"),
        ("Reactor", "State", "Assembly"),
    ])
    func everyPatternPlacesFormattingAndWiring(pattern name: String, presentation: String, wiring: String) throws {
        let pattern = try #require(catalog.pattern(named: name))
        #expect(pattern.role(ofFileNamed: "PlayerFormatter.swift")?.role == presentation)
        #expect(pattern.role(ofFileNamed: "CountryFormatter.swift")?.scene == "Country")
        #expect(pattern.role(ofFileNamed: "AppAssembly.swift")?.role == wiring)
        #expect(pattern.role(ofFileNamed: "AppDelegate.swift")?.role == wiring)
        #expect(pattern.role(ofFileNamed: "PlayerDisplay.swift") == nil)
    }

    @Test func scenesAreAssembledInTheWiringRole() throws {
        for name in ["CIS", "Reactor"] {
            #expect(catalog.pattern(named: name)?.role(ofFileNamed: "SceneAssembly.swift")?.role == "Assembly")
        }
        #expect(catalog.pattern(named: "VIPER")?.role(ofFileNamed: "AppLoader.swift")?.role == "Module")
        #expect(catalog.pattern(named: "Clean")?.role(ofFileNamed: "SignInUseCase.swift")?.role == "UseCase")
        let vip = catalog.pattern(named: "VIP")
        #expect(vip?.role(ofFileNamed: "CountryListConfigurator.swift")?.role == "Configurator")
        #expect(vip?.role(ofFileNamed: "CountryListViewController.swift")?.role == "ViewController")
        #expect(vip?.role(ofFileNamed: "CountryListModels.swift")?.role == "Models")
    }

    /// The view layer a new UI framework replaces, stated once in the catalog; VIP's view is a
    /// ViewController under UIKit and a View under SwiftUI.
    @Test func everyPatternNamesItsViewRoles() throws {
        let views = Dictionary(uniqueKeysWithValues: catalog.patterns.map { ($0.name, $0.viewRoles) })
        #expect(views == [
            "MVC": ["ViewController", "View"], "MVVM": ["View"], "VIPER": ["View"], "VIP": ["ViewController", "View"],
            "CIS": ["View"], "Clean": ["View"], "Reactor": ["View"],
        ])
        for pattern in catalog.patterns {
            #expect(Set(pattern.viewRoles).isSubset(of: pattern.roles.map(\.name)), "\(pattern.name)")
        }
        let vip = try #require(catalog.pattern(named: "VIP"))
        #expect(vip.role(ofFileNamed: "CountryListView.swift")?.role == "View")
        #expect(vip.role(ofFileNamed: "CountryListViewController.swift")?.role == "ViewController")
    }

    @Test func everyPatternOfTheSpecIsInTheCatalog() {
        #expect(catalog.patterns.map(\.name) == ["MVC", "MVVM", "VIPER", "VIP", "CIS", "Clean", "Reactor"])
        #expect(catalog.pattern(named: "Clean")?.layers == ["Presentation", "Domain", "Data", "DI"])
    }

    @Test func targetNamesSplitIntoDomainPatternAndLayer() {
        let layout = WorkspaceLayout()
        #expect(layout.patternName(of: "FootballGatherMVVM")?.domain == "FootballGather")
        #expect(layout.patternName(of: "CountriesVIPER")?.pattern == "VIPER")
        // VIP is a prefix of VIPER: each target is still the pattern its name ends with.
        #expect(layout.patternName(of: "CountriesVIP")?.pattern == "VIP")
        #expect(layout.patternName(of: "FootballGatherVIP")?.pattern == "VIP")
        #expect(layout.patternName(of: "FootballGatherVIPER")?.pattern == "VIPER")
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
