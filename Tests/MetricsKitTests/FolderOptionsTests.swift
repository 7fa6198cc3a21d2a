import Foundation
@testable import metrics
import MetricsKit
import Testing

/// The options of a `--path` run and their one-line errors.
@Suite struct FolderOptionsTests {
    private func resolve(_ options: TreeOptions) throws -> [TreeSpec] {
        try options.resolve(catalog: .standard, currentDirectory: "/work/here")
    }

    private func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return String(describing: error)
        }
    }

    @Test func roleOptionIsRoleEqualsSuffixes() throws {
        #expect(try RoleAddition.parse("View=ViewController,Cell") == RoleAddition(role: "View", suffixes: ["ViewController", "Cell"]))
        #expect(try RoleAddition.parse(" Helper = Formatter ") == RoleAddition(role: "Helper", suffixes: ["Formatter"]))
        for bad in ["View", "=Cell", "View=", "View=Cell,", "View=Cell.swift", "View=Table Cell", "Other=Helper", "View=a/b"] {
            let text = message { _ = try RoleAddition.parse(bad) }
            #expect(text?.hasPrefix("options: --role \(bad)") == true, "\(bad): \(text ?? "accepted")")
            #expect(text?.contains("\n") == false)
        }
    }

    @Test func onePatternForEveryFolderOrOnePerFolder() throws {
        let one = try resolve(TreeOptions(paths: ["A", "/abs/B/"], patterns: ["mvc"]))
        #expect(one.map(\.path) == ["/work/here/A", "/abs/B"])
        #expect(one.map(\.id) == ["A/MVC", "B/MVC"])
        let each = try resolve(TreeOptions(paths: ["A", "B"], patterns: ["MVC", "viper"], labels: ["Mine", "Theirs"]))
        #expect(each.map(\.id) == ["Mine/MVC", "Theirs/VIPER"])
        #expect(try resolve(TreeOptions(paths: ["."], patterns: ["MVC"])).map(\.label) == ["here"])
    }

    @Test func mistakesAreOneLineErrors() {
        let cases: [(TreeOptions, String)] = [
            (TreeOptions(paths: ["A"], patterns: ["MVP"]), "options: --pattern MVP: no such pattern; known: MVC, MVVM, VIPER, VIP, CIS, Clean, Reactor"),
            (TreeOptions(paths: ["A"], patterns: []), "options: --pattern: name the pattern the folders are written in (known: MVC, MVVM, VIPER, VIP, CIS, Clean, Reactor)"),
            (TreeOptions(paths: ["A", "B", "C"], patterns: ["MVC", "MVVM"]), "options: --pattern: give one for every folder or one per --path (3 paths, 2 patterns; known: MVC, MVVM, VIPER, VIP, CIS, Clean, Reactor)"),
            (TreeOptions(paths: ["A", "B"], patterns: ["MVC"], labels: ["X"]), "options: --label: give one per --path (2 paths, 1 labels) or none"),
            (TreeOptions(paths: ["x/App", "y/App"], patterns: ["MVC"]), "options: two folders would both be App/MVC: give each --path its own --label"),
            (TreeOptions(paths: ["A"], patterns: ["MVC"], roles: [RoleAddition(role: "View", suffixes: ["Cell"]), RoleAddition(role: "Model", suffixes: ["Cell"])]),
             "options: --role: suffix Cell is given to both View and Model"),
        ]
        for (options, expected) in cases {
            #expect(message { _ = try resolve(options) } == expected)
        }
    }

    @Test func missingOrEmptyFoldersAreOneLineErrors() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("metrics-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty.appendingPathComponent(".build"), withIntermediateDirectories: true)
        try Data("let hidden = 1\n".utf8).write(to: empty.appendingPathComponent(".build/Hidden.swift"))
        defer { try? FileManager.default.removeItem(at: empty) }
        let mvc = PatternCatalog.standard.pattern(named: "MVC")!
        #expect(message { _ = try TreeMeasurer().measure(TreeSpec(label: "E", path: empty.path, pattern: mvc)) }
            == "options: --path \(empty.path): no Swift file in it (hidden folders are skipped)")
        #expect(message { _ = try TreeMeasurer().measure(TreeSpec(label: "M", path: "/no/such/folder", pattern: mvc)) }
            == "options: --path /no/such/folder: no such folder")
    }

    @Test func testFilesByFolderOrName() {
        #expect(SwiftTree.isTestFile("AppTests/LoginSpec.swift"))
        #expect(SwiftTree.isTestFile("App/UITests/Flows/LoginFlow.swift"))
        #expect(SwiftTree.isTestFile("Login/LoginViewControllerTests.swift"))
        #expect(SwiftTree.isTestFile("Login/LoginTest.swift"))
        #expect(!SwiftTree.isTestFile("Login/LoginViewController.swift"))
        #expect(!SwiftTree.isTestFile("Testsuite/Contest.swift"))
        #expect(!SwiftTree.isTestFile("TestsHelpers/Login.swift"))
    }

    @Test func commandLineFillsTheFolderRun() throws {
        let command = try #require(try MetricsCommand.parseAsRoot([
            "--path", "A", "--path", "B", "--pattern", "MVC,MVVM", "--role", "View=ViewController,Cell", "--role", "Helper=Formatter",
            "--label", "Mine", "--label", "Theirs", "--with-workspace",
        ]) as? ReportCommand)
        let options = try command.options.metricsOptions()
        #expect(options.trees == TreeOptions(
            paths: ["A", "B"], patterns: ["MVC", "MVVM"],
            roles: [RoleAddition(role: "View", suffixes: ["ViewController", "Cell"]), RoleAddition(role: "Helper", suffixes: ["Formatter"])],
            labels: ["Mine", "Theirs"], withWorkspace: true
        ))
        #expect(options.effectiveFormats == [.table])
        let exact = try #require(try MetricsCommand.parseAsRoot(["--path", "A", "--pattern", "MVC", "--exact-roles"]) as? ReportCommand)
        #expect(try exact.options.metricsOptions().trees?.exactRoles == true)
        let plain = try #require(try MetricsCommand.parseAsRoot(["--quick"]) as? ReportCommand)
        #expect(try plain.options.metricsOptions().trees == nil)
        let stray = try #require(try MetricsCommand.parseAsRoot(["--pattern", "MVC"]) as? ReportCommand)
        #expect(message { _ = try stray.options.metricsOptions() } == "options: --pattern, --role, --label, --with-workspace and --exact-roles go with --path DIR")
        let malformed = try #require(try MetricsCommand.parseAsRoot(["--path", "A", "--pattern", "MVC", "--role", "View"]) as? ReportCommand)
        #expect(message { _ = try malformed.options.metricsOptions() }?.hasPrefix("options: --role View: expected Role=Suffix") == true)
    }
}
