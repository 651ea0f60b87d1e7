import Dispatch

/// A value made on another thread while the caller goes on with other work; `value` waits for it.
///
/// ```swift
/// let machine = BackgroundValue { FlowMachine(module: module) }
/// let candidates = ValueCandidates(module: module)  // meanwhile
/// use(machine.value, candidates)
/// ```
///
/// Unchecked: `made` is written once, by the work item, and read only after `group.wait()`
/// returns, which orders the write before the read.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
  private let group = DispatchGroup()
  private var made: Value?

  /// Starts making the value with `make` on another thread.
  init(_ make: @escaping @Sendable () -> Value) {
    DispatchQueue.global().async(group: group) { [self] in made = make() }
  }

  /// The value, once made.
  var value: Value {
    group.wait()
    return made!
  }
}
