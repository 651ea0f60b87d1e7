// A behavioural model of the parts of SwiftUI that a generated SwiftUI layer and the
// documentation's samples use, for the tests on Linux, where SwiftUI does not exist. It is
// compiled as a module named `SwiftUI`.
//
// Every public declaration has the signature Apple's SwiftUI documentation gives it; the
// behaviour is what that documentation says, and each modelled rule says which
// (docs/swiftui-model.md lists them all). It was written from the documentation, not from
// SwiftUI's code, and behaviour on a device was not observed.
//
// What the tests do that a user or the system would (host a view, tap the back button, swipe a
// sheet down, tap a button) is the test-only API of `SwiftUIModel` and
// `SwiftUIModel.HostedView`: it is not SwiftUI.

// SwiftUI makes Foundation (and, on iOS, UIKit) available to the files that import it.
@_exported import Foundation
@_exported import UIKit

/// The test-only side of the model: hosting views, and what SwiftUI would have logged.
@MainActor public enum SwiftUIModel {
  /// What SwiftUI logs at run time (a path value without a destination, two destinations for
  /// one type, two presentations at once from one place).
  public private(set) static var warnings: [String] = []
  /// The window content of the app last launched by `App.main()`.
  public private(set) static var launched: HostedView?

  /// Forgets the warnings and the launched app: for the start of a test.
  public static func reset() {
    warnings = []
    launched = nil
  }

  /// Hosts `view` as the content of a window, and evaluates it.
  public static func host<V: View>(_ view: V) -> HostedView {
    HostedView(view)
  }

  /// Launches `app` as `App.main()` does: hosts the content of its window group.
  @discardableResult
  public static func launch<A: App>(_ app: A) -> HostedView? {
    var scene: any Scene = app.body
    while !(scene is any WindowContent) {
      if scene is Never { return nil }
      scene = scene.body
    }
    guard let window = scene as? any WindowContent else { return nil }
    launched = HostedView(window.windowContent)
    return launched
  }

  static func warn(_ message: String) {
    warnings.append(message)
  }
}
