import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-coordinators [--target NAME]...
/// [--access LEVEL]`: generates the coordinators of each target's `*.flow.yaml` files into
/// `Generated/` inside the target, for teams that check generated code in (gate CI with
/// `flowc generate --check`). A target's `flowc.json` sets its options, as for the build plugin;
/// `--access` overrides it.
@main
struct FlowcCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let access = extractor.extractOption(named: "access").last
    let targets =
      names.isEmpty
      ? context.package.targets : try context.package.targets(named: names)
    let flowc = try context.tool(named: "flowc-plugin-tool").url
    for case let target as SourceModuleTarget in targets {
      let flows = target.sourceFiles(withSuffix: ".flow.yaml").map(\.url.path).sorted()
      guard !flows.isEmpty else { continue }
      let output = target.directoryURL.appendingPathComponent("Generated").path
      let process = Process()
      process.executableURL = flowc
      let options = target.directoryURL.appendingPathComponent("flowc.json").path
      var arguments = FileManager.default.fileExists(atPath: options) ? ["--options", options] : []
      if let access { arguments += ["--access", access] }
      process.arguments = arguments + [output] + flows
      try process.run()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        Diagnostics.error("flowc generate failed for target \(target.name)")
        throw FlowcCommandError.generationFailed(target.name)
      }
      print("Generated coordinators for \(target.name) in \(output)")
    }
  }
}

/// Why the command plugin stopped.
enum FlowcCommandError: Error, CustomStringConvertible {
  case generationFailed(String)

  var description: String {
    switch self {
    case .generationFailed(let target): "flowc generate failed for target \(target)"
    }
  }
}
