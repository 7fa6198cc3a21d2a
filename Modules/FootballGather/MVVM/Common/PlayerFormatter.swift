import FootballGatherModel

/// How a player's attributes read on this module's screens, said once for every view model
/// that shows a player: the position's acronym in rows, names on Player details, and "-" for
/// anything unset. Formatting is the view models' job in MVVM; the catalog counts a
/// `…Formatter` in their role.
enum PlayerFormatter {
    /// Stands for a value that is not set (also a score or winner a gather lacks).
    static let unset = "-"

    /// `"GK"`, or ``unset``.
    static func acronym(of position: PlayerPosition?) -> String {
        position?.acronym ?? unset
    }

    /// `"Goalkeeper"`, or ``unset``.
    static func name(of position: PlayerPosition?) -> String {
        position?.displayName ?? unset
    }

    /// `"Professional"`, or ``unset``.
    static func name(of skill: PlayerSkill?) -> String {
        skill?.displayName ?? unset
    }
}
