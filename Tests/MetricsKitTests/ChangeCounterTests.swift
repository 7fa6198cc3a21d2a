import MetricsKit
import Testing

/// The change-cost counting against a fixture change whose counts are known by hand.
struct ChangeCounterTests {
    let counter = ChangeCounter(pattern: PatternCatalog.standard.pattern(named: "VIPER")!)

    static let presenterBefore = """
        final class PlayerListPresenter {
            /// Shows the players.
            func viewDidLoad() {
                view.show(players)
            }
        }

        """

    static let presenterAfter = """
        final class PlayerListPresenter {
            /// Shows the players.
            func viewDidLoad() {
                // Sorted so the list is stable.
                view.show(players.sorted())
            }

            func shuffle() {
                interactor.shuffle()
            }
        }

        """

    @Test func countsCodeLinesByRoleTestsAndSharedApart() {
        let cost = counter.cost(of: [
            // 1 code line changed (removed + added), 3 code lines added; a comment and a blank are no code.
            FileChange(path: "Modules/FootballGather/VIPER/PlayerList/PlayerListPresenter.swift", before: Self.presenterBefore, after: Self.presenterAfter),
            // A new file: 3 code lines, 1 comment line, 1 blank.
            FileChange(path: "Modules/FootballGather/VIPER/PlayerList/PlayerListInteractor+Shuffle.swift", before: nil, after: "// Shuffling.\nextension PlayerListInteractor {\n\n    func shuffle() {}\n}\n"),
            // A file of another pattern's name in no role: Other.
            FileChange(path: "Modules/FootballGather/VIPER/Support/Clock.swift", before: "let a = 1\nlet b = 2\n", after: "let a = 1\n"),
            FileChange(path: "Tests/FootballGatherVIPERTests/PlayerListPresenterTests.swift", before: "import Testing\n", after: "import Testing\n\n@Test func shuffles() {}\n"),
            FileChange(path: "Modules/FootballGather/Model/Rules/Shuffle.swift", before: nil, after: "enum Shuffle {}\n"),
            // Not Swift: a file, no lines.
            FileChange(path: "Modules/FootballGather/VIPER/README.md", before: "old\n", after: "new\n"),
            // Unchanged: not counted at all.
            FileChange(path: "Modules/FootballGather/VIPER/PlayerList/PlayerListView.swift", before: "struct A {}\n", after: "struct A {}\n"),
        ])
        #expect(cost.filesTouched == 4)
        #expect(cost.filesAdded == 2)
        #expect(cost.codeAdded == ["Presenter": 4, "Interactor": 3])
        #expect(cost.codeRemoved == ["Presenter": 1, "Other": 1])
        #expect(cost.testCodeAdded == 1)
        #expect(cost.testCodeRemoved == 0)
        #expect(cost.outsideCodeAdded == 1)
        #expect(cost.codeChanged == 9)
    }

    @Test func aDeletedFileRemovesItsCodeLines() {
        let cost = counter.cost(of: [
            FileChange(path: "Modules/Countries/VIPER/List/ListRouter.swift", before: "/// Routes.\nstruct ListRouter {\n    var x = 1\n}\n", after: nil),
        ])
        #expect(cost.filesTouched == 1)
        #expect(cost.codeRemoved == ["Router": 3])
        #expect(cost.codeAddedTotal == 0)
    }

    @Test func sumsAddUp() {
        var one = ChangeCost()
        one.codeAdded = ["View": 2]
        one.filesAdded = 1
        var two = ChangeCost()
        two.codeAdded = ["View": 3, "Presenter": 1]
        two.testCodeAdded = 4
        let sum = one + two
        #expect(sum.codeAdded == ["View": 5, "Presenter": 1])
        #expect(sum.filesAdded == 1)
        #expect(sum.testCodeAdded == 4)
    }
}
