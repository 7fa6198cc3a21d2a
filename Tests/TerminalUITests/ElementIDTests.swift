import TerminalUI
import Testing

/// A screen's typed ids are the strings the toolkit's events carry.
@Suite struct ElementIDTests {
    enum Button: String, ElementID {
        case save
    }

    enum Stepper: ElementID {
        case goals(home: Bool)

        var id: String { self == .goals(home: true) ? "home" : "away" }

        init?(id: String) {
            switch id {
            case "home": self = .goals(home: true)
            case "away": self = .goals(home: false)
            default: return nil
            }
        }
    }

    @Test func aStringBackedIDIsItsRawValue() {
        #expect(Button.save.id == "save")
        #expect(Button(id: "save") == .save)
        #expect(Button(id: "Save") == nil)
    }

    @Test func eventsOnTypedIDsCarryTheirStrings() {
        #expect(Event.tap(Button.save) == .tap("save"))
        #expect(Event.edit(Button.save, text: "a") == .edit("save", text: "a"))
        #expect(Event.toggle(Button.save, isOn: true) == .toggle("save", isOn: true))
        #expect(Event.step(Stepper.goals(home: false), value: 2) == .step("away", value: 2))
        #expect(Event.pick(Button.save, component: 1, row: 3) == .pick("save", component: 1, row: 3))
    }
}
