import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherMVC
import TerminalUI

/// One screen's world: a backend seeded with the coach and a roster, the ``DelegateSpy``
/// its controller reports back to, and the ``Stage`` it is shown on. What the controller
/// suites here each built alike; a suite says only which controllers it stacks.
@MainActor
struct SceneFixture {
    let world: Backend
    let spy = DelegateSpy()
    let stage: Stage

    /// - Parameters:
    ///   - roster: the coach's players (Ada, Bruno, Carla, Dani and Eli by default).
    ///   - stack: the controllers to show, root first, made over the backend, reporting to
    ///     the spy, on the stage's clock.
    init(
        roster: [PlayerDraft] = PlayerDraft.roster,
        stack: @escaping @MainActor (Backend, DelegateSpy, Stage) -> [ViewController]
    ) async throws {
        let world = try await Backend.seeded(with: roster)
        let spy = spy
        self.world = world
        stage = Stage(faults: world.faults) { stack(world, spy, $0) }
    }
}
