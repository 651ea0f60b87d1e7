import FlowSpec
import FlowTestSupport
import Foundation
import Testing

/// The names the generated code declares or uses are rejected where a module writes them, and
/// every other name compiles.
@Suite("Reserved names")
struct ReservedNameTests {
  /// A flow with one name of each kind replaceable: `TYPE` (an app type), `ENUM`, `CASE`, `ENV`,
  /// `ACTION` and `INPUT` (a screen input).
  static func flow(
    type: String = "Photo", enumName: String = "Mood", enumCase: String = "calm",
    environment: String = "canPost", action: String = "save", input: String = "shown"
  ) -> String {
    """
    flow: Shop
    types:
      \(enumName): [\(enumCase), busy]
    environment:
      \(environment): Bool
      mood: \(enumName)
    context:
      photo: \(type)?
    actions:
      \(action): { photo: \(type)? }
    start: first
    screens:
      first:
        view: V
        inputs: { \(input): mood }
        events:
          go: { photo: \(type) }
        on:
          go:
            set: { photo: event.photo }
            do: { \(action): { photo: photo } }
            push: second
      second:
        view: W
    """
  }

  /// The diagnostics of `text` as `line:column code`, with the messages.
  static func errors(_ text: String) -> [(String, String)] {
    FlowCompiler.validate([SourceFile(path: "Shop.flow.yaml", text: text)]).diagnostics.all
      .filter { $0.severity == .error }
      .map { ("\($0.range.start.line):\($0.range.start.column) \($0.code.rawValue)", $0.message) }
  }

  @Test func theBaseFlowIsValid() {
    #expect(Self.errors(Self.flow()).isEmpty)
  }

