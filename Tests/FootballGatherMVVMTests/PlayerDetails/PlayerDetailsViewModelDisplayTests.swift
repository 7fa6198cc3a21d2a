import FootballGatherModel
@testable import FootballGatherMVVM
import FootballGatherTestSupport
import Testing

/// The title and values Player details shows.
@MainActor @Suite struct PlayerDetailsViewModelDisplayTests {
    private func makeViewModel(_ player: Player) -> PlayerDetailsViewModel {
        PlayerDetailsViewModel(player: player, onEdit: { _, _ in })
    }

    @Test func aDescribedPlayerShowsEveryValue() {
        let viewModel = makeViewModel(PlayerDraft.ada.player(id: 1))

        #expect(viewModel.title == "Ada")
        #expect(viewModel.values == [
            .name: "Ada", .age: "36", .preferredPosition: "Midfielder", .skill: "Professional", .favouriteTeam: "Arsenal",
        ])
    }

    @Test func unsetValuesShowADash() {
        let viewModel = makeViewModel(PlayerDraft.dani.player(id: 4))

        #expect(viewModel.values == [
            .name: "Dani", .age: "-", .preferredPosition: "-", .skill: "-", .favouriteTeam: "-",
        ])
    }

    @Test func anEditedPlayerRetitlesAndShowsTheNewValues() {
        let viewModel = makeViewModel(PlayerDraft.bruno.player(id: 2))
        var edited = PlayerDraft.bruno.player(id: 2)
        edited.name = "Bruno Silva"
        edited.position = .winger

        viewModel.playerDidChange(edited)

        #expect(viewModel.title == "Bruno Silva")
        #expect(viewModel.values[.preferredPosition] == "Winger")
        #expect(viewModel.values[.skill] == "Amateur")
    }
}
