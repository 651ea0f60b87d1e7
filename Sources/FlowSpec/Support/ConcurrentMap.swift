import Dispatch

extension Array {
  /// `count` elements, element `index` made by `make(index)`, spread over every core.
  ///
  /// `make` runs exactly once for each index; the elements are in index order, so the result does
  /// not depend on how the work was scheduled.
  package init(concurrentlyMaking count: Int, _ make: @Sendable (Int) -> Element) {
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

extension Array {
  /// Frees `elements` on every core, one element an iteration.
  ///
  /// Dropping a module's per-flow models one after another is otherwise a serial tail after the
  /// concurrent work (freeing a 10,000-screen module's syntax model is tens of milliseconds). Pass
  /// the last reference (`consume`): elements still held elsewhere are only released here, and
  /// freed by their last holder.
  static func releaseConcurrently(_ elements: consuming [Element]) {
    guard elements.count > 1 else { return }
    var slots = elements.map(Optional.some)
    _ = consume elements
    slots.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let occupied = OccupiedSlots(base: base)
      DispatchQueue.concurrentPerform(iterations: buffer.count) { index in
        occupied.clear(index)
      }
    }
  }
}

/// The elements of an array being freed, shared by the iterations that free them.
///
/// Unchecked: each iteration clears its own element and touches no other, and the array is used
/// again only after every iteration has finished.
private struct OccupiedSlots<Element>: @unchecked Sendable {
  let base: UnsafeMutablePointer<Element?>

  func clear(_ index: Int) {
    base[index] = nil
  }
}
