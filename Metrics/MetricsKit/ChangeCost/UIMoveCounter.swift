/// Counts what a move of the views to another UI framework left of one pattern module: every
/// Swift file of the module before the move (main + the shared part) is compared with what the
/// reference solution made of it — the same file, its rename's target, or nothing — by the line
/// diff the change cost counts with, each line classified in the text it belongs to
/// (swift-syntax: a line with a token is code, as in the size figures). A code line the diff
/// removes or changes did not survive; the code lines of the files outside the pattern's view
/// roles that it keeps did.
public struct UIMoveCounter: Sendable {
    public var pattern: PatternDefinition

    public init(pattern: PatternDefinition) {
        self.pattern = pattern
    }

    /// What the report's figures said of the module before the move, in the same run.
    public struct Prediction: Sendable, Equatable {
        /// The module's UI-free code lines (`BuysFigures.uiFreeCode`).
        public var uiFreeCode: Int
        /// Its files that depend on the UI toolkit (every other file is UI-free).
        public var uiFiles: Set<String>

        public init(uiFreeCode: Int, uiFiles: Set<String>) {
            self.uiFreeCode = uiFreeCode
            self.uiFiles = uiFiles
        }
    }

    /// - Parameters:
    ///   - before: every Swift file of the module before the move, path → text.
    ///   - after: a file's text after the move; nil where there is none.
    ///   - renames: the files the move renamed, old path → new path.
    public func measure(
        before: [String: String], after: (String) -> String?, renames: [String: String], prediction: Prediction
    ) -> UIMoveFigures {
        var nonViewCode = 0
        var survived = 0
        var changed: [UIMoveFigures.ChangedFile] = []
        for (path, text) in before.sorted(by: { $0.key < $1.key }) {
            let role = pattern.role(ofFileNamed: String(path.split(separator: "/").last ?? ""))?.role ?? PatternCatalog.otherRole
            let viewRole = pattern.viewRoles.contains(role)
            let uiFree = !prediction.uiFiles.contains(path)
            let renamedTo = renames[path]
            let comparison = Self.compare(text, with: after(renamedTo ?? path))
            if !viewRole {
                nonViewCode += comparison.codeLines
                survived += comparison.codeLines - comparison.codeLinesChanged
            }
            guard comparison.differs || renamedTo != nil, !viewRole || uiFree else { continue }
            changed.append(UIMoveFigures.ChangedFile(
                path: path, role: role, viewRole: viewRole, uiFree: uiFree,
                change: comparison.deleted ? "deleted" : renamedTo != nil ? "renamed" : "changed", renamedTo: renamedTo,
                codeLines: comparison.codeLines, codeLinesChanged: comparison.codeLinesChanged,
                codeLinesAdded: comparison.codeLinesAdded, firstChangedLine: comparison.firstChangedLine
            ))
        }
        return UIMoveFigures(
            viewRoles: pattern.viewRoles, predicted: prediction.uiFreeCode, nonViewCodeBefore: nonViewCode, survived: survived,
            changedFiles: changed
        )
    }

    /// One file before the move against what the move made of it.
    struct Comparison: Equatable {
        var codeLines = 0
        var codeLinesChanged = 0
        var codeLinesAdded = 0
        var firstChangedLine = 1
        var differs = false
        var deleted = false
    }

    static func compare(_ before: String, with after: String?) -> Comparison {
        let oldKinds = SourceFileAnalyzer.lineKinds(source: before)
        var comparison = Comparison(codeLines: oldKinds.filter { $0 == .code }.count)
        guard let after else {
            comparison.codeLinesChanged = comparison.codeLines
            comparison.firstChangedLine = (oldKinds.firstIndex(of: .code) ?? 0) + 1
            comparison.differs = true
            comparison.deleted = true
            return comparison
        }
        guard after != before else { return comparison }
        comparison.differs = true
        let old = ChangeCounter.lines(of: before)
        let new = ChangeCounter.lines(of: after)
        let newKinds = SourceFileAnalyzer.lineKinds(source: after)
        var firstRemovedCode: Int?
        for step in new.difference(from: old) {
            switch step {
            case let .remove(offset, _, _) where oldKinds[offset] == .code:
                comparison.codeLinesChanged += 1
                firstRemovedCode = min(firstRemovedCode ?? offset, offset)
            case let .insert(offset, _, _) where newKinds[offset] == .code:
                comparison.codeLinesAdded += 1
            default:
                break
            }
        }
        // Where no code line was lost, the first line that differs (a comment, or where lines were added).
        let samePrefix = zip(old, new).prefix { $0 == $1 }.count
        comparison.firstChangedLine = (firstRemovedCode ?? min(samePrefix, max(old.count - 1, 0))) + 1
        return comparison
    }
}

extension UIMoveCounter {
    /// The move as a solution applied to a working tree made it: before, the Swift files under
    /// the module's `folders` at `revision` (main + the shared part, committed); after, the
    /// working tree; the renames, read from the solution's `patch`.
    public func measure(
        in git: GitRepository, revision: String, folders: [String], patch: String, prediction: Prediction
    ) throws -> UIMoveFigures {
        let listed = try git.run(["ls-tree", "-r", "--name-only", revision, "--"] + folders)
        var before: [String: String] = [:]
        for path in listed.split(separator: "\n").map(String.init) where path.hasSuffix(".swift") {
            before[path] = git.text(of: path, at: revision)
        }
        return measure(before: before, after: git.workingText(of:), renames: try GitRepository.renames(inPatch: patch), prediction: prediction)
    }
}
