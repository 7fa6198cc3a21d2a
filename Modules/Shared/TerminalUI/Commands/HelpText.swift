/// Builds what `help` prints: what can be done on the screen as it is now.
public enum HelpText {
    public static func make(for screen: Screen) -> String {
        var lines = ["What you can do here:"]
        if let alert = screen.alert {
            lines.append("  " + alert.actions.map { "alert \(word($0))" }.joined(separator: " · "))
        } else {
            let buttons = (screen.barButtons + screen.buttons).filter(\.isEnabled).map { "tap \(word($0.title))" }
            let toggles = screen.toggles.map { "tap \(word($0.label))" }
            append(buttons + toggles, to: &lines)
            append(screen.fields.map { "type \(word($0.label)) <text>" }, to: &lines)
            append(screen.steppers.map { "step \(word($0.label)) up|down" }, to: &lines)
            append(screen.pickers.flatMap { $0.components.map { "pick \(word($0.label)) <row>" } }, to: &lines)
            let rows = screen.indexedRows
            if rows.contains(where: \.row.isSelectable) {
                lines.append("  select <n|text> (rows 1–\(rows.count))")
            }
            if rows.contains(where: \.row.isDeletable) { lines.append("  delete <n|text>") }
            if rows.contains(where: \.row.isMovable) {
                let sections = screen.sections.compactMap(\.title).map(word).joined(separator: "|")
                lines.append("  move <n|text> \(sections)")
            }
            if screen.showsBackButton { lines.append("  back") }
        }
        lines.append("Always: wait <seconds> · open <url> · help · quit")
        return lines.joined(separator: "\n")
    }

    private static func append(_ items: [String], to lines: inout [String]) {
        if !items.isEmpty { lines.append("  " + items.joined(separator: " · ")) }
    }

    private static func word(_ title: String) -> String {
        title.contains(" ") ? "\"\(title)\"" : title
    }
}
