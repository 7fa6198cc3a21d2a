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

    @Test func readsHeadingHintsToo() {
        let text = "# T\n## Hints\n### MVC\nController.\n### VIPER\nPresenter.\n"
        #expect(ExerciseReadme(text: text).task(for: "VIPER") == "# T\n## Where to start in VIPER\nPresenter.\n")
    }
}
