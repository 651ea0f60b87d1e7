import FlowSpec

/// The benchmark module of Benchmarks/synthetic.py, written here too so the tests need no Python:
/// `flows` flows of `screens` screens, each with an enum and a number guard, payloads, `set`, an
/// action, back, a presented child flow (the next flow) every 10 screens from the 6th, and results
/// with payloads.
enum SyntheticModule {
  static func files(flows: Int, screens: Int) -> [SourceFile] {
    (0..<flows).map { index in
      SourceFile(
        path: "Flow\(index).flow.yaml", text: flow(index, screens: screens, flows: flows))
    }
  }

  static func flow(_ index: Int, screens: Int, flows: Int) -> String {
    let child = index + 1 < flows ? "Flow\(index + 1)" : nil
    var lines = [
      "flow: Flow\(index)", "types:", "  Tier: [basic, plus, pro]", "inputs:", "  seed: Int",
      "context:", "  item: Item", "  total: { type: Int, default: 0 }", "  note: String?",
      "environment:", "  tier: Tier", "  enabled: Bool", "actions:",
      "  track: { name: String, total: Int }", "results:", "  done: { total: Int }",
      "  cancelled: {}", "start: s0", "screens:",
    ]
    for s in 0..<screens {
      let last = s + 1 == screens
      let hasChild = child != nil && s % 10 == 5
      lines += ["  s\(s):", "    view: Screen\(s)ViewController", "    title: Screen \(s)"]
      if s > 0 { lines.append("    inputs: { item: item, total: total }") }
      lines += ["    events:", "      pick: { item: Item, amount: Int }", "      cancel: {}"]
      if hasChild { lines.append("      sub: {}") }
      lines.append("    on:")
      if last {
        lines.append(
          "      pick: { set: { item: event.item }, finish: { done: { total: total } } }")
      } else {
        lines += [
          "      pick:", "        - when: tier == .basic && event.amount > 3",
          "          set: { item: event.item, total: total + event.amount }",
          "          do: { track: { name: \"'s\(s)'\", total: total } }",
          "          push: s\(s + 1)", "        - set: { item: event.item }",
          "          push: s\(s + 1)",
        ]
      }
      lines.append("      cancel: " + (s > 0 ? "back" : "{ finish: cancelled }"))
      if hasChild { lines.append("      sub: { present: child\(s) }") }
    }
    if let child {
      for s in 0..<screens where s % 10 == 5 {
        lines += [
          "  child\(s):", "    flow: \(child)", "    inputs: { seed: total }", "    on:",
          "      done: { set: { total: event.total }, stay: true }", "      cancelled: stay",
        ]
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
