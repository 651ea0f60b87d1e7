// The executable the SwiftPM plugins run: validation and generation only, over FlowSpec and
// FlowcOutput, so a plugin's host build stays small (no argument parser, no runner, no libedit).
//
//   flowc-plugin-tool [--named-after-sources] OUTPUT-DIR FLOW-FILE...
//
// Diagnostics are printed as `path:line:column: error: ...` (what Xcode and SwiftPM show at the
// YAML line); exit 1 when the module is invalid, 2 on I/O problems.
import FlowSpec
import FlowcOutput
import Foundation

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("error: \(TerminalText.escaped(message))\n".utf8))
  exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
let namedAfterSources = arguments.first == "--named-after-sources"
if namedAfterSources { arguments.removeFirst() }
guard arguments.count >= 2 else {
  fail("usage: flowc-plugin-tool [--named-after-sources] OUTPUT-DIR FLOW-FILE...", status: 2)
}
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
let result = FlowCompiler.validate(files)
FileHandle.standardError.write(
  Data(
    DiagnosticRenderer(files: files, colors: false, for: result.diagnostics).render(
      result.diagnostics
    ).utf8))
guard let module = result.module else { exit(1) }
do {
  _ = try OutputDirectory(path: output).write(
    SwiftGenerator.generate(module, namedAfterSources: namedAfterSources))
} catch {
  fail("\(error)", status: 2)
}
