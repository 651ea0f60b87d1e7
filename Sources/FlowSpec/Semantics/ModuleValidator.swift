/// Validates the flow declarations of one module: cross-file names, then each flow, then the
/// analyses. Produces a `ValidatedModule` when no error was found.
struct ModuleValidator {
  /// Files whose loading or decoding reported errors: no warnings for their flows.
  var filesWithErrors: Set<String> = []
  /// The flows of files that could not be read as a flow, by their files' names.
  var failedFlows: Set<String> = []
  var diagnostics = Diagnostics()
  /// What earlier validations of this module learned, used and then replaced by this one's.
  var cache = ValidationCache()
  /// Whether to fill `cache` (an editor validates again; a command validates once).
  var keepsCache = false

  mutating func validate(_ declarations: [FlowDeclaration]) -> ValidatedModule? {
    var flows: [String: FlowDeclaration] = [:]
    var folded: [String: FlowDeclaration] = [:]
    var unique: [FlowDeclaration] = []
    for declaration in declarations {
      if let first = flows[declaration.name.value] {
        diagnostics.emit(
          .flowDefinedTwice(declaration.name.value), at: declaration.name.range,
          notes: [.init("first defined here", at: first.name.range)])
        continue
      }
      // Each flow names a generated file: names equal but for case would be one file on a
      // case-insensitive file system, and one flow's code would silently replace the other's.
      if let first = folded[declaration.name.value.lowercased()] {
        diagnostics.emit(
          .flowNamesDifferOnlyInCase(declaration.name.value, first.name.value),
          at: declaration.name.range,
          notes: [.init("`\(first.name.value)` is defined here", at: first.name.range)])
        continue
      }
      flows[declaration.name.value] = declaration
      folded[declaration.name.value.lowercased()] = declaration
      unique.append(declaration)
    }
    // Type names the generated code declares or relies on.
    var reserved = GeneratedNameCheck.ReservedTypes(
      flowNames: Set(flows.keys), screenNames: unique.flatMap { $0.screens.map(\.name.value) })
    let context = ModuleContext(
      flows: flows, enums: collectEnums(unique, reserved: &reserved), failedFlows: failedFlows)
    // Flows are resolved, then analysed, each on its own and on every core; their diagnostics
    // are merged in the flows' order. Flows the cache holds unchanged are not resolved again.
    cache.start(module: context)
    let kept = unique.map { cache.entry(for: $0, module: context) }
    let outcomes = [(flow: Flow, graph: FlowGraph, diagnostics: Diagnostics)](
      concurrentlyMaking: unique.count
    ) { [unique, kept] index in
      if let entry = kept[index] { return (entry.flow, entry.graph, entry.diagnostics) }
      var resolver = FlowResolver(unique[index], module: context)
      let flow = resolver.resolve()
      return (flow, resolver.graph, resolver.diagnostics)
    }
    var resolvedFlows: [Flow] = []
    var graphs: [FlowGraph] = []
    var clean: [Bool] = []
    for (declaration, outcome) in zip(unique, outcomes) {
      let tabs = TabsCheck.check(declaration, flows: flows)
      diagnostics.append(contentsOf: outcome.diagnostics)
      diagnostics.append(contentsOf: tabs)
      clean.append(
        !outcome.diagnostics.hasErrors && !tabs.hasErrors
          && !filesWithErrors.contains(declaration.file))
      resolvedFlows.append(outcome.flow)
      graphs.append(outcome.graph)
    }
    let leavable = leavableFlows(graphs)
    let analyses = [Diagnostics](concurrentlyMaking: graphs.count) {
      [resolvedFlows, graphs, clean, kept] index in
      let baseIsLeavable = leavable.contains(resolvedFlows[index].name)
      if let analysis = kept[index]?.analysis, analysis.baseIsLeavable == baseIsLeavable,
        analysis.warn == clean[index]
      {
        return analysis.diagnostics
      }
      return Self.analyze(
        graphs[index], baseIsLeavable: baseIsLeavable, warn: clean[index], enums: context.enums)
    }
    for analysis in analyses { diagnostics.append(contentsOf: analysis) }
    if keepsCache {
      cache.entries = [:]
      for (index, declaration) in unique.enumerated() {
        let (children, flowNames) = ValidationCache.dependencies(of: declaration, module: context)
        cache.entries[declaration.name.value] = ValidationCache.Entry(
          declaration: declaration, children: children, flowNames: flowNames,
          flow: outcomes[index].flow, graph: outcomes[index].graph,
          diagnostics: outcomes[index].diagnostics,
          analysis: (leavable.contains(resolvedFlows[index].name), clean[index], analyses[index]))
      }
    }
    _ = consume outcomes
    EndlessStartCheck.check(graphs, into: &diagnostics)
    // The graphs are no longer needed; freeing them on every core keeps them from being a serial
    // tail.
    Array.releaseConcurrently(consume graphs)
    checkGeneratedNames(resolvedFlows, kept: kept, reserved: &reserved)
    checkEnvironmentTypes(resolvedFlows)
    let warned = zip(resolvedFlows, clean).filter(\.1).map(\.0.name)
    SensitivityCheck.check(resolvedFlows, warned: Set(warned), into: &diagnostics)
    guard !diagnostics.hasErrors else { return nil }
    return ValidatedModule(
      flows: resolvedFlows.sorted { $0.name < $1.name },
      enums: context.enums.map { EnumType(name: $0.key, cases: $0.value) }.sorted {
        $0.name < $1.name
      })
  }

