import Foundation
import Observation

/// A GitHub repository, as the app's model has it.
struct Repository: Identifiable, CustomStringConvertible {
  var name: String
  var stars: Int
  var url: URL
  var id: String { name }
  var description: String { name }
}

/// The repositories of the language last asked for. A real app loads them from GitHub's API;
/// this Example keeps a few of its own.
@MainActor
@Observable
final class RepositoryStore {
  private(set) var repositories: [Repository] = []
  /// The URLs the user opened (`openURL`).
  var opened: [URL] = []

  func reload(language: String) {
    repositories = (1...3).map { rank in
      let name = "\(language.lowercased())-project-\(rank)"
      return Repository(
        name: name, stars: 1000 / rank,
        url: URL(string: "https://github.com/example/\(name)") ?? URL(fileURLWithPath: "/"))
    }
  }
}
