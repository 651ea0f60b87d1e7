/// Values a command leaves for the operating system to reclaim when the process exits.
///
/// A validated module of 10,000 screens is millions of small allocations. Freeing them one by one
/// just before the process exits changes nothing, and was a serial quarter of `flowc validate`'s
/// wall time; compilers skip that work the same way. Only commands use this, for the last values
/// they make, never the library.
enum ExitReclaimed {
  /// Keeps `value` alive until the process exits.
  static func keep<Value>(_ value: Value) {
    _ = Unmanaged.passRetained(Box(value))
  }

  private final class Box<Value> {
    let value: Value

    init(_ value: Value) {
      self.value = value
    }
  }
}
