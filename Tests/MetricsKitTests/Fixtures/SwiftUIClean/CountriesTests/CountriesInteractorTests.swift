import Testing

@Test func loadsNothingWithoutNetwork() {
    #expect(Bool(true))
}
