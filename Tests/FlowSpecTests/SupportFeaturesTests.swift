import FlowTestSupport
import Foundation
import Testing

@testable import FlowSpec

/// The support file a module gets is tailored to what its flows use (`SupportFile.Features`):
/// each feature is found where a flow uses it, the support file compiles for every subset
/// (including those no Example produces), and a module's flows compile with their own.
@Suite("Support file features")
struct SupportFeaturesTests {
  /// Small modules, each using one feature (`plain` none), as `(name, files, features)`.
  static let modules: [(name: String, sources: [String], features: SupportFile.Features)] = [
    ("plain", [plain], []),
    ("presents", [presents], [.presentations]),
    ("live", [live], [.liveScreens]),
    ("child", [parent, child], [.childFlows]),
    ("tabs", [tabs, tab], [.tabs, .childFlows]),
  ]

  /// Push, finish, a guard, `set` and an action, as the 1,000-screen benchmark's flows.
  static let plain = """
    flow: Plain
    context:
      total: { type: Int, default: 0 }
    environment:
      fast: Bool
    actions:
      track: { step: Int }
    results:
      done: { total: Int }
    start: first
    screens:
      first:
        events: { next: { amount: Int } }
        on:
          next:
            - when: fast && event.amount > 1
              set: { total: total + event.amount }
              do: { track: { step: 1 } }
              push: second
            - second
      second:
        events: { next: {} }
        on:
          next: { finish: { done: { total: total } } }
    """

  static let presents = """
    flow: Presents
    start: first
    screens:
      first:
        events: { open: {} }
        on:
          open: { present: sheet }
      sheet:
        events: { close: {} }
        on:
          close: dismiss
    """

  static let live = """
    flow: Live
    context:
      count: { type: Int, default: 0 }
    start: counter
    screens:
      counter:
        inputs: { count: count }
        events: { add: {} }
        on:
          add: { set: { count: count + 1 } }
    """

  static let parent = """
    flow: Parent
    start: first
    screens:
      first:
        events: { go: {} }
        on:
          go: child
      child:
        flow: Child
        on:
          done: stay
    """

  static let child = """
    flow: Child
    results:
      done: {}
    start: only
    screens:
      only:
        events: { finish: {} }
        on:
          finish: { finish: done }
    """

  static let tabs = """
    flow: Tabs
    tabs: [one, two]
    screens:
      one:
        flow: Tab
      two:
        flow: Tab
    """

  /// A tab's flow: it never ends.
  static let tab = """
    flow: Tab
    start: only
    screens:
      only:
        events: { next: {} }
        on:
          next: stay
    """

  static func module(_ sources: [String]) throws -> ValidatedModule {
    let files = sources.enumerated().map { index, text in
      SourceFile(path: "Flows/\(index).flow.yaml", bytes: Array(text.utf8))
    }
    let result = FlowCompiler.validate(files)
    return try #require(result.module, "\(result.diagnostics)")
  }

  /// Type-checks `files` in Swift 6, warnings as errors, against the UIKit and SwiftUI
  /// stand-ins, so that every `#if canImport(...)` part is compiled too.
  static func typecheck(_ files: [GeneratedFile]) throws -> (status: Int32, output: String) {
    let compilation = try GeneratedCompilation(files, prefix: "flowc-features")
    defer { compilation.remove() }
    let standIns = try SwiftUIStandIn.shared.get()
    return try Tool.run(
      GeneratedCompilation.typecheckCommand + ["-I", standIns.path] + compilation.paths)
  }

  @Test(arguments: modules.indices)
  func eachFeatureIsFoundWhereAFlowUsesIt(index: Int) throws {
    let (name, sources, features) = Self.modules[index]
    #expect(SupportFile.Features(of: try Self.module(sources)) == features, "\(name)")
  }

