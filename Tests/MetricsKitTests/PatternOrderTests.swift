import Foundation
import MetricsKit
import Testing

/// The patterns come in one order wherever the workspace lists them — the catalog, the
/// package's targets, the launcher's `--pattern` values, both app registries, the README's
/// tables — so a reader comparing two lists never has to look twice. The order is the
/// catalog's: MVC (the baseline), MVVM, VIPER, VIP, CIS, Clean, Reactor.
@Suite struct PatternOrderTests {
    private static let order = ["MVC", "MVVM", "VIPER", "VIP", "CIS", "Clean", "Reactor"]
    private static let root = WorkspaceQuickReport.root

    private func text(_ path: String) throws -> String {
        try String(contentsOfFile: "\(Self.root)/\(path)", encoding: .utf8)
    }

    /// The patterns named by `names`, in the order they appear (`names` may repeat one).
    private func patterns(in names: [String]) -> [String] {
        var seen: [String] = []
        for name in names {
            // The longest name first: "VIPER" before "VIP".
            let match = Self.order.sorted { $0.count > $1.count }.first { name.lowercased().hasPrefix($0.lowercased()) }
            if let match, seen.last != match { seen.append(match) }
        }
        return seen
    }

    /// Every capture of `pattern`'s first group in `text`.
    private func captures(of pattern: String, in text: String) throws -> [String] {
        let regex = try Regex(pattern)
        return text.matches(of: regex).compactMap { $0.output[1].substring.map(String.init) }
    }

    @Test func theCatalogHasTheOrder() {
        #expect(PatternCatalog.standard.patterns.map(\.name) == Self.order)
    }

    @Test(arguments: ["FootballGather", "Countries"], ["", "Tests"])
    func thePackageListsTargetsInTheOrder(domain: String, suffix: String) throws {
        let names = try captures(of: #"name: "\#(domain)((?:MVC|MVVM|VIPER|VIP|CIS|Clean|Reactor)[A-Za-z]*)""#, in: text("Package.swift"))
            .filter { $0.hasSuffix("Tests") == !suffix.isEmpty }
        #expect(patterns(in: names) == Self.order)
    }

    @Test func thePatternOptionHasTheOrder() throws {
        let cases = try #require(try captures(of: #"case (mvc[a-z, ]*)\n"#, in: text("Modules/Shared/AppLauncher/Pattern.swift")).first)
        #expect(patterns(in: cases.components(separatedBy: ", ")) == Self.order)
    }

    @Test(arguments: ["Modules/Apps/FootballGatherApp/FootballGatherRegistry.swift", "Modules/Apps/CountriesApp/CountriesRegistry.swift"])
    func eachRegistryHasTheOrder(path: String) throws {
        let keys = try captures(of: #"\n\s+\.([a-z]+): "#, in: text(path))
        #expect(patterns(in: keys) == Self.order)
    }

    /// Every table whose rows are patterns lists all seven, in the order: the front page's,
    /// the reports' notes' and the docs'.
    @Test(arguments: ["README.md", "Metrics/Reports/README.md", "Docs/metrics-command.md", "Docs/decisions.md", "Docs/run-times.md", "Metrics/Exercises/README.md"])
    func everyTableOfPatternsHasTheOrder(path: String) throws {
        let rows = try text(path).components(separatedBy: "\n")
        var tables: [[String]] = [[]]
        for row in rows {
            guard row.hasPrefix("| ") else {
                if !(tables.last ?? []).isEmpty { tables.append([]) }
                continue
            }
            let first = row.dropFirst(2).prefix { $0 != "|" }.trimmingCharacters(in: .whitespaces)
            if let pattern = Self.order.first(where: { first == $0 || first.hasPrefix("\($0) (") }) {
                tables[tables.count - 1].append(pattern)
            }
        }
        for table in tables where table.count > 1 {
            #expect(table == Self.order, "\(path)")
        }
    }
}
