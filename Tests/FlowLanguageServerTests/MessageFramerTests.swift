import Testing

@testable import FlowLanguageServer

/// Content-Length framing: messages split anywhere, garbage skipped, oversized bodies dropped.
@Suite struct MessageFramerTests {
  private func framed(_ body: String) -> [UInt8] {
    Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
  }

  @Test func messagesSplitAcrossChunksAreJoined() {
    var framer = MessageFramer(maxBodyBytes: 100)
    let bytes = framed("{\"a\":1}") + framed("[]")
    var events: [MessageFramer.Event] = []
    for byte in bytes { events += framer.feed([byte]) }
    #expect(events == [.message(Array("{\"a\":1}".utf8)), .message(Array("[]".utf8))])
    #expect(!framer.isInsideMessage)
  }

  @Test func headersAreCaseInsensitiveAndOtherHeadersAreIgnored() {
    var framer = MessageFramer(maxBodyBytes: 100)
    let events = framer.feed(Array("content-type: x\r\nCONTENT-LENGTH:  2 \r\n\r\n{}".utf8))
    #expect(events == [.message(Array("{}".utf8))])
  }

  @Test func garbageIsSkippedAndTheNextMessageRead() {
    var framer = MessageFramer(maxBodyBytes: 100)
    let events = framer.feed(Array("junk\r\n\r\n".utf8) + Array("xyz".utf8) + framed("{}"))
    #expect(events.count == 3)
    #expect(events.last == .message(Array("{}".utf8)))
    let long = framer.feed([UInt8](repeating: 0x78, count: MessageFramer.maxHeaderBytes + 10))
    #expect(long.count == 1)
    #expect(framer.feed(Array("\r\n\r\n".utf8) + framed("1")).last == .message(Array("1".utf8)))
  }

  @Test func anOversizedBodyIsReportedAndSkipped() {
    var framer = MessageFramer(maxBodyBytes: 4)
    var events = framer.feed(Array("Content-Length: 10\r\n\r\n12345".utf8))
    events += framer.feed(Array("67890".utf8) + framed("ok"))
    #expect(events == [.tooLarge(10), .message(Array("ok".utf8))])
  }
}
