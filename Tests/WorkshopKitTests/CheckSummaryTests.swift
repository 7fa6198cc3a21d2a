import Testing
@testable import WorkshopKit

/// What `check` shows of a failed build and a failed test run.
struct CheckSummaryTests {
    static let root = "/work/ws"
    static let buildLog = """
        Building for debugging...
        [1/9] Compiling FootballGatherVIPER ConfirmPlayersPresenter.swift
        /work/ws/Modules/FootballGather/VIPER/ConfirmPlayers/ConfirmPlayersPresenter.swift:10:7: error: type 'ConfirmPlayersPresenter' does not conform to protocol 'ConfirmPlayersPresenterProtocol'
         8 |
        10 | final class ConfirmPlayersPresenter: ConfirmPlayersPresenterProtocol {
           |       |- error: type 'ConfirmPlayersPresenter' does not conform to protocol 'ConfirmPlayersPresenterProtocol'
           |       `- note: add stubs for conformance
        /work/ws/Modules/FootballGather/VIPER/ConfirmPlayers/ConfirmPlayersProtocols.swift:20:10: note: protocol requires function 'didTapShuffleTeams()' with type '() -> ()'
        18 | protocol ConfirmPlayersPresenterProtocol {
        20 |     func didTapShuffleTeams()
           |          `- note: protocol requires function 'didTapShuffleTeams()' with type '() -> ()'
        error: emit-module command failed with exit code 1 (use -v to see invocation)
        /work/ws/Modules/FootballGather/VIPER/ConfirmPlayers/ConfirmPlayersPresenter.swift:10:7: error: type 'ConfirmPlayersPresenter' does not conform to protocol 'ConfirmPlayersPresenterProtocol'
        /work/ws/Modules/FootballGather/VIPER/ConfirmPlayers/ConfirmPlayersProtocols.swift:20:10: note: protocol requires function 'didTapShuffleTeams()' with type '() -> ()'
        /work/ws/Modules/FootballGather/VIPER/ConfirmPlayers/ConfirmPlayersView.swift:31:14: error: cannot find 'shuffle' in scope
        error: compile command failed due to signal 6 (use -v to see invocation)
        """

    @Test func eachErrorOnceWithTheNotesThatSayWhatIsMissingAndNoDriverNoise() {
        #expect(CompilerSummary(log: Self.buildLog, root: Self.root).lines() == [
            "Modules/FootballGather/VIPER/ConfirmPlayers/ConfirmPlayersPresenter.swift:10:7: error: type 'ConfirmPlayersPresenter' does not conform to protocol 'ConfirmPlayersPresenterProtocol'",
            "  Modules/FootballGather/VIPER/ConfirmPlayers/ConfirmPlayersProtocols.swift:20:10: note: protocol requires function 'didTapShuffleTeams()' with type '() -> ()'",
            "Modules/FootballGather/VIPER/ConfirmPlayers/ConfirmPlayersView.swift:31:14: error: cannot find 'shuffle' in scope",
        ])
    }

    @Test func aLogWithoutAFileErrorShowsItsLastLines() {
        let log = "Building for debugging...\nerror: manifest parse failed\n"
        #expect(CompilerSummary(log: log, root: Self.root).lines() == ["Building for debugging...", "error: manifest parse failed"])
    }

    @Test func aMultiLineExpectationIsShownWhole() {
        let log = """
            ◇ Test run started.
            ✘ Test addsThePlayer() recorded an issue at PlayerAddTests.swift:30:9: Expectation failed: presenter.players
                .map(\\.name)
                .contains("Ann")
            ✘ Test addsThePlayer() failed after 0.002 seconds with 1 issue.
            ✔ Test other() passed after 0.001 seconds.
            """
        #expect(TestFailureSummary(log: log).lines() == [
            "✘ Test addsThePlayer() recorded an issue at PlayerAddTests.swift:30:9: Expectation failed: presenter.players",
            "    .map(\\.name)",
            "    .contains(\"Ann\")",
            "✘ Test addsThePlayer() failed after 0.002 seconds with 1 issue.",
        ])
    }

    @Test func aLongComparisonShowsBothExpressionsAndWhereTheValuesPart() {
        let common = String(repeating: "Row(title: \"Player\"), ", count: 20)
        let printed = "Screen(rows: [\(common)Row(title: \"Ann\")])"
        let expected = "Screen(rows: [\(common)Row(title: \"Bob\")])"
        let log = "✘ Test drawsTeams() recorded an issue at ConfirmPlayersViewTests.swift:12:9: Expectation failed: (view.screen → \(printed)) == (expectedScreen → \(expected))\n"
        let lines = TestFailureSummary(log: log).lines()
        #expect(lines.count == 4)
        #expect(lines[0] == "✘ Test drawsTeams() recorded an issue at ConfirmPlayersViewTests.swift:12:9: Expectation failed: view.screen == expectedScreen")
        #expect(lines[1].hasPrefix("  left:  …") && lines[1].contains("Row(title: \"Ann\")"))
        #expect(lines[2].hasPrefix("  right: …") && lines[2].contains("Row(title: \"Bob\")"))
        // The marker stands under the first character that differs.
        let column = lines[3].firstIndex(of: "^").map { lines[3].distance(from: lines[3].startIndex, to: $0) }
        let differing = lines[1].firstIndex(of: "A").map { lines[1].distance(from: lines[1].startIndex, to: $0) }
        #expect(column != nil && column == differing)
        #expect(lines[3].contains("first difference, character \(printed.distance(from: printed.startIndex, to: printed.firstIndex(of: "A")!) + 1)"))
    }

    @Test func aShortComparisonIsShownAsPrinted() {
        let log = "✘ Test t() recorded an issue at T.swift:1:1: Expectation failed: (count → 2) == (3 → 3)\n"
        #expect(TestFailureSummary(log: log).lines() == ["✘ Test t() recorded an issue at T.swift:1:1: Expectation failed: (count → 2) == (3 → 3)"])
    }
}
