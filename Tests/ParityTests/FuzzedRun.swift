import AppLauncher
import TerminalUI

/// One pattern of one app, driven line by line by script mode itself (`ScriptDriver`), so
/// what is compared is exactly what `--script` prints for each line.
@MainActor
final class FuzzedRun {
    let pattern: Pattern
    private let app: ScriptedApp
    private let driver: ScriptDriver
    private let printed: Printed

    /// What the driver printed since the last line.
    private final class Printed {
        var text = ""
    }

    /// - Parameter databasePath: `:memory:`, or a file left by an earlier run to reopen.
    init<Repositories>(_ definition: AppDefinition<Repositories>, pattern: Pattern, databasePath: String = ":memory:") throws {
        self.pattern = pattern
        app = try ScriptedApp(definition, pattern: pattern, databasePath: databasePath)
        let printed = Printed()
        self.printed = printed
        driver = app.driver { printed.text += $0 }
    }

    var screen: Screen { app.session.screen }

    /// Starts the app and returns its first screen as printed.
    @discardableResult
    func start() async -> String {
        printed.text = ""
        await driver.start()
        return printed.text
    }

    /// What script mode prints for `line`: its echo and what follows it.
    func perform(_ line: String) async -> String {
        printed.text = ""
        await driver.perform(line)
        return printed.text
    }

    func finish() async {
        await app.finish()
    }
}
