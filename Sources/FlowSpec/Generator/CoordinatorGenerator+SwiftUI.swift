/// A flow's SwiftUI part (`flowc generate --ui swiftui|both`), under
/// `#if canImport(SwiftUI) && canImport(Observation)`: a value-typed `Route` per shown screen,
/// carrying its inputs and its `send`; a `Views` protocol with one `@ViewBuilder` method per
/// screen; and `Screens` for any object that also implements `Views`, each screen a
/// `FlowRouteBox` whose view is built only when `FlowNavigationView` shows it
/// (docs/generated-code-design.md, "SwiftUI").
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
      body.block("extension \(className) {") { body in
        self.route(screens, &body)
        body.line()
        self.viewsProtocol(screens, &body)
      }
      body.line()
      body.block("extension \(className).Views {") { body in
        self.viewForRoute(screens, &body)
      }
      body.line()
      body.block("extension \(className).Screens where Self: \(className).Views {") { body in
        self.routeScreens(screens, &body)
      }
    }
    w.line("#endif")
  }

  /// `enum Route: Hashable`, equal and hashed by the showing.
  private func route(_ screens: [Screen], _ w: inout SwiftWriter) {
    w.documentation(
      "A showing of one of the flow's screens as a value: the screen, its inputs and its `send`,")
    w.documentation(
      "as `FlowNavigationView` shows it (`FlowRoute.value`). Equal and hashed by the showing")
    w.documentation("alone, so the inputs need not be `Hashable`.")
    w.block("\(api)enum Route: Hashable {") { body in
      for screen in screens {
        body.line { text in
          text.append(parts: "case ", screen.name, "(")
          Self.appendInputParameters(screen, to: &text)
          text.append(parts: "send: FlowSender<", UpperCased(screen.name), "Event>)")
        }
      }
      body.line()
      body.documentation("The number the session gave the showing.")
      body.block("\(api)nonisolated var showing: Int {") { body in
        body.line("switch self {")
        for screen in screens {
          body.line { text in
            text.append(parts: "case .", screen.name, "(")
            for _ in screen.inputs { text.append("_, ") }
            text.append("let send): send.showing")
          }
        }
        body.line("}")
      }
      body.line()
      body.documentation("Whether two routes are the same showing.")
      body.line(
        "\(api)nonisolated static func == (lhs: Route, rhs: Route) -> Bool { lhs.showing == rhs.showing }"
      )
      body.line()
      body.documentation("Hashes the showing's number.")
      body.line(
        "\(api)nonisolated func hash(into hasher: inout Hasher) { hasher.combine(showing) }")
    }
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

  /// `view(for:)`: a route's view, type-erased (a switch of `AnyView`s type-checks in time
  /// linear in the screens; a `@ViewBuilder` switch nests a conditional type per case).
  private func viewForRoute(_ screens: [Screen], _ w: inout SwiftWriter) {
    w.documentation(
      "The view of `route`, with the route's inputs, as SwiftUI's navigation shows it.")
    w.block("\(api)func view(for route: \(className).Route) -> SwiftUI.AnyView {") { body in
      body.line("switch route {")
      for screen in screens {
        body.line { text in
          text.append(parts: "case .", screen.name, "(")
          for input in screen.inputs { text.append(parts: "let ", input.name, ", ") }
          text.append("let send):")
        }
        body.indented { body in
          body.line { text in
            text.append(parts: "SwiftUI.AnyView(", screen.name, "View(")
            Self.appendInputArguments(screen, to: &text)
            text.append("send: send))")
          }
        }
      }
      body.line("}")
    }
  }

  /// `Screens` from `Views`: each `makeNAME` a route box made by one private helper,
  /// `routeBox(_:_:)` (the box's generic initializer and its closure type-checked and compiled
  /// once a flow, not once a screen), each `updateNAME` a new route. Its locals are numbered
  /// (`box0`) and the helper is called on `self`: an input may take any other name.
  private func routeScreens(_ screens: [Screen], _ w: inout SwiftWriter) {
    w.documentation("`route` as a screen: a route box whose view `view(for:)` builds when shown.")
    w.line("private func routeBox<ScreenEvent>(")
    w.indented { parameters in
      parameters.line(parts: "_ route: ", className, ".Route,")
      parameters.line("_ send: FlowSender<ScreenEvent>")
    }
    w.block(") -> AnyObject {") { body in
      body.line("FlowRouteBox(route, of: send, views: self) { $0.view(for: $1) }")
    }
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
        body.line { text in
          text.append(parts: "self.routeBox(.", screen.name, "(")
          Self.appendInputArguments(screen, to: &text)
          text.append("send: send), send)")
        }
      }
      w.line("}")
      guard live.isLive(position) else { continue }
      w.documentation {
        $0.append(parts: "Gives `", screen.name, "` its new inputs: its route with them.")
      }
      w.line { text in
        text.append(api)
        self.updateSignature(screen, screen: "_ screen0", to: &text)
        text.append(" {")
      }
      w.indented { body in
        body.line("guard let box0 = screen0 as? FlowRouteBox,")
        body.line { text in
          text.append(parts: "  case .", screen.name, "(")
          for _ in screen.inputs { text.append("_, ") }
          text.append(parts: "let send)? = box0.route.value as? ", className, ".Route")
        }
        body.line("else { return }")
        body.line { text in
          text.append(parts: "box0.update(", className, ".Route.", screen.name, "(")
          Self.appendInputArguments(screen, to: &text)
          text.append("send: send))")
        }
      }
      w.line("}")
    }
  }
}
