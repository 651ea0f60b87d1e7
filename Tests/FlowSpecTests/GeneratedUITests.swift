import FlowTestSupport
import Foundation
import Testing

@testable import FlowSpec

/// `flowc generate --ui`: which UI framework's parts the generated code has, and that each
/// choice compiles (Swift 6, warnings as errors) against the UIKit and SwiftUI stand-ins, so
/// that every `#if canImport(...)` part is compiled, at every access level.
@Suite("Generated UI parts")
struct GeneratedUITests {
  static func files(_ ui: GeneratedUI, access: GeneratedAccess = .internal) throws
    -> [GeneratedFile]
  {
    let module = try #require(FlowCompiler.validate(ExampleTests.files(of: "PhotoEditing")).module)
    return SwiftGenerator.generate(module, scriptDriver: true, access: access, ui: ui)
  }

  @Test func eachChoiceHasItsFrameworksPartsOnly() throws {
    func text(_ ui: GeneratedUI) throws -> String {
      try Self.files(ui).map(\.contents).joined(separator: "\n")
    }
    let both = try text(.both)
    let uikit = try text(.uikit)
    let swiftUI = try text(.swiftui)
    let uikitParts = ["final class UIKitFlowNavigator"]
    let swiftUIParts = [
      "final class FlowNavigationModel", "struct FlowNavigationView", "struct FlowRoute",
      "FlowRouteBox(send, views: self)", "protocol Views: AnyObject", "import SwiftUI",
      "showsRoutes: Bool",
    ]
    for part in uikitParts + swiftUIParts { #expect(both.contains(part), "both: \(part)") }
    for part in uikitParts {
      #expect(uikit.contains(part), "uikit: \(part)")
      #expect(!swiftUI.contains(part), "swiftui has \(part)")
    }
    for part in swiftUIParts {
      #expect(swiftUI.contains(part), "swiftui: \(part)")
      #expect(!uikit.contains(part), "uikit has \(part)")
    }
  }

  /// The SwiftUI navigation model and its routes are compiled only where SwiftUI is, as each
  /// flow's `Views`: elsewhere they only cost every build of the support file.
  @Test func theSwiftUIPartsOfTheSupportFileNeedSwiftUI() throws {
    let support = SupportFile.contents(sources: [], enums: [], access: .internal)
    let condition = "#if canImport(SwiftUI) && canImport(Observation)"
    let parts = ["struct FlowRoute: ", "final class FlowRouteBox {", "class FlowNavigationModel: "]
    for part in parts {
      let declaration = try #require(support.range(of: part), "no \(part)")
      let opening = try #require(
        support[..<declaration.lowerBound].range(of: "#if ", options: .backwards))
      let endif = support[..<declaration.lowerBound].range(of: "#endif", options: .backwards)
      #expect(support[opening.lowerBound...].hasPrefix(condition), "\(part)")
      #expect(endif.map { $0.lowerBound < opening.lowerBound } ?? true, "\(part) is outside")
    }
  }

  @Test(arguments: GeneratedUI.allCases, GeneratedAccess.allCases)
  func eachChoiceCompilesAgainstTheStandIns(ui: GeneratedUI, access: GeneratedAccess) throws {
    // The app's types at the API's level, as a library of flows declares them.
    let types = ["Album", "Photo"].map { name in
      """
      \(access.modifier)struct \(name): CustomStringConvertible, FlowScriptValue {
        var token: String
        \(access.modifier)var description: String { "\(name)(\\(token))" }
        init(flowText: String) { token = flowText }
      }

      """
    }
    let compilation = try GeneratedCompilation(
      try Self.files(ui, access: access),
      extra: [("AppTypes.swift", "import Foundation\n\n" + types.joined())], prefix: "flowc-ui")
    defer { compilation.remove() }
    let standIns = try SwiftUIStandIn.shared.get()
    let (status, output) = try Tool.run(
      GeneratedCompilation.typecheckCommand + [
        "-I", standIns.path, "-package-name", "Flows",
      ] + compilation.paths)
    #expect(status == 0, "\(output)")
  }
}
