import Foundation
@testable import MetricsKit
import Testing

/// The build timer compiles into copies of SwiftPM's outputs and puts the originals back, so
/// the scratch path ends exactly as SwiftPM left it (same inodes and times: what llbuild compares).
@Suite struct BuildOutputStashTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("stash-\(UUID().uuidString)").path
    var bin: String { "\(root)/debug" }

    private func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private func inode(_ path: String) throws -> UInt64 {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? UInt64)
    }

    private func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    private func makeOutputs() throws {
        try write("instrumented", "\(bin)/Alpha.build/List.swift.o")
        try write("module", "\(bin)/Modules/Alpha.swiftmodule")
        try write("doc", "\(bin)/Modules/Alpha.swiftdoc")
        try write("other", "\(bin)/Modules/AlphaTests.swiftmodule")
    }

    private func stash() -> BuildOutputStash {
        BuildOutputStash(binPath: bin, stashPath: "\(root)/stash", logPath: "\(root)/stash.log")
    }

    @Test func theTargetsOutputsAreItsBuildFolderAndItsModuleFilesOnly() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try makeOutputs()
        #expect(stash().outputs(of: "Alpha") == ["\(bin)/Alpha.build", "\(bin)/Modules/Alpha.swiftdoc", "\(bin)/Modules/Alpha.swiftmodule"])
    }

    @Test func theTimerBuildsIntoCopiesAndTheOriginalsComeBackUnchanged() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try makeOutputs()
        let object = "\(bin)/Alpha.build/List.swift.o"
        let module = "\(bin)/Modules/Alpha.swiftmodule"
        let before = (try inode(object), try inode(module), try FileManager.default.attributesOfItem(atPath: object)[.modificationDate] as? Date)

        let stash = stash()
        try stash.stash(targets: ["Alpha"])
        // In place: copies with the same content and times, but other files.
        #expect(read(object) == "instrumented")
        #expect(try FileManager.default.attributesOfItem(atPath: object)[.modificationDate] as? Date == before.2)
        #expect(try inode(object) != before.0)
        try write("uninstrumented", object)
        try write("timed", module)
        try write("new", "\(bin)/Alpha.build/Extra.swift.o")

        stash.restore()
        #expect(read(object) == "instrumented")
        #expect(read(module) == "module")
        #expect(try inode(object) == before.0)
        #expect(try inode(module) == before.1)
        #expect(!FileManager.default.fileExists(atPath: "\(bin)/Alpha.build/Extra.swift.o"))
        #expect(read("\(bin)/Modules/AlphaTests.swiftmodule") == "other")
        #expect(!FileManager.default.fileExists(atPath: "\(root)/stash"))
    }

    @Test func whatAKilledRunLeftAsideIsPutBackByTheNextOne() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try makeOutputs()
        let object = "\(bin)/Alpha.build/List.swift.o"
        let original = try inode(object)
        try stash().stash(targets: ["Alpha"])  // never restored: the run was killed
        try write("uninstrumented", object)

        stash().recover()
        #expect(read(object) == "instrumented")
        #expect(try inode(object) == original)
        #expect(!FileManager.default.fileExists(atPath: "\(root)/stash"))
        // Nothing left over: recovering again changes nothing.
        stash().recover()
        #expect(read(object) == "instrumented")
    }
}
