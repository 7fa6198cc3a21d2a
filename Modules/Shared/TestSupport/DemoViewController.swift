import AppSupport
import TerminalUI

/// The demo app's main screen: every kind of element, asynchronous work and a timer.
@MainActor
public final class DemoViewController: ViewController {
    public private(set) var count = 0
    public private(set) var name = ""
    public private(set) var isOn = false
    public private(set) var level = 0
    public private(set) var colourIndex = 0
    public private(set) var seconds = 0
    public private(set) var items = [["Apple", "Banana"], ["Cherry"]]
    public private(set) var isSaving = false
    private var alert: Screen.Alert?
    private var ticker: Ticker?
    private let clock: any Clock<Duration>

    public init(clock: any Clock<Duration>) {
        self.clock = clock
    }

    override public var screen: Screen {
        Screen(
            title: "Demo",
            barButtons: [.init("Next"), .init("Reset", isEnabled: count > 0)],
            labels: ["Count: \(count)", "Elapsed: \(seconds)s"],
            fields: [.init("Name", value: name, placeholder: "Your name"), .init("Secret", value: "abc", isSecure: true)],
            toggles: [.init("Loud", isOn: isOn)],
            steppers: [.init("Level", value: level, range: 0...2)],
            pickers: [.init(id: "colour", components: [.init("Colour", rows: ["Red", "Green", "Blue"], selectedIndex: colourIndex)])],
            sections: [
                .init("Fruit", rows: items[0].map { .init($0, detail: "sweet", accessory: .disclosure, isDeletable: true, isMovable: true) }),
                .init("Later", rows: items[1].map { .init($0, accessory: .checkbox(isChecked: false), isMovable: true) }),
                .init("Fixed", rows: [.init("Static", isSelectable: false)]),
            ],
            isLoading: isSaving,
            buttons: [.init("Add"), .init("Start timer", id: "timer"), .init("Never", isEnabled: false)],
            alert: alert
        )
    }

    override public func handle(_ event: Event) {
        switch event {
        case .tap("Add"): perform { await self.addSlowly() }
        case .tap("timer"): startTimer()
        case .tap("Next"): navigationController?.push(DemoDetailViewController(title: "Next"))
        case .tap("Reset"): alert = .init(title: "Reset", message: "Really?", actions: ["Yes", "Cancel"])
        case .alert("Yes"): count = 0; alert = nil
        case .alert: alert = nil
        case .edit("Name", let text): name = text
        case .toggle("Loud", let on): isOn = on
        case .step("Level", let value): level = value
        case .pick("colour", _, let row): colourIndex = row
        case .delete(let path): items[path.section].remove(at: path.row)
        case .move(let path, let section): items[section].append(items[path.section].remove(at: path.row))
        case .select(let path): navigationController?.push(DemoDetailViewController(title: items[path.section][path.row]))
        default: break
        }
    }

    override public func viewDidDisappear() {
        ticker?.stop()
    }

    /// Hops off the main actor and back several times, as a database call would.
    private func addSlowly() async {
        isSaving = true
        for _ in 0..<5 {
            await Task.detached { try? await Task.sleep(for: .milliseconds(2)) }.value
        }
        count += 1
        isSaving = false
    }

    private func startTimer() {
        ticker?.stop()
        guard let activity = navigationController?.rootActivity else { return }
        let ticker = Ticker(clock: clock, track: activity.track)
        ticker.start { [weak self] in self?.seconds += 1 }
        self.ticker = ticker
    }
}
