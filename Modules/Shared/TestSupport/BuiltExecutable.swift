import Foundation

/// One of the package's executables as built next to the test bundle, run as a real
/// process: for tests of what two processes do to one database file.
public struct BuiltExecutable: Sendable {
    /// What a finished run printed, and how it ended.
    public struct Run: Sendable {
        public let status: Int32
        public let output: String
        public let errors: String
    }

    /// Why the executable cannot be run.
    public struct Missing: Error, CustomStringConvertible {
        public let description: String
    }

    public let url: URL

    /// The executable `name` from the build folder holding the test bundle.
    /// - Throws: ``Missing``, naming the folders searched, when it is not built.
    public init(named name: String) throws {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL {
            folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        let candidates = folders.map { $0.appendingPathComponent(name) }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw Missing(description: "the executable \(name) is not built next to the tests (looked in \(folders.map(\.path))); run `swift build --build-tests` first")
        }
        url = found
    }

    /// Starts one process per entry of `argumentLists` at the same time, waits for all
    /// of them, and returns their runs in the same order. Output goes through files in
    /// `folder`, so a large transcript never blocks a pipe.
    public func runAtOnce(_ argumentLists: [[String]], outputIn folder: String) async throws -> [Run] {
        var started: [(process: Process, output: URL, errors: URL, ended: Task<Int32, Never>)] = []
        for (index, arguments) in argumentLists.enumerated() {
            let output = URL(fileURLWithPath: folder).appendingPathComponent("run-\(index).out")
            let errors = URL(fileURLWithPath: folder).appendingPathComponent("run-\(index).err")
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            let process = Process()
            process.executableURL = url
            process.arguments = arguments
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = try FileHandle(forWritingTo: errors)
            let ended = AsyncStream<Int32>.makeStream()
            process.terminationHandler = { process in
                ended.continuation.yield(process.terminationStatus)
                ended.continuation.finish()
            }
            try process.run()
            let waiter = Task { await ended.stream.first { _ in true } ?? -1 }
            started.append((process, output, errors, waiter))
        }
        var runs: [Run] = []
        for run in started {
            let status = await run.ended.value
            runs.append(Run(
                status: status,
                output: (try? String(contentsOf: run.output, encoding: .utf8)) ?? "",
                errors: (try? String(contentsOf: run.errors, encoding: .utf8)) ?? ""
            ))
        }
        return runs
    }
}
