import Foundation

/// Checks a ``Command`` against what is on screen and turns it into what the toolkit does.
public enum CommandResolver {
    /// What a command resolved to.
    public enum Resolution: Equatable, Sendable {
        /// An event for the visible screen.
        case event(Event)
        case back
        case wait(seconds: Int)
        case open(String)
        case help
        case quit
    }

    public static func resolve(_ command: Command, on screen: Screen) throws(CommandError) -> Resolution {
        if let alert = screen.alert {
            switch command {
            case .alert, .help, .quit: break
            default:
                let actions = alert.actions.map(quoted).joined(separator: ", ")
                throw CommandError("an alert is open: answer it with alert <action> (\(actions))")
            }
        }
        switch command {
        case .tap(let title): return .event(try tap(title, on: screen))
        case .select(let reference):
            let (path, row) = try findRow(reference, on: screen)
            guard row.isSelectable else { throw CommandError("row \(quoted(row.title)) cannot be selected") }
            return .event(.select(path))
        case .delete(let reference):
            let (path, row) = try findRow(reference, on: screen)
            guard row.isDeletable else { throw CommandError("row \(quoted(row.title)) cannot be deleted") }
            return .event(.delete(path))
        case .move(let reference, let sectionName):
            return .event(try move(reference, to: sectionName, on: screen))
        case .step(let label, let direction): return .event(try step(label, direction, on: screen))
        case .type(let label, let text):
            guard let field = screen.fields.first(where: { matches($0.label, label) }) else {
                throw CommandError("no text field \(quoted(label)) on this screen\(listing(screen.fields.map(\.label)))")
            }
            if let refusal = TypedText.refusal(of: text, in: field) { throw CommandError(refusal) }
            return .event(.edit(field.id, text: text))
        case .pick(let componentName, let rowName): return .event(try pick(rowName, in: componentName, on: screen))
        case .alert(let action):
            guard let alert = screen.alert else { throw CommandError("there is no alert on screen") }
            guard let chosen = alert.actions.first(where: { matches($0, action) }) else {
                throw CommandError("the alert has no action \(quoted(action))\(listing(alert.actions))")
            }
            return .event(.alert(chosen))
        case .back:
            guard screen.showsBackButton else { throw CommandError("there is no screen to go back to") }
            return .back
        case .wait(let seconds): return .wait(seconds: seconds)
        case .open(let url): return .open(url)
        case .help: return .help
        case .quit: return .quit
        }
    }

    private static func tap(_ title: String, on screen: Screen) throws(CommandError) -> Event {
        if let button = (screen.barButtons + screen.buttons).first(where: { matches($0.title, title) }) {
            guard button.isEnabled else { throw CommandError("\(quoted(button.title)) is disabled") }
            return .tap(button.id)
        }
        if let toggle = screen.toggles.first(where: { matches($0.label, title) }) {
            return .toggle(toggle.id, isOn: !toggle.isOn)
        }
        let titles = (screen.barButtons + screen.buttons).map(\.title) + screen.toggles.map(\.label)
        throw CommandError("no button \(quoted(title)) on this screen\(listing(titles))")
    }

    private static func findRow(_ reference: Command.RowReference, on screen: Screen) throws(CommandError) -> (RowPath, Screen.Row) {
        let rows = screen.indexedRows
        guard !rows.isEmpty else { throw CommandError("there are no rows on this screen") }
        switch reference {
        case .number(let number):
            guard rows.indices.contains(number - 1) else {
                throw CommandError("there is no row \(number) on this screen (rows 1–\(rows.count))")
            }
            return rows[number - 1]
        case .text(let text):
            guard let found = rows.first(where: { contains($0.row.title, text) }) else {
                throw CommandError("no row contains \(quoted(text))")
            }
            return found
        }
    }

    private static func move(_ reference: Command.RowReference, to sectionName: String, on screen: Screen) throws(CommandError) -> Event {
        let (path, row) = try findRow(reference, on: screen)
        guard row.isMovable else { throw CommandError("row \(quoted(row.title)) cannot be moved") }
        let titles = screen.sections.map { $0.title ?? "" }
        let index: Int? = if let number = Int(sectionName), titles.indices.contains(number - 1) {
            number - 1
        } else {
            titles.firstIndex { matches($0, sectionName) }
        }
        guard let target = index else {
            throw CommandError("no section \(quoted(sectionName)) on this screen\(listing(titles))")
        }
        guard target != path.section else {
            throw CommandError("\(quoted(row.title)) is already in \(quoted(titles[target]))")
        }
        return .move(path, toSection: target)
    }

    private static func step(_ label: String, _ direction: Command.StepDirection, on screen: Screen) throws(CommandError) -> Event {
        guard let stepper = screen.steppers.first(where: { matches($0.label, label) }) else {
            throw CommandError("no stepper \(quoted(label)) on this screen\(listing(screen.steppers.map(\.label)))")
        }
        let value = stepper.value + (direction == .up ? 1 : -1)
        guard stepper.range.contains(value) else {
            let bound = direction == .up ? "above \(stepper.range.upperBound)" : "below \(stepper.range.lowerBound)"
            throw CommandError("\(quoted(stepper.label)) cannot go \(bound)")
        }
        return .step(stepper.id, value: value)
    }

    private static func pick(_ rowName: String, in componentName: String, on screen: Screen) throws(CommandError) -> Event {
        for picker in screen.pickers {
            for (componentIndex, component) in picker.components.enumerated() where matches(component.label, componentName) {
                guard let row = component.rows.firstIndex(where: { matches($0, rowName) }) else {
                    let range = component.rows.count > 8
                        ? " (\(component.rows.first ?? "") … \(component.rows.last ?? ""))"
                        : listing(component.rows)
                    throw CommandError("\(quoted(component.label)) has no row \(quoted(rowName))\(range)")
                }
                return .pick(picker.id, component: componentIndex, row: row)
            }
        }
        let labels = screen.pickers.flatMap { $0.components.map(\.label) }
        throw CommandError("no picker \(quoted(componentName)) on this screen\(listing(labels))")
    }

    static func matches(_ title: String, _ typed: String) -> Bool {
        title.compare(typed, options: [.caseInsensitive]) == .orderedSame
    }

    static func contains(_ title: String, _ typed: String) -> Bool {
        title.range(of: typed, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }

    static func quoted(_ text: String) -> String { "\"\(text)\"" }

    private static func listing(_ names: [String]) -> String {
        names.isEmpty ? "" : " (try: \(names.map(quoted).joined(separator: ", ")))"
    }
}
