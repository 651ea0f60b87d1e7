import Foundation
import PackagePlugin

/// Generates the coordinators of a target's `*.flow.yaml` files at build time, into the plugin's
/// work directory. Validation problems print as `file:line:column: error: ...`, so Xcode and
/// `swift build` show them at the YAML line, and a failing validation fails the build. A
/// `flowc.json` beside the target's sources sets the options (`{"access": "public"}` for flows in
/// a library target of their own).
@main
struct FlowcBuildPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let flows = target.sourceFiles(withSuffix: ".flow.yaml").map(\.url).sorted { $0.path < $1.path }
    guard !flows.isEmpty else { return [] }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedFlows")
    // Outputs are named before flowc runs: one file a flow, named after its source file.
    let outputs =
      [output.appendingPathComponent("FlowSupport.swift")]
      + flows.map { flow in
        let base = flow.lastPathComponent.replacingOccurrences(of: ".flow.yaml", with: "")
        return output.appendingPathComponent("\(base)Coordinator.swift")
      }
    let options = target.directoryURL.appendingPathComponent("flowc.json")
    let hasOptions = FileManager.default.fileExists(atPath: options.path)
    return [
      .buildCommand(
        displayName: "Generating coordinators for \(target.name)",
        executable: try context.tool(named: "flowc-plugin-tool").url,
        arguments: ["--named-after-sources"] + (hasOptions ? ["--options", options.path] : [])
          + [output.path] + flows.map(\.path),
        inputFiles: flows + (hasOptions ? [options] : []),
        outputFiles: outputs)
    ]
  }
}
