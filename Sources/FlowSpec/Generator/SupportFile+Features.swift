extension SupportFile {
  /// The parts of the runtime a module's flows need beyond pushing, popping, finishing,
  /// guards, `set` and actions: the support file leaves out the others' regions, which
  /// only cost every build of the module (docs/generated-code-design.md, "A support file
  /// tailored to the module"), and the functions only some generated code calls, kept where
  /// the module's generated files call them (SupportFile+Calls.swift).
  ///
  /// The template marks a region with `// flowc:if NAME` and `// flowc:end` lines; an
  /// optional `// flowc:else` part, written as comments in the template, is what a module
  /// without the feature gets in the region's place, uncommented. Regions nest.
  struct Features: OptionSet, Sendable, Hashable {
    let rawValue: Int

    /// A flow is a tab container: the session's tab bar.
    static let tabs = Features(rawValue: 1 << 0)
    /// A flow presents a stack (`present`, `dismiss`): the session's presented stacks and
    /// their swipes.
    static let presentations = Features(rawValue: 1 << 1)
    /// A screen's inputs read a context field a transition sets: the session's screen updates.
    static let liveScreens = Features(rawValue: 1 << 2)
    /// A flow starts a child flow: `FlowStart`, the flow limit, children left without screens.
    static let childFlows = Features(rawValue: 1 << 3)

    /// The features found in the module's flows (`init(of:)`).
    static let foundInFlows: Features = [.tabs, .presentations, .liveScreens, .childFlows]

    /// Every part: the whole template, as the FlowSupportTemplate target compiles it.
    static let all = foundInFlows.union(foundByCalls)

    /// Each feature by the name the template's markers use.
    static let named: [(name: String, feature: Features)] =
      [
        ("tabs", .tabs), ("presentations", .presentations), ("liveScreens", .liveScreens),
        ("childFlows", .childFlows),
      ] + calledNames

    /// The features `module`'s flows use.
    init(of module: ValidatedModule) {
      self = []
      for flow in module.flows {
        if flow.isTabContainer { insert([.tabs, .childFlows]) }
        let live = LiveScreens(flow, sensitiveEnvironment: [])
        if flow.screens.indices.contains(where: live.isLive) { insert(.liveScreens) }
        for screen in flow.screens {
          if screen.childFlow != nil { insert(.childFlows) }
          for handler in screen.allHandlers {
            for transition in handler.transitions {
              switch transition.navigation {
              case .present, .dismiss: insert(.presentations)
              default: break
              }
            }
          }
        }
      }
    }

    init(rawValue: Int) {
      self.rawValue = rawValue
    }
  }

  /// A template's text with the regions of the features not in `features` left out (or
  /// replaced by their `else` part, uncommented) and every marker line removed.
  static func tailored(_ template: String, to features: Features) -> String {
    // For each open region: whether its feature is kept, whether its current part is written,
    // and whether that part is its `else` part.
    var regions: [(kept: Bool, written: Bool, isElse: Bool)] = []
    var out: [Substring] = []
    for line in template.split(separator: "\n", omittingEmptySubsequences: false) {
      let indent = line.prefix { $0 == " " }
      let text = line.dropFirst(indent.count)
      let enclosing = regions.last?.written ?? true
      if text.hasPrefix("// flowc:if ") {
        let name = text.dropFirst("// flowc:if ".count)
        guard let feature = Features.named.first(where: { $0.name == name })?.feature else {
          preconditionFailure("unknown feature `\(name)` in the runtime template")
        }
        let kept = features.contains(feature)
        regions.append((kept, enclosing && kept, false))
      } else if text == "// flowc:else", let region = regions.popLast() {
        let outer = regions.last?.written ?? true
        regions.append((region.kept, outer && !region.kept, true))
      } else if text == "// flowc:end" {
        regions.removeLast()
      } else if enclosing {
        // In an `else` part, `// code` in the template is `code`.
        let kept =
          regions.last?.isElse == true
          ? indent + text.dropFirst(text.hasPrefix("// ") ? 3 : 2) : line
        // No blank line where a region left two, or at the start or end of a block.
        let previous = out.last?.last
        if kept.isEmpty && (previous == nil || previous == "{" || out.last?.isEmpty == true) {
          continue
        }
        if kept.drop(while: { $0 == " " }).hasPrefix("}"), out.last?.isEmpty == true {
          out.removeLast()
        }
        out.append(kept)
      }
    }
    precondition(regions.isEmpty, "a region of the runtime template is not closed")
    return out.joined(separator: "\n")
  }
}
