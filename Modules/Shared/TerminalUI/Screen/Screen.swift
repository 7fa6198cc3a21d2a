/// A description of everything one screen shows, the way a view hierarchy would in UIKit.
///
/// Views build a `Screen` from their state; the toolkit renders it and resolves typed
/// commands against it. It is a value and `Equatable`, so tests compare screens
/// structurally instead of scraping text.
public struct Screen: Equatable, Sendable {
    /// The navigation bar title.
    public var title: String
    /// Whether a back button shows; set by the ``NavigationController``, not by views.
    public var showsBackButton: Bool
    /// Bar buttons, shown in the navigation bar after the back button.
    public var barButtons: [Button]
    /// Static lines shown under the bar (for example the timer's "10:00").
    public var labels: [String]
    public var fields: [TextField]
    public var toggles: [Toggle]
    public var steppers: [Stepper]
    public var pickers: [Picker]
    public var sections: [Section]
    /// Shown instead of the rows when there is nothing to list.
    public var emptyMessage: String?
    /// Shown while work the screen waits for is in flight.
    public var isLoading: Bool
    /// Buttons at the bottom of the screen.
    public var buttons: [Button]
    /// An alert on top of the screen; while it is up only its actions apply.
    public var alert: Alert?

    public init(
        title: String,
        showsBackButton: Bool = false,
        barButtons: [Button] = [],
        labels: [String] = [],
        fields: [TextField] = [],
        toggles: [Toggle] = [],
        steppers: [Stepper] = [],
        pickers: [Picker] = [],
        sections: [Section] = [],
        emptyMessage: String? = nil,
        isLoading: Bool = false,
        buttons: [Button] = [],
        alert: Alert? = nil
    ) {
        self.title = title
        self.showsBackButton = showsBackButton
        self.barButtons = barButtons
        self.labels = labels
        self.fields = fields
        self.toggles = toggles
        self.steppers = steppers
        self.pickers = pickers
        self.sections = sections
        self.emptyMessage = emptyMessage
        self.isLoading = isLoading
        self.buttons = buttons
        self.alert = alert
    }

    /// Every row paired with its position, in on-screen order (the numbering `select` uses).
    public var indexedRows: [(path: RowPath, row: Row)] {
        sections.enumerated().flatMap { sectionIndex, section in
            section.rows.enumerated().map { rowIndex, row in
                (RowPath(section: sectionIndex, row: rowIndex), row)
            }
        }
    }
}
