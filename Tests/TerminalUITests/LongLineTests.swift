import Foundation
import Testing
import TestSupport
@testable import TerminalUI

@Suite struct LineBufferTests {
    /// Feeds `text` to `buffer` in pieces of `size` bytes, then ends it.
    private func lines(of text: [UInt8], in pieces: Int, buffer: LineBuffer = LineBuffer()) -> [String] {
        var buffer = buffer
        var lines: [String] = []
        var start = 0
        while start < text.count {
            let end = min(start + pieces, text.count)
            lines += text[start..<end].withUnsafeBytes { buffer.append($0) }
            start = end
        }
        return lines + (buffer.finish().map { [$0] } ?? [])
    }

    @Test(arguments: [1, 2, 3, 1024])
    func lfCrlfAndCrEndLinesAlikeWhereverTheReadsSplitThem(pieces: Int) {
        let text = Array("a\nb\r\nc\rd\r\n\r\ne".utf8)
        #expect(lines(of: text, in: pieces) == ["a", "b", "c", "d", "", "e"])
        #expect(lines(of: text, in: pieces) == InputLines.split(String(decoding: text, as: UTF8.self)))
    }

    @Test func bytesThatAreNotUTF8BecomeReplacementCharacters() {
        #expect(lines(of: [0x61, 0xFF, 0x0A, 0xE2, 0x0D, 0x62], in: 2) == ["a\u{FFFD}", "\u{FFFD}", "b"])
    }

    @Test func aLastLineWithoutTerminatorIsKeptAndNothingMoreIsMade() {
        #expect(lines(of: Array("a\nb".utf8), in: 1) == ["a", "b"])
        #expect(lines(of: Array("a\n".utf8), in: 1) == ["a"])
        #expect(lines(of: [], in: 1) == [])
    }

    @Test(arguments: [1, 3, 7, 100])
    func anOverLongLineIsCutJustPastTheLimitAndTheNextLineIsWhole(pieces: Int) {
        let text = Array("12345678\n123456789abcdef\r\nok\r".utf8)
        #expect(lines(of: text, in: pieces, buffer: LineBuffer(maximumLineBytes: 8)) == ["12345678", "123456789", "ok"])
    }

    @Test func aLineOfMegabytesKeepsOnlyItsBeginning() {
        let text = Array(("tap " + String(repeating: "x", count: 5_000_000) + "\nquit\n").utf8)
        let read = lines(of: text, in: 64 * 1024)
        #expect(read.map(\.utf8.count) == [InputLines.maximumLineBytes + 1, 4])
        #expect(read.map(InputLines.isOverLong) == [true, false])
    }
}

@Suite struct LineReaderTests {
    @Test func readsLinesFromADescriptorAndCutsAnOverLongOne() async throws {
        let pipe = Pipe()
        let writer = pipe.fileHandleForWriting
        Thread {
            writer.write(Data(("a\r\nb\r" + String(repeating: "y", count: 200_000) + "\nc").utf8))
            try? writer.close()
        }.start()
        var lines: [String] = []
        for await line in LineReader.lines(fileDescriptor: pipe.fileHandleForReading.fileDescriptor) {
            lines.append(line)
        }
        #expect(lines.map(\.utf8.count) == [1, 1, InputLines.maximumLineBytes + 1, 1])
        #expect(lines.first == "a" && lines.last == "c")
    }
}

@MainActor @Suite struct OverLongLineTests {
    private let tooLong = "type Name " + String(repeating: "z", count: InputLines.maximumLineBytes)
    private let longest = "type Name " + String(repeating: "z", count: InputLines.maximumLineBytes - 10)

    private func script(_ lines: [String]) async -> String {
        let time = VirtualTime()
        return await scriptTranscript(of: lines, app: DemoApplication(clock: time.clock), time: time)
    }

    @Test func scriptModeRefusesALineOverTheLimitAndRunsTheNext() async {
        let transcript = await script([tooLong, "type Name Ada"])
        #expect(transcript.contains("\n> type Name " + String(repeating: "z", count: 30) + "…\nerror: line too long (more than 65536 bytes); it was skipped\n"))
        #expect(transcript.contains("\n> type Name Ada\n"))
        #expect(transcript.contains("  Name: Ada\n"))
        #expect(!transcript.contains("z\n"), "the name was never set to it")
    }

    /// The line is read and run as a command: what answers it is the field's own cap on typed
    /// text (1,000 code points), not the line limit.
    @Test func scriptModeRunsALineOfExactlyTheLimit() async {
        #expect(longest.utf8.count == InputLines.maximumLineBytes)
        let transcript = await script([longest])
        #expect(!transcript.contains("line too long"))
        #expect(transcript.contains("\nerror: Name must be at most \(TypedText.maximumScalars) code points.\n"))
    }

    @Test func interactiveModeRefusesALineOverTheLimitAndRunsTheNext() async {
        let time = VirtualTime()
        let session = Session(app: DemoApplication(clock: time.clock), timekeeper: time)
        let input = AsyncStream<String> { continuation in
            continuation.yield(tooLong)
            continuation.yield("type Name Ada")
            continuation.finish()
        }
        var output = ""
        await InteractiveDriver(session: session, renderer: ScreenRenderer(), input: input) { output += $0 }.run()
        #expect(output.contains("error: " + InputLines.overLongMessage))
        #expect(output.contains("Name: Ada"))
        #expect(!output.contains("zzzz"))
    }
}
