import FootballGatherUI
import TerminalUI

/// The History screen, passive: the rows the presenter words, the empty message when it
/// says so, loading and the error alert.
final class GatherHistoryView: PassiveView {
    let presenter: any GatherHistoryPresenterProtocol
    private var rows: [GatherHistoryScreen.Row] = []
    private var showsEmptyMessage = false

    init(presenter: any GatherHistoryPresenterProtocol) {
        self.presenter = presenter
        super.init()
    }

    override var screen: Screen {
        GatherHistoryScreen.make(rows: rows, showsEmptyMessage: showsEmptyMessage, isLoading: isLoading)
    }

    override func viewDidLoad() {
        perform { [presenter] in await presenter.viewDidLoad() }
    }
}

extension GatherHistoryView: GatherHistoryViewConfigurable {
    func displayGathers(_ rows: [GatherHistoryScreen.Row], showsEmptyMessage: Bool) {
        self.rows = rows
        self.showsEmptyMessage = showsEmptyMessage
        setNeedsDisplay()
    }
}
