import Foundation
import MetricsKit
import Testing

/// The conventions of `Docs/conventions.md` that a reader would otherwise have to check by eye
/// across fourteen modules: scene wiring has one shape and one name, and each pattern brings an
/// error to its screen one way, named alike in both apps, as the document's table says.
@Suite struct ConventionsTests {
    private static let root = WorkspaceQuickReport.root
    private static let domains = ["FootballGather", "Countries"]
    private static let patterns = ["MVC", "MVVM", "VIPER", "VIP", "CIS", "Clean", "Reactor"]

    /// The Swift files of one pattern module, by path relative to the root.
    private static func sources(_ domain: String, _ pattern: String) throws -> [String: String] {
        let folder = "\(root)/Modules/\(domain)/\(pattern)"
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        return try Dictionary(uniqueKeysWithValues: paths.map { path in
            ("Modules/\(domain)/\(pattern)/\(path)", try String(contentsOfFile: "\(folder)/\(path)", encoding: .utf8))
        })
    }

    private static var everyModule: [(domain: String, pattern: String)] {
        domains.flatMap { domain in patterns.map { (domain, $0) } }
    }

    @Test func everySceneAssemblyIsStoredPropertiesOnly() throws {
        for (domain, pattern) in Self.everyModule {
            for (path, text) in try Self.sources(domain, pattern) where path.hasSuffix("/SceneAssembly.swift") {
                let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                #expect(!code.contains { $0.contains("func ") || $0.contains("var ") }, "\(path) builds or computes something")
                #expect(!code.contains { $0.hasPrefix("extension") }, "\(path) extends the assembly")
            }
        }
    }

    @Test func aSceneAssemblyIsAlwaysCalledAssembly() throws {
        let declaration = try Regex(#"(\w+)\s*:\s*SceneAssembly\b"#)
        for (domain, pattern) in Self.everyModule {
            for (path, text) in try Self.sources(domain, pattern) {
                for match in text.matches(of: declaration) {
                    let name = String(match.output[1].substring ?? "")
                    // `struct SceneAssembly: PulseBinder` declares the type, not a value of it.
                    guard name != "SceneAssembly" else { continue }
                    #expect(name == "assembly", "\(path): \(text[match.range])")
                }
            }
        }
    }

    /// The table's third column: the names each pattern uses for an error in both apps.
    private static func errorNames() throws -> [String: [String]] {
        let text = try String(contentsOfFile: "\(root)/Docs/conventions.md", encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## Errors reaching the screen").last)
        var names: [String: [String]] = [:]
        for row in section.split(separator: "\n") where row.hasPrefix("| ") {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, Self.patterns.contains(cells[0]) else { continue }
            names[cells[0]] = cells[2].components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        }
        return names
    }

    @Test func theErrorTableCoversEveryPattern() throws {
        let names = try Self.errorNames()
        #expect(Set(names.keys) == Set(Self.patterns))
        #expect(names.values.allSatisfy { !$0.isEmpty })
    }

    @Test(arguments: patterns)
    func eachPatternBringsAnErrorToItsScreenOneWayInBothApps(pattern: String) throws {
        let names = try #require(try Self.errorNames()[pattern])
        for domain in Self.domains {
            let code = try Self.sources(domain, pattern).values.joined(separator: "\n")
            // Booleans first, so a failure names the missing word rather than printing the module.
            for name in names {
                let uses = code.contains(name)
                #expect(uses, "\(domain) \(pattern) does not use \(name)")
            }
            for retired in ["presentFavouriteError", "displayAlert(errorMessage", "FailureModels"] {
                let keeps = code.contains(retired)
                #expect(!keeps, "\(domain) \(pattern) keeps a second way: \(retired)")
            }
        }
    }

    /// The stack's own alert is for the one alert that belongs to no screen, a link's error;
    /// any other alert is its screen's (`ViewController.presentAlert`).
    @Test func onlyALinksErrorShowsOverTheWholeStack() throws {
        let stackAlert = try Regex(#"(navigationController|stack)\??\.presentAlert\("#)
        for (domain, pattern) in Self.everyModule {
            for (path, text) in try Self.sources(domain, pattern) {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                for (index, line) in lines.enumerated() where line.contains(stackAlert) {
                    let context = lines[max(0, index - 5)...index].joined(separator: "\n")
                    #expect(context.localizedCaseInsensitiveContains("link"), "\(path):\(index + 1) presents over the stack")
                }
            }
        }
    }
}
