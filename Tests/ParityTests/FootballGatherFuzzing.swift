import FootballGatherStorage
import FootballGatherUI
import TerminalUI

/// Football Gather for the fuzz properties. What it shows as saved is the rows of Players
/// (in list or selection mode), by player id, with their name and detail; walks that set
/// out to save add players and edit their fields. Reading the rows again after a restart
/// needs the account that showed them, so it keeps every username and password submitted
/// on Login.
struct FootballGatherFuzzing: FuzzedApp {
    private var submitted: [(username: String, password: String)] = []

    var faultKeys: [String] { FootballGatherFaultKeys.all + ["players.*", "gathers.*", "users.*", "settings.*", "*"] }

    func savingLine(on screen: Screen, step: FuzzStep) -> String? {
        guard screen.alert == nil else { return nil }
        let quoted = ScriptQuoting.quoted, text = quoted(step.text.string)
        let buttons = Set((screen.barButtons + screen.buttons).map(\.id))
        let rows = screen.sections.flatMap(\.rows)
        if buttons.contains(PlayerListScreen.Button.addPlayer.id) {
            return rows.isEmpty || step.target % 3 != 0 ? "tap \(quoted(PlayerListScreen.Text.addPlayer))" : "select \(step.target % rows.count + 1)"
        }
        if buttons.contains(PlayerListScreen.Button.confirmPlayers.id) {
            return "tap \(quoted(PlayerListScreen.Text.cancel))"
        }
        if let name = screen.fields.first(where: { $0.id == AddPlayerScreen.Field.name.id }) {
            return name.value.isEmpty || step.target % 4 == 0 ? "type \(quoted(name.label)) \(text)" : "tap \(quoted(AddPlayerScreen.Text.done))"
        }
        if screen.sections.first?.title == PlayerDetailsScreen.Text.personal {
            return "select \(step.target % rows.count + 1)"
        }
        guard buttons.contains(PlayerEditScreen.Button.done.id) else { return nil }
        if step.target % 2 == 0 { return "tap \(quoted(PlayerEditScreen.Text.done))" }
        if let field = screen.fields.first { return "type \(quoted(field.label)) \(text)" }
        return rows.isEmpty ? nil : "select \(step.target / 2 % rows.count + 1)"
    }

    func saved(on screen: Screen) -> [String: String]? {
        let buttons = Set((screen.barButtons + screen.buttons).map(\.id))
        guard buttons.contains(PlayerListScreen.Button.addPlayer.id) || buttons.contains(PlayerListScreen.Button.confirmPlayers.id) else { return nil }
        let rows = screen.sections.flatMap(\.rows)
        return Dictionary(rows.map { ($0.id, "\($0.title) · \($0.detail ?? "")") }, uniquingKeysWith: { first, _ in first })
    }

    mutating func observe(before: Screen, line: String, after: Screen) {
        guard before.title == LoginScreen.Text.title, before.alert == nil,
              [LoginScreen.Text.login, LoginScreen.Text.register].contains(where: { Self.taps(line, $0) }),
              let username = before.fields.first(where: { $0.id == LoginScreen.Field.username.id })?.value,
              let password = before.fields.first(where: { $0.id == LoginScreen.Field.password.id })?.value
        else { return }
        submitted.removeAll { $0 == (username, password) }
        submitted.append((username, password))
    }

    var reopenings: [[String]] {
        submitted.reversed().map { username, password in
            ["type Username \(ScriptQuoting.quoted(username))", "type Password \(ScriptQuoting.quoted(password))", "tap Login"]
        }
    }

    private static func taps(_ line: String, _ title: String) -> Bool {
        line == "tap \(title)" || line == "tap \(ScriptQuoting.quoted(title))"
    }
}
