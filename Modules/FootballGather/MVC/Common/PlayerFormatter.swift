import FootballGatherModel

/// How a player's attributes read on this app's screens, said once for every view
/// controller that shows a player: the position's acronym in rows, names on Player details,
/// "-" when unset. Formatting is the view controllers' job in MVC; the catalog counts a
/// `…Formatter` in their role.
enum PlayerFormatter {
    /// Stands for a value that is not set (also a score or a winner a gather lacks).
    static let unset = "-"

    /// `"GK"`, or `"-"`.
    static func positionAcronym(of player: Player) -> String { player.position?.acronym ?? unset }

    /// `"Goalkeeper"`, or `"-"`.
    static func positionName(of player: Player) -> String { player.position?.displayName ?? unset }

    /// `"Professional"`, or `"-"`.
    static func skillName(of player: Player) -> String { player.skill?.displayName ?? unset }
}
