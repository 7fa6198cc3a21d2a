import Foundation
import MetricsKit

extension Workshop {
    /// The pattern's dependency rules on the participant's module, reported for the files the
    /// change touched (a rule broken elsewhere is not theirs to fix). Returns whether none breaks;
    /// when the rules cannot be read (no manifest), says so and counts as kept. With no change in
    /// the module yet there is nothing to check, and it says that instead of a tick.
    func checkRules(toolchain: Toolchain, domain: String, pattern: String, since start: String) -> Bool {
        let name = catalogName(pattern)
        let violations: [RuleViolation]
        do {
            let touched = Set(try git.changes(since: start).map(\.path))
            if let nothing = Self.nothingToCheck(touched: touched, module: "Modules/\(domain)/\(name)/", pattern: name) {
                write(nothing)
                return true
            }
            let cache = "\(root)/.build/workshop/cache"
            let manifest = try ManifestLoader(root: root, cacheDirectory: cache, toolchain: toolchain).load()
            let workspace = try WorkspaceLayout(catalog: catalog).classify(manifest: manifest, root: root, files: SourceLister(root: root))
            violations = Self.ruleViolations(in: workspace, module: "\(domain)/\(name)", touched: touched, catalog: catalog)
        } catch {
            write("• The dependency rules of \(name) could not be checked: \(error)\n")
            return true
        }
        write(Self.ruleReport(violations, pattern: name))
        return violations.isEmpty
    }

    /// The violations of the module's rules in the files of `touched` (paths relative to the root).
    static func ruleViolations(in workspace: Workspace, module id: String, touched: Set<String>, catalog: PatternCatalog) -> [RuleViolation] {
        let figures = StaticMeasurer(catalog: catalog).dependencies(of: workspace, modules: [id])[id]
        return (figures?.violations ?? []).filter { touched.contains($0.file) }
    }

    /// What `check` prints when the change has no file in the pattern's module (`module`, its
    /// folder) for the rules to judge: that there is none yet, rather than a tick for keeping
    /// rules nothing was checked against. Nil when there is something to check.
    static func nothingToCheck(touched: Set<String>, module: String, pattern: String) -> String? {
        if touched.isEmpty { return "• No change yet: nothing to check against \(pattern)'s dependency rules.\n" }
        guard !touched.contains(where: { $0.hasPrefix(module) }) else { return nil }
        return "• Your change has no file in \(module) yet: nothing to check against \(pattern)'s dependency rules.\n"
    }

    /// What `check` prints: a tick, or every violation as `path:line: rule: name`, which an
    /// editor or terminal can jump to.
    static func ruleReport(_ violations: [RuleViolation], pattern: String) -> String {
        guard !violations.isEmpty else { return "✔ Your change keeps \(pattern)'s dependency rules.\n" }
        let count = violations.count == 1 ? "a dependency rule" : "\(violations.count) dependency rules"
        var text = "✘ Your change breaks \(count) of \(pattern) (what each role must not reference: Metrics/Reports/README.md, Role dependencies):\n"
        for violation in violations { text += "  \(violation.text)\n" }
        return text
    }
}
