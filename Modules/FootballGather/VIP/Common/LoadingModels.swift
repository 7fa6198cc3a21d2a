/// A request running, or done: the use case behind every screen's loading indicator. Each
/// scene that has one names it in its Models (`Login.Loading`), so the scenes share one
/// Request-less pair rather than repeat it.
enum LoadingModels {
    struct Response: Equatable {
        let isLoading: Bool
    }

    struct ViewModel: Equatable {
        let isLoading: Bool
    }
}
