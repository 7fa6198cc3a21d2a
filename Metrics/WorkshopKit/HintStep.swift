/// One step of a pattern's hint, as `hint` prints it: what the step tells (where to look,
/// which roles change, which names) and its text.
struct HintStep: Equatable {
    var title: String
    var text: String
}
