import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps what SwiftPM built of the timed targets (each target's `<Target>.build` folder and its
/// `Modules/<Target>.*` files) aside while the timer compiles into copies, then puts the
/// originals back. The timed commands write new objects and modules (uninstrumented ones, in
/// an instrumented scratch path); without this the next `swift build --build-tests` would
/// recompile every timed target and every test target that imports one — four and a half
/// minutes on 2 cores. A rename keeps a file's inode and times, which is what llbuild and the
/// Swift driver compare, so after ``restore()`` the scratch path is as SwiftPM left it.
///
/// A run killed before it restored leaves the originals in the stash folder; ``recover()``
/// puts them back before anything builds there again.
final class BuildOutputStash {
    let binPath: String
    let stashPath: String
    private let logPath: String
    /// Original path → where it waits in the stash.
    private var stashed: [(original: String, aside: String)] = []

    init(binPath: String, stashPath: String, logPath: String) {
        self.binPath = binPath
        self.stashPath = stashPath
        self.logPath = logPath
    }

    /// The build outputs of `target`: its build folder and its files in `Modules`.
    func outputs(of target: String) -> [String] {
        let modules = "\(binPath)/Modules"
        let files = (try? FileManager.default.contentsOfDirectory(atPath: modules)) ?? []
        let moduleFiles = files.filter { $0.split(separator: ".", maxSplits: 1).first.map(String.init) == target }
        let folder = "\(binPath)/\(target).build"
        return (FileManager.default.fileExists(atPath: folder) ? [folder] : []) + moduleFiles.sorted().map { "\(modules)/\($0)" }
    }

    /// Moves the outputs of `targets` aside and puts exact copies (times included) in their place.
    func stash(targets: [String]) throws {
        recover()
        try FileManager.default.createDirectory(atPath: stashPath, withIntermediateDirectories: true)
        for (index, original) in targets.flatMap(outputs(of:)).enumerated() {
            let aside = "\(stashPath)/\(index)-\((original as NSString).lastPathComponent)"
            try move(original, to: aside)
            stashed.append((original, aside))
            try writeManifest()
            let copy = try Subprocess("/bin/cp", ["-a", aside, original]).run(outputPath: logPath)
            guard copy.succeeded else {
                restore()
                throw ModuleBuildFailure(message: "could not copy \(aside) for the build timing: \(copy.outputTail(lines: 3))")
            }
        }
    }

    /// Removes the copies the timer built into and moves every original back.
    func restore() {
        for entry in stashed.reversed() {
            try? FileManager.default.removeItem(atPath: entry.original)
            try? move(entry.aside, to: entry.original)
        }
        stashed.removeAll()
        try? FileManager.default.removeItem(atPath: stashPath)
    }

    /// Puts back what a killed run left in the stash folder (its manifest says where each went).
    func recover() {
        guard stashed.isEmpty, let data = FileManager.default.contents(atPath: manifestPath),
              let entries = try? JSONDecoder().decode([[String]].self, from: data) else { return }
        stashed = entries.compactMap { $0.count == 2 ? ($0[0], $0[1]) : nil }
        stashed.removeAll { !FileManager.default.fileExists(atPath: $0.aside) }
        restore()
    }

    private var manifestPath: String { "\(stashPath)/stashed.json" }

    private func writeManifest() throws {
        try JSONEncoder().encode(stashed.map { [$0.original, $0.aside] }).write(to: URL(fileURLWithPath: manifestPath))
    }

    private func move(_ source: String, to destination: String) throws {
        guard rename(source, destination) == 0 else {
            throw ModuleBuildFailure(message: "could not move \(source) to \(destination): \(String(cString: strerror(errno)))")
        }
    }
}
