import Foundation
@testable import MetricsKit
import Testing

/// The pieces the build timing stands on: fresh whole-second stamps, SwiftPM's compile commands,
/// the driver's report of what it compiled, and the order of a layered module's targets.
@Suite struct BuildTimingTests {
    private func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("metrics-timing-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func modificationTime(_ path: String) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    @Test func touchesInTheSameSecondGetDistinctWholeSecondsAndAreRestored() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = "\(directory)/A.swift"
        try "let a = 1\n".write(toFile: file, atomically: true, encoding: .utf8)
        let original = try modificationTime(file)

        let toucher = SourceToucher(now: { 1_800_000_000 })
        let first = toucher.touch([file])
        let second = toucher.touch([file])
        #expect(first == 1_800_000_001)
        #expect(second == first + 1)
        #expect(try modificationTime(file) == Date(timeIntervalSince1970: TimeInterval(second)))

        toucher.restore()
        #expect(try modificationTime(file) == original)
    }

    @Test func stampsFollowTheClockWhenItIsAhead() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = "\(directory)/A.swift"
        try "".write(toFile: file, atomically: true, encoding: .utf8)
        let clock = Counter(start: 1_800_000_000)
        let toucher = SourceToucher(now: { clock.next(by: 10) })  // reads 1_800_000_010 once
        #expect(toucher.touch([file]) == 1_800_000_020)
        #expect(toucher.touch([file]) == 1_800_000_030)
    }

    private static let manifest = """
        commands:
          "C.ShopClean-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/p/Modules/Shop/Clean/A.swift"]
            description: "Compiling Swift Module 'ShopClean' (1 sources)"
            args: ["/opt/swift/usr/bin/swiftc","-module-name","ShopClean","-c","@/p/.build/ShopClean.build/sources"]

          "C.ShopCleanDomain-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            args: ["/opt/swift/usr/bin/swiftc","-module-name","ShopCleanDomain","-Xcc","-DNAME=\\"a b\\""]

          "C.Broken-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            args: not a list
        """

    @Test func readsTheExactTargetsCompileCommand() throws {
        let manifest = BuildManifest(text: Self.manifest, triple: "x86_64-unknown-linux-gnu", configuration: "debug")
        #expect(try manifest.compileCommand(for: "ShopClean") == CompileCommand(
            target: "ShopClean", executable: "/opt/swift/usr/bin/swiftc",
            arguments: ["-module-name", "ShopClean", "-c", "@/p/.build/ShopClean.build/sources"]
        ))
        #expect(try manifest.compileCommand(for: "ShopCleanDomain").arguments.last == #"-DNAME="a b""#)
        #expect(throws: ModuleBuildFailure.self) { try manifest.compileCommand(for: "Shop") }
        #expect(throws: ModuleBuildFailure.self) { try manifest.compileCommand(for: "Broken") }
        let release = BuildManifest(text: Self.manifest, triple: "x86_64-unknown-linux-gnu", configuration: "release")
        #expect(throws: ModuleBuildFailure.self) { try release.compileCommand(for: "ShopClean") }
    }

    @Test func jobsCanBeSetOnACommand() {
        let command = CompileCommand(target: "T", executable: "swiftc", arguments: ["-Onone", "-j2", "-jobs-are-not-this"])
        #expect(command.jobs == 2)
        #expect(command.withJobs(1).arguments == ["-Onone", "-jobs-are-not-this", "-j1"])
        #expect(command.withJobs(1).jobs == 1)
        #expect(CompileCommand(target: "T", executable: "swiftc", arguments: []).jobs == nil)
    }

    @Test func findsTheTripleThroughTheConfigurationLink() throws {
        let scratch = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createDirectory(atPath: "\(scratch)/aarch64-unknown-linux-gnu/debug", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: "\(scratch)/debug", withDestinationPath: "aarch64-unknown-linux-gnu/debug")
        try Self.manifest.replacingOccurrences(of: "x86_64", with: "aarch64").write(toFile: "\(scratch)/debug.yaml", atomically: true, encoding: .utf8)

        let manifest = try BuildManifest(scratchPath: scratch, configuration: "debug")
        #expect(manifest.triple == "aarch64-unknown-linux-gnu")
        #expect(try manifest.compileCommand(for: "ShopClean").executable == "/opt/swift/usr/bin/swiftc")
        #expect(throws: ModuleBuildFailure.self) { try BuildManifest(scratchPath: scratch, configuration: "release") }
    }

    @Test func countsTheFilesTheDriverCompiled() {
        func message(_ json: String) -> String { "\(json.utf8.count)\n\(json)\n" }
        let output = message(#"{"kind":"began","name":"compile","inputs":["/p/A.swift","/p/B.swift"],"pid":1}"#)
            + message(#"{"kind":"began","name":"emit-module","inputs":[],"pid":2}"#)
            + "warning: a plain line from elsewhere\n"
            + message(#"{"kind":"finished","name":"compile","pid":1,"exit-status":0}"#)
            + message(#"{"kind":"skipped","name":"compile","inputs":["/p/C.swift"]}"#)
            + message(#"{"kind":"began","name":"compile","inputs":["/p/D.swift"],"pid":3}"#)
        #expect(DriverOutput(parsing: output) == DriverOutput(compiledFiles: ["/p/A.swift", "/p/B.swift", "/p/D.swift"], skippedJobs: 1))
        #expect(DriverOutput(parsing: "") == DriverOutput(compiledFiles: [], skippedJobs: 0))
        #expect(DriverOutput(parsing: "12\n{\"kind\":").compiledFiles.isEmpty)
    }

    @Test func aBuildThatSkippedChangedFilesIsRefused() throws {
        let build = BuildTimer.TimedBuild(wall: 0.4, cpu: 0.5, compiledPaths: ["/p/A.swift"])
        #expect(throws: ModuleBuildFailure.self) { try BuildTimer.check(build, compiled: ["A.swift", "B.swift"], what: "full rebuild") }
        try BuildTimer.check(build, compiled: ["A.swift"], what: "full rebuild")
    }

    @Test func layersCompileAfterTheLayersTheyDependOn() {
        func target(_ name: String, _ dependencies: [String]) -> TargetSources {
            TargetSources(name: name, path: name, kind: .regular, files: [], dependencies: dependencies)
        }
        let module = PatternModule(domain: "Shop", pattern: "Clean", targets: [
            target("ShopCleanDI", ["ShopCleanPresentation", "ShopCleanData", "ShopCore"]),
            target("ShopCleanPresentation", ["ShopCleanDomain"]),
            target("ShopCleanData", ["ShopCleanDomain", "GRDB"]),
            target("ShopCleanDomain", ["ShopCore"]),
        ])
        #expect(module.targetsInBuildOrder.map(\.name) == ["ShopCleanDomain", "ShopCleanPresentation", "ShopCleanData", "ShopCleanDI"])
    }

    @Test func theSpreadNoteQuotesTheNoiseProbe() {
        let probe = NoiseFloor(samples: [0.30, 0.36, 0.33])
        let noisy = BuildTimer.spreadNote(maxSpread: 0.25, noiseFloor: probe)
        #expect(noisy.contains("too noisy"))
        #expect(noisy.contains("was 25 % (target ≤ 10 %)"))
        #expect(noisy.contains("spread 18 % in this run"))
        let stable = BuildTimer.spreadNote(maxSpread: 0.04, noiseFloor: nil)
        #expect(stable.hasPrefix("Build times were stable"))
        #expect(!stable.contains("noise probe"))
    }

    @Test func theNoiseProbeDoesItsWork() {
        #expect(NoiseProbe(rounds: 10_000).run() > 0)
    }
}

/// A clock for the toucher that moves on by a fixed step each time it is read.
private final class Counter: @unchecked Sendable {
    private var value: Int
    private let lock = NSLock()

    init(start: Int) { value = start }

    func next(by step: Int) -> Int {
        lock.withLock {
            value += step
            return value
        }
    }
}

/// A run records whether the checkout had changes; its own earlier reports are not one.
@Suite struct DirtyCheckoutTests {
    @Test func changesToTheReportsDoNotMakeTheCheckoutDirty() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("metrics-git-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: "\(root)/Reports", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "a\n".write(toFile: "\(root)/Code.swift", atomically: true, encoding: .utf8)
        try "r\n".write(toFile: "\(root)/Reports/metrics.md", atomically: true, encoding: .utf8)
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "t"]] {
            _ = try Subprocess("git", ["-C", root] + arguments).output()
        }
        let toolchain = try Toolchain.locate()
        func dirty() -> Bool {
            RunEnvironment.current(root: root, toolchain: toolchain, cacheDirectory: nil, ignoring: ["Reports"]).dirty
        }

        try "new report\n".write(toFile: "\(root)/Reports/metrics.md", atomically: true, encoding: .utf8)
        #expect(!dirty())
        try "b\n".write(toFile: "\(root)/Code.swift", atomically: true, encoding: .utf8)
        #expect(dirty())
    }
}
