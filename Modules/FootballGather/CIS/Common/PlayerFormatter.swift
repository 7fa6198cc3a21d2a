import FootballGatherModel

/// How a player reads on every screen of the app: the display values more than one
/// scene's Store maps a `Player` into, written once for the module. Mapping to display
/// values is the Stores' job in CIS (Spoqa's Presenter became the Store); the catalog counts
/// a `…Formatter` in their role.
enum PlayerFormatter {
    /// What an unset attribute shows.
    static let unset = "-"

    /// The detail of a roster row: `"Position: GK, Skill: Professional"`, `"-"` for what is unset.
    static func rosterDetail(of player: Player) -> String {
        "Position: \(positionAcronym(of: player)), Skill: \(player.skill?.displayName ?? unset)"
    }

    /// The detail of a team row (Confirm players, Gather): the position acronym, or `"-"`.
    static func positionAcronym(of player: Player) -> String {
        player.position?.acronym ?? unset
    }
}
