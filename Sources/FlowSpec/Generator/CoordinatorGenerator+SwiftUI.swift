/// A flow's SwiftUI part (`flowc generate --ui swiftui|both`), under
/// `#if canImport(SwiftUI) && canImport(Observation)`: a `Views` protocol with one
/// `@ViewBuilder` method per screen, and `Screens` for any object that also implements `Views`,
/// each screen a `FlowRouteBox` whose view that method builds only when `FlowNavigationView`
/// shows it (docs/generated-code-design.md, "SwiftUI"). Nothing is written a screen beyond
/// those two methods: the part is parsed in every job of a module that has the file as a
/// secondary one, SwiftUI or not (docs/performance.md, "Compile time of the generated code").
extension CoordinatorGenerator {
  /// The screens SwiftUI shows: the flow's nodes that are not child flows.
  private var shownScreens: [Screen] { flow.screens.filter { $0.childFlow == nil } }

  /// Whether the flow has a SwiftUI part: SwiftUI is served and the flow shows a screen of
  /// its own.
  var hasSwiftUIPart: Bool { ui.includesSwiftUI && !shownScreens.isEmpty }

  /// The flow's SwiftUI part, when it has one.
  func swiftUI(_ w: inout SwiftWriter) {
    let screens = shownScreens
    guard hasSwiftUIPart else { return }
    w.line()
    w.line("#if canImport(SwiftUI) && canImport(Observation)")
    w.indented { body in
      // Imported here rather than under a condition of its own at the top: one `canImport`
      // check a file, not two.
      body.line("import SwiftUI")
      body.line()
      body.block("extension \(className) {") { body in
        self.viewsProtocol(screens, &body)
      }
      body.line()
      body.block("extension \(className).Screens where Self: \(className).Views {") { body in
        self.routeScreens(screens, &body)
      }
    }
    w.line("#endif")
  }

  /// `protocol Views`: one associated view type and one `@ViewBuilder` method per screen.
  private func viewsProtocol(_ screens: [Screen], _ w: inout SwiftWriter) {
    w.documentation(
      "Builds the flow's screens as SwiftUI views, each from its inputs and its typed `send`. An")
    w.documentation(
      "object that provides the flow's `Dependencies` and implements these gets `Screens` from")
    w.documentation("them: every screen a route that `FlowNavigationView` shows.")
    w.line("@MainActor")
    w.block("\(api)protocol Views: AnyObject {") { body in
      for screen in screens {
        body.documentation { $0.append(parts: "The view `", screen.name, "View` builds.") }
        body.line(
          parts: "associatedtype ", flow.name, UpperCased(screen.name), "View: SwiftUI.View")
        if let title = screen.title {
          body.documentation { $0.append(parts: "Builds `", screen.name, "`: ", title, ".") }
        } else {
          body.documentation { $0.append(parts: "Builds `", screen.name, "`.") }
        }
        body.line("@SwiftUI.ViewBuilder")
        body.line { text in
          text.append(parts: "func ", screen.name, "View(")
          Self.appendInputParameters(screen, to: &text)
          text.append(parts: "send: FlowSender<", UpperCased(screen.name), "Event>) -> ")
          text.append(parts: flow.name, UpperCased(screen.name), "View")
        }
      }
    }
  }

  /// `Screens` from `Views`: each `makeNAME` a route box whose view the screen's `Views`
  /// method builds, each `updateNAME` that box given a view built with the new inputs. Its
  /// names are numbered (`screen0`, `box0`): an input may take any other name.
  private func routeScreens(_ screens: [Screen], _ w: inout SwiftWriter) {
    for (position, screen) in flow.screens.enumerated() where screen.childFlow == nil {
      let upper = UpperCased(screen.name)
      w.documentation {
        $0.append(parts: "Builds `", screen.name, "` as a route whose view `", screen.name)
        $0.append("View` builds when it is shown.")
      }
      w.line { text in
        text.append(parts: api, "func make", upper, "(")
        Self.appendInputParameters(screen, to: &text)
        text.append(parts: "send: FlowSender<", className, ".", upper, "Event>) -> AnyObject {")
      }
      w.indented { body in
        body.block("FlowRouteBox(send, views: self) {") { closure in
          closure.line { text in
            text.append(parts: "$0.", screen.name, "View(")
            Self.appendInputArguments(screen, to: &text)
            text.append("send: send)")
          }
        }
      }
      w.line("}")
      guard live.isLive(position) else { continue }
      w.documentation {
        $0.append(parts: "Gives `", screen.name, "` its new inputs: its view built with them.")
      }
      w.line { text in
        text.append(api)
        self.updateSignature(screen, screen: "_ screen0", to: &text)
        text.append(" {")
      }
      w.indented { body in
        body.line("guard let box0 = screen0 as? FlowRouteBox else { return }")
        body.block("box0.update(views: self) {") { closure in
          closure.line { text in
            text.append(parts: "$0.", screen.name, "View(")
            Self.appendInputArguments(screen, to: &text)
            text.append("send: $1)")
          }
        }
      }
      w.line("}")
    }
  }
}
