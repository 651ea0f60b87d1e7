import Foundation
import SwiftUI

/// The app's side of the RepositoryList and LanguageList flows: their actions, and their
/// screens as SwiftUI views. The flows' `Screens` come from `Views`; LanguageList, a child
/// flow, is built by its generated default factory from this same object.
@MainActor
final class RepositoryFlows: RepositoryListCoordinator.Dependencies,
  RepositoryListCoordinator.Views, LanguageListCoordinator.Dependencies,
  LanguageListCoordinator.Views
{
  /// What `FlowNavigationView` shows.
  let model = FlowNavigationModel()
  let store: RepositoryStore
  private var root: RepositoryListCoordinator?

  init(store: RepositoryStore) {
    self.store = store
    let session = FlowSession(navigator: model)
    model.session = session
    let root = RepositoryListCoordinator(
      inputs: .init(), screens: self, environment: self, actions: self, children: self)
    root.start(session: session)
    self.root = root
    store.reload(language: "Swift")
  }

  // MARK: Actions

  func reloadRepositories(language: String) { store.reload(language: language) }

  func openURL(url: URL) { store.opened.append(url) }

  // MARK: Views

  func repositoriesView(
    language: String, send: FlowSender<RepositoryListCoordinator.RepositoriesEvent>
  ) -> some View {
    RepositoryListView(
      language: language, repositories: store.repositories,
      onLanguageTapped: { send(.chooseLanguage) },
      onSelect: { send(.selectRepository(repository: $0)) })
  }

  func repositoryDetailView(
    repository: Repository, send: FlowSender<RepositoryListCoordinator.RepositoryDetailEvent>
  ) -> some View {
    RepositoryView(repository: repository) { send(.openInBrowser(url: repository.url)) }
  }

  func languagesView(
    selected: String, send: FlowSender<LanguageListCoordinator.LanguagesEvent>
  ) -> some View {
    LanguageListView(
      selected: selected,
      onSelect: { send(.selectLanguage(language: $0)) },
      onCancel: { send(.cancel) })
  }
}
