import FootballGatherModel

/// How the presenters word a player in a row, said once for the module: Players' detail
/// line, the team rows of Confirm players and Gather, and the "-" of anything unset.
/// Formatting is the presenters' job in VIPER; the catalog counts a `…Formatter` in their role.
enum PlayerFormatter {
    /// What a value the user has not set reads as.
    static let unset = "-"

    /// Players' row detail: "Position: GK, Skill: Professional", "-" for what is unset.
    static func detail(of player: Player) -> String {
        "Position: \(position(of: player)), Skill: \(player.skill?.displayName ?? unset)"
    }

    /// A team row's detail: the position's acronym, "-" when unset.
    static func position(of player: Player) -> String {
        player.position?.acronym ?? unset
    }
}
