import UIKit

final class PlayerCell: UITableViewCell {
    let label = "// not a comment"

    #if DEBUG
    var debugName: String { "cell" }
    #endif
}