import Foundation
@testable import MetricsKit
import Testing

/// `--path` on the UIKitMVC fixture, a plain folder (no Package.swift). Every count was made by
/// hand, line by line, with these rules: blank = only whitespace (also inside a multi-line
/// string), comment = only comment text, code = anything else; the comments give the arithmetic.
@Suite struct FolderCountsTests {
    static let folder = Fixture.directory.appendingPathComponent("UIKitMVC").path

    private func measure(_ roles: [RoleAddition] = [RoleAddition(role: "View", suffixes: ["Cell"])]) throws -> TreeMeasurer.Result {
        let mvc = try #require(PatternCatalog.standard.pattern(named: "MVC"))
        return try TreeMeasurer().measure(TreeSpec(label: "UIKitMVC", path: Self.folder, pattern: try mvc.adding(roles)))
    }

    private func role(_ name: String, _ result: TreeMeasurer.Result) throws -> LineCounts {
        try #require(result.module.roles.first { $0.name == name }).lines
    }

    @Test func linesByRoleMatchTheHandCounts() throws {
        let result = try measure()
        #expect(result.module.id == "UIKitMVC/MVC")
        #expect(result.module.domain == "UIKitMVC")
        #expect(result.module.roles.map(\.name) == ["ViewController", "View", "Model", "Assembly", "Other"])
        // PlayerListViewController: 19 lines; code 1,4,5,7–10,12,16–19 = 12; comment 3 (doc), 14–15 (block) = 3; blank 2,6,11,13 = 4.
        #expect(try role("ViewController", result) == LineCounts(files: 1, code: 12, comment: 3, blank: 4))
        // PlayerCell (via --role View=Cell): 9 lines, the last without a newline; code 1,3,4 (a string with //),6–9 (#if…#endif) = 7; blank 2,5.
        // PlayerDetailView: 10 lines; code 1,3,4,5,7,8,10 = 7; blank 2 and 6 (empty line inside the string) = 2; comment 9.
        #expect(try role("View", result) == LineCounts(files: 2, code: 14, comment: 1, blank: 4))
        // PlayerModel: 8 lines; comment 1 (doc); blank 4; code 2,3,5–8 = 6 (line 6 has code and a block comment).
        #expect(try role("Model", result) == LineCounts(files: 1, code: 6, comment: 1, blank: 1))
        // Formatting: 5 lines; comment 1, blank 2, code 3–5.
        #expect(try role("Other", result) == LineCounts(files: 1, code: 3, comment: 1, blank: 1))
        #expect(result.module.otherFiles == ["Support/Formatting.swift"])
        #expect(result.module.size == LineCounts(files: 5, code: 35, comment: 6, blank: 10))
        #expect(result.module.size.total == 51)
    }

    @Test func testFilesAreTestCodeNotRoles() throws {
        let result = try measure()
        // PlayersTests/PlayerModelSpec (by its folder): 9 lines, 8 code, 1 blank; one @Test.
        // Support/FormattingTest (by its name): 9 lines, 7 code, 2 blank; one XCTest `test…` (not `helper`).
        #expect(result.module.testCode == LineCounts(files: 2, code: 15, comment: 0, blank: 3))
        #expect(result.module.declaredTests == 2)
        #expect(result.module.targets.isEmpty && result.module.testTargets.isEmpty)
    }

    @Test func shapeOfTheFolder() throws {
        let shape = try measure().module.shape
        // Four classes/structs; init 4 lines (7–10), required init 1, tableView 3, add 3, initials 3.
        #expect(shape.types == 4)
        #expect(shape.protocols == 0)
        #expect(shape.functions == 5)
        #expect(shape.functionCodeLines == 14)
        #expect(shape.longestFunction?.file == "Scenes/Players/PlayerListViewController.swift")
    }

    /// Physical lines per role = `wc -l` over the role's files + the files whose last line has no
    /// final newline (`wc -l` counts newline characters; the report counts that last line).
    @Test func physicalLinesPerRoleAreWcPlusLastLinesWithoutNewline() throws {
        let result = try measure()
        let files: [(role: String, files: [String], withoutNewline: Int)] = [
            ("ViewController", ["Scenes/Players/PlayerListViewController.swift"], 0),
            ("View", ["Scenes/Players/PlayerCell.swift", "Scenes/Players/PlayerDetailView.swift"], 1),
            ("Model", ["Model/PlayerModel.swift"], 0),
            ("Other", ["Support/Formatting.swift"], 0),
        ]
        for entry in files {
            let wc = try Self.wcLines(entry.files.map { "\(Self.folder)/\($0)" })
            #expect(try role(entry.role, result).total == wc + entry.withoutNewline, "\(entry.role)")
        }
        #expect(try role("View", result).total == 19)
        #expect(try Self.wcLines(files.flatMap(\.files).map { "\(Self.folder)/\($0)" }) == 50)
        #expect(result.setting.filesWithoutFinalNewline == 1)
    }

    @Test func withoutTheRoleOptionTheCellIsOther() throws {
        let result = try measure([])
        #expect(try role("View", result) == LineCounts(files: 1, code: 7, comment: 1, blank: 2))
        #expect(try role("Other", result).files == 2)
        #expect(result.module.otherFiles == ["Scenes/Players/PlayerCell.swift", "Support/Formatting.swift"])
    }

    /// A suffix given with --role leaves the catalog role that had it.
    @Test func roleOptionCanTakeASuffixFromItsCatalogRole() throws {
        let result = try measure([RoleAddition(role: "View", suffixes: ["ViewController", "Cell"])])
        #expect(try role("ViewController", result) == .zero)
        #expect(try role("View", result) == LineCounts(files: 3, code: 26, comment: 4, blank: 8))
        #expect(result.setting.roles.first { $0.role == "ViewController" }?.suffixes == ["Formatter"])
        #expect(result.setting.roles.first { $0.role == "View" }?.suffixes == ["View", "ViewController", "Cell"])
    }

    @Test func aNewRoleComesAfterTheCatalogsRoles() throws {
        let result = try measure([RoleAddition(role: "Helper", suffixes: ["Formatting"])])
        #expect(result.module.roles.map(\.name) == ["ViewController", "View", "Model", "Assembly", "Helper", "Other"])
        #expect(try role("Helper", result).code == 3)
        #expect(try role("Other", result).code == 7)
    }

    static func wcLines(_ paths: [String]) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["wc", "-l"] + paths
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        // One file: "N path"; several: a last "N total" line.
        let last = try #require(lines.last)
        return try #require(Int(last.split(separator: " ").first ?? ""))
    }
}
