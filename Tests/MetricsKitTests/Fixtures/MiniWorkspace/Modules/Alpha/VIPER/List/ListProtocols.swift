import AlphaCore

@MainActor
public protocol ListViewProtocol: AnyObject {
    func show(_ names: [String])
}

@MainActor
public protocol ListPresenterProtocol: AnyObject {
    func viewDidLoad()
}
