import Foundation
import SwiftParser

/// The instrumented copy of the workspace the trace phase builds and runs: every file of the
/// package, with probes in the pattern modules and in the shared targets they call, the probe
/// runtime as a target of its own, the script driver marking each typed line as a command, and
/// warnings no longer errors (the probes leave some, such as a `defer` at the end of a scope).
/// Kept between runs with its build: a refresh writes only the files whose text changed.
struct TraceCopy {
    let root: String
    let tree: String

    /// The shared targets pattern code calls into, read as the boundary: the toolkit, the
    /// building blocks, and each domain's model, storage and screens.
    static let sharedBoundary = ["TerminalUI", "AppSupport", "ReactorSupport"]
    static let domainBoundary = ["Model", "Storage", "UI"]
    static let scriptDriver = "Modules/Shared/TerminalUI/Drivers/ScriptDriver.swift"

    struct Refreshed {
        var filesWritten: Int
        var probes: Int
    }

    /// Writes the copy for `workspace` (every module's targets instrumented, whatever the run
    /// measures, so one build serves every selection).
    func refresh(_ workspace: Workspace) throws -> Refreshed {
        var replacements: [String: String] = [:]
        var probes = 0
        var instrumented: [String] = []
        for module in workspace.modules {
            for target in module.targets {
                instrumented.append(target.name)
                for file in target.files { probes += try instrument(file, boundary: false, into: &replacements) }
            }
        }
        let boundaryNames = Set(Self.sharedBoundary + workspace.domains.flatMap { domain in Self.domainBoundary.map { domain + $0 } })
        for shared in workspace.shared where boundaryNames.contains(shared.target.name) {
            instrumented.append(shared.target.name)
            for file in shared.target.files { probes += try instrument(file, boundary: true, into: &replacements) }
        }
        replacements["\(TraceRuntimeSource.folder)/TraceProbe.swift"] = TraceRuntimeSource.text
        replacements["Package.swift"] = try manifest(adding: instrumented.sorted())
        replacements[Self.scriptDriver] = try Self.markCommands(replacements[Self.scriptDriver] ?? read(Self.scriptDriver))
        let written = try MutationTree(source: root, tree: tree).refresh(replacing: replacements)
        return Refreshed(filesWritten: written, probes: probes)
    }

    private func read(_ file: String) throws -> String {
        try String(contentsOfFile: "\(root)/\(file)", encoding: .utf8)
    }

    private func instrument(_ file: String, boundary: Bool, into replacements: inout [String: String]) throws -> Int {
        let source = try read(file)
        let visitor = ProbeVisitor(file: file, boundary: boundary)
        visitor.walk(Parser.parse(source: source))
        guard !visitor.insertions.isEmpty else { return 0 }
        // At the end, so every line keeps its number.
        replacements[file] = ProbeInsertion.apply(visitor.insertions, to: source) + "\nimport \(TraceRuntimeSource.targetName)\n"
        return visitor.probes
    }

    /// The package's manifest with the runtime target, each instrumented target depending on it,
    /// and warnings left as warnings.
    private func manifest(adding targets: [String]) throws -> String {
        let names = targets.map { "\"\($0)\"" }.joined(separator: ", ")
        return try read("Package.swift").replacingOccurrences(of: ".treatAllWarnings(as: .error),", with: "") + """

            // Added by the metrics tool's trace phase in its instrumented copy; never committed.
            package.targets.append(.target(name: "\(TraceRuntimeSource.targetName)", path: "\(TraceRuntimeSource.folder)"))
            for target in package.targets where [\(names)].contains(target.name) {
                target.dependencies.append("\(TraceRuntimeSource.targetName)")
            }

            """
    }

    /// The script driver with each typed line (and the launch) run as a command of the trace,
    /// and the records written when the script ends.
    static func markCommands(_ source: String) throws -> String {
        let edits = [
            ("await start(opening: link)\n", "await TraceProbe.command(\"(launch)\") { await start(opening: link) }; defer { TraceProbe.flush() }\n"),
            ("switch await session.execute(line) {", "switch await TraceProbe.command(line, { await session.execute(line) }) {"),
            ("write(renderer.message(await directive(line)) + \"\\n\")", "write(renderer.message(await TraceProbe.command(line) { await directive(line) }) + \"\\n\")"),
        ]
        var text = source
        for (original, marked) in edits {
            guard text.contains(original) else { throw MetricsError.report("trace: " + "\(scriptDriver) no longer has `\(original.trimmingCharacters(in: .whitespacesAndNewlines))`") }
            text = text.replacingOccurrences(of: original, with: marked)
        }
        return text
    }
}
