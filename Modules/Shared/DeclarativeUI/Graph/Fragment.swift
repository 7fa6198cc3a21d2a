import Foundation
import TerminalUI

/// What a view contributes to its screen: its elements with the closures their events run.
/// A parent's fragment is its children's, appended in order; a page's becomes a ``Page``.
struct Fragment {
    /// Bar buttons, fields, toggles, steppers, pickers, buttons, the empty message and the
    /// loading state, as the screen shows them (title, labels, rows and alert are kept apart).
    var screen = Screen(title: "")
    var title: String?
    /// Texts in order: the screen's labels, a label's title and detail, an alert's message,
    /// a picker's options (with their ``tags``).
    var texts: [String] = []
    var tags: [AnyHashable?] = []
    /// A row label's detail (`LabeledContent`'s value) and accessory (a chevron or a box).
    var detail: String?
    var accessory: Screen.Row.Accessory?
    var listItems: [ListItem] = []
    var handlers = Handlers()
    var alert: AlertEntry?
    /// Buttons drawn as an alert's actions.
    var alertActions: [(title: String, action: Action)] = []
    var lifecycle: [LifecycleEntry] = []
    /// `navigationDestination`s by the type of route they show.
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    var navigation: NavigationEntry?
    var linkHandlers: [@MainActor (URL) -> Action] = []
    /// `onChange` actions to run once the update that saw the change is drawn.
    var changes: [@MainActor () -> Void] = []

    mutating func appendText(_ text: String, tag: AnyHashable?) {
        texts.append(text)
        tags.append(tag)
    }

    /// Adds `other`'s elements after these. The first title, message, alert and route
    /// destination win, as the first element with an id wins a command.
    mutating func append(_ other: Fragment) {
        title = title ?? other.title
        screen.barButtons += other.screen.barButtons
        screen.fields += other.screen.fields
        screen.toggles += other.screen.toggles
        screen.steppers += other.screen.steppers
        screen.pickers += other.screen.pickers
        screen.buttons += other.screen.buttons
        screen.emptyMessage = screen.emptyMessage ?? other.screen.emptyMessage
        screen.isLoading = screen.isLoading || other.screen.isLoading
        texts += other.texts
        tags += other.tags
        detail = detail ?? other.detail
        accessory = accessory ?? other.accessory
        listItems += other.listItems
        handlers.merge(other.handlers)
        alert = alert ?? other.alert
        alertActions += other.alertActions
        lifecycle += other.lifecycle
        destinations.merge(other.destinations) { first, _ in first }
        navigation = navigation ?? other.navigation
        linkHandlers += other.linkHandlers
        changes += other.changes
    }
}
