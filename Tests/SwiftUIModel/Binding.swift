/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// Modelled: reads and writes go through the closures it was made with, on the main actor.
/// SwiftUI's own writes (a back button, a sheet swiped down) are the model's calls to the
/// setter (docs/swiftui-model.md).
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  let read: () -> Value
  let write: (Value) -> Void

  init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
    self.read = read
    self.write = write
  }

  /// Creates a binding with closures that read and write the binding value.
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    // The model calls them synchronously on the main actor, as SwiftUI does for a view's
    // bindings; a closure isolated elsewhere is refused when called. Swift calls an
    // `@isolated(any)` function only with `await`: the cast to the same function without its
    // isolation is how a synchronous call is made (`unsafeBitCast` checks the sizes agree).
    let getter = get
    let setter = set
    self.read = {
      Self.requireMainActor(getter.isolation)
      return unsafeBitCast(getter, to: (@Sendable () -> Value).self)()
    }
    self.write = { value in
      Self.requireMainActor(setter.isolation)
      unsafeBitCast(setter, to: (@Sendable (Value) -> Void).self)(value)
    }
  }

  /// Creates a binding from the value of another binding.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// Creates a binding with an immutable value.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(read: { value }, write: { _ in })
  }

  /// The underlying value referenced by the binding variable.
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  /// A projection of the binding value that returns a binding.
  public var projectedValue: Binding<Value> { self }

  /// Returns a binding to the resulting value of a given key path.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let base = self
    return Binding<Subject>(
      read: { base.read()[keyPath: keyPath] },
      write: { newValue in
        var value = base.read()
        value[keyPath: keyPath] = newValue
        base.write(value)
      })
  }

  private static func requireMainActor(_ isolation: (any Actor)?) {
    if let isolation {
      precondition(
        isolation === MainActor.shared,
        "the SwiftUI model calls a binding's closures on the main actor only")
    }
  }
}

/// "A binding conforms to Sendable only if its wrapped value type also conforms to Sendable."
extension Binding: @unchecked Sendable where Value: Sendable {}
