import FootballGatherModel

/// How a player's attributes read on this app's screens, said once for every view
/// controller: the position's acronym in rows, names on Player details, "-" when unset.
extension Player {
    /// Stands for a value that is not set (also a score or a winner a gather lacks).
    static let unsetText = "-"

    /// `"GK"`, or `"-"`.
    var positionAcronym: String { position?.acronym ?? Self.unsetText }

    /// `"Goalkeeper"`, or `"-"`.
    var positionName: String { position?.displayName ?? Self.unsetText }

    /// `"Professional"`, or `"-"`.
    var skillName: String { skill?.displayName ?? Self.unsetText }
}
