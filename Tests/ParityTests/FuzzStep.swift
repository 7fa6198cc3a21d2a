import PropertyBased
import TerminalUI

/// One random step of a walk. It holds what it chose as plain numbers and a text, not a
/// line: the same step makes a line on whatever screen it meets (also once the steps
/// before it were shrunk away), from what that screen offers — its buttons, switches,
/// fields, steppers, pickers, rows and alert — mixed with lines that do not apply, hostile
/// text and test directives. A third of the steps set out to save something instead (the
/// app says how), so walks reach the states where data is written.
struct FuzzStep: Hashable, Sendable {
    /// Which of the lines the screen offers, counted round.
    var line: Int
    /// Which row, alert action or picker row the line names, counted round.
    var target: Int
    /// Which section, direction, wait, odd line or quoting, counted round.
    var variant: Int
    /// Whether an alert on screen gets an answer (mostly) rather than a line it refuses.
    var answersAlert: Bool
    /// A test directive sent instead of the line (rarely): which one and which fault key,
    /// counted round.
    var directive: Int?
    /// Whether the step takes the app's line towards saving something, where it has one.
    var saves: Bool
    /// What the line types, searches for, taps, picks or opens.
    var text: HostileText

    static let generator = zip(
        Gen.int(in: 0...9_999), Gen.int(in: 0...9_999), Gen.int(in: 0...9_999), Gen.bool(0.8),
        Gen.int(in: 0...9_999).optional(valueRate: 0.05), Gen.bool(0.35), HostileText.generator
    ).map { (choice: (Int, Int, Int, Bool, Int?, Bool, HostileText)) in
        FuzzStep(
            line: choice.0, target: choice.1, variant: choice.2, answersAlert: choice.3, directive: choice.4,
            saves: choice.5, text: choice.6
        )
    }

    /// The line this step makes on `screen` of `app`.
    @MainActor
    func line(on screen: Screen, app: some FuzzedApp) -> String {
        if let directive {
            let keys = app.faultKeys
            let key = keys[(directive / 4) % keys.count]
            return ["@fail \(key)", "@hold \(key)", "@release", "@heal"][directive % 4]
        }
        if let alert = screen.alert, answersAlert, !alert.actions.isEmpty {
            return "alert \(ScriptQuoting.quoted(alert.actions[target % alert.actions.count]))"
        }
        if saves, let line = app.savingLine(on: screen, step: self) { return line }
        let lines = candidates(on: screen)
        return lines[line % lines.count]
    }

    /// Simpler steps, simplest first: no directive, the alert answered, the first row and
    /// form, then a simpler text.
    func shrunk() -> [FuzzStep] {
        var steps: [FuzzStep] = []
        if directive != nil { steps.append(with { $0.directive = nil }) }
        if !answersAlert { steps.append(with { $0.answersAlert = true }) }
        if target != 0 { steps.append(with { $0.target = 0 }) }
        if variant != 0 { steps.append(with { $0.variant = 0 }) }
        return steps + text.shrunk().map { text in with { $0.text = text } }
    }

    private func with(_ change: (inout FuzzStep) -> Void) -> FuzzStep {
        var step = self
        change(&step)
        return step
    }

    /// Every line the step may make on `screen`; what a user would do most shows up most.
    private func candidates(on screen: Screen) -> [String] {
        let quoted = ScriptQuoting.quoted
        var lines = ["help", "back", "wait \(variant % 4)", oddLine]
        for button in screen.barButtons + screen.buttons {
            lines += Array(repeating: "tap \(quoted(button.title))", count: button.isEnabled ? 2 : 1)
        }
        for toggle in screen.toggles { lines.append("tap \(quoted(toggle.label))") }
        for field in screen.fields {
            lines += Array(repeating: "type \(quoted(field.label)) \(typed)", count: 3)
        }
        for stepper in screen.steppers { lines.append("step \(quoted(stepper.label)) \(variant % 5 < 3 ? "up" : "down")") }
        for component in screen.pickers.flatMap(\.components) where !component.rows.isEmpty {
            lines.append("pick \(quoted(component.label)) \(quoted(component.rows[target % component.rows.count]))")
        }
        let rows = screen.sections.flatMap(\.rows)
        if !rows.isEmpty {
            let row = rows[target % rows.count]
            lines += Array(repeating: "select \(quoted(row.title))", count: 3)
            if row.isDeletable { lines.append("delete \(quoted(row.title))") }
            if row.isMovable {
                let section = screen.sections[variant % screen.sections.count]
                lines += Array(repeating: "move \(quoted(row.title)) \(quoted(section.title ?? "1"))", count: 3)
            }
        }
        return lines
    }

    /// The text as typed: mostly in double quotes, sometimes in single quotes or bare.
    private var typed: String {
        switch variant % 8 {
        case 6: ScriptQuoting.singleQuoted(text.string)
        case 7: text.string
        default: ScriptQuoting.quoted(text.string)
        }
    }

    /// A line that does not apply or does not parse, many of them carrying the text.
    private var oddLine: String {
        let text = text.string, quoted = ScriptQuoting.quoted(text)
        let lines = [
            "tap", "tap nowhere", "select 999", "select 0", "move", "step x sideways", "pick", "type", "alert",
            "@", "@bogus", "\"unterminated", "open countries://country/XYZ", "open nothing", "wait -1", "wait 99999",
            "\u{1B}]0;title\u{7}", String(repeating: "z", count: 2_000),
            "tap \(quoted)", "select \(quoted)", "delete \(quoted)", "alert \(quoted)", "pick Region \(quoted)",
            "open \(ScriptQuoting.quoted("countries://country/" + text))", "open \(quoted)", "# \(text)", text,
            "@hold \(text)", "@fail \(quoted)", "type \(quoted) x", "move \(quoted) \(quoted)", "step \(quoted) up",
        ]
        return lines[variant % lines.count]
    }
}
