import Foundation
@testable import FootballGatherReactor
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import Testing

/// Confirm players: reduce, `send` with a stub Worker, and the real Worker on SQLite.
@MainActor
@Suite("Confirm players")
struct ConfirmPlayersTests {
    let worker = ConfirmPlayersWorkerStub()
    let reactor: ConfirmPlayersReactor

    init() {
        reactor = ConfirmPlayersReactor(initialState: ConfirmPlayersState(players: Roster.players, userID: Roster.userID), worker: worker)
    }

    private func send(_ actions: ConfirmPlayersReactor.Action...) async {
        for action in actions { await reactor.send(action).value }
    }

    private func row(_ player: Player) -> ConfirmPlayersScreen.Row {
        ConfirmPlayersScreen.Row(playerID: player.id, name: player.name, detail: player.position?.acronym ?? "-")
    }

    @Test func everyoneStartsOnTheBench() {
        #expect(reactor.state.rows(.bench) == [row(Roster.ada), row(Roster.bruno), row(Roster.carla)])
        #expect(reactor.state.rows(.bench).map(\.detail) == ["MID", "GK", "ST"])
        #expect(reactor.state.rows(.teamA).isEmpty && !reactor.state.isStartEnabled)
    }

    @Test func aPlayerWithoutAPositionReadsADash() {
        #expect(ConfirmPlayersState(players: [Roster.dani], userID: 1).rows(.bench).map(\.detail) == ["-"])
    }

    @Test func oneInEachTeamEnablesStartBackToTheBenchDisablesIt() async {
        await send(.move(row: 0, section: .bench, destination: .teamA), .move(row: 0, section: .bench, destination: .teamB))
        #expect(reactor.state.rows(.teamB) == [row(Roster.bruno)])
        #expect(reactor.state.isStartEnabled)

        await send(.move(row: 0, section: .teamB, destination: .bench))
        #expect(!reactor.state.isStartEnabled)
    }

    @Test func movingARowTheSectionDoesNotHaveMovesNothing() async {
        await send(.move(row: 0, section: .teamA, destination: .teamB), .move(row: 5, section: .bench, destination: .teamA))

        #expect(reactor.state.rows(.bench).count == 3)
    }

    @Test func startGatherSavesBothTeamsAtTheWorkersTimeAndOpensGather() async {
        await send(.move(row: 0, section: .bench, destination: .teamA), .move(row: 0, section: .bench, destination: .teamB), .tapStartGather)

        let lineUp = [GatherPlayer(player: Roster.ada, team: .teamA), GatherPlayer(player: Roster.bruno, team: .teamB)]
        #expect(worker.calls == [.startGather(players: lineUp, for: Roster.userID, at: .kickOff)])
        #expect(reactor.state.route == .gather(GatherState(gather: Gather(id: 7, createdAt: .kickOff, players: lineUp), userID: Roster.userID)))
        #expect(!reactor.state.isLoading)
    }

    @Test func startGatherWithAnEmptyTeamSavesNothing() async {
        await send(.move(row: 0, section: .bench, destination: .teamA), .tapStartGather)

        #expect(worker.calls.isEmpty)
    }

    @Test func aFailedStartShowsTheErrorAndKeepsTheTeams() async {
        worker.failure = .storage(.startGather)

        await send(.move(row: 0, section: .bench, destination: .teamA), .move(row: 0, section: .bench, destination: .teamB), .tapStartGather)

        #expect(reactor.state.errorMessage == "Could not start the gather.")
        #expect(reactor.state.route == nil)
        #expect(reactor.state.rows(.teamA) == [row(Roster.ada)] && reactor.state.isStartEnabled)
    }

    @Test func startWhileStartingIsIgnored() async {
        let gate = Gate()
        worker.gate = gate
        await send(.move(row: 0, section: .bench, destination: .teamA), .move(row: 0, section: .bench, destination: .teamB))
        let first = reactor.send(.tapStartGather)
        await gate.untilHolding()

        #expect(reactor.state.isLoading)
        await send(.tapStartGather)
        gate.open()
        await first.value

        #expect(worker.calls.count == 1)
    }

    @Test func theGathersEndIsPassedOnUp() async {
        await reactor.gatherDidEnd()

        #expect(worker.calls == [.didEndGather])
    }

    @Test func theRealWorkerStartsTheGatherInTheDatabase() async throws {
        let live = try await LiveContext()
        let parent = FlowSpy()
        let worker = ConfirmPlayersWorker(assembly: live.context, delegate: parent)
        let players = [GatherPlayer(player: live.player("Ada"), team: .teamA), GatherPlayer(player: live.player("Eli"), team: .teamB)]

        let gather = try await worker.startGather(players: players, for: live.userID, at: worker.currentDate())
        await worker.didEndGather()

        #expect(gather.createdAt == .fullTime)
        #expect(gather.players(of: .teamB) == [live.player("Eli")])
        #expect(parent.flows == [.confirmedGatherEnded])
    }
}
