// What the live-screen sample in docs/adopting-generated-code.md leaves to the app: its view
// controllers and its repository type. Compiled with the sample and the generated code of
// Examples/RepositoryList by DocSampleTests.

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
