/// The types the shared targets of a known kind declare (the toolkit, the domains' UI, Model and
/// Storage targets), read from their sources, so a pattern file's `Screen` is known to be the
/// toolkit's. Frameworks whose sources are not at hand (GRDB, UIKit in a folder run) are known
/// by their imports alone.
public struct SharedDeclarations: Sendable {
    /// A target that declares a name, and its kind.
    public struct Entry: Sendable, Equatable {
        public var target: String
        public var kind: FrameworkSets.Kind
    }

    /// Top-level type names → the targets that declare them.
    private(set) var topLevel: [String: [Entry]] = [:]
    /// `Parent.Name` of nested types → the targets that declare them.
    private(set) var nested: [String: [Entry]] = [:]
    /// Every target read, by name.
    public private(set) var targets: [String: FrameworkSets.Kind] = [:]

    /// None: every framework is known by its imports alone (a folder run).
    public init() {}

    /// `targets`: each shared target of a kind with the references of its source files.
    public init(targets: [(name: String, kind: FrameworkSets.Kind, files: [FileReferences])]) {
        for target in targets {
            self.targets[target.name] = target.kind
            let entry = Entry(target: target.name, kind: target.kind)
            for file in target.files {
                for declaration in file.declarations {
                    if let parent = declaration.parents.last {
                        nested["\(parent).\(declaration.name)", default: []].append(entry)
                    } else {
                        topLevel[declaration.name, default: []].append(entry)
                    }
                }
            }
        }
    }

    /// The workspace's shared targets of a kind `frameworks` knows, with their parsed sources.
    public static func of(_ workspace: Workspace, frameworks: FrameworkSets, analyses: [String: FileAnalysis]) -> SharedDeclarations {
        SharedDeclarations(targets: workspace.shared.compactMap { module in
            guard let kind = frameworks.kind(of: module.target.name) else { return nil }
            return (module.target.name, kind, module.target.files.compactMap { analyses[$0]?.references })
        })
    }

    func topLevel(_ name: String) -> [Entry] { topLevel[name] ?? [] }
    func nested(_ name: String, in parent: String) -> [Entry] { nested["\(parent).\(name)"] ?? [] }
}
