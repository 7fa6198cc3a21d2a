/// The rows the time picker has selected while it is open, before "Done" applies them
/// (a local model of the Gather module: Core's `GatherTimer` only knows the chosen time).
struct PickedTime: Equatable {
    var minutes: Int
    var seconds: Int
}
