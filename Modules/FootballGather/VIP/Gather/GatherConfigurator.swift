import AppSupport
import TerminalUI

/// Sets a Gather scene up, the job of `setup()` in Clean Swift's templates, done outside the
/// ViewController. Confirm players' Router fills its data store before it shows.
@MainActor
struct GatherConfigurator {
    let assembly: SceneAssembly

    /// - Parameter activity: the stack's work in flight, which the countdown's ticks count in.
    func makeScene(activity: TaskTracker) -> GatherViewController {
        let presenter = GatherPresenter()
        let environment = assembly.environment
        let worker = GatherWorker(
            gathers: assembly.repositories.gathers,
            now: environment.now,
            ticker: Ticker(clock: environment.clock, track: activity.track)
        )
        let interactor = GatherInteractor(presenter: presenter, worker: worker)
        let router = GatherRouter(dataStore: interactor)
        let viewController = GatherViewController(interactor: interactor, router: router)
        presenter.viewController = viewController
        router.viewController = viewController
        return viewController
    }
}
