import FootballGatherModel

/// What more than one scene shows alike, said once: the mark of an unset value and how a
/// player reads in a row. Formatting is Presentation's job in Clean; the catalog counts a
/// `…Formatter` in its ViewModel role, the one that holds display decisions as values.
enum PlayerFormatter {
    /// What an unset value shows.
    static let unset = "-"

    /// A Players row's detail: `"Position: GK, Skill: Professional"`, ``unset`` for what is unset.
    static func playerRowDetail(of player: Player) -> String {
        "Position: \(player.position?.acronym ?? unset), Skill: \(player.skill?.displayName ?? unset)"
    }

    /// A team row's detail (Confirm players, Gather): the position's acronym, or ``unset``.
    static func teamRowDetail(of player: Player) -> String {
        player.position?.acronym ?? unset
    }
}
