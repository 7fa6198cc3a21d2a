import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherCIS

/// A scene's real Worker over a seeded ``LiveStack`` (SQLite in memory, virtual time, a
/// real stack), made from the assembly the app gives its scenes: the world every Worker
/// suite here starts from. The stack's properties read through it (`fixture.userID`).
@MainActor @dynamicMemberLookup
struct CISWorkerFixture<Worker> {
    let live: LiveStack
    let worker: Worker

    /// - Parameter makeWorker: the Worker, made from this stack (its ``LiveStack/assembly``).
    init(_ makeWorker: (LiveStack) -> Worker) async throws {
        live = try await LiveStack.seeded()
        worker = makeWorker(live)
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<LiveStack, Value>) -> Value {
        live[keyPath: keyPath]
    }

    /// The coach's seeded player called `name`.
    func player(_ name: String) throws -> Player {
        try live.player(name)
    }
}
