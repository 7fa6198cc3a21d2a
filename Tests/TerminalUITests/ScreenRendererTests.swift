import Testing
import TerminalUI

@Suite struct ScreenRendererTests {
    @Test func rendersEveryElementInAFixedOrder() {
        let screen = Screen(
            title: "Gather in progress",
            showsBackButton: true,
            barButtons: [.init("Done"), .init("Off", isEnabled: false)],
            labels: ["10:00"],
            fields: [.init("Name", value: "", placeholder: "Enter name of the player"), .init("Password", value: "secret", isSecure: true)],
            toggles: [.init("Remember me", isOn: true)],
            steppers: [.init("Team A", value: 2, range: 0...99)],
            pickers: [.init(id: "p", components: [
                .init("Minutes", rows: (0..<60).map { "\($0) min" }, selectedIndex: 10),
                .init("Region", rows: ["All", "Europe"], selectedIndex: 1),
            ])],
            sections: [
                .init("Team A", rows: [.init("Ada", detail: "GK", accessory: .checkbox(isChecked: true)), .init("Bob", accessory: .disclosure)]),
                .init("Team B", rows: []),
            ],
            emptyMessage: "Nothing here",
            isLoading: true,
            buttons: [.init("Start"), .init("End Gather", isEnabled: false)],
            alert: .init(title: "End Gather", message: "Are you sure you want to end the gather?", actions: ["Yes", "Cancel"])
        )
        let expected = """
        == Gather in progress ======================================
          < Back  [Done]  [Off (disabled)]
          10:00
          Name: _ (Enter name of the player)
          Password: ******
          Remember me: [on]
          Team A: 2  (0–99)
          Minutes: 10 min  (0 min … 59 min)
          Region: Europe  (All | Europe)
          Team A
            1. [x] Ada · GK
            2. Bob >
          Team B
            (empty)
          Nothing here
          Loading…
          [Start]  [End Gather (disabled)]
          ! End Gather
          ! Are you sure you want to end the gather?
          ! [Yes] [Cancel]
        """
        #expect(ScreenRenderer().render(screen) == expected)
    }

    @Test func longSectionsAreCutWhenALimitIsSet() {
        let rows = (1...5).map { Screen.Row("Row \($0)") }
        let text = ScreenRenderer(maximumRowsPerSection: 2).render(Screen(title: "T", sections: [.init(rows: rows)]))
        #expect(text.contains("2. Row 2"))
        #expect(!text.contains("Row 3"))
        #expect(text.contains("… 3 more (select <text> reaches them)"))
    }

    @Test func plainStyleHasNoEscapesAndAnsiStyleHas() {
        let screen = Screen(title: "T", buttons: [.init("Go")])
        #expect(!ScreenRenderer().render(screen).contains("\u{1B}"))
        #expect(ScreenRenderer(style: .ansi).render(screen).contains("\u{1B}["))
    }
}
