import Foundation
import SwiftUI

@testable import GeneratedTabbedPhotos

/// A coordinator as small as a session needs: its screens are shown by the test.
@MainActor
final class ModelTestFrame: FlowFrame {
  let flowName = "Demo"
  let isPaused = false
  private(set) var cancelled = 0
  func flowWasCancelled() { cancelled += 1 }
  func childWasCancelled() {}
}

/// What a test records of its session.
@MainActor
final class ModelRecorder: FlowObserver {
  private(set) var records: [String] = []
  func flowDidRecord(_ record: FlowRecord) { records.append(record.description) }
}

/// A session over a `FlowNavigationModel`, whose screens are route boxes a test shows.
@MainActor
struct ModelSession {
  let model = FlowNavigationModel()
  let session: FlowSession
  let frame = ModelTestFrame()
  let recorder = ModelRecorder()

  init() {
    session = FlowSession(navigator: model)
    model.session = session
    session.addObserver(recorder)
    session.begin(frame, node: nil)
  }

  /// Shows screen `name` as a route box whose content is its name, or the view `view` makes.
  @discardableResult
  func show(
    _ name: String, _ placement: FlowSession.Placement, view: ((String) -> AnyView)? = nil
  ) -> FlowRoute {
    let send: FlowSender<Never> = session.sender(name, of: frame)
    let box =
      if let view { FlowRouteBox(send) { view(name) } } else { FlowRouteBox(send) { name } }
    _ = session.show(box, placement)
    return box.route
  }

  /// The model's stacks as screen names, each from its root.
  var names: [[String]] { model.stacks.map { $0.routes.map(\.screen) } }

  /// The session's stacks as screen names.
  var sessionNames: [[String]] {
    session.screenStacks.map { $0.map { ($0 as? FlowRouteBox)?.route.screen ?? "?" } }
  }

  /// A root stack of `a`, `b`, `c` and `d`.
  static func fourDeep() -> ModelSession {
    let run = ModelSession()
    run.show("a", .root)
    for name in ["b", "c", "d"] { run.show(name, .push) }
    return run
  }
}
