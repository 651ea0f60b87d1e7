// The executable the SwiftPM plugins run: validation and generation only, over FlowSpec and
// FlowcOutput, so a plugin's host build stays small (no argument parser, no runner, no libedit).
//
//   flowc-plugin-tool [--named-after-sources] [--options FILE] [--access LEVEL] OUTPUT-DIR FLOW-FILE...
//
// `--options` names a target's `flowc.json` (`{"access": "public"}`); `--access` overrides it.
// Diagnostics are printed as `path:line:column: error: ...` (what Xcode and SwiftPM show at the
// YAML line); exit 1 when the module is invalid, 2 on I/O problems and bad options.
import FlowSpec
import FlowcOutput
import Foundation

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("error: \(TerminalText.escaped(message))\n".utf8))
  exit(status)
}

let usage =
  "usage: flowc-plugin-tool [--named-after-sources] [--options FILE] [--access LEVEL] "
  + "OUTPUT-DIR FLOW-FILE..."
var arguments = Array(CommandLine.arguments.dropFirst())
var namedAfterSources = false
var access = GeneratedAccess.internal
var accessArgument: String?
while let first = arguments.first, first.hasPrefix("--") {
  arguments.removeFirst()
  switch first {
  case "--named-after-sources": namedAfterSources = true
  case "--options":
    guard let path = arguments.first else { fail(usage, status: 2) }
    arguments.removeFirst()
    do {
      access = try PluginOptions(path: path).access
    } catch {
      fail("\(error)", status: 2)
    }
  case "--access":
    guard let level = arguments.first else { fail(usage, status: 2) }
    arguments.removeFirst()
    accessArgument = level
  default: fail(usage, status: 2)
  }
}
if let accessArgument {
  guard let level = GeneratedAccess(rawValue: accessArgument) else {
    fail("--access must be internal, package or public, not `\(accessArgument)`", status: 2)
  }
  access = level
}
guard arguments.count >= 2 else { fail(usage, status: 2) }
let output = arguments.removeFirst()
var files: [SourceFile] = []
for path in arguments {
  guard let handle = FileHandle(forReadingAtPath: path) else {
    fail("cannot read \(path)", status: 2)
  }
  let data = (try? handle.read(upToCount: YAMLLimits.default.maxFileBytes + 1)) ?? Data()
  try? handle.close()
  files.append(SourceFile(path: path, bytes: [UInt8](data)))
}
let result = FlowCompiler.validate(files, checkingFileNames: true)
FileHandle.standardError.write(
  Data(
    DiagnosticRenderer(files: files, colors: false, for: result.diagnostics).render(
      result.diagnostics
    ).utf8))
guard let module = result.module else { exit(1) }
do {
  _ = try OutputDirectory(path: output).write(
    SwiftGenerator.generate(module, namedAfterSources: namedAfterSources, access: access))
} catch {
  fail("\(error)", status: 2)
}
