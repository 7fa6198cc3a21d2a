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
          More: `didTapShuffleTeams()` on the Presenter,
          `shuffleTeams()` on the Interactor.

          Tests: the presenter's mocks.
        - **MVVM** — where to look: the view model.
          More: `shuffleTeams()`.

        ## Done when

        It passes.
        """

    @Test func startShowsOnlyWhereToLookAndHowToAskForMore() {
        #expect(ExerciseReadme(text: Self.stepped).task(for: "VIPER") == """
            # Shuffle teams

            ## Where to start in VIPER

            Start where a move starts.

            - **VIPER** — where to look: the scene's protocols, View, Presenter and Interactor.
              More, with the files and signatures: `Scripts/workshop hint`.

            ## Done when

            It passes.

            """)
    }

    @Test func theLastHintsFirstStepIsStillFollowedByABlankLine() {
        #expect(ExerciseReadme(text: Self.stepped).task(for: "MVVM").hasSuffix("""
              More, with the files and signatures: `Scripts/workshop hint`.

            ## Done when

            It passes.

            """))
    }

    @Test func theHintIsTheWholeOwnItemWithoutTheMarker() {
        #expect(ExerciseReadme(text: Self.stepped).hint(for: "viper") == """
            - **VIPER** — where to look: the scene's protocols, View, Presenter and Interactor.
              `didTapShuffleTeams()` on the Presenter,
              `shuffleTeams()` on the Interactor.

              Tests: the presenter's mocks.

            """)
        #expect(ExerciseReadme(text: Self.stepped).hint(for: "MVC") == nil)
    }

    /// Every exercise of the kit gives each of its patterns a hint in two steps, the first
    /// naming no function (`start` must not answer the workshop's question for the class).
    @Test func everyExerciseHintsInTwoSteps() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let exercises = try Exercise.all(in: root)
        #expect(exercises.count >= 7)
        for exercise in exercises {
            let readme = ExerciseReadme(text: try String(contentsOfFile: exercise.readme, encoding: .utf8))
            for pattern in exercise.solvedPatterns {
                let name = PatternCatalog.standard.pattern(named: pattern)?.name ?? pattern
                let task = readme.task(for: name)
                let section = task.components(separatedBy: "## Where to start in \(name)").last ?? ""
                let own = section.components(separatedBy: "\n## ").first ?? ""
                #expect(own.contains("- **\(name)** — where to look: "), "\(exercise.id) \(name)")
                #expect(own.contains("`Scripts/workshop hint`"), "\(exercise.id) \(name)")
                #expect(!own.contains("()"), "\(exercise.id) \(name): the first step names a function")
                let hint = try #require(readme.hint(for: name), "\(exercise.id) \(name)")
                #expect(hint.hasPrefix("- **\(name)** — where to look: ") && hint.contains("`"), "\(exercise.id) \(name)")
            }
        }
    }
}
