import TerminalUI

/// History's navigation, of which there is none today: History opens nothing, and leaving
/// it is the user's Back, which the toolkit handles as UIKit's navigation bar would. The
/// Router is still assembled like every module's, so a route History gains has its home.
@MainActor
final class GatherHistoryRouter: ClosingRouter {}

extension GatherHistoryRouter: GatherHistoryRouterProtocol {}