  @Test(arguments: [
    "FlowValue", "Unicode", "ISO8601DateFormatter", "FlowSession", "FlowScriptDriver", "Outcome",
    "Optional", "MainActor", "UIViewController", "ShopCoordinator", "ShopFlow", "FirstEvent",
    "FlowStart", "FlowChild", "FlowSender",
  ])
  func anAppTypeNamedLikeAGeneratedNameIsRejectedAtEachUse(_ name: String) {
    let errors = Self.errors(Self.flow(type: name))
    // The context field, the action's parameter and the event's field.
    #expect(
      errors.map(\.0) == [
        "8:3 invalid-identifier", "10:11 invalid-identifier", "17:13 invalid-identifier",
      ], "\(errors)")
    #expect(errors.allSatisfy { $0.1.contains("`\(name)` is ") }, "\(errors)")
  }

  @Test(arguments: ["FlowValue", "Unicode", "ISO8601DateFormatter", "Inputs", "FlowRecord"])
  func anEnumNamedLikeAGeneratedNameIsRejectedAtItsDeclaration(_ name: String) {
    let errors = Self.errors(Self.flow(enumName: name))
    #expect(errors.first?.0 == "3:3 invalid-identifier", "\(errors)")
    #expect(errors.first?.1.contains("enum `\(name)` cannot have this name") == true)
  }

  @Test(arguments: [
    "session", "environment", "records", "swipe", "root", "send", "flowParseInt", "flowParseMood",
    "flowParsePhoto",
  ])
  func anEnvironmentValueNamedLikeADriverMemberIsRejected(_ name: String) {
    let errors = Self.errors(Self.flow(environment: name))
    #expect(errors.map(\.0) == ["5:3 invalid-identifier"], "\(errors)")
    #expect(
      errors.first?.1.hasPrefix("an environment value cannot be named `\(name)`: `\(name)` is ")
        == true,
      "\(errors)")
  }

  @Test func anActionNamedFatalErrorIsRejected() {
    let errors = Self.errors(Self.flow(action: "fatalError"))
    #expect(errors.map(\.0) == ["10:3 invalid-identifier"], "\(errors)")
    #expect(
      errors.first?.1
        == "an action cannot be named `fatalError`: `fatalError` is a name FlowScriptDriver uses "
        + "unqualified, and the generated `FlowScriptDriver` implements actions as its own "
        + "methods; rename it")
  }

  /// `flowParse` followed by a lowercase letter names no parser (type names are UpperCamelCase).
  @Test func namesThatOnlyStartLikeAParserAreAllowed() {
    #expect(Self.errors(Self.flow(environment: "flowParsed")).isEmpty)
    #expect(Self.errors(Self.flow(action: "flowParse")).isEmpty)
  }

  @Test func aScreenInputNamedLikeADriverFunctionIsRejected() {
    let errors = Self.errors(Self.flow(input: "flowParseDouble"))
    #expect(errors.map(\.0) == ["15:32 invalid-identifier"], "\(errors)")
  }

  /// A module validated with harmless names, then renamed behind validation's back: what each
  /// rejected name would do to the generated code.
  static let probe = """
    flow: Shop
    types:
      Mood: [calm, busy]
    environment:
      probe: Bool
      mood: Mood
    actions:
      act: {}
    context:
      photo: Photo?
    start: first
    screens:
      first: { view: V, inputs: { shown: "'x'" } }
    """

  /// Generates `module` with the script driver and type-checks it with a stand-in for each app
  /// type; the compiler's status and output.
  static func typecheck(_ module: ValidatedModule, appTypes: [String]) throws -> (Int32, String) {
    try GeneratedCompilation.typecheck(
      SwiftGenerator.generate(module, scriptDriver: true), appTypes: appTypes)
  }

  @Test(arguments: [
    "none", "environment session", "environment records", "action fatalError", "type FlowValue",
    "type ISO8601DateFormatter", "environment flowParseMood",
  ])
  func eachRejectedNameWouldBreakTheGeneratedCode(_ rename: String) throws {
    let result = FlowCompiler.validate([SourceFile(path: "Shop.flow.yaml", text: Self.probe)])
    var module = try #require(result.module)
    var appType = "Photo"
    let parts = rename.split(separator: " ").map(String.init)
    switch parts[0] {
    case "environment": module.flows[0].environment[0].name = parts[1]
    case "action": module.flows[0].actions[0].name = parts[1]
    case "type":
      appType = parts[1]
      module.flows[0].context[0].type = .optional(.app(parts[1]))
    default: break
    }
    let (status, output) = try Self.typecheck(module, appTypes: [appType])
    if rename == "none" {
      #expect(status == 0, "\(output)")
    } else {
      #expect(status != 0, "\(rename) compiled")
    }
  }

  /// Names the generated code does not use, or uses only where a module's names never reach,
  /// compile: the reserved set holds what must be reserved, not more than the tests can show.
  @Test func namesOutsideTheReservedSetCompile() throws {
    let appTypes = [
      "Never", "Error", "Array", "Set", "Dictionary", "Character", "Substring", "Swift", "Float",
      "Codable", "Data", "Sequence", "Entries", "Mirrors", "FlowSessions",
      // SwiftUI's names, which the runtime's SwiftUI part qualifies (`SwiftUI.View`).
      "View", "Text", "Binding", "NavigationStack", "AnyView",
      // Swift's `Result` and SwiftUI's `Environment`: no generated type takes their names.
      "Result", "Environment",
    ]
    var text = """
      flow: Names
      types:
        Collection: [rawValue, allCases, description, hashValue, none, some]
      inputs:
        flow: String
      environment:
        name: String
        record: Bool
        text: String
        fields: Int
        inputs: Bool
        screens: Bool
        coordinator: Bool
        deliver: Bool
        topScreen: Bool
        description: String
        sessions: Bool
        value: Collection
      actions:
        print: { items: String }
        precondition: {}
        flowParse: {}
        answerAll: {}
        swiped: {}

      """
    text +=
      "  keep: {"
      + appTypes.enumerated().map { "a\($0.offset): \($0.element)" }.joined(separator: ", ") + "}\n"
    text += """
      start: first
      screens:
        first:
          view: V
          inputs: { session: text, environment: fields, back: record, swipe: name }
          events:
            go: { \(appTypes.enumerated().map { "a\($0.offset): \($0.element)" }.joined(separator: ", ")) }
          on:
            go:
              do: { print: { items: name }, precondition: {}, flowParse: {}, answerAll: {}, swiped: {}, keep: { \(appTypes.indices.map { "a\($0): event.a\($0)" }.joined(separator: ", ")) } }
              push: second
        second:
          view: W

      """
    let result = FlowCompiler.validate([SourceFile(path: "Names.flow.yaml", text: text)])
    let rendered = DiagnosticRenderer(files: [], colors: false).render(result.diagnostics)
    let module = try #require(result.module, "\(rendered)")
    let (status, output) = try Self.typecheck(module, appTypes: appTypes)
    #expect(status == 0, "\(output)")
    // Again with the UIKit and SwiftUI models, so that their parts are compiled too.
    let compilation = try GeneratedCompilation(
      SwiftGenerator.generate(module, scriptDriver: true), appTypes: appTypes)
    defer { compilation.remove() }
    let (withUI, uiOutput) = try Tool.run(
      GeneratedCompilation.typecheckCommand + ["-I", try SwiftUIStandIn.shared.get().path]
        + compilation.paths)
    #expect(withUI == 0, "\(uiOutput)")
  }
}
