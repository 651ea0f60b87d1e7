/// Warns about a flow file named after something other than the flow it holds: the build plugin
/// names a flow's generated file after its source file (`Cart.flow.yaml` gives
/// `CartCoordinator.swift`), `flowc generate` after the flow, so the two would disagree.
enum FileNameCheck {
  /// The suffix of flow files.
  static let suffix = ".flow.yaml"

  /// Reports each declaration whose file, named `NAME.flow.yaml`, names another flow, at the
  /// flow's name. Files named otherwise (given by path, or from standard input) are left alone.
  static func check(_ declarations: [FlowDeclaration], into diagnostics: inout Diagnostics) {
    for declaration in declarations {
      guard let stem = flowName(ofFile: declaration.file), stem != declaration.name.value else {
        continue
      }
      let file = stem + suffix
      diagnostics.emit(
        .fileNameMismatch(file: file, stem: stem, flow: declaration.name.value),
        at: declaration.name.range)
    }
  }
}

extension FileNameCheck {
  /// `NAME` for a path ending in `NAME.flow.yaml`; nil for a file named otherwise.
  static func flowName(ofFile path: String) -> String? {
    let file = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init)
    guard let file, file.hasSuffix(suffix), file.count > suffix.count else { return nil }
    return String(file.dropLast(suffix.count))
  }
}

extension Diagnostic.Message {
  static func fileNameMismatch(file: String, stem: String, flow: String) -> Self {
    .init(
      .fileNameMismatch,
      "flow `\(flow)` is in `\(file)`: the build plugin names its generated code after the file "
        + "(`\(stem)Coordinator.swift`), `flowc generate` after the flow; name the file "
        + "`\(flow).flow.yaml`")
  }
}
