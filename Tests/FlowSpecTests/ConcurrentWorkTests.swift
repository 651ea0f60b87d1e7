import Foundation
import Testing

@testable import FlowSpec

@Suite("Work spread over the cores")
struct ConcurrentWorkTests {
  /// Counts the instances freed.
  final class Tracked: Sendable {
    let freed: Counter

    init(_ freed: Counter) { self.freed = freed }
    deinit { freed.add() }
  }

  /// Unchecked: `value` is only touched under `lock`.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
  }

  @Test("elements are made once each, in index order")
  func makesInOrder() {
    let squares = [Int](concurrentlyMaking: 1000) { $0 * $0 }
    #expect(squares == (0..<1000).map { $0 * $0 })
  }

  @Test("releasing concurrently frees every element passed as the last reference")
  func releasesEveryElement() {
    let freed = Counter()
    var elements = (0..<500).map { _ in Tracked(freed) }
    #expect(freed.count == 0)
    Array.releaseConcurrently(consume elements)
    #expect(freed.count == 500)
    elements = []
    #expect(freed.count == 500)
  }

  @Test("elements held elsewhere survive a concurrent release")
  func keepsSharedElements() {
    let freed = Counter()
    let kept = (0..<200).map { _ in Tracked(freed) }
    Array.releaseConcurrently(kept)
    #expect(freed.count == 0)
    #expect(kept.count == 200)
  }
}
