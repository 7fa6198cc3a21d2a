import Foundation
import TerminalUI
import Testing

/// A line of megabytes through the real executables, piped and from a script file: one
/// error line for it, and every line after it runs.
@Suite(.timeLimit(.hangGuard)) struct LongLineProcessTests {
    private let long = "tap " + String(repeating: "x", count: 3_000_000)
    private var refusal: String {
        "\n> tap " + String(repeating: "x", count: 36) + "…\nerror: " + InputLines.overLongMessage + "\n"
    }

    @Test(arguments: BuiltApp.allCases)
    func anOverLongPipedLineIsOneErrorAndTheRestRuns(app: BuiltApp) throws {
        let home = try FreshHome()
        let outcome = try app.run(["--database", ":memory:"], environment: home.environment, input: "help\r\n\(long)\r\nhelp\r\nquit\r\n")
        #expect(outcome.error == "")
        #expect(outcome.status == 0)
        #expect(outcome.output.contains(refusal + "\n> help\n"))
        #expect(outcome.output.hasSuffix("\n> quit\n"))
        #expect(outcome.output.utf8.count < 20_000, "nothing of the line but its beginning is printed")
    }

    @Test(arguments: BuiltApp.allCases)
    func anOverLongLineInAScriptFileIsOneErrorAndTheRestRuns(app: BuiltApp) throws {
        let home = try FreshHome()
        try Data("\(long)\nhelp\n\(long)".utf8).write(to: URL(fileURLWithPath: home.file("long.script")))
        let outcome = try app.run(["--database", ":memory:", "--script", home.file("long.script")], environment: home.environment)
        #expect(outcome.error == "")
        #expect(outcome.status == 0)
        #expect(outcome.output.contains(refusal + "\n> help\n"))
        #expect(outcome.output.hasSuffix(refusal))
    }
}
