import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherReactor

/// A scene's real Worker over a seeded ``LiveStack`` (SQLite in memory, virtual time, a
/// real stack), made from the assembly the app gives its scenes, its parent a ``FlowSpy``:
/// the world every Worker suite here starts from. The stack's properties read through it
/// (`fixture.userID`).
@MainActor @dynamicMemberLookup
struct ReactorWorkerFixture<Worker> {
    let live: LiveStack
    /// The parent the Worker tells where the flow goes.
    let parent = FlowSpy()
    let worker: Worker

    /// - Parameter makeWorker: the Worker, made from this stack's assembly, told of `parent`.
    init(_ makeWorker: (SceneAssembly, FlowSpy) -> Worker) async throws {
        live = try await LiveStack.seeded()
        worker = makeWorker(live.assembly, parent)
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<LiveStack, Value>) -> Value {
        live[keyPath: keyPath]
    }

    /// The coach's seeded player called `name`.
    func player(_ name: String) throws -> Player {
        try live.player(name)
    }
}
