import FootballGatherModel
import FootballGatherUI

/// The words several Presenters use for a player, said once: the roster row's detail, a team
/// row (Confirm players, Gather) and the "-" of anything unset. Wording is the Presenters'
/// in VIP; the catalog counts a `…Formatter` in their role.
enum PlayerFormatter {
    /// How a value the user has not set reads.
    static let unset = "-"

    /// "Position: GK, Skill: Professional", "-" for what is unset.
    static func rosterDetail(of player: Player) -> String {
        let position = player.position?.acronym ?? unset
        let skill = player.skill?.displayName ?? unset
        return "Position: \(position), Skill: \(skill)"
    }

    /// A player in a team section: the name over the position's acronym.
    static func teamRow(of player: Player) -> TeamRow {
        TeamRow(playerID: player.id, name: player.name, detail: player.position?.acronym ?? unset)
    }
}
