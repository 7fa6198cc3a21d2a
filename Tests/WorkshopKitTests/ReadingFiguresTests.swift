import Foundation
import MetricsKit
import Testing

/// The part-two exercises' results as their READMEs read them, held against the committed
/// report's change-cost cells (the reference solutions counted by role): every row of a
/// result table, and every by-role figure the reading quotes. A report whose figures change
/// fails here until the reading is read again.
struct ReadingFiguresTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The committed report's cost of `exercise` in `pattern`.
    static func cost(_ exercise: String, _ pattern: String) throws -> ChangeCost {
        let data = try #require(FileManager.default.contents(atPath: "\(root)/Metrics/Reports/metrics.json"))
        let report = try JSONDecoder().decode(MetricsReport.self, from: data)
        return try #require(report.changeCost?.cells.first { $0.exercise == exercise && $0.pattern == pattern }?.cost)
    }

    /// Lines changed (added and removed) in `roles`.
    static func changed(_ cost: ChangeCost, in roles: [String]) -> Int {
        roles.reduce(0) { $0 + (cost.codeAdded[$1] ?? 0) + (cost.codeRemoved[$1] ?? 0) }
    }

    /// An exercise's README with its line breaks folded, as a sentence is read.
    static func reading(_ exercise: String) throws -> String {
        let text = try String(contentsOfFile: "\(root)/Metrics/Exercises/\(exercise)/README.md", encoding: .utf8)
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test(arguments: ["countries-saved-data", "countries-restore", "fg-activity-log"])
    func everyRowOfTheResultTableIsTheReportsCell(_ exercise: String) throws {
        let text = try String(contentsOfFile: "\(Self.root)/Metrics/Exercises/\(exercise)/README.md", encoding: .utf8)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") }.map { line in
            line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let header = try #require(rows.first { $0.first == "pattern" })
        let column = { (name: String) in header.firstIndex(of: name) }
        let mvc = try Self.cost(exercise, "MVC").codeChanged
        let patterns = rows.filter { PatternCatalog.standard.pattern(named: $0[0]) != nil }
        #expect(patterns.count == 7, "\(exercise)")
        for row in patterns {
            let cost = try Self.cost(exercise, row[0])
            if let added = column("code +") { #expect(row[added] == "\(cost.codeAddedTotal)", "\(exercise) \(row[0])") }
            if let removed = column("code −") { #expect(row[removed] == "\(cost.codeRemovedTotal)", "\(exercise) \(row[0])") }
            #expect(row[try #require(column("changed"))] == "\(cost.codeChanged)", "\(exercise) \(row[0])")
            #expect(row[try #require(column("× MVC"))] == "×" + String(format: "%.2f", Double(cost.codeChanged) / Double(mvc)), "\(exercise) \(row[0])")
            #expect(row[try #require(column("test code +"))] == "\(cost.testCodeAdded)", "\(exercise) \(row[0])")
            // "Assembly 51 (the app delegate) · ViewController 17": each role's lines changed.
            let roles = row[try #require(column("where the code went"))].split(separator: "·").map { part in
                part.split(separator: "(").first.map { $0.split(separator: " ").map(String.init) } ?? []
            }
            #expect(roles.count == Set(cost.codeAdded.keys).union(cost.codeRemoved.keys).count, "\(exercise) \(row[0])")
            for role in roles {
                #expect(role.count == 2 && role[1] == "\(Self.changed(cost, in: [role[0]]))", "\(exercise) \(row[0]) \(role)")
            }
            // Split by file into two halves, which add up to the whole.
            if let existing = column("existing scenes (recording)"), let new = column("new screen") {
                #expect(Int(row[existing]).map { $0 + (Int(row[new]) ?? 0) } == cost.codeChanged, "\(exercise) \(row[0])")
            }
        }
    }

    /// An exercise that moves the UI framework reads its result from the committed report's
    /// *The move to SwiftUI* figures: once the report has them (`Scripts/metrics --change-cost
    /// --exercise <id>`), the README's result table — a column headed `predicted…` and one
    /// `survived…`, as `Docs/results.md` prints it — has every measured pattern's row as the
    /// report says. Before they are measured there is nothing to hold it to.
    @Test func aMoveToSwiftUIResultTableIsTheReports() throws {
        let data = try #require(FileManager.default.contents(atPath: "\(Self.root)/Metrics/Reports/metrics.json"))
        let report = try JSONDecoder().decode(MetricsReport.self, from: data)
        for exercise in try Exercise.all(in: Self.root) where exercise.movesUIFramework {
            let cells = report.changeCost?.cells.filter { $0.exercise == exercise.id && $0.uiMove != nil } ?? []
            guard !cells.isEmpty else { continue }
            let text = try String(contentsOfFile: exercise.readme, encoding: .utf8)
            let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") }.map { line in
                line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            }
            let header = try #require(
                rows.first { row in row.contains { $0.lowercased().hasPrefix("predicted") } && row.contains { $0.lowercased().hasPrefix("survived") } },
                "\(exercise.id): its README has no result table with the columns predicted and survived"
            )
            // `survived` alone or with its explanation.
            func column(_ prefix: String) -> Int? {
                header.firstIndex { name in
                    let name = name.lowercased()
                    return prefix == "survived" ? name == prefix || name.hasPrefix("survived (") : name.hasPrefix(prefix)
                }
            }
            for cell in cells {
                let figures = try #require(cell.uiMove)
                // The table's own rows: those after its header.
                let below = rows.drop { $0 != header }.dropFirst()
                let row = try #require(below.first { $0.first == cell.pattern }, "\(exercise.id): no row for \(cell.pattern)")
                let expected: [(String, String)] = [
                    ("predicted", "\(figures.predicted)"), ("survived", "\(figures.survived)"),
                    ("non-view lines before", "\(figures.nonViewCodeBefore)"),
                    ("ui-free lines kept", "\(figures.uiFreeKept)"),
                    ("non-view files changed", "\(figures.nonViewFilesChanged.count)"),
                ]
                for (prefix, value) in expected {
                    guard let index = column(prefix) else { continue }
                    #expect(row[index] == value, "\(exercise.id) \(cell.pattern): \(header[index])")
                }
            }
        }
    }

    /// A by-role figure the reading quotes: `phrase` stands in the README, and the report's
    /// lines changed in `roles` of `pattern` are `lines`.
    struct Quote: Sendable, CustomStringConvertible {
        var exercise: String
        var phrase: String
        var pattern: String
        var roles: [String]
        var lines: Int

        var description: String { "\(exercise): \(phrase)" }
    }

    static let quotes: [Quote] = [
        // The notice's crossing, and the data half, by role.
        Quote(exercise: "countries-saved-data", phrase: "VIPER 52 of its 77 lines (Presenter 32, View 14, Protocols 6", pattern: "VIPER", roles: ["Presenter", "View", "Protocols"], lines: 52),
        Quote(exercise: "countries-saved-data", phrase: "Interactors' data half 25", pattern: "VIPER", roles: ["Interactor"], lines: 25),
        Quote(exercise: "countries-saved-data", phrase: "VIP 29 of 86 (Interactor 13, Presenter 6, ViewController 6, Models 4)", pattern: "VIP", roles: ["Interactor", "Presenter", "ViewController", "Models"], lines: 29),
        Quote(exercise: "countries-saved-data", phrase: "CIS 24 of 94 (Store 14, Models 6, View 4)", pattern: "CIS", roles: ["Store", "Models", "View"], lines: 24),
        Quote(exercise: "countries-saved-data", phrase: "Clean 11 of 105 (View 9, AppState 2)", pattern: "Clean", roles: ["View", "AppState"], lines: 11),
        Quote(exercise: "countries-saved-data", phrase: "Reactor 18 of 138 (State 14, View 4)", pattern: "Reactor", roles: ["State", "View"], lines: 18),
        Quote(exercise: "countries-saved-data", phrase: "VIP's Workers 57", pattern: "VIP", roles: ["Worker"], lines: 57),
        Quote(exercise: "countries-saved-data", phrase: "CIS's Interactors and Workers 70", pattern: "CIS", roles: ["Interactor", "Worker"], lines: 70),
        Quote(exercise: "countries-saved-data", phrase: "Reactor's reactors and Workers 120", pattern: "Reactor", roles: ["Reactor", "Worker"], lines: 120),
        Quote(exercise: "countries-saved-data", phrase: "the use cases 51 plus 43 lines", pattern: "Clean", roles: ["Repository", "Container"], lines: 43),
        // Clean's boundary: the Domain protocol with its Data adapter, and the DI wiring.
        Quote(exercise: "countries-saved-data", phrase: "its Data adapter, 27 lines that forward", pattern: "Clean", roles: ["Repository"], lines: 27),
        Quote(exercise: "countries-saved-data", phrase: "and the DI wiring, 16", pattern: "Clean", roles: ["Container"], lines: 16),
        Quote(exercise: "countries-saved-data", phrase: "Reactor 100 of its 138 lines", pattern: "Reactor", roles: ["Reactor"], lines: 100),
        Quote(exercise: "countries-restore", phrase: "26 of View's 51 lines", pattern: "Clean", roles: ["View"], lines: 51),
        Quote(exercise: "countries-restore", phrase: "protocol and its Data adapter (Repository 19)", pattern: "Clean", roles: ["Repository"], lines: 19),
        Quote(exercise: "countries-restore", phrase: "their wiring (Container 17)", pattern: "Clean", roles: ["Container"], lines: 17),
        Quote(exercise: "countries-restore", phrase: "(Worker 51, of which 4", pattern: "CIS", roles: ["Worker"], lines: 51),
        Quote(exercise: "countries-restore", phrase: "no Store line changed", pattern: "CIS", roles: ["Store"], lines: 0),
        Quote(exercise: "countries-restore", phrase: "VIPER's protocols (16)", pattern: "VIPER", roles: ["Protocols"], lines: 16),
        Quote(exercise: "countries-restore", phrase: "VIP's list Interactor and data store (20). No VIP Model changed.", pattern: "VIP", roles: ["Interactor"], lines: 20),
        Quote(exercise: "countries-restore", phrase: "No VIP Model changed.", pattern: "VIP", roles: ["Models"], lines: 0),
        Quote(exercise: "countries-restore", phrase: "(View 36, Reactor 34)", pattern: "Reactor", roles: ["View", "Reactor"], lines: 70),
    ]

    @Test(arguments: quotes)
    func aFigureTheReadingQuotesIsTheReports(_ quote: Quote) throws {
        #expect(try Self.reading(quote.exercise).contains(quote.phrase))
        #expect(Self.changed(try Self.cost(quote.exercise, quote.pattern), in: quote.roles) == quote.lines)
    }
}
