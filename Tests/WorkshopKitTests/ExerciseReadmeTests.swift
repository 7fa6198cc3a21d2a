import Foundation
import MetricsKit
import Testing
@testable import WorkshopKit

/// What `start` prints of an exercise's README: everything but the other patterns' hints.
struct ExerciseReadmeTests {
    static let readme = """
        # Shuffle teams

        As an organiser I want fair teams.

        ## Hints per pattern

        Start where a move starts.

        - **MVC** — the view controller.
          Its tests too.
        - **MVVM** — the view model.
          And its display tests.
        - **VIPER** — every role.

        ## Done when

        It passes.
        """

    @Test func keepsTheTaskTheCommonHintAndOnlyTheOwnItem() {
        #expect(ExerciseReadme(text: Self.readme).task(for: "MVVM") == """
            # Shuffle teams

            As an organiser I want fair teams.

            ## Where to start in MVVM

            Start where a move starts.

            - **MVVM** — the view model.
              And its display tests.

            ## Done when

            It passes.

            """)
    }

    @Test func leavesTheTeachersSectionOut() {
        let text = """
            # Saved data

            The story.

            ## For the teacher: hypothesis and result

            ### Hypothesis (written before measuring)

            Clean should be cheap.

            ### Result

            It was not.

            ## Checking your work

            The journey.
            """
        let task = ExerciseReadme(text: text).task(for: "Clean")
        #expect(task == "# Saved data\n\nThe story.\n\n## Checking your work\n\nThe journey.\n")
    }

    @Test func readsHeadingHintsToo() {
        let text = "# T\n## Hints\n### MVC\nController.\n### VIPER\nPresenter.\n"
        #expect(ExerciseReadme(text: text).task(for: "VIPER") == "# T\n## Where to start in VIPER\nPresenter.\n")
    }

    static let stepped = """
        # Shuffle teams

        ## Hints per pattern

        Start where a move starts.

        - **VIPER** — where to look: the scene's protocols, View, Presenter and Interactor.
          Roles: the Presenter decides, the Interactor applies the rule,
          the View draws the button.
          Names: `didTapShuffleTeams()` on the Presenter,
          `shuffleTeams()` on the Interactor.

          Tests: the presenter's mocks.
        - **MVVM** — where to look: the view model.
          Roles: the view model alone.
          Names: `shuffleTeams()`.

        ## Done when

        It passes.
        """

    @Test func startShowsOnlyWhereToLookAndHowToAskForTheNextStep() {
        #expect(ExerciseReadme(text: Self.stepped).task(for: "VIPER") == """
            # Shuffle teams

            ## Where to start in VIPER

            Start where a move starts.

            - **VIPER** — where to look: the scene's protocols, View, Presenter and Interactor.
              That is step 1 of 3 of the hint; step 2 (which roles change): `Scripts/workshop hint`.

            ## Done when

            It passes.

            """)
    }

    @Test func theLastHintsFirstStepIsStillFollowedByABlankLine() {
        #expect(ExerciseReadme(text: Self.stepped).task(for: "MVVM").hasSuffix("""
              That is step 1 of 3 of the hint; step 2 (which roles change): `Scripts/workshop hint`.

            ## Done when

            It passes.

            """))
    }

    @Test func theHintComesInStepsWhereThenRolesThenNames() {
        let steps = ExerciseReadme(text: Self.stepped).hintSteps(for: "viper")
        #expect(steps == [
            HintStep(title: "where to look", text: """
                Start where a move starts.

                - **VIPER** — where to look: the scene's protocols, View, Presenter and Interactor.
                """),
            HintStep(title: "which roles change", text: "the Presenter decides, the Interactor applies the rule,\nthe View draws the button."),
            HintStep(title: "which names", text: """
                `didTapShuffleTeams()` on the Presenter,
                `shuffleTeams()` on the Interactor.

                Tests: the presenter's mocks.
                """),
        ])
        #expect(ExerciseReadme(text: Self.stepped).hintSteps(for: "MVC").isEmpty)
    }

    /// Every exercise of the kit gives each of its patterns a hint in three steps: where to
    /// look (naming no function: `start` prints it, and must not answer the workshop's
    /// question for the class), which roles change (naming no code), then the names.
    @Test func everyExerciseHintsInThreeStepsInEveryPattern() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let exercises = try Exercise.all(in: root)
        #expect(exercises.count >= 7)
        for exercise in exercises {
            let readme = ExerciseReadme(text: try String(contentsOfFile: exercise.readme, encoding: .utf8))
            #expect(exercise.solvedPatterns.count == PatternCatalog.standard.patterns.count, "\(exercise.id)")
            for pattern in exercise.solvedPatterns {
                let name = PatternCatalog.standard.pattern(named: pattern)?.name ?? pattern
                let task = readme.task(for: name)
                let section = task.components(separatedBy: "## Where to start in \(name)").last ?? ""
                let own = section.components(separatedBy: "\n## ").first ?? ""
                #expect(own.contains("- **\(name)** — where to look: "), "\(exercise.id) \(name)")
                #expect(own.contains("That is step 1 of 3 of the hint; step 2 (which roles change): `Scripts/workshop hint`."), "\(exercise.id) \(name)")
                #expect(!own.contains("()"), "\(exercise.id) \(name): the first step names a function")
                let steps = readme.hintSteps(for: name)
                #expect(steps.map(\.title) == ["where to look", "which roles change", "which names"], "\(exercise.id) \(name)")
                guard steps.count == 3 else { continue }
                #expect(!steps[1].text.contains("`") && !steps[1].text.contains("()"), "\(exercise.id) \(name): the roles step names code")
                #expect(steps[2].text.contains("`"), "\(exercise.id) \(name): the names step names nothing")
            }
        }
    }
}
