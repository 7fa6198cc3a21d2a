import DeclarativeUI
import Observation
import Testing

/// `@Observable` models read in a body redraw that body, and only that body.
@MainActor @Suite struct ObservationTests {
    @Observable
    final class Scoreboard {
        var home = 0
        var away = 0
    }

    struct HomeScore: View {
        let board: Scoreboard
        let counts: BodyCounts

        var body: some View {
            let _ = counts.record("home")
            Text("Home: \(board.home)")
        }
    }

    struct Match: View {
        let board: Scoreboard
        let counts: BodyCounts

        var body: some View {
            let _ = counts.record("match")
            VStack {
                HomeScore(board: board, counts: counts)
                Text("Derby")
            }
            .navigationTitle("Match")
        }
    }

    struct Shelf: View {
        let counts: BodyCounts

        var body: some View {
            NavigationStack {
                ShelfList(counts: counts)
                    .navigationDestination(for: Int.self) { number in
                        Text("Item \(number)").navigationTitle("Item")
                    }
            }
        }
    }

    struct ShelfList: View {
        let counts: BodyCounts

        var body: some View {
            let _ = counts.record("list")
            List {
                NavigationLink("One", value: 1)
            }
            .navigationTitle("Shelf")
        }
    }

    let board = Scoreboard()
    let counts = BodyCounts()

    @Test func aBodyIsEvaluatedAgainWhenAPropertyItReadChangesAndItsParentIsNot() async {
        let hosted = Hosted(Match(board: board, counts: counts))
        await hosted.start()
        #expect(counts["home"] == 1)

        board.home = 2
        await hosted.settle()

        #expect(counts["home"] == 2)
        #expect(counts["match"] == 1)
        #expect(hosted.screen.labels == ["Home: 2", "Derby"])
    }

    @Test func aChangeToAPropertyNoBodyReadEvaluatesNothing() async {
        let hosted = Hosted(Match(board: board, counts: counts))
        await hosted.start()

        board.away = 3
        await hosted.settle()

        #expect(counts["home"] == 1)
        #expect(counts["match"] == 1)
    }

    @Test func aChangeRedrawsTheScreenAsTrackedWork() async {
        let hosted = Hosted(Match(board: board, counts: counts))
        await hosted.start()

        board.home = 1
        #expect(hosted.app.navigationController.activity.pendingCount == 1)
        await hosted.settle()

        #expect(hosted.screen.labels.first == "Home: 1")
    }

    @Test func pushingAndPoppingAPageEvaluatesNoBodyOfThePageItCovers() async {
        let hosted = Hosted(Shelf(counts: counts))
        await hosted.start()

        await hosted.run("select One")
        #expect(hosted.titles == ["Shelf", "Item"])
        await hosted.run("back")

        #expect(hosted.titles == ["Shelf"])
        #expect(counts["list"] == 1)
    }
}
