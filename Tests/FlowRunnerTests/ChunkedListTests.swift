import FlowRunner
import Testing

/// `ChunkedList`, the machine state's frames and stacks: a list whose copies share its chunks.
@Suite("Chunked list")
struct ChunkedListTests {
  @Test func itHoldsWhatAnArrayHoldsAcrossChunkBoundaries() {
    var list = ChunkedList<Int>()
    var array: [Int] = []
    // Up past three chunks, down below one, and up again: every length on the way matches.
    for step in 0..<200 {
      if step % 7 < 5 || array.isEmpty {
        list.append(step)
        array.append(step)
      } else {
        #expect(list.removeLast() == array.removeLast())
      }
      #expect(Array(list) == array)
      #expect(list.count == array.count)
    }
    list.removeLast(list.count - 3)
    array.removeLast(array.count - 3)
    #expect(Array(list) == array)
    list.removeSubrange(1...)
    #expect(Array(list) == [0])
  }

  @Test func aCopyIsNotChangedByChangesToTheOriginal() {
    var list = ChunkedList(0..<40)
    let copy = list
    list[3] = -3
    list[39] = -39
    list.append(40)
    #expect(Array(copy) == Array(0..<40))
    #expect(list[3] == -3 && list[39] == -39 && list.count == 41)
    #expect(copy != list)
  }

  @Test func anElementChangedInPlaceLeavesCopiesAsTheyWere() {
    // Changed through the subscript in place (`_modify`): in a shared chunk and in the tail.
    var list = ChunkedList((0..<10).map { [$0] })
    let copy = list
    list[1].append(100)
    list[9].append(900)
    list[9].removeFirst()
    #expect(list[1] == [1, 100] && list[9] == [900])
    #expect(Array(list[2...8]) == (2...8).map { [$0] })
    #expect(Array(copy) == (0..<10).map { [$0] })
  }

  @Test func listsAreEqualByTheirElements() {
    var grown = ChunkedList<Int>()
    for value in 0..<35 { grown.append(value) }
    // The same elements after taking the last chunk back into the tail.
    var shrunk = ChunkedList(0..<40)
    shrunk.removeLast(5)
    #expect(grown == ChunkedList(0..<35))
    #expect(shrunk == grown)
    shrunk[2] = 9
    #expect(shrunk != grown)
  }
}
