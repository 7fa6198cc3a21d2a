import DeclarativeUI
import Observation
import TerminalUI
import Testing

/// Whose alert shows where: a page's alert waits while another page covers it; an alert
/// outside the navigation stack shows over whichever page is on top.
@MainActor @Suite struct AlertPlacementTests {
    @Observable
    final class Feed {
        var error: String?
        var notice: String?
    }

    struct FeedView: View {
        let feed: Feed

        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Item", value: 1)
                }
                .navigationTitle("Feed")
                .alert("Error", isPresented: Binding(get: { feed.error != nil }, set: { if !$0 { feed.error = nil } })) {
                } message: {
                    Text(feed.error ?? "")
                }
                .navigationDestination(for: Int.self) { _ in
                    Text("An item").navigationTitle("Item")
                }
            }
            .alert("Notice", isPresented: Binding(get: { feed.notice != nil }, set: { if !$0 { feed.notice = nil } })) {
                Button("Thanks") {}
            }
        }
    }

    let feed = Feed()

    @Test func aPagesAlertWaitsWhileAnotherPageCoversIt() async {
        let hosted = Hosted(FeedView(feed: feed))
        await hosted.start()
        await hosted.run("select Item")

        feed.error = "Offline"
        await hosted.settle()
        #expect(hosted.screen.title == "Item")
        #expect(hosted.screen.alert == nil)

        await hosted.run("back")
        #expect(hosted.screen.title == "Feed")
        #expect(hosted.screen.alert == .error("Offline"))
    }

    @Test func anAlertOutsideTheStackShowsOverTheTopPage() async {
        let hosted = Hosted(FeedView(feed: feed))
        await hosted.start()
        await hosted.run("select Item")

        feed.notice = "Updated"
        await hosted.settle()
        #expect(hosted.screen.alert == Screen.Alert(title: "Notice", actions: ["Thanks"]))

        await hosted.run("alert Thanks")
        #expect(feed.notice == nil)
        #expect(hosted.screen.alert == nil)
        #expect(hosted.screen.title == "Item")
    }
}
