/// Counts a change's cost for one pattern: every file is a test file (under `Tests/`), one of
/// the pattern's sources (under `Modules/<Domain>/<Pattern>/`, its role from its name as in the
/// size figures), or outside the pattern. Lines are matched with a line diff, then classified
/// in the file they belong to: an added line in the new text, a removed line in the old one.
public struct ChangeCounter: Sendable {
    public var pattern: PatternDefinition

    public init(pattern: PatternDefinition) {
        self.pattern = pattern
    }

    public func cost(of changes: [FileChange]) -> ChangeCost {
        var cost = ChangeCost()
        for change in changes where change.before != change.after {
            if change.before == nil { cost.filesAdded += 1 } else { cost.filesTouched += 1 }
            guard change.path.hasSuffix(".swift") else { continue }
            let (added, removed) = Self.codeLines(before: change.before ?? "", after: change.after ?? "")
            switch place(of: change.path) {
            case .tests:
                cost.testCodeAdded += added
                cost.testCodeRemoved += removed
            case .outside:
                cost.outsideCodeAdded += added
                cost.outsideCodeRemoved += removed
            case let .role(role):
                if added > 0 { cost.codeAdded[role, default: 0] += added }
                if removed > 0 { cost.codeRemoved[role, default: 0] += removed }
            }
        }
        return cost
    }

    enum Place: Equatable {
        case tests, outside
        case role(String)
    }

    func place(of path: String) -> Place {
        let parts = path.split(separator: "/")
        if parts.first == "Tests" { return .tests }
        guard parts.count >= 4, parts[0] == "Modules", parts[2].lowercased() == pattern.name.lowercased() else { return .outside }
        return .role(pattern.role(ofFileNamed: String(parts[parts.count - 1]))?.role ?? "Other")
    }

    /// Code lines added and removed between two texts of one Swift file.
    public static func codeLines(before: String, after: String) -> (added: Int, removed: Int) {
        let old = lines(of: before)
        let new = lines(of: after)
        let oldKinds = SourceFileAnalyzer.lineKinds(source: before)
        let newKinds = SourceFileAnalyzer.lineKinds(source: after)
        var added = 0
        var removed = 0
        for step in new.difference(from: old) {
            switch step {
            case let .insert(offset, _, _) where newKinds[offset] == .code: added += 1
            case let .remove(offset, _, _) where oldKinds[offset] == .code: removed += 1
            default: break
            }
        }
        return (added, removed)
    }

    /// Lines as the size figures count them: the empty "line" after a final newline is none.
    static func lines(of text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") || text.isEmpty { lines.removeLast() }
        return lines
    }
}
