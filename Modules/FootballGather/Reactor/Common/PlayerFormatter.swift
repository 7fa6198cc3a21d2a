import FootballGatherModel

/// How a player reads on more than one screen, written once for the module's States (and
/// the one Reactor, History's, that maps its rows itself). Mapping to display values is the
/// State's job in Reactor; the catalog counts a `…Formatter` in that role.
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
