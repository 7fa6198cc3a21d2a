import Foundation
@testable import MetricsKit
import Testing

/// Folder runs read what real apps call their files and folders (`FolderDefaults`), say why each
/// file got its role, let `--role` win, and leave the workspace's exact reading alone.
@Suite struct FolderDefaultsTests {
    static let uikit = FolderCountsTests.folder
    static let swiftUI = Fixture.directory.appendingPathComponent("SwiftUIClean").path

    private func measure(_ folder: String, _ pattern: String, roles: [RoleAddition] = [], exact: Bool = false) throws -> TreeMeasurer.Result {
        let options = TreeOptions(paths: [folder], patterns: [pattern], roles: roles, exactRoles: exact)
        let spec = try #require(try options.resolve(catalog: .standard, currentDirectory: "/").first)
        return try TreeMeasurer().measure(spec)
    }

    private func why(_ result: TreeMeasurer.Result) -> [String: String] {
        Dictionary(uniqueKeysWithValues: (result.setting.attribution ?? []).map { ($0.file, "\($0.role) \(TreeTables.why($0))") })
    }

    @Test func theUIKitFixtureNeedsNoRoleOption() throws {
        let result = try measure(Self.uikit, "MVC")
        #expect(why(result) == [
            "Model/PlayerModel.swift": "Model suffix …Model",
            "Scenes/Players/PlayerCell.swift": "View synonym …Cell",
            "Scenes/Players/PlayerDetailView.swift": "View suffix …View",
            "Scenes/Players/PlayerListViewController.swift": "ViewController suffix …ViewController",
            "Support/Formatting.swift": "Support folder Support/",
        ])
        #expect(result.module.otherFiles.isEmpty)
        #expect(result.module.roles.map(\.name) == ["ViewController", "View", "Model", "Assembly", "Data", "Support", "Other"])
        // PlayerCell 7 + PlayerDetailView 7 code lines (hand counts: FolderCountsTests); Formatting 3.
        #expect(result.module.roles.first { $0.name == "View" }?.lines.code == 14)
        #expect(result.module.roles.first { $0.name == "Support" }?.lines.code == 3)
        // MVC's view controllers keep their own role: a synonym never takes a catalog suffix.
        #expect(result.setting.roles.first { $0.role == "View" }?.suffixes == ["View", "Cell", "Screen"])
    }

    @Test func theSwiftUIFixtureFindsInteractorsContainerAndFolders() throws {
        let result = try measure(Self.swiftUI, "clean")
        #expect(why(result) == [
            "App/CountriesApp.swift": "Container synonym …App",
            "DI/AppEnvironment.swift": "Container synonym …AppEnvironment",
            "DI/DIContainer.swift": "Container suffix …Container",
            "Interactors/CountriesInteractor.swift": "UseCase synonym …Interactor",
            "Misc/Clock.swift": "Other none",
            "Models/Country.swift": "Model folder Models/",
            "Networking/APIClient.swift": "Repository folder Networking/",
            "Networking/Endpoint.swift": "Repository folder Networking/",
            "Repositories/CountriesWebRepository.swift": "Repository suffix …Repository",
            "UI/CountriesList.swift": "View folder UI/",
            "UI/CountryCell.swift": "View synonym …Cell",
            "UI/CountryDetailsView.swift": "View suffix …View",
            "Utilities/Loadable.swift": "Support folder Utilities/",
        ])
        #expect(result.module.otherFiles == ["Misc/Clock.swift"])
        // Clock: code 1 and 4, a comment, a blank line.
        #expect(result.module.roles.last?.lines == LineCounts(files: 1, code: 2, comment: 1, blank: 1))
        #expect(result.module.testCode.files == 1)
        #expect(result.setting.folderRoles?.contains(FolderRole(folder: "Networking", role: "Repository")) == true)
        #expect(result.setting.folderRoles?.contains(FolderRole(folder: "Interactors", role: "UseCase")) == true)
    }

    /// A Clean Swift app written the way VIPER-trained teams write it: the scene's set-up in
    /// `…Module`, every role's protocol in `…Protocols`. With default options nothing is Other
    /// (17 % of such an app's code was).
    @Test func aVIPAppWithVIPERNamesNeedsNoRoleOption() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vip-viper-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("Scenes/Login")
        try FileManager.default.createDirectory(at: scene, withIntermediateDirectories: true)
        for role in ["ViewController", "Interactor", "Presenter", "Router", "Worker", "Models", "Module", "Protocols"] {
            try "struct Login\(role) {}\n".write(to: scene.appendingPathComponent("Login\(role).swift"), atomically: true, encoding: .utf8)
        }

        let result = try measure(folder.path, "VIP")

        #expect(result.module.otherFiles.isEmpty)
        #expect(why(result)["Scenes/Login/LoginModule.swift"] == "Configurator synonym …Module")
        #expect(why(result)["Scenes/Login/LoginProtocols.swift"] == "Protocols synonym …Protocols")
    }

    @Test func roleOptionsWinOverTheDefaults() throws {
        let result = try measure(Self.swiftUI, "Clean", roles: [
            RoleAddition(role: "Presenter", suffixes: ["Interactor"]), RoleAddition(role: "Helper", suffixes: ["Loadable", "Clock"]),
        ])
        let reasons = why(result)
        #expect(reasons["Interactors/CountriesInteractor.swift"] == "Presenter --role …Interactor")
        #expect(reasons["Utilities/Loadable.swift"] == "Helper --role …Loadable")
        #expect(reasons["Misc/Clock.swift"] == "Helper --role …Clock")
        #expect(result.setting.roles.first { $0.role == "UseCase" }?.suffixes == ["UseCase", "Service"])
    }

    @Test func exactRolesReadOnlyTheCatalogsSuffixes() throws {
        let result = try measure(Self.uikit, "MVC", exact: true)
        #expect(result.module.otherFiles == ["Scenes/Players/PlayerCell.swift", "Support/Formatting.swift"])
        #expect(result.module.roles.map(\.name) == ["ViewController", "View", "Model", "Assembly", "Other"])
        #expect(result.setting.folderRoles == [])
        #expect(why(result)["Support/Formatting.swift"] == "Other none")
        let clean = try measure(Self.swiftUI, "Clean", exact: true)
        #expect(why(clean)["Interactors/CountriesInteractor.swift"] == "Other none")
    }

    /// The workspace keeps its exact suffixes: a file in an `App/` folder with no role suffix is
    /// Other there, though a folder run of the same files places it by its folder.
    @Test func theWorkspacesAttributionIgnoresTheFolderDefaults() throws {
        let fixture = try Fixture.copy("MiniWorkspace")
        defer { fixture.remove() }
        let workspace = StaticMeasurer().measure(try fixture.workspace())
        let file = "Modules/Alpha/MVVM/App/AlphaMVVM.swift"
        let attribution = try #require(workspace.attributions["Alpha/MVVM"]?.first { $0.file == file })
        #expect(attribution == FileAttribution(file: file, role: "Other", reason: .none))
        #expect(workspace.modules.first { $0.id == "Alpha/MVVM" }?.otherFiles == [file])

        let asFolder = try measure("\(fixture.root)/Modules/Alpha/MVVM", "MVVM")
        #expect(why(asFolder)["App/AlphaMVVM.swift"] == "Assembly folder App/")
        let mvvm = try #require(PatternCatalog.standard.pattern(named: "MVVM"))
        #expect(RoleReader(pattern: mvvm).attribute("Networking/Endpoint.swift").reason == .none)
        #expect(RoleReader(pattern: mvvm).attribute("Scenes/PlayerCell.swift").role == "Other")
    }

    @Test func theReasonsAreInEveryFormat() throws {
        let options = MetricsOptions(packagePath: ".", trees: TreeOptions(paths: [Self.swiftUI], patterns: ["Clean"]))
        let report = try MetricsRunner(options: options, progress: ProgressBar(style: .silent)) { _, _, _, _ in Fixture.environment }.run()
        let text = TextReport.render(report)
        #expect(text.contains("Why each file has its role"))
        #expect(text.split(separator: "\n").contains { $0.hasPrefix("SwiftUIClean/Clean") && $0.contains("folder Networking/") && $0.hasSuffix(" 2") })
        let markdown = MarkdownReport.render(report)
        #expect(markdown.contains("| SwiftUIClean/Clean | Interactors/CountriesInteractor.swift | UseCase | synonym …Interactor |"))
        #expect(HTMLReport.render(report).contains("<td>folder Networking/</td>"))
        let object = try #require(try JSONSerialization.jsonObject(with: JSONReport.encode(report)) as? [String: Any])
        let tree = try #require(((object["settings"] as? [String: Any])?["trees"] as? [[String: Any]])?.first)
        let entry = try #require((tree["attribution"] as? [[String: Any]])?.first { $0["file"] as? String == "Networking/APIClient.swift" })
        #expect(entry["role"] as? String == "Repository")
        #expect(entry["reason"] as? String == "folder")
        #expect(entry["match"] as? String == "Networking")
        #expect(try JSONReport.decode(JSONReport.encode(report)) == report)
    }

    /// Every pattern of the catalog has folder defaults, and they name only roles they bring or
    /// the pattern has.
    @Test func everyPatternHasDefaults() throws {
        for pattern in PatternCatalog.standard.patterns {
            let defaults = try #require(PatternCatalog.folderDefaults(for: pattern.name), "\(pattern.name)")
            let reader = try RoleReader.folderRun(pattern, defaults: defaults, additions: [])
            let roles = Set(reader.pattern.roles.map(\.name))
            #expect(defaults.folders.allSatisfy { roles.contains($0.role) }, "\(pattern.name)")
            #expect(reader.attribute("Networking/Client.swift").reason == .folder, "\(pattern.name)")
            #expect(reader.attribute("Scenes/LoginViewController.swift").role != "Other", "\(pattern.name)")
        }
    }
}
