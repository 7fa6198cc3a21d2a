/// Cancels the task running right now: from inside a mock's call, it stands for the user
/// cancelling (or a newer load replacing) the load that made the call.
func cancelTheCallingTask() {
    withUnsafeCurrentTask { $0?.cancel() }
}
