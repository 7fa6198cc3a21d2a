import DeclarativeUI
import TerminalUI
import Testing

/// `onAppear`, `onDisappear` and `task` follow what is on screen, pushes and pops included.
@MainActor @Suite struct LifecycleTests {
    @MainActor
    final class Probe {
        var events: [String] = []
    }

    struct Listing: View {
        let probe: Probe
        let clock: any Clock<Duration>

        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Details", value: 1)
                }
                .navigationTitle("List")
                .onAppear { probe.events.append("list appeared") }
                .onDisappear { probe.events.append("list disappeared") }
                .navigationDestination(for: Int.self) { _ in
                    Details(probe: probe, clock: clock)
                }
            }
        }
    }

    struct Details: View {
        let probe: Probe
        let clock: any Clock<Duration>

        var body: some View {
            Text("Waiting")
                .navigationTitle("Details")
                .task {
                    probe.events.append("task started")
                    do {
                        try await clock.sleep(for: .seconds(3600))
                        probe.events.append("task finished")
                    } catch {
                        probe.events.append("task cancelled")
                    }
                }
        }
    }

    struct Loader: View {
        @State private var status = "Idle"

        var body: some View {
            Text(status)
            Button("Load") {
                // More turns of the main actor than idle detection waits for by itself.
                for _ in 0..<50 { await Task.yield() }
                status = "Loaded"
            }
        }
    }

    struct Searcher: View {
        let probe: Probe
        @State private var query = ""

        var body: some View {
            TextField("Query", text: $query)
                .task(id: query) { probe.events.append("search \(query)") }
        }
    }

    @Test func aTaskWithAnIDRunsAgainWhenTheIDChanges() async {
        let probe = Probe()
        let hosted = Hosted(Searcher(probe: probe))
        await hosted.start()

        await hosted.run("type Query a")
        await hosted.run("type Query a")

        #expect(probe.events == ["search ", "search a"])
    }

    @Test func aTaskIsCancelledWhenItsViewDisappears() async {
        let probe = Probe()
        let time = VirtualTime()
        let app = Hosted(Listing(probe: probe, clock: time.clock), time: time)
        await app.start()

        await app.run("select Details")
        #expect(probe.events == ["list appeared", "list disappeared", "task started"])

        await app.run("back")
        #expect(probe.events == ["list appeared", "list disappeared", "task started", "list appeared", "task cancelled"])
    }

    @Test func anAsyncButtonActionIsWaitedForBeforeTheScreenIsShown() async {
        let hosted = Hosted(Loader())
        await hosted.start()

        await hosted.run("tap Load")

        #expect(hosted.screen.labels == ["Loaded"])
    }
}
