/// What validating a module learned about each flow, kept between validations of the same module
/// (an editor validates again after every change): a flow whose declaration and whose view of the
/// rest of the module are unchanged is not resolved and analysed again.
///
/// A flow's resolution depends on its declaration, the module's enums, the flows whose file could
/// not be read, and the inputs and results of the child flows it starts; its analysis on its
/// graph, whether its flow's first screen can be left, and whether it gets warnings. Each entry
/// keeps those and is used only when all of them are equal.
public struct ValidationCache: Sendable {
  /// One flow's resolution and analysis, with what they depended on.
  struct Entry: Sendable {
    var declaration: FlowDeclaration
    var children: [String: ChildInterface?]
    /// The module's flow names, when a child flow is missing (its did-you-mean reads them).
    var flowNames: Set<String>?
    var flow: Flow
    var graph: FlowGraph
    var diagnostics: Diagnostics
    /// The analysis, with the two facts it depended on besides the graph.
    var analysis: (baseIsLeavable: Bool, warn: Bool, diagnostics: Diagnostics)?
    /// The generated-name check's findings (valid while `reservedNames` is unchanged).
    var generatedNames: Diagnostics?
  }

  /// What resolving a parent reads of a child flow.
  struct ChildInterface: Sendable, Equatable {
    var inputs: [FieldDeclaration]
    var results: [SignatureDeclaration]
    var failed: FailedDeclarations

    init(_ child: FlowDeclaration) {
      inputs = child.inputs
      results = child.results
      failed = child.failed
    }
  }

  var enums: [String: [String]] = [:]
  var failedFlows: Set<String> = []
  var entries: [String: Entry] = [:]
  /// The flow and screen names the generated-name check of the last validation reserved.
  var reservedNames: (flows: Set<String>, screens: [String])?

  /// An empty cache.
  public init() {}

  /// The dependencies of `declaration` on the rest of the module.
  static func dependencies(of declaration: FlowDeclaration, module: ModuleContext)
    -> (children: [String: ChildInterface?], flowNames: Set<String>?)
  {
    var children: [String: ChildInterface?] = [:]
    var missing = false
    for screen in declaration.screens {
      guard case .flow(let name) = screen.kind else { continue }
      let child = module.flows[name.value]
      children[name.value] = child.map(ChildInterface.init)
      if child == nil { missing = true }
    }
    return (children, missing ? Set(module.flows.keys) : nil)
  }

  /// The kept resolution of `declaration`, when nothing it depends on changed.
  func entry(for declaration: FlowDeclaration, module: ModuleContext) -> Entry? {
    guard let entry = entries[declaration.name.value], entry.declaration == declaration else {
      return nil
    }
    let (children, flowNames) = Self.dependencies(of: declaration, module: module)
    guard entry.children == children, entry.flowNames == flowNames else { return nil }
    return entry
  }

  /// Drops every entry when the module-wide facts changed; keeps them otherwise.
  mutating func start(module: ModuleContext) {
    if enums != module.enums || failedFlows != module.failedFlows {
      entries = [:]
      enums = module.enums
      failedFlows = module.failedFlows
    }
  }
}
