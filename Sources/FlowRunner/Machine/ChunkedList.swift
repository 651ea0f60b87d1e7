/// A list whose copies share all but its last few elements: the machine state's frames and stacks.
///
/// Elements are kept in full chunks of `chunkSize`, which copies share and never change, and a
/// tail of fewer. A step changes the end of the list (the active flow, the top stack), so the copy
/// it makes of the state it was given costs a retain for each chunk and a copy of the tail, not a
/// copy of every element: the cost of a step does not grow with the flows running at once. A
/// change to an element in a chunk copies that chunk.
public struct ChunkedList<Element: Sendable>: Sendable {
  /// Elements a chunk holds.
  @usableFromInline static var chunkSize: Int { 4 }

  /// The full chunks, first elements first.
  @usableFromInline var chunks: [Chunk]
  /// The elements after the chunks (fewer than `chunkSize`, except after a `removeLast` that
  /// emptied the tail and took the last chunk back).
  @usableFromInline var tail: [Element]

  /// A full chunk, shared by copies.
  @usableFromInline final class Chunk: Sendable {
    @usableFromInline let elements: [Element]

    @usableFromInline init(_ elements: [Element]) { self.elements = elements }
  }

  /// Creates a list of `elements`.
  @inlinable public init(_ elements: some Sequence<Element>) {
    chunks = []
    tail = []
    for element in elements { append(element) }
  }

  /// The number of elements in chunks.
  @inlinable var chunked: Int { chunks.count &* Self.chunkSize }

  /// Adds an element at the end.
  @inlinable public mutating func append(_ element: Element) {
    if tail.count >= Self.chunkSize {
      chunks.append(Chunk(tail))
      tail = []
      tail.reserveCapacity(Self.chunkSize)
    }
    tail.append(element)
  }

  /// Removes and returns the last element (the list must not be empty).
  @inlinable @discardableResult public mutating func removeLast() -> Element {
    if tail.isEmpty { tail = chunks.removeLast().elements }
    return tail.removeLast()
  }

  /// Removes the last `k` elements.
  @inlinable public mutating func removeLast(_ k: Int) {
    for _ in 0..<k { removeLast() }
  }
}

extension ChunkedList: RandomAccessCollection, MutableCollection {
  /// The first position.
  @inlinable public var startIndex: Int { 0 }

  /// The position after the last element.
  @inlinable public var endIndex: Int { chunked &+ tail.count }

  /// The element at `position`, changed in place: changing one field of an element changes the
  /// tail (or a copy of the chunk) where it is instead of copying the element out and back.
  @inlinable public subscript(position: Int) -> Element {
    @inline(__always) get {
      let chunked = chunked
      if position >= chunked { return tail[position &- chunked] }
      return chunks[position / Self.chunkSize].elements[position % Self.chunkSize]
    }
    @inline(__always) _modify {
      let chunked = chunked
      if position >= chunked {
        yield &tail[position &- chunked]
      } else {
        var elements = chunks[position / Self.chunkSize].elements
        defer { chunks[position / Self.chunkSize] = Chunk(elements) }
        yield &elements[position % Self.chunkSize]
      }
    }
  }
}

extension ChunkedList {
  /// The last element, read in place where inlined (the collection's own `last` is a call that
  /// copies the whole element out: every part of a frame or a stack retained and released to
  /// read one field).
  @inlinable public var last: Element? {
    @inline(__always) get {
      let count = endIndex
      return count > 0 ? self[count &- 1] : nil
    }
  }
}

extension ChunkedList: RangeReplaceableCollection {
  /// An empty list.
  @inlinable public init() {
    chunks = []
    tail = []
  }

  /// Replaces the elements in `range` (by building the list again: the machine changes its
  /// lists at their end, with `append` and `removeLast`).
  @inlinable public mutating func replaceSubrange<C: Collection<Element>>(
    _ range: Range<Int>, with newElements: C
  ) {
    var all = Array(self)
    all.replaceSubrange(range, with: newElements)
    self = ChunkedList(all)
  }
}

extension ChunkedList: ExpressibleByArrayLiteral {
  /// A list of the elements written.
  @inlinable public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension ChunkedList: Equatable where Element: Equatable {
  /// Lists are equal when they hold equal elements in the same order.
  @inlinable public static func == (lhs: ChunkedList, rhs: ChunkedList) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for (left, right) in zip(lhs.chunks, rhs.chunks) where left !== right {
      guard left.elements == right.elements else { return false }
    }
    if lhs.chunks.count == rhs.chunks.count { return lhs.tail == rhs.tail }
    return lhs.elementsEqual(rhs)
  }
}
