import FlowTestSupport
import Foundation
import Testing

@testable import FlowSpec

/// `GeneratedNames` is recorded from the code flowc generates: every Example's files with the script
/// driver, and modules whose names match the generated members'. When the generator starts
/// declaring or using a name, the table recorded now differs from the checked-in one and this
/// test fails until it is re-recorded (`FLOWC_RECORD=1`), so validation always knows every name.
@Suite("Generated name table")
struct GeneratedNameTableTests {
  /// The modules whose generated code the table is recorded from.
  static func modules() throws -> [ValidatedModule] {
    var modules: [ValidatedModule] = []
    for name in ExampleTests.modules {
      let result = FlowCompiler.validate(ExampleTests.files(of: name))
      modules.append(try #require(result.module, "\(name) does not validate"))
    }
    for (path, text) in [
      ("Clash.flow.yaml", GeneratedNamesTests.flow), ("Coverage.flow.yaml", coverage),
    ] {
      let result = FlowCompiler.validate([SourceFile(path: path, text: text)])
      let rendered = DiagnosticRenderer(files: [], colors: false).render(result.diagnostics)
      modules.append(try #require(result.module, "\(rendered)"))
    }
    return modules
  }

  /// A module with a value of every kind in every place the script driver parses one.
  static let coverage = """
    flow: Coverage
    types:
      Mood: [calm, busy]
    inputs:
      count: Int
      maybe: Int?
      moods: [Mood]
      link: URL?
    environment:
      day: Date
      days: "[Date]?"
      ratio: Double
      flag: Bool
      label: String?
      mood: Mood
      photo: Photo
      photos: "[Photo]?"
    context:
      total: { type: Double, default: 1.5 }
      seen: "[String]?"
    actions:
      save: { photo: Photo, day: Date, link: URL? }
    results:
      done: { total: Double, mood: Mood? }
    start: [ { when: flag, to: first }, { to: first } ]
    screens:
      first:
        view: V
        inputs: { count: count, day: day }
        events:
          next: { link: URL, moods: "[Mood]", when: Date?, photo: Photo? }
          leave: {}
        on:
          next:
            - when: ratio > 2.5 && label != nil
              do: { save: { photo: photo, day: day, link: event.link } }
              push: second
            - present: third
          leave: { finish: { done: { total: total, mood: nil } } }
      second:
        view: W
        events:
          up: {}
        on:
          up: { popTo: first }
      third:
        view: W
        events:
          close: {}
        on:
          close: dismiss
    """

  @Test func theTableCoversEveryNameTheGeneratedCodeUses() throws {
    var table = GeneratedNameTable()
    for module in try Self.modules() {
      table.add(SwiftGenerator.generate(module, scriptDriver: true), of: module)
    }
    // What the tokenizer finds must include the names the issue reported.
    for name in ["FlowValue", "ISO8601DateFormatter", "FlowSession", "Outcome", "MainActor"] {
      #expect(table.typeNames[name] != nil, "\(name)")
    }
    // The coordinators' nested types leave Swift's `Result` and SwiftUI's `Environment` free.
    for name in ["Result", "Environment"] {
      #expect(table.typeNames[name] == nil, "\(name)")
    }
    for name in ["session", "environment", "records", "swipe", "root"] {
      #expect(table.driverMemberNames[name] != nil, "\(name)")
    }
    #expect(table.driverScopeNames["fatalError"] != nil)
    let url = Repository.url("Sources/FlowSpec/Semantics/GeneratedNames.swift")
    let failure = Golden.check(table.source, against: url)
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func theCheckedInTableIsTheOneValidationUses() {
    #expect(GeneratedNames.typeNames["FlowSession"] != nil)
    #expect(GeneratedNames.driverMemberNames["records"] != nil)
  }
}

/// The names generated files declare or use that no module declares, by the scope where a
/// module's own name would meet them, each with why it is reserved.
struct GeneratedNameTable {
  var typeNames: [String: String] = [:]
  var driverMemberNames: [String: String] = [:]
  var driverScopeNames: [String: String] = [:]

  /// Swift keywords the scanner sees as identifiers: never names a module could take.
  static let keywords: Set<String> = Identifier.reserved.union(SwiftIdentifier.keywords).union([
    "private", "fileprivate", "final", "weak", "unowned", "get", "set", "mutating",
    "nonisolated", "some", "any", "override", "convenience", "lazy", "open", "required",
    "escaping", "isolated", "sending", "consuming", "borrowing", "willSet", "didSet",
    // Compiler directives (`#if canImport(...)`, `#endif`), which the scanner sees as names.
    "canImport", "endif",
  ])

  /// The names `module` contributes to its generated code, as the generator spells them.
  static func moduleNames(_ module: ValidatedModule) -> Set<String> {
    var names: Set<String> = []
    func value(_ name: String) {
      let upper = SwiftNames.upper(name)
      names.formUnion([name, "context" + upper, "payload" + upper, "payload" + upper + "Value"])
    }
    func type(_ type: ValueType) {
      for name in GeneratedNameCheck.names(in: type) {
        names.formUnion([name, "flowParse" + name])
      }
    }
    for type in module.enums {
      names.formUnion([type.name, "flowParse" + type.name])
      names.formUnion(type.cases)
    }
    for flow in module.flows {
      names.formUnion([
        flow.name, flow.name + "Coordinator", flow.name + "Flow", "make" + flow.name,
      ])
      var fields = flow.inputs + flow.context + flow.environment
      for signature in flow.actions + flow.results + flow.screens.flatMap(\.events) {
        names.insert(signature.name)
        fields += signature.parameters
      }
      for field in fields {
        value(field.name)
        type(field.type)
      }
      for screen in flow.screens {
        let upper = SwiftNames.upper(screen.name)
        names.formUnion([
          screen.name, upper + "Event", "make" + upper, "enter" + upper, "handle" + upper,
          screen.name + "View", flow.name + upper + "View",
        ])
        for input in screen.inputs { value(input.name) }
      }
    }
    return names
  }

  /// Adds the names of `files`, generated from `module`.
  mutating func add(_ files: [GeneratedFile], of module: ValidatedModule) {
    let own = Self.moduleNames(module)
    func isOwn(_ name: String) -> Bool {
      // Numbered temporaries (`argument0`, `assigned1`) are locals of the handlers.
      own.contains(name) || Self.keywords.contains(name)
        || (name.last?.isNumber == true && name.first?.isLowercase == true)
    }
    for file in files {
      let tokens = SwiftScanner.tokens(file.contents)
      let place =
        file.path == "FlowSupport.swift" || file.path == "FlowScriptDriver.swift"
        ? file.path : "the coordinators"
      addTypes(tokens, in: place, isOwn: isOwn)
      if file.path == "FlowScriptDriver.swift" { addDriverMembers(tokens, isOwn: isOwn) }
      if place != "the coordinators" { addFunctions(tokens, in: place, isOwn: isOwn) }
    }
  }

  /// Type names: every uppercase name not after a `.` (a member of another type is qualified).
  private mutating func addTypes(
    _ tokens: [SwiftScanner.Token], in place: String, isOwn: (String) -> Bool
  ) {
    let declarers: Set<String> = [
      "class", "struct", "enum", "protocol", "typealias", "actor", "associatedtype",
    ]
    for (index, token) in tokens.enumerated() {
      guard let name = token.identifier, name.first?.isUppercase == true, !isOwn(name) else {
        continue
      }
      let previous = index > 0 ? tokens[index - 1] : nil
      if previous == .symbol(UInt8(ascii: ".")) { continue }
      let declared = previous?.identifier.map { declarers.contains($0) } ?? false
      let reason =
        declared
        ? "a type \(place == "the coordinators" ? "every coordinator" : place) declares"
        : "a name \(place) uses"
      // A declaration outranks a use, and the first place found is kept.
      if declared, typeNames[name]?.hasPrefix("a type") != true {
        typeNames[name] = reason
      } else if typeNames[name] == nil {
        typeNames[name] = reason
      }
    }
  }

  /// The script driver's scope: the members `FlowScriptDriver` declares, and the lowercase names
  /// its body and extensions use unqualified without binding them locally.
  private mutating func addDriverMembers(_ tokens: [SwiftScanner.Token], isOwn: (String) -> Bool) {
    var depth = 0
    // The depth of the class or extension body being read, if any, and whether it is the class.
    var region: (depth: Int, isClass: Bool)?
    var pending: Bool?
    var bound: Set<String> = []
    var declared: Set<String> = []
    var used: Set<String> = []
    for (index, token) in tokens.enumerated() {
      let previous = index > 0 ? tokens[index - 1] : nil
      let next = index + 1 < tokens.count ? tokens[index + 1] : nil
      switch token {
      case .symbol(UInt8(ascii: "{")):
        depth += 1
        if let isClass = pending, region == nil {
          region = (depth, isClass)
          pending = nil
        }
        // Closure parameters: `{ a, b in` or `{ [weak self] a in`.
        var names: [String] = []
        var look = index + 1
        if look < tokens.count, tokens[look] == .symbol(UInt8(ascii: "[")) {
          while look < tokens.count, tokens[look] != .symbol(UInt8(ascii: "]")) { look += 1 }
          look += 1
        }
        while look < tokens.count, let name = tokens[look].identifier, name != "in" {
          names.append(name)
          look += 1
          if look < tokens.count, tokens[look] == .symbol(UInt8(ascii: ",")) { look += 1 }
        }
        if look < tokens.count, tokens[look] == .identifier("in") { bound.formUnion(names) }
      case .symbol(UInt8(ascii: "}")):
        if let current = region, current.depth == depth { region = nil }
        depth -= 1
      case .identifier(let name):
        if name == "FlowScriptDriver", region == nil,
          let before = previous?.identifier, before == "class" || before == "extension"
        {
          pending = before == "class"
        }
        guard let current = region, name.first?.isLowercase == true, !isOwn(name) else { continue }
        let introducer = previous?.identifier
        if introducer == "let" || introducer == "var" || introducer == "func" {
          if depth == current.depth && current.isClass {
            declared.insert(name)
          } else if depth > current.depth {
            bound.insert(name)
          }
          continue
        }
        if introducer == "for" {
          bound.insert(name)
          continue
        }
        // A name before `:` is a parameter (bound in its function) or an argument label.
        if next == .symbol(UInt8(ascii: ":")) {
          bound.insert(name)
          continue
        }
        if previous == .symbol(UInt8(ascii: ".")) || previous == .symbol(UInt8(ascii: "@")) {
          continue
        }
        used.insert(name)
      default:
        break
      }
    }
    for name in declared { driverMemberNames[name] = "a member FlowScriptDriver declares" }
    for name in used.subtracting(bound) where driverScopeNames[name] == nil {
      driverScopeNames[name] = "a name FlowScriptDriver uses unqualified"
    }
  }

  /// The functions `place` declares at the top level: the driver's scope sees them all, so a
  /// member named like one would hide it from the driver's code.
  private mutating func addFunctions(
    _ tokens: [SwiftScanner.Token], in place: String, isOwn: (String) -> Bool
  ) {
    var depth = 0
    for (index, token) in tokens.enumerated() {
      switch token {
      case .symbol(UInt8(ascii: "{")): depth += 1
      case .symbol(UInt8(ascii: "}")): depth -= 1
      case .identifier(let name) where depth == 0 && index > 0:
        if tokens[index - 1] == .identifier("func"), !isOwn(name), driverScopeNames[name] == nil {
          driverScopeNames[name] = "a function \(place) declares"
        }
      default: break
      }
    }
  }

  /// The table as `Sources/FlowSpec/Semantics/GeneratedNames.swift`.
  var source: String {
    func dictionary(_ name: String, _ summary: String, _ entries: [String: String]) -> String {
      var text = "  /// \(summary)\n  static let \(name): [String: String] = [\n"
      // swift-format wants no trailing comma after a lone element.
      for key in entries.keys.sorted() {
        text += "    \"\(key)\": \"\(entries[key]!)\"\(entries.count > 1 ? "," : "")\n"
      }
      return text + "  ]\n"
    }
    return """
      // Recorded by GeneratedNameTableTests from the code flowc generates; do not edit. After a
      // generator change, re-record it: `FLOWC_RECORD=1 swift test --filter GeneratedNameTable`.

      /// The names the generated Swift declares or uses, by the scope where a module's own name
      /// would meet them, each with why it is reserved (see `GeneratedNameCheck`).
      enum GeneratedNames {

      """
        + dictionary(
          "typeNames",
          "Uppercase names used unqualified or declared: no enum or app type may take them.",
          typeNames) + "\n"
        + dictionary(
          "driverMemberNames",
          "The members `FlowScriptDriver` declares: no environment value or action may take them.",
          driverMemberNames) + "\n"
        + dictionary(
          "driverScopeNames",
          "The names `FlowScriptDriver`'s code uses unqualified, and the functions it sees: no\n"
            + "  /// environment value, action or screen input (a parameter there) may take them.",
          driverScopeNames) + "}\n"
  }
}