  /// The generated-name check of every flow, in the flows' order. With a cache, a flow kept
  /// unchanged keeps its findings while the module's flow and screen names (the reserved types
  /// they make) are unchanged too.
  private mutating func checkGeneratedNames(
    _ flows: [Flow], kept: [ValidationCache.Entry?],
    reserved: inout GeneratedNameCheck.ReservedTypes
  ) {
    guard keepsCache else {
      GeneratedNameCheck.check(flows, reserved: &reserved, into: &diagnostics)
      return
    }
    let sameNames =
      cache.reservedNames?.flows == reserved.flowNames
      && cache.reservedNames?.screens == reserved.screenNames
    cache.reservedNames = (reserved.flowNames, reserved.screenNames)
    for (index, flow) in flows.enumerated() {
      if sameNames, let found = kept[index]?.generatedNames {
        diagnostics.append(contentsOf: found)
        cache.entries[flow.name]?.generatedNames = found
        continue
      }
      var found = Diagnostics()
      GeneratedNameCheck.check([flow], reserved: &reserved, into: &found)
      diagnostics.append(contentsOf: found)
      cache.entries[flow.name]?.generatedNames = found
    }
  }

  /// Enums form one namespace per module; the same enum may be declared in several flows if its
  /// cases are identical.
  private mutating func collectEnums(
    _ declarations: [FlowDeclaration], reserved: inout GeneratedNameCheck.ReservedTypes
  )
    -> [String: [String]]
  {
    var enums: [String: EnumDeclaration] = [:]
    for declaration in declarations {
      for type in declaration.types {
        let name = type.name.value
        if ValueType.builtIns[name] != nil {
          diagnostics.emit(.builtInTypeName(name), at: type.name.range)
          continue
        }
        if let reason = reserved.reason(for: name) {
          diagnostics.emit(.reservedEnumName(name, reason: reason), at: type.name.range)
          continue
        }
        var seenCases: [String: SourceRange] = [:]
        for item in type.cases {
          if let first = seenCases[item.value] {
            diagnostics.emit(
              .declaredTwice(item.value, "a case of `\(name)`", "a case of `\(name)`"),
              at: item.range,
              notes: [.init("first declared here", at: first)])
          }
          seenCases[item.value] = item.range
        }
        if let first = enums[name] {
          if first.cases.map(\.value) != type.cases.map(\.value) {
            diagnostics.emit(
              .enumRedeclared(name), at: type.name.range,
              notes: [.init("first declared here", at: first.name.range)])
          }
          continue
        }
        enums[name] = type
      }
    }
    return enums.mapValues { type in
      var seen = Set<String>()
      return type.cases.map(\.value).filter { seen.insert($0).inserted }
    }
  }

  /// Flows whose first screen system back or a swipe can leave: used as a child, and only ever
  /// entered by `push` or `present`.
  private func leavableFlows(_ graphs: [FlowGraph]) -> Set<String> {
    var entries: [String: Set<String>] = [:]
    for graph in graphs {
      for node in graph.nodes {
        for transition in node.transitions {
          guard case .enter(let entry, let target) = transition.move,
            let child = graph.nodes[target].childFlow
          else { continue }
          entries[child, default: []].insert(
            entry == .push || entry == .present ? "leavable" : "fixed")
        }
      }
      for start in graph.starts {
        if let child = graph.nodes[start.target].childFlow {
          entries[child, default: []].insert("fixed")
        }
      }
    }
    return Set(entries.filter { $0.value == ["leavable"] }.keys)
  }

