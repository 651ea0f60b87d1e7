import FlowSpec
import FlowTestGeneration
import Testing

/// The planned suites grow with the module, not with the nesting depth times the paths: a flow
/// gets a suite of its own only when no flow started before reaches it, or left one of its goals
/// unreached (`TestPath.suiteReports`).
@Suite("Generated tests: suites in proportion to the module")
struct GeneratedSuiteSizeTests {
  /// `count` flows, each showing a screen whose `next` pushes the next flow as a child (the
  /// last's `next` finishes): every flow finishes when its child does.
  static func ladder(_ count: Int) throws -> ValidatedModule {
    var files: [SourceFile] = []
    for index in 0..<count {
      let next =
        index + 1 < count
        ? "{ next: c } }\n  c: { flow: F\(index + 1), on: { done: { finish: done } } }"
        : "{ next: { finish: done } } }"
      let text = """
        flow: F\(index)
        results: { done: {} }
        start: s
        screens:
          s: { view: V, events: { next: {} }, on: \(next)

        """
      files.append(SourceFile(path: "F\(index).flow.yaml", bytes: Array(text.utf8)))
    }
    return try #require(FlowCompiler.validate(files).module)
  }

  /// The bytes of the suites `generate --tests` writes for `module` (transitions).
  static func size(_ module: ValidatedModule) throws -> Int {
    let paths = try TestPath.planned(module, strategy: .transitions)
    return try TestSuiteGenerator.generate(module, paths: paths, testedModule: "App")
      .reduce(0) { $0 + $1.contents.utf8.count }
  }

  @Test func nestedFlowsGiveSuitesInProportionToTheirCount() throws {
    let (small, large) = (try Self.size(Self.ladder(10)), try Self.size(Self.ladder(40)))
    // Four times the flows: about four times the text (it was about nine times, 52 KB to
    // 476 KB, when every flow had a suite walking every flow below it).
    #expect(large < small * 5, "10 flows: \(small) bytes, 40 flows: \(large) bytes")
    let files = try TestSuiteGenerator.generate(
      try Self.ladder(3), paths: try TestPath.planned(Self.ladder(3), strategy: .transitions),
      testedModule: "App")
    #expect(files.map(\.path) == ["FlowTestDoubles.swift", "F0FlowTests.swift"])
  }

  /// A child's goal its parent's paths cannot reach (a guard on an input the parent always sets
  /// to `false`) gives the child a suite of its own, where it is started with each value.
  @Test func aChildWithAGoalItsParentsLeaveUnreachedGetsItsSuite() throws {
    let parent = """
      flow: Parent
      results: { closed: {} }
      start: home
      screens:
        home: { view: H, events: { open: {} }, on: { open: c } }
        c: { flow: Child, inputs: { open: "false" }, on: { done: { finish: closed } } }

      """
    let child = """
      flow: Child
      inputs: { open: Bool }
      results: { done: {} }
      start: s
      screens:
        s:
          view: V
          events: { go: {} }
          on:
            go:
              - when: open
                finish: done
              - stay

      """
    let module = try #require(
      FlowCompiler.validate([
        SourceFile(path: "Parent.flow.yaml", bytes: Array(parent.utf8)),
        SourceFile(path: "Child.flow.yaml", bytes: Array(child.utf8)),
      ]).module)
    let paths = try TestPath.planned(module, strategy: .transitions)
    #expect(paths.contains { $0.name.hasPrefix("Child-") })
    #expect(paths.contains { $0.name.hasPrefix("Parent-") })
  }
}
