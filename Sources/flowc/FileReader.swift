#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C `read`, which `FileReader.read(_:limit:)` hides inside the type.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int
{
  read(descriptor, buffer, count)
}

/// Reads input files with the C calls: the bytes go straight into the array that holds them.
enum FileReader {
  /// Reads at most `limit + 1` bytes of `path`, so an oversized file is reported without being
  /// held whole.
  static func read(_ path: String, limit: Int) throws(ModuleInput.InputError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(path, errno) }
    defer { close(descriptor) }
    var info = stat()
    let size = fstat(descriptor, &info) == 0 ? max(Int(info.st_size), 0) : 0
    // The size is a hint (the file may change while it is read); one byte more shows the end.
    var bytes = [UInt8](repeating: 0, count: min(size, limit) + 1)
    var total = 0
    while total <= limit {
      if total == bytes.count {
        bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, limit + 1 - total)))
      }
      let count = bytes.withUnsafeMutableBytes { buffer in
        systemRead(descriptor, buffer.baseAddress! + total, buffer.count - total)
      }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw failure(path, errno) }
      if count == 0 { break }
      total += count
    }
    bytes.removeLast(bytes.count - total)
    return bytes
  }

  /// Reads standard input to its end (a walkthrough script piped in).
  static func readStandardInput() throws(ModuleInput.InputError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes {
        systemRead(STDIN_FILENO, $0.baseAddress!, $0.count)
      }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw failure("standard input", errno) }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[..<count])
    }
  }

  private static func failure(_ path: String, _ code: Int32) -> ModuleInput.InputError {
    ModuleInput.InputError(description: "cannot read \(path): \(String(cString: strerror(code)))")
  }
}
