/// The Football Gather actions of issue 13, each from a signed-in user with a 50-player roster.
enum FootballGatherActions {
    static let rosterSize = 50
    static let gatherSize = 22
    /// A countdown is 10 minutes: restart it well before it runs out.
    static let ticksPerCountdown = 500

    /// `Player01` … `Player50`: fixed width, so no name contains another.
    static func player(_ number: Int) -> String {
        number < 10 ? "Player0\(number)" : "Player\(number)"
    }

    static let signedInWithRoster: [String] = {
        var lines = ["type Username coach", "type Password pitch", "tap Register"]
        for number in 1...rosterSize {
            lines += ["tap \"Add player\"", "type Name \(player(number))", "tap Done"]
        }
        return lines
    }()

    /// A gather of 22 players, 11 a side, on its Gather screen.
    static let gatherOf22: [String] = {
        var lines = signedInWithRoster + ["tap Select"]
        lines += (1...gatherSize).map { "select \(player($0))" }
        lines.append("tap \"Confirm players\"")
        lines += (1...gatherSize).map { "move \(player($0)) \"Team \($0 <= gatherSize / 2 ? "A" : "B")\"" }
        lines.append("tap \"Start Gather\"")
        return lines
    }()

    static let all: [UserAction] = [
        UserAction(
            title: "type into a field",
            setUp: signedInWithRoster + ["tap \"Add player\""],
            line: { _ in "type Name Ada" },
            after: { _ in ["type Name \"\""] }
        ),
        UserAction(
            title: "select a player (50 on the roster)",
            setUp: signedInWithRoster,
            line: { _ in "select \(player(25))" },
            after: { _ in ["back"] }
        ),
        UserAction(
            title: "step a score",
            setUp: gatherOf22,
            line: { _ in "step \"Team A\" up" },
            after: { _ in ["step \"Team A\" down"] }
        ),
        UserAction(
            title: "one timer tick (22 players)",
            setUp: gatherOf22 + ["tap Start"],
            line: { _ in "wait 1" },
            after: { iteration in
                iteration % ticksPerCountdown == ticksPerCountdown - 1 ? ["tap Cancel", "tap Start"] : []
            }
        ),
        UserAction(
            title: "save an edited player",
            setUp: signedInWithRoster + ["select \(player(25))"],
            // Alternate ages so every save changes the stored row.
            before: { iteration in ["select Age", "type Age \(30 + iteration % 2)"] },
            line: { _ in "tap Done" }
        ),
    ]
}
