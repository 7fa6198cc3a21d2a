import MetricsKit

extension SampleReport {
    /// The sample report with a second exercise that moves the UI framework: MVVM's solution
    /// kept every UI-free line (its coordinator, on the toolkit, changed), VIPER's changed its
    /// presenter; CIS's did not apply.
    static func makeWithUIMove() -> MetricsReport {
        var report = make()
        let mvvm = UIMoveFigures(viewRoles: ["View"], predicted: 22, nonViewCodeBefore: 30, survived: 26, changedFiles: [
            UIMoveFigures.ChangedFile(
                path: "Modules/Alpha/MVVM/App/AppCoordinator.swift", role: "Coordinator", viewRole: false, uiFree: false, change: "changed",
                codeLines: 8, codeLinesChanged: 4, codeLinesAdded: 6, firstChangedLine: 12
            ),
        ])
        let viper = UIMoveFigures(viewRoles: ["View"], predicted: 40, nonViewCodeBefore: 52, survived: 30, changedFiles: [
            UIMoveFigures.ChangedFile(
                path: "Modules/Alpha/VIPER/List/ListPresenter.swift", role: "Presenter", viewRole: false, uiFree: true, change: "changed",
                codeLines: 20, codeLinesChanged: 12, codeLinesAdded: 15, firstChangedLine: 7
            ),
            UIMoveFigures.ChangedFile(
                path: "Modules/Alpha/VIPER/List/ListProtocols.swift", role: "Protocols", viewRole: false, uiFree: true, change: "renamed",
                renamedTo: "Modules/Alpha/VIPER/List/ListContracts.swift", codeLines: 10, codeLinesChanged: 10, codeLinesAdded: 9, firstChangedLine: 3
            ),
        ])
        report.changeCost?.exercises.append(ChangeCostFigures.ExerciseInfo(id: "alpha-swiftui", title: "Move to SwiftUI", app: "alpha", shared: nil, movesUIFramework: true))
        report.changeCost?.cells += [
            ChangeCostFigures.Cell(exercise: "alpha-swiftui", pattern: "MVVM", status: "passed", journeyPassed: true, testsPassed: true, uiMove: mvvm),
            ChangeCostFigures.Cell(exercise: "alpha-swiftui", pattern: "VIPER", status: "passed", journeyPassed: true, testsPassed: true, uiMove: viper),
            ChangeCostFigures.Cell(exercise: "alpha-swiftui", pattern: "CIS", status: "failed", reason: "the solution no longer applies: error: patch failed"),
        ]
        return report
    }
}
