@testable import FootballGatherCleanDomain
import Testing

/// Routing's visits: a save closes the showing of a screen it was started on, never the same
/// route opened again after the user went back.
@MainActor @Suite struct RoutingTests {
    var routing = AppState.Routing()

    init() {
        routing.reset(to: .players)
    }

    @Test mutating func aVisitOnTopClosesIt() throws {
        routing.push(.addPlayer)
        let visit = try #require(routing.topVisit(showing: .addPlayer))

        routing.close(visit)

        #expect(routing.path == [.players])
    }

    @Test mutating func aVisitIsOnlyTheTopsAndOnlyForItsRoute() {
        routing.push(.history)

        #expect(routing.topVisit(showing: .addPlayer) == nil)
        #expect(routing.topVisit(showing: .history) != nil)
    }

    @Test mutating func theSameRouteOpenedAgainIsAnotherVisitAndStaysOpen() throws {
        routing.push(.addPlayer)
        let first = try #require(routing.topVisit(showing: .addPlayer))
        routing.goBack(to: [.players])
        routing.push(.addPlayer)

        routing.close(first)

        #expect(routing.path == [.players, .addPlayer])
        #expect(routing.topVisit(showing: .addPlayer) != first)
    }

    @Test mutating func screensBelowKeepTheirVisitWhileOthersComeAndGo() throws {
        routing.push(.playerDetails(playerID: 1))
        let details = try #require(routing.topVisit(showing: .playerDetails(playerID: 1)))
        routing.push(.playerEdit(playerID: 1, field: .age))
        routing.goBack(to: [.players, .playerDetails(playerID: 1)])

        #expect(routing.topVisit(showing: .playerDetails(playerID: 1)) == details)
        routing.close(details)
        #expect(routing.path == [.players])
    }

    @Test mutating func theRootIsNeverClosed() throws {
        let root = try #require(routing.topVisit(showing: .players))

        routing.close(root)

        #expect(routing.path == [.players])
    }
}
