@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

@MainActor @Suite struct EditPlayerUseCaseTests {
    let appState = AppState.signedIn()
    let roster = RosterRepositoryMock()
    let ada = Player.named("Ada")
    var useCase: DefaultEditPlayerUseCase { DefaultEditPlayerUseCase(appState: appState, roster: roster) }

    init() {
        appState.routing.path = [.players, .playerDetails(playerID: ada.id)]
    }

    @Test func editOpensTheEditorOfTheField() {
        useCase.edit(.age, ofPlayer: ada.id)

        #expect(appState.routing.top == .playerEdit(playerID: ada.id, field: .age))
    }

    @Test func aPlayerNotInTheRosterOpensNothing() {
        useCase.edit(.age, ofPlayer: 999)

        #expect(appState.routing.path.count == 2)
    }

    @Test func savingTextUpdatesTheOneRosterAndGoesBack() async throws {
        useCase.edit(.name, ofPlayer: ada.id)

        try await useCase.save(.text("  Ada K. "), for: .name, ofPlayer: ada.id)

        roster.verify([.update(playerID: ada.id, .name("Ada K."), for: User.coach.id)])
        #expect(appState.playerList.player(withID: ada.id)?.name == "Ada K.")
        #expect(appState.routing.top == .playerDetails(playerID: ada.id))
    }

    @Test func savingSendsOnlyTheFieldAndShowsThePlayerAsStored() async throws {
        var zed = ada
        zed.name = "Zed"
        roster.stored = [zed]
        useCase.edit(.age, ofPlayer: ada.id)

        try await useCase.save(.text("30"), for: .age, ofPlayer: ada.id)

        zed.age = 30
        roster.verify([.update(playerID: ada.id, .age(30), for: User.coach.id)])
        #expect(appState.playerList.player(withID: ada.id) == zed)
    }

    @Test func aSaveClosesOnlyTheEditorVisitItWasMadeOn() async throws {
        useCase.edit(.name, ofPlayer: ada.id)
        roster.duringCall = { [appState] in
            appState.routing.goBack(to: [.players, .playerDetails(playerID: ada.id)])
            appState.routing.push(.playerEdit(playerID: ada.id, field: .name))
        }

        try await useCase.save(.text("Zed"), for: .name, ofPlayer: ada.id)

        #expect(appState.routing.path == [.players, .playerDetails(playerID: ada.id), .playerEdit(playerID: ada.id, field: .name)])
        #expect(appState.playerList.player(withID: ada.id)?.name == "Zed")
    }

    @Test func savingAnOptionSetsItsValue() async throws {
        useCase.edit(.preferredPosition, ofPlayer: ada.id)

        try await useCase.save(.option(0), for: .preferredPosition, ofPlayer: ada.id)

        #expect(appState.playerList.player(withID: ada.id)?.position == .goalkeeper)
    }

    @Test func savingNoOptionClearsTheValue() async throws {
        try await useCase.save(.option(nil), for: .skill, ofPlayer: ada.id)

        #expect(appState.playerList.player(withID: ada.id)?.skill == nil)
    }

    @Test func anInvalidAgeIsRefusedBeforeAnyCall() async {
        useCase.edit(.age, ofPlayer: ada.id)

        await #expect(throws: FootballGatherError.invalidAge) {
            try await useCase.save(.text("abc"), for: .age, ofPlayer: ada.id)
        }

        roster.verify([])
        #expect(appState.routing.top == .playerEdit(playerID: ada.id, field: .age))
    }

    @Test func anEmptyNameIsRefused() async {
        await #expect(throws: FootballGatherError.invalidName) {
            try await useCase.save(.text(" "), for: .name, ofPlayer: ada.id)
        }
    }

    @Test func aFailingSaveThrowsAndKeepsThePlayer() async {
        roster.updateResponse = .failure(.storage(.savePlayer))
        useCase.edit(.favouriteTeam, ofPlayer: ada.id)

        await #expect(throws: FootballGatherError.storage(.savePlayer)) {
            try await useCase.save(.text("Chelsea"), for: .favouriteTeam, ofPlayer: ada.id)
        }

        #expect(appState.playerList.player(withID: ada.id) == ada)
        #expect(appState.routing.top == .playerEdit(playerID: ada.id, field: .favouriteTeam))
    }
}
