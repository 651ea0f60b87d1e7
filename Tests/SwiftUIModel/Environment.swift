/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: CustomStringConvertible {
  /// What `dismiss` does where the view is (nothing outside a presentation or a pushed view).
  var dismissAction = DismissAction(nil)

  /// Creates an environment values instance.
  public init() {}

  /// A string that represents the contents of the environment values instance.
  public var description: String { "EnvironmentValues(dismiss: \(dismissAction))" }

  /// An action that dismisses the current presentation.
  public var dismiss: DismissAction { dismissAction }
}

/// An action that dismisses a presentation.
///
/// Modelled (docs/swiftui-model.md): in a view pushed on a `NavigationStack`, it writes the
/// stack's path without that view (and the views above it); in a sheet's or full-screen
/// cover's content (outside a pushed view), it writes its item `nil` / `isPresented` false;
/// anywhere else, or once the view is no longer shown, it does nothing.
@MainActor @preconcurrency public struct DismissAction: CustomStringConvertible {
  let perform: (@MainActor () -> Void)?

  nonisolated init(_ perform: (@MainActor () -> Void)?) { self.perform = perform }

  /// Dismisses the view if it is currently presented.
  @MainActor @preconcurrency public func callAsFunction() { perform?() }

  /// Whether the action does anything where it was read.
  nonisolated public var description: String {
    perform == nil ? "DismissAction(none)" : "DismissAction"
  }
}

/// Where an `Environment` reads its values; the model fills it before evaluating the view.
@usableFromInline final class EnvironmentBox {
  var values: EnvironmentValues?
}

/// The environment fields of a view, found by reflection as SwiftUI finds them.
protocol EnvironmentInstallable {
  func install(_ values: EnvironmentValues)
}

/// A property wrapper that reads a value from a view's environment.
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let box: EnvironmentBox

  /// Creates an environment property to read the specified key path.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
    box = EnvironmentBox()
  }

  /// The current value of the environment property (the default values until the model has
  /// evaluated the view, where SwiftUI logs a warning).
  public var wrappedValue: Value {
    (box.values ?? EnvironmentValues())[keyPath: keyPath]
  }
}

extension Environment: EnvironmentInstallable {
  func install(_ values: EnvironmentValues) { box.values = values }
}
