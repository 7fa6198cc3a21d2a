import Testing

@Suite struct PlayerModelSpec {
    @Test func addKeepsOrder() {
        var model = PlayerModel()
        model.add("Ann")
        #expect(model.players == ["Ann"])
    }
}
