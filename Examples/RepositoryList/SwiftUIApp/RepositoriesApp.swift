// The RepositoryList Example as a SwiftUI app: its flows' generated code
// (`flowc generate Examples/RepositoryList --output Flows`), these files, nothing else. No
// navigation state is written here: FlowNavigationView shows the session's stacks, and each
// screen's view is built from its route by the flows' `Views`.

import SwiftUI

@main
struct RepositoriesApp: App {
  @State private var flows = RepositoryFlows(store: RepositoryStore())

  var body: some Scene {
    WindowGroup {
      FlowNavigationView(model: flows.model)
    }
  }
}
