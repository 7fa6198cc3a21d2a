import TerminalUI

extension View {
    /// An alert over the page while `isPresented` is true, like SwiftUI's
    /// `alert(_:isPresented:actions:message:)`: its ``Button``s are its actions (an "OK" when
    /// there are none), its ``Text`` its message. Choosing an action sets `isPresented` to
    /// false, then runs the button's action.
    ///
    /// The alert belongs to its page: while another page covers it, it waits, and it shows when
    /// its page is on top again, as long as `isPresented` is still true. An alert outside the
    /// ``NavigationStack`` shows over whichever page is on top.
    public func alert<Actions: View, Message: View>(
        _ title: some StringProtocol,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message
    ) -> some View {
        let title = String(title)
        let (buttons, text) = (actions(), message())
        return modified(finish: { fragment, node, context in
            // One alert at a time: this one shows over any its content presents, as an alert
            // further out (the stack's over a page's) shows over one further in.
            guard node.track({ isPresented.wrappedValue }) else { return }
            let drawn = node.renderChild(buttons, key: .part("actions"), context.parts(in: .alertActions))
            let message = node.renderChild(text, key: .part("message"), context.parts(in: .alertMessage)).texts
            let actions = drawn.alertActions.isEmpty ? [(title: Screen.Alert.ok, action: Action.run {})] : drawn.alertActions
            let dismiss: @MainActor () -> Void = { isPresented.wrappedValue = false }
            var answers: [String: Action] = [:]
            for action in actions where answers[action.title] == nil {
                answers[action.title] = action.action.after(dismiss)
            }
            let alert = Screen.Alert(
                title: title,
                message: message.isEmpty ? nil : message.joined(separator: " "),
                actions: actions.map(\.title)
            )
            fragment.alert = Fragment.AlertEntry(alert: alert, answers: answers)
        })
    }

    /// An alert with no message.
    public func alert<Actions: View>(
        _ title: some StringProtocol,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> Actions
    ) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// An alert about `data`, shown while `isPresented` is true and `data` is not nil, like
    /// SwiftUI's `alert(_:isPresented:presenting:actions:message:)`.
    public func alert<Data, Actions: View, Message: View>(
        _ title: some StringProtocol,
        isPresented: Binding<Bool>,
        presenting data: Data?,
        @ViewBuilder actions: (Data) -> Actions,
        @ViewBuilder message: (Data) -> Message
    ) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        let (buttons, text) = (data.map(actions), data.map(message))
        return alert(title, isPresented: shown, actions: { buttons }, message: { text })
    }
}
