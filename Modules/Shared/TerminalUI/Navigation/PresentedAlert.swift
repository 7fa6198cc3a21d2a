/// An alert presented on a navigation controller or a view controller, with the code to run
/// on its answer.
struct PresentedAlert {
    let alert: Screen.Alert
    let handler: @MainActor (String) -> Void
}
