import FootballGatherModel

/// How a player reads on more than one screen, written once for the module's States.
extension Player {
    /// What an unset attribute shows.
    static let unsetText = "-"

    /// The detail of a roster row: `"Position: GK, Skill: Professional"`, `"-"` for what is unset.
    var rosterDetail: String {
        "Position: \(positionAcronym), Skill: \(skill?.displayName ?? Self.unsetText)"
    }

    /// The detail of a team row (Confirm players, Gather): the position acronym, or `"-"`.
    var positionAcronym: String {
        position?.acronym ?? Self.unsetText
    }
}
