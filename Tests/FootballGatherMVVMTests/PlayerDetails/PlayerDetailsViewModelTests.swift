import FootballGatherModel
@testable import FootballGatherMVVM
import FootballGatherTestSupport
import Testing

@MainActor @Suite struct PlayerDetailsViewModelTests {
    let ada = PlayerDraft.ada.player(id: 1)
    let edits = ClosureSpy<PlayerField>()

    private func makeViewModel() -> PlayerDetailsViewModel {
        PlayerDetailsViewModel(player: ada, onEdit: { [edits] field, _ in edits.record(field) })
    }

    @Test func choosingAFieldAsksForItsEditor() {
        let viewModel = makeViewModel()

        viewModel.edit(.skill)

        #expect(edits.values == [.skill])
    }

    @Test func showsThePlayerAsSavedByTheEditor() {
        let viewModel = makeViewModel()
        var renamed = ada
        renamed.name = "Ada Lovelace"

        viewModel.playerDidChange(renamed)

        #expect(viewModel.player.name == "Ada Lovelace")
    }

    @Test func ignoresChangesToAnotherPlayer() {
        let viewModel = makeViewModel()

        viewModel.playerDidChange(PlayerDraft.bruno.player(id: 2))

        #expect(viewModel.player == ada)
    }
}
