/// An interface for a stored variable that updates an external property of a view.
public protocol DynamicProperty {
  /// Updates the underlying value of the stored value.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing.
  public mutating func update() {}
}

/// Where a `State` keeps its value; the model moves it from one evaluation to the next when
/// the view is at the same place in the tree, as SwiftUI keeps state by a view's identity.
final class StateCell<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// The indirection that lets the model give a new view value the state of the old one.
@usableFromInline final class StateBox {
  var cell: AnyObject
  init(_ cell: AnyObject) { self.cell = cell }
}

/// The state fields of a view, found by reflection as SwiftUI finds them.
protocol StateInstallable {
  var box: StateBox { get }
}

/// A property wrapper type that can read and write a value managed by SwiftUI.
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  let box: StateBox

  /// Creates a state property that stores an initial value.
  public init(wrappedValue value: Value) { box = StateBox(StateCell(value)) }

  /// Creates a state property that stores an initial value.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  var cell: StateCell<Value> {
    guard let cell = box.cell as? StateCell<Value> else {
      preconditionFailure("a State cell of another type")
    }
    return cell
  }

  /// The underlying value referenced by the state variable.
  public var wrappedValue: Value {
    get { cell.value }
    nonmutating set { cell.value = newValue }
  }

  /// A binding to the state value.
  public var projectedValue: Binding<Value> {
    let cell = self.cell
    return Binding(read: { cell.value }, write: { cell.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates a state property without an initial value.
  public init() { self.init(wrappedValue: nil) }
}

extension State: StateInstallable {}

/// State is sendable when its value is (the model runs on the main actor only).
extension State: @unchecked Sendable where Value: Sendable {}
