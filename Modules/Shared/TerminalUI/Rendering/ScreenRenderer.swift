/// Turns a ``Screen`` into text. The output is a pure function of the screen, so the same
/// screen always prints the same bytes: that is what makes the parity transcripts comparable.
///
/// It is also the one way text reaches the terminal: the drivers print screens, messages,
/// error lines and the script echo through it, and it makes every control character in
/// them visible (``VisibleText``), so data can never carry an escape sequence to the
/// terminal. The only escapes in its output are its own ``TextStyle`` colours.
public struct ScreenRenderer: Sendable {
    public var style: TextStyle
    /// Rows shown per section before the rest is summarised (interactive mode sets it from
    /// the terminal height); nil shows every row.
    public var maximumRowsPerSection: Int?
    public var width: Int

    public init(style: TextStyle = .plain, maximumRowsPerSection: Int? = nil, width: Int = 60) {
        self.style = style
        self.maximumRowsPerSection = maximumRowsPerSection
        self.width = width
    }

    public func render(_ screen: Screen) -> String {
        let screen = Self.visible(screen)
        var lines: [String] = []
        let heading = "== \(screen.title) "
        // Padded to the columns the title takes, not its characters: "日本" is 4 columns wide.
        lines.append(style(.title, heading + String(repeating: "=", count: max(3, width - DisplayWidth.of(heading)))))
        let bar = (screen.showsBackButton ? ["< Back"] : []) + screen.barButtons.map(button)
        if !bar.isEmpty { lines.append("  " + bar.joined(separator: "  ")) }
        lines += screen.labels.map { "  \($0)" }
        lines += screen.fields.map(field)
        lines += screen.toggles.map { "  \($0.label): " + ($0.isOn ? style(.checked, "[on]") : "[off]") }
        lines += screen.steppers.map { "  \($0.label): \($0.value)  (\($0.range.lowerBound)–\($0.range.upperBound))" }
        lines += screen.pickers.flatMap { $0.components.map(component) }
        lines += sections(screen)
        if let empty = screen.emptyMessage { lines.append("  " + style(.dim, empty)) }
        if screen.isLoading { lines.append("  " + style(.dim, "Loading…")) }
        if !screen.buttons.isEmpty { lines.append("  " + screen.buttons.map(button).joined(separator: "  ")) }
        if let alert = screen.alert { lines += self.alert(alert) }
        return lines.joined(separator: "\n")
    }

    /// A message of one or more lines (help, a directive's answer), control characters
    /// made visible except its line breaks.
    public func message(_ text: String) -> String {
        VisibleText.lines(text)
    }

    /// The one-line `error: …` shown when a command fails.
    public func error(_ message: String) -> String {
        style(.error, "error: " + VisibleText.line(message))
    }

    /// Script mode's echo of a typed line (`> tap Done`), or of a `#` comment (as is).
    public func echo(_ line: String, prompt: Bool = true) -> String {
        (prompt ? "> " : "") + VisibleText.line(line)
    }

    /// `screen` with every text it shows made visible (``VisibleText/line(_:)``). A secure
    /// field's value is left alone: only its length shows, as `*`s.
    static func visible(_ screen: Screen) -> Screen {
        let line = VisibleText.line
        var screen = screen
        screen.title = line(screen.title)
        screen.barButtons = screen.barButtons.map(visible)
        screen.labels = screen.labels.map(line)
        screen.fields = screen.fields.map { field in
            var field = field
            field.label = line(field.label)
            if !field.isSecure { field.value = line(field.value) }
            field.placeholder = field.placeholder.map(line)
            return field
        }
        screen.toggles = screen.toggles.map { toggle in
            var toggle = toggle
            toggle.label = line(toggle.label)
            return toggle
        }
        screen.steppers = screen.steppers.map { stepper in
            var stepper = stepper
            stepper.label = line(stepper.label)
            return stepper
        }
        screen.pickers = screen.pickers.map { picker in
            var picker = picker
            picker.components = picker.components.map { component in
                var component = component
                component.label = line(component.label)
                component.rows = component.rows.map(line)
                return component
            }
            return picker
        }
        screen.sections = screen.sections.map { section in
            var section = section
            section.title = section.title.map(line)
            section.rows = section.rows.map { row in
                var row = row
                row.title = line(row.title)
                row.detail = row.detail.map(line)
                return row
            }
            return section
        }
        screen.emptyMessage = screen.emptyMessage.map(line)
        screen.buttons = screen.buttons.map(visible)
        if var alert = screen.alert {
            alert.title = line(alert.title)
            alert.message = alert.message.map(line)
            alert.actions = alert.actions.map(line)
            screen.alert = alert
        }
        return screen
    }

    private static func visible(_ button: Screen.Button) -> Screen.Button {
        var button = button
        button.title = VisibleText.line(button.title)
        return button
    }

    private func button(_ button: Screen.Button) -> String {
        button.isEnabled ? style(.button, "[\(button.title)]") : style(.disabled, "[\(button.title) (disabled)]")
    }

    private func field(_ field: Screen.TextField) -> String {
        if field.value.isEmpty {
            return "  \(field.label): " + style(.dim, "_" + (field.placeholder.map { " (\($0))" } ?? ""))
        }
        let value = field.isSecure ? String(repeating: "*", count: field.value.count) : field.value
        return "  \(field.label): \(value)"
    }

    private func component(_ component: Screen.Picker.Component) -> String {
        let selected = component.selectedRow ?? "-"
        let options = component.rows.count > 8
            ? "\(component.rows.first ?? "") … \(component.rows.last ?? "")"
            : component.rows.joined(separator: " | ")
        return "  \(component.label): \(selected)  (\(options))"
    }

    private func sections(_ screen: Screen) -> [String] {
        var lines: [String] = []
        var number = 0
        for section in screen.sections {
            if let title = section.title { lines.append("  " + style(.title, title)) }
            if section.rows.isEmpty && section.title != nil { lines.append("    " + style(.dim, "(empty)")) }
            let limit = maximumRowsPerSection ?? section.rows.count
            for (index, row) in section.rows.enumerated() {
                number += 1
                if index < limit { lines.append(self.row(row, number: number)) }
            }
            if section.rows.count > limit {
                lines.append("    " + style(.dim, "… \(section.rows.count - limit) more (select <text> reaches them)"))
            }
        }
        return lines
    }

    private func row(_ row: Screen.Row, number: Int) -> String {
        var text = "    \(number). "
        switch row.accessory {
        case .checkbox(let checked): text += checked ? style(.checked, "[x] ") : "[ ] "
        case .none, .disclosure: break
        }
        text += row.title
        if let detail = row.detail { text += " · " + style(.dim, detail) }
        if row.accessory == .disclosure { text += " >" }
        return text
    }

    private func alert(_ alert: Screen.Alert) -> [String] {
        var lines = ["  " + style(.alert, "! \(alert.title)")]
        if let message = alert.message { lines.append("  ! " + message) }
        lines.append("  ! " + alert.actions.map { "[\($0)]" }.joined(separator: " "))
        return lines
    }
}
