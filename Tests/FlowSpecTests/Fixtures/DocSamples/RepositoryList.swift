// What the live-screen sample in docs/adopting-generated-code.md leaves to the app: its view
// controllers and its repository type. Compiled with the sample and the generated code of
// Examples/RepositoryList by DocSampleTests.

import SwiftUI
import UIKit

final class RepositoryListViewController: UIViewController {
  var language = ""
  var onLanguageTapped: (() -> Void)?
}

final class RepositoryViewController: UIViewController {
  var repository: Repository?
}

/// A GitHub repository, as the app's model has it.
struct Repository: CustomStringConvertible {
  var name: String
  var description: String { name }
}

// The SwiftUI app's part in the same doc: its views, its store and the app's URL opener.

struct RepositoryListView: View {
  let language: String
  let onLanguageTapped: () -> Void
  let onSelect: (Repository) -> Void

  var body: some View {
    Text(language)
    Button("Language") { onLanguageTapped() }
  }
}

struct RepositoryView: View {
  let repository: Repository

  var body: some View { Text(repository.name) }
}

struct LanguageListView: View {
  let selected: String
  let onSelect: (String) -> Void
  let onCancel: () -> Void

  var body: some View {
    Text(selected)
    Button("Cancel") { onCancel() }
  }
}

@MainActor
final class RepositoryStore {
  static let shared = RepositoryStore()
  private(set) var language = ""
  func reload(_ language: String) { self.language = language }
}

@MainActor
enum URLOpener {
  static func open(_ url: URL) {}
}
