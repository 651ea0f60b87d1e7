import FlowLanguage
import FlowSpec
import FlowTestSupport
import Foundation
import Testing

/// Hover, document symbols and quick fixes.
@Suite struct HoverAndSymbolTests {
  func module() -> LanguageWorkspace {
    workspace([
      "Parent.flow.yaml": NavigationTests.parent, "Child.flow.yaml": NavigationTests.child,
    ])
  }

  @Test func hoverShowsTheTypeOfAName() throws {
    let workspace = module()
    let at = try #require(workspace.location(of: "tier ==", in: "Parent.flow.yaml"))
    let hover = try #require(workspace.hover(at: at, in: "Parent.flow.yaml"))
    #expect(hover.markdown.contains("tier: Tier"))
    #expect(hover.markdown.contains("context field"))
    #expect(workspace.text(of: hover.range) == "tier")
  }

  @Test func hoverShowsAScreensInputsAndEvents() throws {
    let workspace = module()
    let at = try #require(workspace.location(of: "home:", in: "Parent.flow.yaml"))
    let hover = try #require(workspace.hover(at: at, in: "Parent.flow.yaml"))
    #expect(hover.markdown.contains("open(amount: Int)"))
    #expect(hover.markdown.contains("HomeView"))
  }

  @Test func hoverShowsAChildFlowsInputsAndResults() throws {
    let workspace = module()
    let at = try #require(workspace.location(of: "child:", in: "Parent.flow.yaml"))
    let hover = try #require(workspace.hover(at: at, in: "Parent.flow.yaml"))
    #expect(hover.markdown.contains("count: Int"))
    #expect(hover.markdown.contains("done(count: Int)"))
  }

  @Test func hoverExplainsADiagnostic() throws {
    var workspace = module()
    let broken = NavigationTests.parent.replacingOccurrences(
      of: "- push: child", with: "- push: chlid")
    workspace.setDocument(path: "Parent.flow.yaml", bytes: Array(broken.utf8))
    let diagnostic = try #require(workspace.diagnostics()["Parent.flow.yaml"]?.first)
    let hover = try #require(workspace.hover(at: diagnostic.range.start, in: "Parent.flow.yaml"))
    #expect(hover.markdown.contains("[\(diagnostic.code.rawValue)]"))
    #expect(hover.markdown.contains(diagnostic.code.explanation))
  }

  @Test func nothingToHoverOnAKey() throws {
    let workspace = module()
    let at = try #require(workspace.location(of: "screens:", in: "Parent.flow.yaml"))
    #expect(workspace.hover(at: at, in: "Parent.flow.yaml") == nil)
  }

  @Test func outline() throws {
    let workspace = module()
    let symbols = workspace.documentSymbols(in: "Parent.flow.yaml")
    let flow = try #require(symbols.first)
    #expect(symbols.count == 1)
    #expect(flow.name == "Parent" && flow.kind == .flow)
    let names = flow.children.map(\.name)
    #expect(names == ["tier", "total", "Tier", "home", "child"])
    let home = try #require(flow.children.first { $0.name == "home" })
    #expect(home.kind == .screen)
    #expect(home.children.map(\.name) == ["open"])
    #expect(home.children.first?.children.map(\.name) == ["amount"])
    #expect(flow.children.first { $0.name == "child" }?.kind == .childFlow)
    #expect(flow.children.first { $0.name == "Tier" }?.children.map(\.name) == ["basic", "pro"])
    // Every child lies inside its parent's range.
    for child in flow.children {
      #expect(flow.range.start <= child.range.start && child.range.end <= flow.range.end)
    }
  }

  @Test(arguments: ExampleWorkspace.names)
  func examplesHaveOutlines(_ name: String) throws {
    let workspace = try ExampleWorkspace.workspace(name)
    for path in workspace.paths {
      let symbols = workspace.documentSymbols(in: path)
      #expect(symbols.count == 1)
      #expect(
        symbols.first?.children.contains { $0.kind == .screen || $0.kind == .childFlow } == true)
    }
  }

  /// A did-you-mean becomes a quick fix whose edit makes the module valid again.
  @Test(arguments: [
    ("- push: child", "- push: chlid"), ("view: HomeView", "veiw: HomeView"),
    ("tier == .pro", "tier == .pr"),
    ("set: { total: event.amount }", "set: { totl: event.amount }"),
    ("tier == .pro", "tire == .pro"),
    // A misspelt built-in type: a warning whose fix makes the uses' errors go too.
    ("open: { amount: Int }", "open: { amount: Itn }"),
  ])
  func quickFixes(_ original: String, _ mistake: String) throws {
    var workspace = module()
    let broken = NavigationTests.parent.replacingOccurrences(of: original, with: mistake)
    workspace.setDocument(path: "Parent.flow.yaml", bytes: Array(broken.utf8))
    let diagnostic = try #require(
      workspace.diagnostics()["Parent.flow.yaml"]?.first { $0.suggestion != nil })
    let actions = workspace.codeActions(in: "Parent.flow.yaml", range: diagnostic.range)
    let action = try #require(actions.first)
    #expect(action.diagnostic == diagnostic)
    #expect(action.title.contains(diagnostic.suggestion?.replacement ?? "?"))
    workspace.apply(action.edits)
    let errors = workspace.diagnostics().values.flatMap { $0 }.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors)")
    #expect(workspace.bytes(of: "Parent.flow.yaml") == Array(NavigationTests.parent.utf8))
  }

  /// A suggestion is not part of the rendered message's form: it is the text the message names.
  @Test func suggestionsMatchTheirMessages() throws {
    let broken = NavigationTests.parent.replacingOccurrences(
      of: "- push: child", with: "- push: chlid")
    let result = FlowCompiler.validate([
      SourceFile(path: "Parent.flow.yaml", text: broken),
      SourceFile(path: "Child.flow.yaml", text: NavigationTests.child),
    ])
    let diagnostic = try #require(result.diagnostics.all.first { $0.suggestion != nil })
    #expect(diagnostic.suggestion == .init(written: "chlid", replacement: "child"))
    #expect(diagnostic.message.contains("did you mean `child`?"))
  }

  /// Every code has an explanation: the summary documented on its declaration.
  @Test func everyCodeIsExplained() {
    for code in DiagnosticCode.allCases {
      #expect(!code.explanation.isEmpty)
    }
  }
}

/// The explanations stay the documentation comments of the codes' declarations.
@Suite struct DiagnosticExplanationTests {
  @Test func explanationsAreTheDocumentedSummaries() throws {
    let url = Repository.url("Sources/FlowSpec/Diagnostics/DiagnosticCode.swift")
    let source = try String(contentsOf: url, encoding: .utf8)
    var documented: [String: String] = [:]
    var comment: [String] = []
    for line in source.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      if line.hasPrefix("///") {
        comment.append(line.dropFirst(3).trimmingCharacters(in: .whitespaces))
      } else if line.hasPrefix("case "), let quote = line.firstIndex(of: "\"") {
        let raw = line[line.index(after: quote)...].prefix { $0 != "\"" }
        documented[String(raw)] = comment.joined(separator: " ")
        comment = []
      } else {
        comment = []
      }
    }
    #expect(documented.count == DiagnosticCode.allCases.count)
    for code in DiagnosticCode.allCases {
      #expect(code.explanation == documented[code.rawValue], "\(code.rawValue)")
    }
  }
}
