import DeclarativeUI
import Observation
import TerminalUI
import Testing

/// `NavigationStack(path:)`: the path pushes and pops pages; `back` and `dismiss` write it back.
@MainActor @Suite struct NavigationTests {
    @Observable
    final class Router {
        var path: [String] = []
    }

    struct Fruits: View {
        @Bindable var router: Router

        var body: some View {
            NavigationStack(path: $router.path) {
                List {
                    ForEach(["Apple", "Cherry"], id: \.self) { fruit in
                        NavigationLink(fruit, value: fruit)
                    }
                }
                .navigationTitle("Fruit")
                .navigationDestination(for: String.self) { fruit in
                    FruitPage(fruit: fruit)
                }
            }
        }
    }

    struct FruitPage: View {
        let fruit: String
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            VStack {
                Text("About \(fruit)")
                Button("Done") { dismiss() }
            }
            .navigationTitle(fruit)
        }
    }

    let router = Router()

    private func started() async -> Hosted {
        let hosted = Hosted(Fruits(router: router))
        await hosted.start()
        return hosted
    }

    @Test func selectingALinkPushesItsRouteOntoThePath() async {
        let hosted = await started()
        #expect(hosted.screen.sections.first?.rows.map(\.accessory) == [.disclosure, .disclosure])

        await hosted.run("select Cherry")

        #expect(router.path == ["Cherry"])
        #expect(hosted.titles == ["Fruit", "Cherry"])
        #expect(hosted.screen.showsBackButton)
        #expect(hosted.screen.labels == ["About Cherry"])
    }

    @Test func backPopsThePageAndShortensThePath() async {
        let hosted = await started()
        await hosted.run("select Cherry")

        await hosted.run("back")

        #expect(router.path == [])
        #expect(hosted.titles == ["Fruit"])
        #expect(!hosted.screen.showsBackButton)
    }

    @Test func changingThePathPushesAndPops() async {
        let hosted = await started()
        let root = hosted.app.navigationController.viewControllers.first

        router.path = ["Apple", "Cherry"]
        await hosted.settle()
        #expect(hosted.titles == ["Fruit", "Apple", "Cherry"])

        router.path = ["Apple"]
        await hosted.settle()
        #expect(hosted.titles == ["Fruit", "Apple"])
        #expect(hosted.app.navigationController.viewControllers.first === root)
    }

    @Test func dismissPopsThePageItIsOn() async {
        let hosted = await started()
        router.path = ["Apple", "Cherry"]
        await hosted.settle()

        await hosted.run("tap Done")

        #expect(router.path == ["Apple"])
        #expect(hosted.titles == ["Fruit", "Apple"])
    }
}
