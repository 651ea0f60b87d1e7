import FlowSpec
import FlowTestSupport
import Foundation

/// Validates in-memory flow files named `A.flow.yaml`, `B.flow.yaml`, ... in order.
func validate(_ texts: String...) -> FlowCompiler.Result {
  let files = texts.enumerated().map { index, text in
    SourceFile(path: "\(Character(Unicode.Scalar(UInt8(65 + index)))).flow.yaml", text: text)
  }
  return FlowCompiler.validate(files)
}

extension FlowCompiler.Result {
  /// The codes reported, in source order.
  var codes: [String] { diagnostics.sorted.map(\.code.rawValue) }

  /// `line:column code` for each diagnostic, in source order.
  var positions: [String] {
    diagnostics.sorted.map { "\($0.range.start.line):\($0.range.start.column) \($0.code.rawValue)" }
  }

  /// The first diagnostic with this code.
  func first(_ code: DiagnosticCode) -> Diagnostic? {
    diagnostics.sorted.first { $0.code == code }
  }
}

/// Loads one YAML text with the given limits.
func loadYAML(_ text: String, limits: YAMLLimits = .default) -> (YAMLNode?, Diagnostics) {
  loadYAML(bytes: Array(text.utf8), limits: limits)
}

/// Loads raw bytes with the given limits.
func loadYAML(bytes: [UInt8], limits: YAMLLimits = .default) -> (YAMLNode?, Diagnostics) {
  var diagnostics = Diagnostics()
  let node = YAMLLoader.load(
    SourceFile(path: "t.yaml", bytes: bytes), limits: limits, diagnostics: &diagnostics)
  return (node, diagnostics)
}

/// A minimal valid flow around the given screens (and optional extra top-level YAML).
func flow(_ name: String = "Test", header: String = "", start: String = "first", screens: String)
  -> String
{
  "flow: \(name)\n\(header)start: \(start)\nscreens:\n\(screens)"
}
