#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C `read`, which `Descriptor.read(_:upTo:sizeHint:)` hides inside the type.
private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int
{
  read(descriptor, bytes, count)
}

/// The C `write`, hidden the same way.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// Reading and writing a file descriptor whole with the C calls, retrying interrupted calls: how
/// flowc reads its input files and standard input, writes its output files and the terminal, and
/// talks to Graphviz, without Foundation.
package enum Descriptor {
  /// A failed call, with the C error number.
  package struct SystemError: Error {
    /// `errno` after the call.
    package let code: Int32

    /// The failure of a call that left `code` in `errno`.
    package init(code: Int32) {
      self.code = code
    }

    /// The system's message for `code`.
    package var message: String { String(cString: strerror(code)) }
  }

  /// The bytes of `descriptor` to its end, or its first `limit` bytes. `sizeHint` (a file's size)
  /// sizes the first buffer, so a file is read straight into the array that holds it; without
  /// one (a pipe) the buffer starts at 64 KB and doubles.
  package static func read(
    _ descriptor: Int32, upTo limit: Int = .max, sizeHint: Int? = nil
  ) throws(SystemError) -> [UInt8] {
    // One byte more than the hint shows the end without growing the buffer.
    var bytes = [UInt8](
      repeating: 0, count: max(1, min(sizeHint.map { $0 + 1 } ?? 1 << 16, limit)))
    var total = 0
    while total < limit {
      if total == bytes.count {
        bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, limit - total)))
      }
      let count = bytes.withUnsafeMutableBytes { buffer in
        systemRead(descriptor, buffer.baseAddress! + total, buffer.count - total)
      }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw SystemError(code: errno) }
      if count == 0 { break }
      total += count
    }
    bytes.removeLast(bytes.count - total)
    return bytes
  }

  /// Writes all of `bytes` to `descriptor`; false when a write fails.
  package static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let count = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      offset += count
    }
    return true
  }

  /// Writes all of `text`'s UTF-8 bytes to `descriptor`; false when a write fails.
  package static func write(_ descriptor: Int32, _ text: String) -> Bool {
    var text = text
    return text.withUTF8 { write(descriptor, UnsafeRawBufferPointer($0)) }
  }
}
