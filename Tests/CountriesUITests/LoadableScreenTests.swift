import AppSupport
import CountriesUI
import TerminalUI
import Testing

/// The one way every Countries screen shows a `Loadable`.
@Suite("Loadable screen")
struct LoadableScreenTests {
    private func screen(for loadable: Loadable<String>) -> Screen {
        var screen = Screen(title: "Test")
        LoadableScreen.apply(loadable, to: &screen) { value, screen in
            screen.labels = [value]
            screen.buttons = [Screen.Button("Content")]
        }
        return screen
    }

    @Test func notRequestedSaysNotLoadedAndOffersRetry() {
        let screen = screen(for: .notRequested)

        #expect(screen.emptyMessage == "Not loaded.")
        #expect(screen.buttons == [Screen.Button("Retry", id: LoadableScreen.retryButtonID)])
        #expect(!screen.isLoading)
    }

    @Test func loadingWithoutAPreviousValueShowsOnlyTheIndicatorAndCancel() {
        let screen = screen(for: .isLoading(previous: nil))

        #expect(screen.isLoading)
        #expect(screen.labels.isEmpty)
        #expect(screen.emptyMessage == nil)
        #expect(screen.buttons == [Screen.Button("Cancel loading", id: LoadableScreen.cancelButtonID)])
    }

    @Test func loadingKeepsThePreviousContentWithCancelAfterIt() {
        let screen = screen(for: .isLoading(previous: "before"))

        #expect(screen.isLoading)
        #expect(screen.labels == ["before"])
        #expect(screen.buttons.map(\.title) == ["Content", "Cancel loading"])
    }

    @Test func loadedShowsTheContentOnly() {
        let screen = screen(for: .loaded("value"))

        #expect(screen.labels == ["value"])
        #expect(screen.buttons.map(\.title) == ["Content"])
        #expect(!screen.isLoading)
        #expect(screen.emptyMessage == nil)
    }

    @Test func failedShowsTheMessageInsteadOfContentAndOffersRetry() {
        let screen = screen(for: .failed(message: "Could not load the countries."))

        #expect(screen.emptyMessage == "Could not load the countries.")
        #expect(screen.labels.isEmpty)
        #expect(screen.buttons.map(\.title) == ["Retry"])
    }
}
