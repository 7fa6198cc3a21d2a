import TerminalUI

extension Fragment {
    /// What a tappable view (a `Button`, a `NavigationLink`) becomes where it is drawn: a row in
    /// a list, a bar button in a toolbar, an action in an alert, a button anywhere else.
    /// Its id is its `accessibilityIdentifier`, or its title.
    @MainActor
    static func control(
        label: Fragment,
        action: Action,
        accessory: Screen.Row.Accessory = .none,
        _ context: RenderContext
    ) -> Fragment {
        let title = label.texts.first ?? ""
        let id = context.identifier ?? title
        let isEnabled = context.environment.isEnabled
        var fragment = Fragment()
        switch context.placement {
        case .list:
            let row = Screen.Row(
                title, id: id, detail: label.detail ?? label.texts.dropFirst().first,
                accessory: label.accessory ?? accessory, isSelectable: isEnabled
            )
            fragment.listItems.append(.row(RowEntry(row: row, action: action)))
        case .toolbar:
            fragment.screen.barButtons.append(Screen.Button(title, id: id, isEnabled: isEnabled))
            fragment.handlers.taps[id] = action
        case .alertActions:
            fragment.alertActions.append((title, action))
        case .content:
            fragment.screen.buttons.append(Screen.Button(title, id: id, isEnabled: isEnabled))
            fragment.handlers.taps[id] = action
        case .label, .alertMessage, .pickerOptions:
            fragment.appendText(title, tag: context.tag)
        }
        return fragment
    }
}
