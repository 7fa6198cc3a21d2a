extension DependencyRules {
    /// VIP (Clean Swift)'s rules, the catalog's VIP entry's (`rules: .vip`), with its roles
    /// as Clean Swift's templates name them: ViewController,
    /// Interactor, Presenter, Router, Worker, Models and the set-up (Configurator). The cycle is
    /// one way: the ViewController talks to the Interactor through its `BusinessLogic` protocol,
    /// the Presenter back to the ViewController through `DisplayLogic`, each declared in the
    /// file of the role it describes, so both are references to that role and allowed.
    /// A scene set up in the controller's `setup()`, as the templates do, makes the
    /// ViewController reference its Presenter: a `<Scene>Configurator` keeps that out of it.
    public static let vip = DependencyRules(
        .role("ViewController", mustNotReference: [.role("Presenter"), .role("Worker"), .storage]),
        .role("Interactor", mustNotReference: [.role("ViewController"), .toolkit, .role("Router")]),
        .role("Presenter", mustNotReference: [.role("Interactor"), .role("Worker"), .toolkit, .storage]),
        .role("Worker", mustNotReference: [.role("Presenter"), .role("ViewController"), .toolkit])
    )
}
