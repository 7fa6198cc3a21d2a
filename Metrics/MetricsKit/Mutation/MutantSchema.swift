/// Mutant schemata: every sampled mutant of a file compiled into it at once, each switched on
/// by the number in the environment, so a module's mutants cost one build and one test run
/// each. An expression point becomes `(activeMutant == k ? mutated : original)`, a removed
/// statement `if activeMutant != k { statement }`; nothing adds a line break, so every line
/// keeps its number and a compiler error names the mutant's line.
public enum MutantSchema {
    /// The environment variable a test run reads its mutant from; unset or unknown runs the original code.
    public static let environmentVariable = "WORKSPACE_MUTANT"
    /// The constant each mutated target declares (internal, so targets never clash).
    static let activeMutant = "__activeMutant"
    /// The file the schema adds to each mutated target's folder.
    public static let activationFileName = "ActiveMutant.swift"

    /// `source` with each of `mutants` switched in; the points must not overlap.
    public static func apply(_ mutants: [(id: Int, point: MutationPoint)], to source: String) -> String {
        var bytes = Array(source.utf8)
        // From the end, so the offsets of the points not yet written stay right.
        for (id, point) in mutants.sorted(by: { $0.point.start > $1.point.start }) {
            bytes.replaceSubrange(point.start..<point.end, with: Array(switched(point, id: id).utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text that replaces one point.
    static func switched(_ point: MutationPoint, id: Int) -> String {
        switch point.kind {
        case .expression: "(\(activeMutant) == \(id) ? \(point.mutated) : \(point.original))"
        case .statement: "if \(activeMutant) != \(id) { \(point.original) }"
        }
    }

    /// The marker `apply` leaves for mutant `id`: a schema that lacks it did not plant the mutant,
    /// whose run would report a survivor that never existed.
    static func marker(of point: MutationPoint, id: Int) -> String {
        switch point.kind {
        case .expression: "\(activeMutant) == \(id) ?"
        case .statement: "if \(activeMutant) != \(id) {"
        }
    }

    /// The declaration each mutated target gets: read once (a global `let` is initialised
    /// lazily, once, and is immutable, so every isolation domain may read it).
    public static let activationSource = """
        // Written by the metrics tool's mutation phase in its scratch copy of the workspace; never committed.
        import Foundation

        @usableFromInline let \(activeMutant): Int = Int(ProcessInfo.processInfo.environment["\(environmentVariable)"] ?? "") ?? -1

        """
}
