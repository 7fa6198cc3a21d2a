import Kit
import Testing

@Test func doubles() {
    #expect(Kit.double(2) == 4)
}
