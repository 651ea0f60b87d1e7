import FlowLanguage
import FlowSpec
import Foundation

/// `flowc-bench language MODULE-DIR ROUNDS`: what an editor waits for after a keystroke in one
/// file of a module. Loads every flow file into a `LanguageWorkspace`, then for each round
/// changes one file (a comment appended, the files taken in turn), sets it and asks for the
/// module's diagnostics; prints the 50th and 95th percentiles and the slowest round, next to the
/// first (full) validation.
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
  times.sort()
  func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.2f ms", Double(seconds) * 1e3 + Double(attoseconds) / 1e15)
  }
  let p50 = times[times.count / 2]
  let p95 = times[min(times.count - 1, times.count * 95 / 100)]
  print(
    "\(files.count) files, \(count) diagnostics; first \(milliseconds(first)); after a change "
      + "in one file: p50 \(milliseconds(p50)), p95 \(milliseconds(p95)), "
      + "max \(milliseconds(times.last!)) (\(rounds) rounds)")
}
