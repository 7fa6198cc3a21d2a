import Foundation

/// One running app, like `UIApplication` with its delegate: a root navigation stack,
/// a start, and deep links.
@MainActor
public protocol Application: AnyObject {
    /// The root stack; everything on screen hangs off it.
    var navigationController: NavigationController { get }

    /// Shows the first screen. Called once, before the first render.
    func start()

    /// Handles a deep link. Returns false if this app does not handle links at all;
    /// a link it handles but cannot resolve should show an error on screen instead.
    func open(_ url: URL) -> Bool
}

extension Application {
    public func open(_ url: URL) -> Bool { false }
}
