/// Turns a ``Screen`` into text. The output is a pure function of the screen, so the same
/// screen always prints the same bytes: that is what makes the parity transcripts comparable.
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
        var lines: [String] = []
        let heading = "== \(screen.title) "
        lines.append(style(.title, heading + String(repeating: "=", count: max(3, width - heading.count))))
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
