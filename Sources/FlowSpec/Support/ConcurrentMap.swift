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
      let slots = Slots(base: base)
      DispatchQueue.concurrentPerform(iterations: count) { index in
        (slots.base + index).initialize(to: make(index))
      }
      initialized = count
    }
  }

  /// Frees `elements` on every core, one element an iteration.
  ///
  /// Dropping a module's per-flow models one after another is otherwise a serial tail after the
  /// concurrent work (freeing a 10,000-screen module's syntax model is tens of milliseconds). Pass
  /// the last reference (`consume`): elements still held elsewhere are only released here, and
  /// freed by their last holder.
  static func releaseConcurrently(_ elements: consuming [Element]) {
    guard elements.count > 1 else { return }
    var held = elements.map(Optional.some)
    _ = consume elements
    held.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let slots = Slots(base: base)
      DispatchQueue.concurrentPerform(iterations: buffer.count) { index in
        slots.base[index] = nil
      }
    }
  }
}

/// The elements of an array that concurrent iterations make or free, one element each.
///
/// Unchecked: each iteration touches its own element and no other, and the array is used again
/// only after every iteration has finished.
private struct Slots<Element>: @unchecked Sendable {
  let base: UnsafeMutablePointer<Element>
}
