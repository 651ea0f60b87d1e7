/// `flowc generate`'s pure core: a validated module in, Swift files out.
///
/// One file a flow (`NAMECoordinator.swift`) and one support file (`FlowSupport.swift`), in a
/// deterministic order with deterministic contents.
public enum SwiftGenerator {
  /// The generated files for `module`; with `scriptDriver`, also `FlowScriptDriver.swift`, the
  /// testing aid that drives the coordinators from walkthrough scripts.
  public static func generate(_ module: ValidatedModule, scriptDriver: Bool = false)
    -> [GeneratedFile]
  {
    let sources = Array(Set(module.flows.map(\.file))).sorted()
    var files: [GeneratedFile] = []
    if let support = GeneratedFile(
      path: "FlowSupport.swift",
      contents: SupportFile.contents(sources: sources, enums: module.enums))
    {
      files.append(support)
    }
    for flow in module.flows {
      for (path, contents) in CoordinatorGenerator(flow: flow, module: module).generate() {
        if let file = GeneratedFile(path: path, contents: contents) { files.append(file) }
      }
    }
    if scriptDriver,
      let driver = GeneratedFile(
        path: "FlowScriptDriver.swift", contents: ScriptDriverGenerator(module: module).generate())
    {
      files.append(driver)
    }
    return files
  }
}
