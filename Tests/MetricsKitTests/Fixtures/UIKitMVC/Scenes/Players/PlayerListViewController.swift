import UIKit

/// Lists the players.
final class PlayerListViewController: UITableViewController {
    private let model: PlayerModel

    init(model: PlayerModel) {
        self.model = model
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    /* The table shows one row per player;
       the cell does the drawing. */
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        model.players.count // one row each
    }
}
