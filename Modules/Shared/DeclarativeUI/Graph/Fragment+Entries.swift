import TerminalUI

extension Fragment {
    /// The closures of the screen's controls, by element id (the first element with an id wins).
    struct Handlers {
        var taps: [String: Action] = [:]
        var toggles: [String: @MainActor (Bool) -> Void] = [:]
        var steppers: [String: @MainActor (Int) -> Void] = [:]
        var edits: [String: @MainActor (String) -> Void] = [:]
        /// A picker's row, by index.
        var picks: [String: @MainActor (Int) -> Void] = [:]

        mutating func merge(_ other: Handlers) {
            taps.merge(other.taps) { first, _ in first }
            toggles.merge(other.toggles) { first, _ in first }
            steppers.merge(other.steppers) { first, _ in first }
            edits.merge(other.edits) { first, _ in first }
            picks.merge(other.picks) { first, _ in first }
        }
    }

    /// A row, or a section of rows, in a list.
    enum ListItem {
        case row(RowEntry)
        case section(SectionEntry)
    }

    struct RowEntry {
        var row: Screen.Row
        /// What selecting it runs; nil for a row that only shows.
        var action: Action?
    }

    struct SectionEntry {
        var title: String?
        var id: String
        var rows: [RowEntry]
    }

    /// An alert to show, with what each action runs (its binding set to false first).
    struct AlertEntry {
        var alert: Screen.Alert
        var answers: [String: Action]
    }

    /// `onAppear`, `onDisappear` and `task` of one modifier, which is its identity: it appears
    /// when it first shows on the visible page and disappears when it stops.
    struct LifecycleEntry {
        let owner: ViewNode
        var onAppear: (@MainActor () -> Void)?
        var onDisappear: (@MainActor () -> Void)?
        var task: TaskEntry?

        var key: ObjectIdentifier { ObjectIdentifier(owner) }
    }

    /// A `task`: restarted when its id changes (`task(id:)`).
    struct TaskEntry {
        let id: Any?
        let hasSameID: (Any?) -> Bool
        let action: @MainActor () async -> Void
    }

    /// A navigation stack's pages, root first, and how to go back to one of them.
    struct NavigationEntry {
        var pages: [PageEntry]
        /// Keeps the first `n` routes of the path (the user went back).
        var keepRoutes: @MainActor (Int) -> Void
    }

    struct PageEntry {
        let key: AnyHashable
        let fragment: Fragment
    }

    /// The list's rows in sections: rows outside any `Section` form an untitled one.
    var sections: [SectionEntry] {
        var sections: [SectionEntry] = []
        var loose: [RowEntry] = []
        for item in listItems {
            switch item {
            case .row(let row): loose.append(row)
            case .section(let section):
                if !loose.isEmpty { sections.append(SectionEntry(id: "", rows: loose)) }
                loose = []
                sections.append(section)
            }
        }
        if !loose.isEmpty { sections.append(SectionEntry(id: "", rows: loose)) }
        return sections
    }
}
