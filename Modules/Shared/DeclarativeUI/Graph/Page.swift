import TerminalUI

/// One page of the app as the toolkit shows it: its screen, and the action each event on
/// it runs.
struct Page {
    let screen: Screen
    private let handlers: Fragment.Handlers
    private let rowActions: [[Action?]]
    private let alertAnswers: [String: Action]

    init(_ fragment: Fragment) {
        var screen = fragment.screen
        screen.title = fragment.title ?? ""
        screen.labels = fragment.texts
        let sections = fragment.sections
        screen.sections = sections.map { Screen.Section($0.title, id: $0.id, rows: $0.rows.map(\.row)) }
        screen.alert = fragment.alert?.alert
        self.screen = screen
        handlers = fragment.handlers
        rowActions = sections.map { $0.rows.map(\.action) }
        alertAnswers = fragment.alert?.answers ?? [:]
    }

    /// What `event` runs; nil when nothing on the page answers it.
    func action(for event: Event) -> Action? {
        switch event {
        case .tap(let id): return handlers.taps[id]
        case .toggle(let id, let isOn): return handlers.toggles[id].map { toggle in .run { toggle(isOn) } }
        case .step(let id, let value): return handlers.steppers[id].map { step in .run { step(value) } }
        case .edit(let id, let text): return handlers.edits[id].map { edit in .run { edit(text) } }
        case .pick(let id, _, let row): return handlers.picks[id].map { pick in .run { pick(row) } }
        case .alert(let title): return alertAnswers[title]
        case .select(let path):
            guard rowActions.indices.contains(path.section), rowActions[path.section].indices.contains(path.row) else { return nil }
            return rowActions[path.section][path.row]
        case .delete, .move: return nil
        }
    }
}
