/// One user action measured on every pattern of an app: the same lines from the same state.
///
/// `setUp` runs once after launch; per iteration, `before` sets the stage, `line` is timed
/// (event to rendered screen) and `after` undoes it, so every iteration starts from the same
/// state. The iteration number lets an action alternate (add / remove a favourite) or reset
/// now and then (a countdown that would run out).
struct UserAction: Sendable {
    /// What the user does: the last part of the benchmark's name and the report's row.
    let title: String
    let setUp: [String]
    var before: @Sendable (Int) -> [String] = { _ in [] }
    let line: @Sendable (Int) -> String
    var after: @Sendable (Int) -> [String] = { _ in [] }
}
