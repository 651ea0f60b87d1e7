import FlowTestSupport
import Foundation
import Testing

/// App code type-checked against the SwiftUI and UIKit stand-ins as an app's compiler would:
/// Swift 6, warnings as errors. What compiles against Apple's SDK compiles here, and what
/// Apple's signatures refuse is refused here too.
@Suite("SwiftUI stand-in")
struct SwiftUIStandInTests {
  /// The stand-ins, built once for the suite's tests (in a temporary folder of this process).
  static let modules = Result {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-swiftui-stand-in-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try SwiftUIStandIn.build(in: directory)
    return directory
  }

  /// Type-checks `files` (name to text) with the stand-ins.
  static func typecheck(_ files: [(String, String)]) throws -> (Int32, String) {
    let modules = try Self.modules.get()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-swiftui-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var paths: [String] = []
    for (name, text) in files {
      let url = directory.appendingPathComponent(name)
      try Data(text.utf8).write(to: url)
      paths.append(url.path)
    }
    return try Tool.run(
      GeneratedCompilation.typecheckCommand + ["-I", modules.path] + paths, in: directory)
  }

  static func fixture(_ name: String) throws -> (String, String) {
    let url = Repository.url("Tests/FlowSpecTests/Fixtures/SwiftUIStandIn/\(name)")
    return (name, try String(contentsOf: url, encoding: .utf8))
  }

  @Test func aSwiftUIAppAndMixingWithUIKitCompile() throws {
    let (status, output) = try Self.typecheck([
      try Self.fixture("SampleApp.swift"), try Self.fixture("Mixing.swift"),
    ])
    #expect(status == 0, "\(output)")
  }

  /// Apple's constraints are the stand-in's: each of these is refused by SwiftUI's signatures,
  /// with the error given.
  @Test(arguments: [
    // `init(path:root:)` wants a MutableCollection & RandomAccessCollection &
    // RangeReplaceableCollection of Hashable values: a Set is not one.
    (
      "struct V: View { @State var path: Set<Int> = []\n"
        + "  var body: some View { NavigationStack(path: $path) { Text(\"\") } } }",
      "cannot convert value of type 'Binding<Set<Int>>' to expected argument type"
    ),
    (
      "struct V: View { @State var item: Int? = nil\n"
        + "  var body: some View { Text(\"\").sheet(item: $item) { Text(\"\\($0)\") } } }",
      "requires that 'Int' conform to 'Identifiable'"
    ),
    (
      "struct NotHashable {}\nstruct V: View {\n"
        + "  var body: some View { Text(\"\").navigationDestination(for: NotHashable.self) { _ in"
        + " Text(\"\") } } }",
      "requires that 'NotHashable' conform to 'Hashable'"
    ),
    (
      "struct NotHashable {}\nstruct V: View {\n"
        + "  var body: some View { TabView { Text(\"\").tag(NotHashable()) } } }",
      "requires that 'NotHashable' conform to 'Hashable'"
    ),
    // A binding's closures are `@isolated(any) @Sendable`: touching main-actor state needs
    // `@MainActor in` (SwiftUI's `@preconcurrency` makes it a warning, an error here).
    (
      "@MainActor final class Model { var flag = false }\n"
        + "struct V: View { let model: Model\n"
        + "  var body: some View { Text(\"\").sheet(isPresented: Binding(get: { model.flag },"
        + " set: { model.flag = $0 })) { Text(\"\") } } }",
      "main actor-isolated property 'flag' can not be referenced from a Sendable closure"
    ),
  ])
  func whatSwiftUIRefusesIsRefused(_ code: String, _ error: String) throws {
    let (status, output) = try Self.typecheck([("Refused.swift", "import SwiftUI\n" + code)])
    #expect(status != 0, "compiled, but SwiftUI's signatures refuse it:\n\(code)")
    #expect(output.contains(error), "\(output)")
  }
}
