import Foundation
import Testing

@testable import GeneratedRepositoryList

/// An app's `Screens` implementation is told a shown screen's new inputs: the generated
/// RepositoryList coordinator calls `updateRepositories` on the list it built when a language
/// picked in the modal LanguageList flow changes `currentLanguage`, in the same step.
@MainActor
@Suite("Generated coordinators tell live screens their new inputs")
struct LiveScreenTests {
  /// The app's list view controller, reduced to what it shows.
  final class ListScreen {
    var language: String
    init(language: String) { self.language = language }
  }

  final class Recorder: FlowObserver {
    var lines: [String] = []
    func flowDidRecord(_ record: FlowRecord) { lines.append(record.description) }
  }

  final class Navigator: FlowNavigator {
    func push(_ screen: AnyObject) {}
    func present(_ screen: AnyObject) {}
    func setStack(_ screens: [AnyObject]) {}
    func pop() {}
    func popTo(_ screen: AnyObject) {}
    func dismiss(count: Int) {}
  }

  /// Implements both flows; `repositoryDetail` keeps the default update, which does nothing.
  final class App: RepositoryListCoordinator.Screens, RepositoryListCoordinator.Facts,
    RepositoryListCoordinator.Actions, RepositoryListCoordinator.Children,
    LanguageListCoordinator.Screens, LanguageListCoordinator.Facts,
    LanguageListCoordinator.Actions, LanguageListCoordinator.Children
  {
    var list: ListScreen?
    var repositories: FlowSender<RepositoryListCoordinator.RepositoriesEvent>?
    var languages: FlowSender<LanguageListCoordinator.LanguagesEvent>?
    /// What happened, in order: `reload Rust`, `update Rust`.
    var calls: [String] = []
    /// The screens `updateRepositories` was given.
    var updated: [AnyObject] = []

    func makeRepositories(
      language: String,
      send: FlowSender<RepositoryListCoordinator.RepositoriesEvent>
    ) -> AnyObject {
      repositories = send
      let screen = ListScreen(language: language)
      list = screen
      return screen
    }
    /// What the list does when it is told a new language besides showing it (a test's hook).
    var onUpdate: (@MainActor () -> Void)?
    func updateRepositories(_ screen: AnyObject, language: String) {
      (screen as? ListScreen)?.language = language
      onUpdate?()
      updated.append(screen)
      calls.append("update \(language)")
    }
    func makeRepositoryDetail(
      repository: Repository,
      send: FlowSender<RepositoryListCoordinator.RepositoryDetailEvent>
    ) -> AnyObject { NSObject() }
    func reloadRepositories(language: String) { calls.append("reload \(language)") }
    func openURL(url: URL) {}
    // `makeLanguageList` is the default: this object provides LanguageList's dependencies too.
    func makeLanguages(
      selected: String,
      send: FlowSender<LanguageListCoordinator.LanguagesEvent>
    ) -> AnyObject {
      languages = send
      return NSObject()
    }
  }

  /// RepositoryList started as the root of a new session, with a recorder listening.
  private func started() -> (App, Recorder, RepositoryListCoordinator) {
    let app = App()
    let session = FlowSession(navigator: Navigator())
    let recorder = Recorder()
    session.addObserver(recorder)
    let coordinator = RepositoryListCoordinator(
      inputs: .init(), screens: app, environment: app, actions: app, children: app)
    coordinator.start(session: session)
    return (app, recorder, coordinator)
  }

  @Test func theListUnderThePickerIsToldTheLanguagePickedInTheSameStep() throws {
    let (app, recorder, coordinator) = started()
    let list = try #require(app.list)
    #expect(list.language == "Swift")

    app.repositories?(.chooseLanguage)
    app.languages?(.selectLanguage(language: "Rust"))
    // The same view controller, not a new one, shows the new language once the step returns.
    #expect(list.language == "Rust")
    #expect(app.updated.count == 1 && app.updated.first === list)
    #expect(app.calls == ["reload Rust", "update Rust"])
    #expect(
      recorder.lines.suffix(3) == [
        #"set currentLanguage = "Rust""#, #"action reloadRepositories(language: "Rust")"#,
        #"update RepositoryList.repositories(language: "Rust")"#,
      ])

    // Picking it again sets nothing: nothing is told.
    app.repositories?(.chooseLanguage)
    app.languages?(.selectLanguage(language: "Rust"))
    #expect(app.calls == ["reload Rust", "update Rust"])
    _ = coordinator
  }

  /// An update is the end of the step: an event a screen sends from it is not a second step in
  /// the middle of the first.
  @Test func anEventSentFromAnUpdateIsIgnoredAsDuringTheStep() throws {
    let (app, recorder, coordinator) = started()
    var deliveries: [FlowDelivery] = []
    app.onUpdate = { if let send = app.repositories { deliveries.append(send(.chooseLanguage)) } }
    app.repositories?(.chooseLanguage)
    app.languages?(.selectLanguage(language: "Rust"))
    #expect(deliveries == [.ignored(.duringStep)])
    // The app's update runs before the update is recorded.
    #expect(
      recorder.lines.suffix(2) == [
        "RepositoryList.repositories: chooseLanguage ignored: another input is being handled",
        #"update RepositoryList.repositories(language: "Rust")"#,
      ])
    #expect(app.repositories?(.chooseLanguage) == .handled, "after the step, events are taken")
    _ = coordinator
  }
}
