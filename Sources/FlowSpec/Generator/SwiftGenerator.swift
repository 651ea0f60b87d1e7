/// `flowc generate`'s pure core: a validated module in, Swift files out.
///
/// One file a flow (`NAMECoordinator.swift`) and one support file (`FlowSupport.swift`), in a
/// deterministic order with deterministic contents.
public enum SwiftGenerator {
  /// The generated files for `module`; with `scriptDriver`, also `FlowScriptDriver.swift`, the
  /// testing aid that drives the coordinators from walkthrough scripts. With `namedAfterSources`
  /// (the SwiftPM build plugin, which must name its outputs before it runs) each flow is one file
  /// named after its source, `NAME.flow.yaml` -> `NAMECoordinator.swift`, never split. `access`
  /// is the access level of the API (the runtime's plumbing stays internal); `ui` the UI
  /// frameworks served.
  public static func generate(
    _ module: ValidatedModule, scriptDriver: Bool = false, namedAfterSources: Bool = false,
    access: GeneratedAccess = .internal, ui: GeneratedUI = .both
  ) -> [GeneratedFile] {
    let sources = Array(Set(module.flows.map(\.file))).sorted()
    var files: [GeneratedFile] = []
    // Each flow's files are generated on their own, on every core, and kept in the flows' order.
    let sensitiveEnvironment = module.sensitiveEnvironment
    let generated = [[(String, String)]](concurrentlyMaking: module.flows.count) { index in
      var generator = CoordinatorGenerator(
        flow: module.flows[index], module: module, sensitiveEnvironment: sensitiveEnvironment,
        access: access, ui: ui)
      generator.splits = !namedAfterSources
      return generator.generate()
    }
    for (flow, flowFiles) in zip(module.flows, generated) {
      for (path, contents) in flowFiles {
        let name = namedAfterSources ? sourceBaseName(flow.file) + "Coordinator.swift" : path
        if let file = GeneratedFile(path: name, contents: contents) { files.append(file) }
      }
    }
    if scriptDriver,
      let driver = GeneratedFile(
        path: "FlowScriptDriver.swift",
        contents: ScriptDriverGenerator(module: module, ui: ui).generate())
    {
      files.append(driver)
    }
    // The support file last, with the regions of the functions the other files call: first
    // in the list.
    let features = SupportFile.Features(of: module).union(
      SupportFile.Features(calledIn: files.map(\.contents)))
    if let support = GeneratedFile(
      path: "FlowSupport.swift",
      contents: SupportFile.contents(
        sources: sources, enums: module.enums, access: access, ui: ui, features: features))
    {
      files.insert(support, at: 0)
    }
    return files
  }

  /// `Flows/Checkout.flow.yaml` -> `Checkout`.
  public static func sourceBaseName(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".flow.yaml") ? String(name.dropLast(".flow.yaml".count)) : name
  }
}
