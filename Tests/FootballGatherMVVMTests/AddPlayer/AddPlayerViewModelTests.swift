import FootballGatherModel
@testable import FootballGatherMVVM
import FootballGatherTestSupport
import Testing

@MainActor @Suite struct AddPlayerViewModelTests {
    let world: Backend
    let added = ClosureSpy<Player>()

    init() async throws {
        world = try await Backend.seeded()
    }

    private func makeViewModel() -> AddPlayerViewModel {
        AddPlayerViewModel(userID: world.userID, repository: world.repositories.players, onAdded: added.record)
    }

    @Test func aBlankNameCannotBeSaved() async throws {
        let viewModel = makeViewModel()
        viewModel.name = "   "

        await viewModel.save()

        #expect(!viewModel.canSave)
        #expect(added.values.isEmpty)
        #expect(try await world.roster().count == 5)
    }

    @Test func aNameEnablesDone() {
        let viewModel = makeViewModel()

        viewModel.name = "Zoe"

        #expect(viewModel.canSave)
    }

    @Test func savingAddsTheTrimmedPlayer() async throws {
        let viewModel = makeViewModel()
        viewModel.name = "  Zoe "

        await viewModel.save()

        let player = try #require(added.values.first)
        #expect(player.name == "Zoe")
        #expect(try await world.roster().contains(player))
    }

    @Test func aTooLongNameIsRefused() async throws {
        let viewModel = makeViewModel()
        viewModel.name = String(repeating: "z", count: 51)

        await viewModel.save()

        #expect(viewModel.errorMessage == "Name must be at most 50 characters.")
        #expect(added.values.isEmpty)
        #expect(try await world.roster().count == 5)
    }

    @Test func failingSaveShowsErrorAndKeepsTheName() async throws {
        world.faults.arm("players.add", .fail)
        let viewModel = makeViewModel()
        viewModel.name = "Zoe"

        await viewModel.save()

        #expect(viewModel.errorMessage == "Could not add the player.")
        #expect(viewModel.name == "Zoe")
        #expect(added.values.isEmpty)
        #expect(try await world.roster().count == 5)
    }

    @Test func showsSavingWhileSaving() async throws {
        world.faults.arm("players.add", .hold)
        let viewModel = makeViewModel()
        viewModel.name = "Zoe"

        let save = Task { await viewModel.save() }
        try await world.faults.waitUntilHeld()
        #expect(viewModel.isSaving)

        world.faults.reset()
        await save.value
        #expect(!viewModel.isSaving)
        #expect(added.values.count == 1)
    }
}
