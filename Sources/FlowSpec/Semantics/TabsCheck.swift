/// Checks tab containers (docs/language.md#tab-bars): at least two different tabs, each a
/// child-flow node whose flow never ends, nothing else in the container, and no container used
/// as a child flow.
enum TabsCheck {
  /// Checks one declaration of the module; `flows` finds a flow's declaration by name.
  static func check(_ declaration: FlowDeclaration, flows: [String: FlowDeclaration])
    -> Diagnostics
  {
    var diagnostics = Diagnostics()
    checkChildren(of: declaration, flows: flows, into: &diagnostics)
    if !declaration.tabs.isEmpty {
      checkContainer(declaration, flows: flows, into: &diagnostics)
    }
    return diagnostics
  }

  /// A child-flow node may not name a tab container: a container is only ever the root.
  private static func checkChildren(
    of declaration: FlowDeclaration, flows: [String: FlowDeclaration],
    into diagnostics: inout Diagnostics
  ) {
    for screen in declaration.screens {
      guard case .flow(let child) = screen.kind, let container = flows[child.value],
        let tabsRange = container.tabsRange
      else { continue }
      diagnostics.emit(
        .invalidTabs(
          "`\(child.value)` is a tab container: it can only be the root flow, not a child of `\(declaration.name.value)`"
        ), at: child.range, notes: [.init("its `tabs` are here", at: tabsRange)])
    }
  }

  private static func checkContainer(
    _ declaration: FlowDeclaration, flows: [String: FlowDeclaration],
    into diagnostics: inout Diagnostics
  ) {
    let name = declaration.name.value
    if declaration.tabs.count < 2, let range = declaration.tabsRange {
      diagnostics.emit(
        .invalidTabs("a tab container needs at least two tabs; a single flow needs no tab bar"),
        at: range)
    }
    var seen: [String: SourceRange] = [:]
    for tab in declaration.tabs {
      if let first = seen[tab.value] {
        diagnostics.emit(
          .invalidTabs("`\(tab.value)` is listed twice in `tabs`"), at: tab.range,
          notes: [.init("first listed here", at: first)])
      }
      seen[tab.value] = seen[tab.value] ?? tab.range
    }
    for screen in declaration.screens {
      guard seen[screen.name.value] != nil else {
        diagnostics.emit(
          .invalidTabs(
            "`\(screen.name.value)` is not listed in `tabs`: a tab container shows only its tabs"),
          at: screen.name.range)
        continue
      }
      switch screen.kind {
      case .view:
        diagnostics.emit(
          .invalidTabs(
            "tab `\(screen.name.value)` is a view screen; a tab is a child-flow node (`flow: F`)"),
          at: screen.name.range)
      case .flow(let child):
        if let childFlow = flows[child.value], let result = childFlow.results.first {
          diagnostics.emit(
            .invalidTabs(
              "tab `\(screen.name.value)` runs `\(child.value)`, which declares results; a tab never ends"
            ), at: child.range,
            notes: [.init("`\(result.name.value)` is declared here", at: result.name.range)])
        }
      }
    }
    let extras = [
      ("results", declaration.results.first?.name), ("actions", declaration.actions.first?.name),
      ("context", declaration.context.first?.name),
    ]
    for case (let kind, let first?) in extras {
      diagnostics.emit(
        .invalidTabs(
          "tab container `\(name)` declares \(kind); it has no transitions and never ends"),
        at: first.range)
    }
  }
}

extension Diagnostic.Message {
  static func invalidTabs(_ problem: String) -> Self { .init(.invalidTabs, problem) }
}
