/// Type names the generated Swift declares or uses unqualified. An enum or app type of the module
/// named like one of them would be shadowed inside a coordinator (`ShopCoordinator.Result` hides
/// an app type `Result`) or would shadow the standard library, so the generated code would not
/// compile, or would mean something else. Validation rejects such names where they are written.
enum GeneratedNameCheck {
  /// Names the support file, the script driver and the UIKit navigator declare, and the standard
  /// and UIKit names the generated code uses without qualification.
  static let fixed: Set<String> = [
    "FlowCase", "FlowNavigator", "FlowRecord", "FlowObserver", "FlowFrame", "FlowSession",
    "UIKitFlowNavigator", "FlowScriptValue", "FlowScriptScreen", "FlowScriptDriver",
    "FlowScriptNavigator", "Placement", "Entry", "Stack",
    // Nested in every coordinator.
    "Inputs", "Result", "Screens", "Environment", "Actions", "Children",
    // Used unqualified by the generated code (the language's own types, `String`, `Int`, `Date`...,
    // are built-ins and can never name an enum or app type).
    "Any", "AnyObject", "Array", "CaseIterable", "Character", "CustomStringConvertible",
    "Dictionary", "Equatable", "Error", "Float", "Foundation", "Hashable", "MainActor", "Never",
    "NSObject", "ObjectIdentifier", "Optional", "Self", "Sendable", "Set", "Substring", "Swift",
    "Type", "UIAdaptivePresentationControllerDelegate", "UIKit", "UINavigationController",
    "UINavigationControllerDelegate", "UIPresentationController", "UIViewController", "Void",
  ]

  /// Every reserved name of a module: the fixed ones, each flow's coordinator class, and each
  /// screen's event enum (`picked` screen -> `PickedEvent`).
  static func reserved(flowNames: [String], screenNames: [String]) -> Set<String> {
    fixed.union(flowNames.map { $0 + "Coordinator" })
      .union(screenNames.map { SwiftNames.upper($0) + "Event" })
  }

  /// The named types in `type` (`[Photo]?` -> `Photo`), built-ins excluded.
  static func names(in type: ValueType) -> [String] {
    switch type {
    case .enumeration(let name), .app(let name): [name]
    case .optional(let wrapped), .array(let wrapped): names(in: wrapped)
    default: []
    }
  }

  /// Reports each field, parameter and result field whose type uses a reserved name, and each view
  /// screen input named `send` (every `make<Screen>` takes the screen's `send:` closure).
  static func check(_ flows: [Flow], reserved: Set<String>, into diagnostics: inout Diagnostics) {
    for flow in flows {
      for screen in flow.screens where screen.childFlow == nil {
        for input in screen.inputs where input.name == "send" {
          diagnostics.emit(.reservedScreenInput(input.name), at: input.value.range)
        }
      }
      var fields = flow.inputs + flow.context + flow.environment
      for signature in flow.actions + flow.results + flow.screens.flatMap(\.events) {
        fields += signature.parameters
      }
      for field in fields {
        for name in names(in: field.type) where reserved.contains(name) {
          diagnostics.emit(.reservedTypeName(name, field: field.name), at: field.range)
        }
      }
    }
  }
}

extension Diagnostic.Message {
  static func reservedTypeName(_ name: String, field: String) -> Self {
    .init(
      .invalidIdentifier,
      "`\(field)` has type `\(name)`, a name the generated Swift code declares or relies on; "
        + "rename the type")
  }
  static func reservedScreenInput(_ name: String) -> Self {
    .init(
      .invalidIdentifier,
      "a screen input cannot be named `\(name)`: the generated code passes every screen its `send:` closure for its events; rename the input"
    )
  }
  static func reservedEnumName(_ name: String) -> Self {
    .init(
      .invalidIdentifier,
      "enum `\(name)` has a name the generated Swift code declares or relies on; rename it")
  }
}
