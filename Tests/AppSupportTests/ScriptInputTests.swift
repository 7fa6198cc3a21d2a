#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AppLauncher
import Foundation
import TerminalUI
import Testing

@Suite struct ScriptInputTests {
    @Test func devNullIsAnEmptyScript() throws {
        #expect(Array(try ScriptInput(path: "/dev/null")) == [])
    }

    @Test func aPipeBehindADevFdPathIsRead() throws {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data("tap Login\nwait 2\nquit\n".utf8))
        try pipe.fileHandleForWriting.close()
        let input = try ScriptInput(path: "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)")
        #expect(Array(input) == ["tap Login", "wait 2", "quit"])
        #expect(input.failure == nil)
    }

    @Test func aFifoWrittenWhileReadingIsRead() throws {
        let folder = try ScratchFolder()
        let fifo = folder.file("script.fifo")
        try #require(mkfifo(fifo, 0o600) == 0)
        // A thread of its own, not the test pool's: opening a FIFO blocks until both ends are open.
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
            for line in ["type Search ger", "select 2", "back"] {
                handle.write(Data("\(line)\n".utf8))
            }
            try? handle.close()
        }
        writer.start()
        #expect(Array(try ScriptInput(path: fifo)) == ["type Search ger", "select 2", "back"])
    }

    @Test func aDirectoryIsAPlainError() throws {
        let folder = try ScratchFolder()
        #expect(throws: LaunchError("cannot read script \(folder.path): it is a directory")) {
            try ScriptInput(path: folder.path)
        }
    }

    @Test func aMissingFileIsAPlainError() throws {
        let folder = try ScratchFolder()
        #expect(throws: LaunchError("cannot read script \(folder.file("none.txt")): no such file")) {
            try ScriptInput(path: folder.file("none.txt"))
        }
    }

    @Test func crlfAndLfReadTheSameAndBadBytesAreReplaced() throws {
        let folder = try ScratchFolder()
        let crlf = folder.file("crlf.txt"), lf = folder.file("lf.txt")
        try Data([0x61, 0x0D, 0x0A, 0x62, 0xFF, 0x0D, 0x0A, 0x0D, 0x0A, 0x63]).write(to: URL(fileURLWithPath: crlf))
        try Data([0x61, 0x0A, 0x62, 0xFF, 0x0A, 0x0A, 0x63]).write(to: URL(fileURLWithPath: lf))
        #expect(Array(try ScriptInput(path: crlf)) == ["a", "b\u{FFFD}", "", "c"])
        #expect(Array(try ScriptInput(path: lf)) == Array(try ScriptInput(path: crlf)))
    }

    @Test func aLongScriptIsReadAcrossChunks() throws {
        let folder = try ScratchFolder()
        let lines = (1...20_000).map { "wait \($0 % 60)" }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: folder.file("long.txt")))
        #expect(Array(try ScriptInput(path: folder.file("long.txt"))) == lines)
    }

    /// A line of megabytes used to be kept whole and searched again on every read.
    @Test func anOverLongLineIsCutJustPastTheLimitAndReadingGoesOn() throws {
        let scratch = try ScratchFolder()
        let script = "tap Login\n" + String(repeating: "x", count: 5_000_000) + "\r\nquit"
        try Data(script.utf8).write(to: URL(fileURLWithPath: scratch.file("long.txt")))
        let lines = Array(try ScriptInput(path: scratch.file("long.txt")))
        #expect(lines.map(\.utf8.count) == [9, InputLines.maximumLineBytes + 1, 4])
        #expect(lines.first == "tap Login" && lines.last == "quit")
    }

    @Test func aLoneCarriageReturnEndsALineToo() throws {
        let scratch = try ScratchFolder()
        try Data("tap Login\rwait 2\rquit\r".utf8).write(to: URL(fileURLWithPath: scratch.file("cr.txt")))
        #expect(Array(try ScriptInput(path: scratch.file("cr.txt"))) == ["tap Login", "wait 2", "quit"])
    }
}
