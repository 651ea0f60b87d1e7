import FlowTestSupport
import Foundation
import Testing

/// The SwiftUI model (`Tests/SwiftUIModel`, docs/swiftui-model.md: Apple's signatures, and the
/// behaviour of navigation stacks and presentations), built as a module where a test needs it,
/// with the UIKit model it imports.
enum SwiftUIStandIn {
  /// The stand-in modules built once for the test process, in a temporary folder (the system
  /// cleans it): what `-I` names for a compilation that only imports them.
  static let shared = Result<URL, any Error> {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-stand-ins-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try build(in: directory)
    return directory
  }

  /// Emits `UIKit.swiftmodule` and `SwiftUI.swiftmodule` into `directory`, so that
  /// `-I directory` finds them.
  static func build(in directory: URL) throws {
    try UIKitStandIn.build(in: directory)
    let folder = Repository.url("Tests/SwiftUIModel")
    let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    let (status, output) = try Tool.run(
      [
        "swiftc", "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name",
        "SwiftUI", "-I", directory.path, "-emit-module-path",
        directory.appendingPathComponent("SwiftUI.swiftmodule").path,
      ] + sources, in: directory)
    try #require(status == 0, "the SwiftUI model does not compile:\n\(output)")
  }
}
