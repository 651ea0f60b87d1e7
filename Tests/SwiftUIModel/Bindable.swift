import Observation

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects.
///
/// Modelled: its bindings read and write the object's property directly.
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
  /// The wrapped object.
  public var wrappedValue: Value

  /// Creates a bindable object from an observable object.
  public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }

  /// Creates a bindable object from an observable object.
  public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }

  /// Creates a bindable from the value of another bindable.
  public init(projectedValue: Bindable<Value>) where Value: AnyObject, Value: Observable {
    self = projectedValue
  }

  /// The bindable wrapper for the object that creates bindings to its properties using
  /// dynamic member lookup.
  public var projectedValue: Bindable<Value> { self }

  /// Returns a binding to the value of a given key path.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  where Value: AnyObject {
    let object = wrappedValue
    return Binding(
      read: { object[keyPath: keyPath] }, write: { object[keyPath: keyPath] = $0 })
  }
}