  @Test func theExamplesFeaturesAreWhatTheirFlowsUse() throws {
    func features(_ example: String) throws -> SupportFile.Features {
      SupportFile.Features(
        of: try #require(FlowCompiler.validate(ExampleTests.files(of: example)).module))
    }
    #expect(try features("TabbedPhotos") == .foundInFlows)
    #expect(try features("OrderDetail").contains(.presentations))
    #expect(try !features("OrderDetail").contains(.tabs))
  }

  /// A module's flows compile with the support file tailored to them: a feature they use that
  /// `Features(of:)` missed would leave out a region they call.
  @Test(arguments: modules.indices)
  func eachModuleCompilesWithItsOwnSupportFile(index: Int) throws {
    let (name, sources, _) = Self.modules[index]
    let files = SwiftGenerator.generate(try Self.module(sources), scriptDriver: true)
    let (status, output) = try Self.typecheck(files)
    #expect(status == 0, "\(name): \(output)")
  }

  /// The check above can fail: the flows of a module with a feature do not compile with the
  /// support file of a module without features (the first name each misses, in `missing`).
  @Test(arguments: modules.indices.dropFirst())
  func aModuleDoesNotCompileWithoutTheRegionsItUses(index: Int) throws {
    let (name, sources, _) = Self.modules[index]
    let bare = try #require(
      GeneratedFile(
        path: "FlowSupport.swift",
        contents: SupportFile.contents(sources: [], enums: [], access: .internal, features: [])))
    let files = SwiftGenerator.generate(try Self.module(sources)).map {
      $0.path == bare.path ? bare : $0
    }
    let (status, output) = try Self.typecheck(files)
    #expect(status != 0, "\(name)")
    let missing = ["presents": "present", "live": "inputsChanged", "child": "FlowStart"]
    #expect(output.contains(missing[name] ?? "FlowStart"), "\(name): \(output)")
  }

  /// No features, each flow feature alone, and all but each one: the support file on its own
  /// compiles for each, its UI parts included. The regions of the functions only the generated
  /// code calls (`foundByCalls`) are left out all at once: nothing else in the template calls
  /// them.
  static let subsets: [SupportFile.Features] =
    [[], SupportFile.Features.foundInFlows] + flowFeatures.map { $0 }
    + flowFeatures.map { SupportFile.Features.all.subtracting($0) }

  /// The features found in flows, one by one.
  static let flowFeatures = SupportFile.Features.named.map(\.feature).filter {
    SupportFile.Features.foundInFlows.contains($0)
  }

