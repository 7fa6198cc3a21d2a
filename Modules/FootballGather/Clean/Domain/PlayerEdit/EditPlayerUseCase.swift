import FootballGatherModel

/// Changing one field of a player: opening the editor, saving.
@MainActor
public protocol EditPlayerUseCase {
    /// Opens Player edit for `field` of the player with `playerID`.
    func edit(_ field: PlayerField, ofPlayer playerID: Int64)
    /// Validates and saves `value` as a change of that one field (the player's other fields
    /// keep what is stored when the save runs), then closes the editor it was saved from,
    /// if the user is still on it. Invalid input or a failing save throws and changes nothing.
    func save(_ value: PlayerFieldValue, for field: PlayerField, ofPlayer playerID: Int64) async throws(FootballGatherError)
}

public struct DefaultEditPlayerUseCase: EditPlayerUseCase {
    private let appState: AppState
    private let roster: any RosterRepository

    public init(appState: AppState, roster: any RosterRepository) {
        self.appState = appState
        self.roster = roster
    }

    public func edit(_ field: PlayerField, ofPlayer playerID: Int64) {
        guard appState.playerList.player(withID: playerID) != nil else { return }
        appState.routing.push(.playerEdit(playerID: playerID, field: field))
    }

    public func save(_ value: PlayerFieldValue, for field: PlayerField, ofPlayer playerID: Int64) async throws(FootballGatherError) {
        guard let userID = appState.session?.id, appState.playerList.player(withID: playerID) != nil else { return }
        let change = try value.change(of: field)
        let editor = appState.routing.topVisit(showing: .playerEdit(playerID: playerID, field: field))
        let saved = try await roster.update(playerID: playerID, setting: change, for: userID)
        replace(saved)
        if let editor { appState.routing.close(editor) }
    }

    /// The one copy of the player that Players and Player details both show.
    private func replace(_ player: Player) {
        guard let index = appState.playerList.roster.firstIndex(where: { $0.id == player.id }) else { return }
        appState.playerList.players?[index] = player
    }
}

/// What ``EditPlayerUseCase/save(_:for:ofPlayer:)`` takes: a new value for one field of a
/// player, as the user gave it: text for a text field, or the chosen option of a list field
/// (its place among the field's options in declaration order, nil for none), as the Model's
/// ``FootballGatherModel/PlayerField`` rules take them.
public enum PlayerFieldValue: Equatable, Sendable {
    case text(String)
    case option(Int?)

    /// The change of `field` to this value, validated by the Model's rules.
    func change(of field: PlayerField) throws(FootballGatherError) -> PlayerChange {
        switch self {
        case .text(let text): try field.change(text: text, optionAt: nil)
        case .option(let index): try field.change(text: "", optionAt: index)
        }
    }
}
