import FlowLanguage
import FlowSpec
import Foundation

/// `flowc-bench language MODULE-DIR ROUNDS`: what an editor waits for after a keystroke in one
/// file of a module. Loads every flow file into a `LanguageWorkspace`, then for each round
/// changes one file (a comment appended, the files taken in turn), sets it and asks for the
/// module's diagnostics; prints the 50th and 95th percentiles and the slowest round, next to the
/// first (full) validation; then times the requests (completion, hover, definition, references,
/// rename) at one position of the first file.
func benchLanguage(folder path: String, rounds: Int) throws {
  let folder = URL(fileURLWithPath: path)
  let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
    $0.hasSuffix(".flow.yaml")
  }.sorted()
  let files = try names.map { name in
    SourceFile(
      path: folder.appendingPathComponent(name).path,
      bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
  }
  let clock = ContinuousClock()
  var workspace = LanguageWorkspace()
  var count = 0
  let first = clock.measure {
    for file in files { workspace.setDocument(path: file.path, bytes: file.bytes) }
    count = workspace.diagnostics().values.reduce(0) { $0 + $1.count }
  }
  var times: [Duration] = []
  for round in 0..<rounds {
    let file = files[round % files.count]
    let edited = file.bytes + Array("# edit \(round)\n".utf8)
    times.append(
      clock.measure {
        workspace.setDocument(path: file.path, bytes: edited)
        count = workspace.diagnostics().values.reduce(0) { $0 + $1.count }
      })
  }
  func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.2f ms", Double(seconds) * 1e3 + Double(attoseconds) / 1e15)
  }
  func percentiles(_ times: [Duration]) -> String {
    let times = times.sorted()
    let p50 = times[times.count / 2]
    let p95 = times[min(times.count - 1, times.count * 95 / 100)]
    return "p50 \(milliseconds(p50)), p95 \(milliseconds(p95)), max \(milliseconds(times.last!))"
  }
  print(
    "\(files.count) files, \(count) diagnostics; first \(milliseconds(first)); after a change "
      + "in one file: \(percentiles(times)) (\(rounds) rounds)")
  // Requests at the first `push: TARGET` of the first file: completion after `push: `, the
  // others on the target's name.
  let path = files[0].path
  let lines = String(decoding: workspace.bytes(of: path) ?? [], as: UTF8.self)
    .split(separator: "\n", omittingEmptySubsequences: false)
  guard let line = lines.firstIndex(where: { $0.contains("push: ") }),
    let column = lines[line].range(of: "push: ").map({
      lines[line].unicodeScalars.distance(
        from: lines[line].startIndex, to: $0.upperBound)
    })
  else { return }
  let value = SourceLocation(line: line + 1, column: column + 1)
  let name = SourceLocation(line: line + 1, column: column + 2)
  let requests: [(String, () -> Void)] = [
    ("completion", { _ = workspace.completions(at: value, in: path) }),
    ("hover", { _ = workspace.hover(at: name, in: path) }),
    ("definition", { _ = workspace.definition(at: name, in: path) }),
    ("references", { _ = workspace.references(at: name, in: path, includingDeclaration: true) }),
    ("rename", { _ = workspace.rename(at: name, in: path, to: "renamed") }),
  ]
  for (request, ask) in requests {
    let times = (0..<max(rounds / 10, 5)).map { _ in clock.measure(ask) }
    print("\(request): \(percentiles(times))")
  }
}
