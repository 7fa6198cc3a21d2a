import DeclarativeUI
import Foundation
import Observation
import TerminalUI
import Testing

/// The toolkit runs on TerminalUI's drivers as they are: `wait` and the idle rule, links
/// through `open`, and the interactive driver redrawing when state a body read changes.
@MainActor @Suite struct DriverTests {
    @Observable
    final class Clockface {
        var time = "10:00"
    }

    struct Face: View {
        let face: Clockface
        @State private var opened: [String] = []

        var body: some View {
            Text(face.time)
            ForEach(opened, id: \.self) { Text("Opened \($0)") }
                .onOpenURL { url in opened.append(url.absoluteString) }
        }
    }

    struct Stopwatch: View {
        let clock: any Clock<Duration>
        @State private var seconds = 0

        var body: some View {
            Text("Elapsed: \(seconds)s")
                .task {
                    while true {
                        do { try await clock.sleep(for: .seconds(1)) } catch { return }
                        seconds += 1
                    }
                }
        }
    }

    @Test func waitLetsVirtualTimePassForATaskAsleepOnTheClock() async {
        let time = VirtualTime()
        let hosted = Hosted(Stopwatch(clock: time.clock), time: time)
        await hosted.start()
        #expect(hosted.screen.labels == ["Elapsed: 0s"])

        await hosted.run("wait 3")
        #expect(hosted.screen.labels == ["Elapsed: 3s"])

        await hosted.run("wait 2")
        #expect(hosted.screen.labels == ["Elapsed: 5s"])
    }

    @Test func aLinkGoesToTheOnOpenURLHandlers() async {
        let hosted = Hosted(Face(face: Clockface()))
        await hosted.start()

        await hosted.run("open demo://one")

        #expect(hosted.screen.labels == ["10:00", "Opened demo://one"])
    }

    @Test func anAppWithoutHandlersRefusesLinks() async {
        let hosted = Hosted(Text("Nothing"))
        await hosted.start()

        #expect(await hosted.run("open demo://one") == .error("this app does not open links"))
    }

    @Test func interactiveModeRedrawsWhenStateABodyReadChanges() async throws {
        let face = Clockface()
        let hosted = Hosted(Face(face: face))
        let (input, lines) = AsyncStream.makeStream(of: String.self)
        var output = ""
        let driver = InteractiveDriver(session: hosted.session, renderer: ScreenRenderer(), input: input) { output += $0 }
        let running = Task { await driver.run() }

        try await poll { output.contains("10:00") }
        face.time = "09:59"
        try await poll { output.contains("09:59") }

        lines.finish()
        await running.value
    }

    /// Waits (up to two seconds) for `condition`, which the driver's own tasks make true.
    private func poll(_ condition: () -> Bool) async throws {
        for _ in 0..<200 where !condition() {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(condition())
    }
}
