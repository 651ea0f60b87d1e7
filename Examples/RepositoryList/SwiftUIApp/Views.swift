import SwiftUI

/// The most starred repositories of a language: it shows data and reports taps, nothing else.
struct RepositoryListView: View {
  let language: String
  let repositories: [Repository]
  let onLanguageTapped: () -> Void
  let onSelect: (Repository) -> Void

  var body: some View {
    VStack {
      Button("Language: \(language)") { onLanguageTapped() }
      ForEach(repositories) { repository in
        Button(repository.name) { onSelect(repository) }
      }
    }
  }
}

/// One repository.
struct RepositoryView: View {
  let repository: Repository
  let onOpen: () -> Void

  var body: some View {
    VStack {
      Text(repository.name)
      Text("\(repository.stars) stars")
      Button("Open in browser") { onOpen() }
    }
  }
}

/// The languages to choose from, the current one marked.
struct LanguageListView: View {
  static let languages = ["Swift", "Rust", "Kotlin", "Go"]
  let selected: String
  let onSelect: (String) -> Void
  let onCancel: () -> Void

  var body: some View {
    VStack {
      ForEach(Self.languages, id: \.self) { language in
        Button(language == selected ? "\(language) ✓" : language) { onSelect(language) }
      }
      Button("Cancel") { onCancel() }
    }
  }
}
