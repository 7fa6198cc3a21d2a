import UIKit

final class PlayerDetailView: UIView {
    let text = """
        Name:

        Age:
        """
    // Layout comes later.
}