  /// The analyses of one resolved flow: definite assignment, guards, navigation, then (for a
  /// clean flow) the warnings.
  private static func analyze(
    _ graph: FlowGraph, baseIsLeavable: Bool, warn: Bool, enums: [String: [String]]
  ) -> Diagnostics {
    var diagnostics = Diagnostics()
    DefiniteAssignment(graph: graph).run(diagnostics: &diagnostics)
    let guards = GuardAnalysis(enums: enums)
    let starts = graph.starts.map {
      GuardAnalysis.Alternative(
        hasCondition: $0.hasCondition, condition: $0.condition, range: $0.range)
    }
    if !starts.isEmpty && !guards.check(starts, diagnostics: &diagnostics)
      && !graph.isStartIncomplete
    {
      diagnostics.emit(.nonExhaustiveStart, at: graph.startRange)
    }
    var pending: [(Diagnostic.Message, SourceRange)] = []
    var ignorable: [Int: [(event: String, range: SourceRange)]] = [:]
    for index in graph.nodes.indices {
      // Each run of transitions for one event is one guarded list.
      let transitions = graph.nodes[index].transitions
      var start = 0
      while start < transitions.count {
        var end = start + 1
        while end < transitions.count && transitions[end].event == transitions[start].event {
          end += 1
        }
        let items = (start..<end).lazy.map {
          GuardAnalysis.Alternative(
            hasCondition: transitions[$0].hasCondition, condition: transitions[$0].condition,
            range: transitions[$0].range)
        }
        if !guards.check(items, diagnostics: &diagnostics) {
          let (event, range) = (transitions[start].event, transitions[start].eventRange)
          pending.append((.nonExhaustiveGuards(event), range))
          ignorable[index, default: []].append((event, range))
        }
        start = end
      }
    }
    var navigation = NavigationAnalysis(
      graph: graph, baseIsLeavable: baseIsLeavable, ignorable: ignorable)
    navigation.run(diagnostics: &diagnostics)
    // Warnings would mostly echo errors found in this flow, so they are kept for clean flows.
    guard warn, !diagnostics.hasErrors else { return diagnostics }
    for (message, range) in pending { diagnostics.emit(message, at: range) }
    let swipeTargets = Set(graph.nodes.flatMap { $0.swipes.map(\.target) })
    for index in graph.nodes.indices {
      if let screen = graph.nodes[index].dismissedOf {
        if !swipeTargets.contains(index) {
          diagnostics.emit(
            .dismissedNeverRuns(graph.nodes[screen].name), at: graph.nodes[index].range)
        }
        continue
      }
      if !navigation.reachable[index] && !graph.tabs.contains(index) {
        diagnostics.emit(.unreachableScreen(graph.nodes[index].name), at: graph.nodes[index].range)
        continue
      }
      let movesOn = graph.nodes[index].transitions.contains { $0.move != .stay && $0.move != nil }
      if !graph.nodes[index].isChild && !movesOn && !baseIsLeavable
        && navigation.reachableAtBaseBottom[index]
      {
        diagnostics.emit(.deadEnd(graph.nodes[index].name), at: graph.nodes[index].range)
      }
    }
    let finishes = graph.nodes.indices.contains { node in
      navigation.reachable[node] && graph.nodes[node].transitions.contains { $0.move == .finish }
    }
    if graph.hasResults && !finishes {
      diagnostics.emit(.neverFinishes(graph.flowName), at: graph.nameRange)
    }
    return diagnostics
  }
}

extension ModuleValidator {
  /// Environment values are the app's answers, one namespace for the module (the runner takes one
  /// `--env name=value` for every flow): a name declared again must have the same type.
  fileprivate mutating func checkEnvironmentTypes(_ flows: [Flow]) {
    var first: [String: Field] = [:]
    for flow in flows.sorted(by: { ($0.file, $0.name) < ($1.file, $1.name) }) {
      for field in flow.environment {
        guard let earlier = first[field.name] else {
          first[field.name] = field
          continue
        }
        if earlier.type != field.type {
          diagnostics.emit(
            .environmentRedeclared(field.name, field.type, earlier.type), at: field.range,
            notes: [.init("declared as `\(earlier.type)` here", at: earlier.range)])
        }
      }
    }
  }
}

extension Diagnostic.Message {
  static func environmentRedeclared(_ name: String, _ type: ValueType, _ other: ValueType) -> Self {
    .init(
      .duplicateDefinition,
      "environment value `\(name)` is `\(type)` here but `\(other)` in another flow; environment values are shared by the whole module"
    )
  }
  static func flowDefinedTwice(_ name: String) -> Self {
    .init(.duplicateDefinition, "flow `\(name)` is defined twice in this module")
  }
  static func flowNamesDifferOnlyInCase(_ name: String, _ other: String) -> Self {
    .init(
      .duplicateDefinition,
      "flow `\(name)` differs from flow `\(other)` only in case: their generated files would be "
        + "one file on a case-insensitive file system (macOS's default)")
  }
  static func builtInTypeName(_ name: String) -> Self {
    .init(.duplicateDefinition, "`\(name)` is a built-in type and cannot be declared under `types`")
  }
  static func enumRedeclared(_ name: String) -> Self {
    .init(
      .duplicateDefinition,
      "enum `\(name)` is declared again with other cases; enums are shared by the whole module")
  }
  static func dismissedNeverRuns(_ name: String) -> Self {
    .init(
      .dismissedNeverRuns,
      "`dismissed` on `\(name)` never runs: no `present` of this flow shows `\(name)` in a way the user may swipe away (a `present: \(name)` that allows `swipeToDismiss`)"
    )
  }
  static func unreachableScreen(_ name: String) -> Self {
    .init(.unreachableScreen, "screen `\(name)` is never shown: no path from `start` reaches it")
  }
  static func deadEnd(_ name: String) -> Self {
    .init(
      .deadEndScreen,
      "screen `\(name)` has no way forward: none of its events navigates, and it may be the first screen of this flow's stack, which system back cannot leave"
    )
  }
  static func neverFinishes(_ name: String) -> Self {
    .init(.neverFinishes, "flow `\(name)` declares results but no reachable transition finishes it")
  }
}