  @Test(arguments: subsets.map(\.rawValue))
  func theSupportFileCompilesForEachSubset(rawValue: Int) throws {
    let features = SupportFile.Features(rawValue: rawValue)
    let support = try #require(
      GeneratedFile(
        path: "FlowSupport.swift",
        contents: SupportFile.contents(
          sources: [], enums: [], access: .public, features: features)))
    #expect(!support.contents.contains("flowc:"), "a marker is left")
    let (status, output) = try Self.typecheck([support])
    #expect(status == 0, "\(features): \(output)")
  }

  @Test func aModuleWithoutFeaturesHasNoneOfTheirParts() {
    let support = SupportFile.contents(sources: [], enums: [], access: .internal, features: [])
    let parts = [
      "struct FlowTabBar", "func updateScreens", "struct FlowStart", "func stackWasSwipedAway",
      "indirect case present", "func inputsChanged", "func back(", "func recordStartChoice",
      "func recordIgnored",
      "func recordNoTransition", "func flowValue", "string value: String", "int value: Int",
      "url value: URL",
      "func recordAction(flow: String, name: String) {",
    ]
    for part in parts { #expect(!support.contains(part), "\(part)") }
    let whole = SupportFile.contents(sources: [], enums: [], access: .internal)
    for part in parts { #expect(whole.contains(part), "\(part)") }
  }

  /// Each function only some generated code calls is kept where a generated file calls it,
  /// and only there.
  @Test func theFunctionsGeneratedCodeCallsAreFoundByTheirCalls() {
    let lines: [(String, SupportFile.Features)] = [
      ("    session.back(self)", .back),
      ("  session.recordStartChoice(flow: \"A\", index: 0, condition: \"x\")", .startChoices),
      (
        "  session.recordIgnored(flow: \"A\", screen: \"s\", event: \"e\", reason: .noTransition)",
        .ignoredRecords
      ),
      ("  session.recordNoTransition(event: \"e\")", .noTransitionRecords),
      ("  if flowValue(self.contextTotal, of: \"total\") > 1 {", .unsetFields),
      ("  let send: FlowSender<AEvent> = session.sender(\"a\", of: self)", .silentScreens),
      ("  session.recordAction(flow: \"A\", name: \"track\")", .actionRecords),
      ("  session.recordSet(flow: \"A\", field: \"name\", string: value)", .stringRecords),
      (
        "  session.recordAction(flow: \"A\", name: \"t\", argument: \"n\", int: argument0)",
        .intRecords
      ),
      ("  session.recordSet(flow: \"A\", field: \"f\", double: assigned0)", .doubleRecords),
      ("  session.recordSet(flow: \"A\", field: \"f\", bool: value)", .boolRecords),
      ("  session.recordSet(flow: \"A\", field: \"f\", date: value)", .dateRecords),
      ("  session.recordSet(flow: \"A\", field: \"f\", url: value)", .urlRecords),
    ]
    for (line, feature) in lines {
      #expect(SupportFile.Features(calledIn: ["a\n" + line + "\nb"]) == feature, "\(line)")
    }
    let notCalls = [
      "  let send: FlowSender<AEvent> = session.sender(\"a\", of: self) {",
      "  session.recordTransition(flow: flowName, entry: entry, of: Self.transitionTable)",
      "  session.show(self.screens.makeA(send: send), sending: send, placement)",
      "    session.popTo(\"list\", for: self)", "    session.clearTopStack(of: self)",
    ]
    #expect(SupportFile.Features(calledIn: notCalls) == [])
  }

  /// A call wrapped over several lines (long names take it past the line length) is found by
  /// its arguments to the parenthesis that closes them, wherever their line breaks fall.
  @Test func aWrappedCallIsFoundByAllItsArguments() {
    let calls: [(String, SupportFile.Features)] = [
      (
        "    session.recordSet(\n      flow: \"A\",\n      field: \"f\",\n      int: value\n    )",
        .intRecords
      ),
      (
        "    session.recordAction(\n      flow: \"A\",\n      name: \"t\"\n    )\n    x(argument: 1)",
        .actionRecords
      ),
      (
        "    session.show(\n      self.screens.makeA(send: session.sender(\"a\", of: self)),\n",
        .silentScreens
      ),
      ("  session.recordSet(flow: \"A(\", field: \")\", string: v)", .stringRecords),
    ]
    for (code, feature) in calls {
      #expect(SupportFile.Features(calledIn: [code]) == feature, "\(code)")
    }
    let notCalls = [
      "        send: session.sender(\"s\", of: self) {\n          ($0 as! F).handleS($2, $1)",
      "        send: session.sender(\"s\", of: self)\n        {\n",
      "    session.recordSet(\n      flow: \"A\",\n      field: \"int: \",\n      other: v\n    )",
    ]
    #expect(SupportFile.Features(calledIn: notCalls) == [])
  }

  /// A module whose names are long enough to wrap its record calls compiles with its own
  /// support file: the calls' features are found across their lines.
  @Test func aModuleWithLongNamesCompilesWithItsOwnSupportFile() throws {
    let long = String(repeating: "Long", count: 12)
    let source = """
      flow: Flow\(long)
      context:
        count\(long): { type: Int, default: 0 }
        text\(long): { type: String, default: "''" }
      actions:
        act\(long): { argument\(long): Int }
      results:
        done: {}
      start: s
      screens:
        s:
          events: { next: { amount: Int } }
          on:
            next:
              set: { count\(long): event.amount, text\(long): "'x'" }
              do: { act\(long): { argument\(long): event.amount } }
              finish: done
      """
    let files = SwiftGenerator.generate(try Self.module([source]))
    let coordinator = try #require(files.first { $0.path.hasSuffix("Coordinator.swift") })
    #expect(coordinator.contents.contains("session.recordSet(\n"))
    let (status, output) = try Self.typecheck(files)
    #expect(status == 0, "\(output)")
  }

  @Test func regionsAreKeptLeftOutOrReplacedByTheirElsePart() {
    let template = """
      a
      // flowc:if tabs
      b
        // flowc:if liveScreens
        c
        // flowc:end
      // flowc:else
      // d
      //   e
      // flowc:end
      f
      """
    #expect(SupportFile.tailored(template, to: .all) == "a\nb\n  c\nf")
    #expect(SupportFile.tailored(template, to: .tabs) == "a\nb\nf")
    #expect(SupportFile.tailored(template, to: []) == "a\nd\n  e\nf")
  }

  @Test func aLeftOutRegionLeavesNoDoubleBlankLine() {
    let template = "struct A {\n  let a = 1\n\n  // flowc:if tabs\n  let b = 2\n  // flowc:end\n}"
    #expect(SupportFile.tailored(template, to: []) == "struct A {\n  let a = 1\n}")
  }
}
