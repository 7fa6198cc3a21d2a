import Foundation

/// The compiler invocation SwiftPM runs to build one target, exactly as SwiftPM runs it.
public struct CompileCommand: Sendable, Equatable {
    public var target: String
    public var executable: String
    public var arguments: [String]

    public init(target: String, executable: String, arguments: [String]) {
        self.target = target
        self.executable = executable
        self.arguments = arguments
    }

    /// The parallel compile jobs the command asks for (`-jN`), if it says.
    public var jobs: Int? {
        arguments.lazy.compactMap { $0.hasPrefix("-j") ? Int($0.dropFirst(2)) : nil }.last
    }

    /// The flags `--enable-code-coverage` adds to every Swift compile.
    static let instrumentationFlags: Set<String> = ["-profile-generate", "-profile-coverage-mapping"]

    /// The same command without coverage instrumentation: what a plain debug build runs.
    public var uninstrumented: CompileCommand {
        var copy = self
        copy.arguments = arguments.filter { !Self.instrumentationFlags.contains($0) }
        return copy
    }

    /// The same command with `jobs` parallel compile jobs.
    public func withJobs(_ jobs: Int) -> CompileCommand {
        var copy = self
        copy.arguments = arguments.filter { !($0.hasPrefix("-j") && Int($0.dropFirst(2)) != nil) } + ["-j\(jobs)"]
        return copy
    }
}

/// Reads target compile commands from the llbuild manifest SwiftPM writes next to its build
/// products (`<scratch>/<configuration>.yaml`). Timing these commands directly keeps SwiftPM's
/// planning (manifest loading, build planning, the up-to-date check of every file) out of a
/// build figure by construction, instead of subtracting an estimate of it.
public struct BuildManifest: Sendable {
    /// The manifest's lines, split once for every lookup.
    private let lines: [Substring]
    /// The target triple SwiftPM builds for (`x86_64-unknown-linux-gnu`): part of every command's name.
    public var triple: String
    public var configuration: String

    public init(text: String, triple: String, configuration: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        self.triple = triple
        self.configuration = configuration
    }

    /// The manifest of a scratch path that has been built at least once.
    public init(scratchPath: String, configuration: String) throws {
        let manifestPath = "\(scratchPath)/\(configuration).yaml"
        guard let text = try? String(contentsOfFile: manifestPath, encoding: .utf8) else {
            throw ModuleBuildFailure(message: "no build manifest at \(manifestPath): the preparation build did not run")
        }
        // `<scratch>/<configuration>` links to `<scratch>/<triple>/<configuration>`.
        let products = URL(fileURLWithPath: "\(scratchPath)/\(configuration)").resolvingSymlinksInPath()
        let triple = products.deletingLastPathComponent().lastPathComponent
        self.init(text: text, triple: triple, configuration: configuration)
    }

    /// The command that compiles `target`'s Swift sources into its module.
    public func compileCommand(for target: String) throws -> CompileCommand {
        let key = "  \"C.\(target)-\(triple)-\(configuration).module\":"
        guard let start = lines.firstIndex(where: { $0 == key }) else {
            throw ModuleBuildFailure(message: "SwiftPM's build manifest has no compile command for \(target)")
        }
        // A command's attributes are indented four spaces; the next command ends it.
        for line in lines[(start + 1)...] {
            guard line.hasPrefix("    ") else { break }
            let attribute = line.drop(while: { $0 == " " })
            guard attribute.hasPrefix("args: ") else { continue }
            // SwiftPM writes every command's arguments as one JSON array on one line.
            let json = Data(attribute.dropFirst("args: ".count).utf8)
            guard let arguments = try? JSONDecoder().decode([String].self, from: json), let executable = arguments.first else {
                break
            }
            return CompileCommand(target: target, executable: executable, arguments: Array(arguments.dropFirst()))
        }
        throw ModuleBuildFailure(message: "SwiftPM's build manifest has no readable arguments for \(target)")
    }
}
