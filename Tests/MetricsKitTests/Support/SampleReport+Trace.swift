@testable import MetricsKit

extension SampleReport {
    /// A trace of one module with one named action, every key filled.
    static var trace: TraceFigures {
        let reading = TraceFigures.Reading(functions: 5, files: 2, types: 2, roles: ["View", "ViewModel"], roleHops: 3, deepestChain: 4, boundaryCalls: 2, calls: 9)
        let diagram = TraceDiagram(
            participants: [
                TraceDiagram.Participant(name: "Toolkit", group: "Toolkit"),
                TraceDiagram.Participant(name: "LoginView", group: "View"),
                TraceDiagram.Participant(name: "LoginViewModel", group: "ViewModel"),
            ],
            arrows: [
                TraceDiagram.Arrow(from: 0, to: 1, label: "handle(_:)", count: 1),
                TraceDiagram.Arrow(from: 1, to: 2, label: "login()", count: 2),
            ],
            omitted: 1
        )
        let module = TraceFigures.Module(
            domain: "FootballGather", pattern: "MVVM",
            actions: [TraceFigures.Action(name: "sign in", commands: ["tap Login"], journey: "01-login-and-register", reading: reading, diagram: diagram)],
            actionsTogether: reading, commands: 12, medianFunctions: 3, medianFiles: 1.5, medianRoles: 1, medianRoleHops: 2,
            medianDeepestChain: 3, totalFunctions: 40, totalFiles: 6, totalCalls: 300, foreignCalls: 0
        )
        return TraceFigures(
            modules: [module], patterns: TraceSummary.patternLines([module], catalog: .standard), seconds: 95.5, deterministic: true
        )
    }

    static func makeWithTrace() -> MetricsReport {
        var report = make()
        report.trace = trace
        return report
    }
}
