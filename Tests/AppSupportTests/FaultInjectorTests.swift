import AppSupport
import Testing

@Suite struct FaultInjectorTests {
    @Test func unarmedOperationsGoThrough() async throws {
        try await FaultInjector().check("players.update")
    }

    @Test func armedFailuresThrowForTheirKeyOnly() async throws {
        let faults = FaultInjector()
        faults.arm("players.update", .fail)
        await #expect(throws: InjectedFault(operation: "players.update")) { try await faults.check("players.update") }
        try await faults.check("players.add")
        faults.disarm("players.update")
        try await faults.check("players.update")
    }

    @Test func wildcardsMatchARepositoryOrEverything() {
        let faults = FaultInjector()
        faults.arm("players.*", .fail)
        #expect(faults.fault(for: "players.delete") == .fail)
        #expect(faults.fault(for: "gathers.start") == nil)
        faults.arm("*", .hold)
        #expect(faults.fault(for: "gathers.start") == .hold)
        #expect(faults.armedKeys == ["*", "players.*"])
        faults.reset()
        #expect(faults.armedKeys.isEmpty)
    }

    @Test func heldCallsWaitUntilReleased() async throws {
        let faults = FaultInjector()
        faults.arm("countries.details", .hold)
        let call = Task { try await faults.check("countries.details") }
        while faults.heldCount == 0 { await Task.yield() }
        faults.disarmHolds()
        faults.releaseHeld()
        try await call.value
        #expect(faults.heldCount == 0)
    }

    @Test func cancellingAHeldCallEndsItWithCancellation() async {
        let faults = FaultInjector()
        faults.arm("countries.details", .hold)
        let call = Task { try await faults.check("countries.details") }
        while faults.heldCount == 0 { await Task.yield() }
        call.cancel()
        await #expect(throws: CancellationError.self) { try await call.value }
        #expect(faults.heldCount == 0)
    }
}
