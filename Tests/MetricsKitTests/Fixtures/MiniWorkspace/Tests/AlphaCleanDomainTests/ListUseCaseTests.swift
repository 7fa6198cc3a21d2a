import AlphaCleanDomain
import Testing

@Test func defaultUseCaseReturnsOneItem() {
    #expect(DefaultListUseCase().items().count == 1)
}
