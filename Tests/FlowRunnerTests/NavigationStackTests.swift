import Testing

@testable import FlowRunner

@Suite("Navigation stacks share their screens between states")
struct NavigationStackTests {
  private func entry(_ index: Int, frame: Int = 0) -> StackEntry {
    StackEntry(frame: frame, screen: "s\(index)", position: index)
  }

  @Test func entriesRoundTripInOrder() {
    let entries = (0..<5).map { entry($0) }
    let stack = NavigationStack(entries: entries, presenter: 3)
    #expect(stack.entries == entries)
    #expect(stack.count == 5)
    #expect(stack.last == entry(4))
    #expect(stack.presenter == 3)
  }

  @Test func aSnapshotIsUnchangedByLaterPushesAndPops() {
    var stack = NavigationStack(entries: [entry(0), entry(1)], presenter: nil)
    let snapshot = stack
    stack.append(entry(2))
    stack.removeLast(2)
    stack.append(entry(9))
    #expect(snapshot.entries == [entry(0), entry(1)])
    #expect(stack.entries == [entry(0), entry(9)])
    #expect(snapshot != stack)
  }

  @Test func removeAllKeepsTheOrderOfTheRest() {
    var stack = NavigationStack(
      entries: [entry(0), entry(1, frame: 1), entry(2), entry(3, frame: 1)], presenter: nil)
    stack.removeAll { $0.frame == 1 }
    #expect(stack.entries == [entry(0), entry(2)])
    #expect(stack.entries.allSatisfy { $0.frame == 0 })
    #expect(stack.last(where: { $0.screen == "s0" }) == entry(0))
  }

  @Test func equalityComparesScreensNotSharing() {
    let a = NavigationStack(entries: [entry(0), entry(1)], presenter: nil)
    let b = NavigationStack(entries: [entry(0), entry(1)], presenter: nil)
    #expect(a == b)
    #expect(a != NavigationStack(entries: [entry(0), entry(1)], presenter: 1))
    #expect(a != NavigationStack(entries: [entry(0), entry(2)], presenter: nil))
  }

  /// Dropping a very deep stack releases its nodes without recursion (which would overflow).
  @Test func aMillionScreensAreReleasedWithoutRecursion() {
    var stack = NavigationStack(entries: [], presenter: nil)
    for index in 0..<1_000_000 { stack.append(entry(index % 10)) }
    #expect(stack.count == 1_000_000)
    stack = NavigationStack(entries: [], presenter: nil)
    #expect(stack.isEmpty)
  }
}
