import Dispatch

extension Array {
  /// `count` elements, element `index` made by `make(index)`, spread over every core.
  ///
  /// `make` runs exactly once for each index; the elements are in index order, so the result does
  /// not depend on how the work was scheduled.
  init(concurrentlyMaking count: Int, _ make: @Sendable (Int) -> Element) {
    guard count > 1 else {
      self = (0..<count).map(make)
      return
    }
    self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      let slots = UninitializedSlots(base: base)
      DispatchQueue.concurrentPerform(iterations: count) { index in
        slots.initialize(index, to: make(index))
      }
      initialized = count
    }
  }
}

/// The uninitialized elements of an array being made, shared by the iterations that make them.
///
/// Unchecked: each iteration initializes its own element and touches no other, and the array is
/// read only after every iteration has finished.
private struct UninitializedSlots<Element>: @unchecked Sendable {
  let base: UnsafeMutablePointer<Element>

  func initialize(_ index: Int, to value: Element) {
    (base + index).initialize(to: value)
  }
}
