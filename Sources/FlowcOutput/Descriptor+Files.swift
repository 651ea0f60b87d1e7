#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Descriptor {
  /// Reads at most `limit` bytes of the file at `path` with the C calls, straight into the array
  /// that holds them (its size is a hint: the file may change while it is read).
  ///
  /// With `requiringRegularFile`, anything else (a directory, a FIFO that would block) fails
  /// with `EINVAL` before a byte is read: what the language server wants of the files it finds.
  package static func readFile(
    atPath path: String, upTo limit: Int, requiringRegularFile: Bool = false
  ) throws(SystemError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | (requiringRegularFile ? O_NONBLOCK : 0))
    guard descriptor >= 0 else { throw SystemError(code: errno) }
    defer { close(descriptor) }
    var info = stat()
    let known = fstat(descriptor, &info) == 0
    if requiringRegularFile && !(known && info.st_mode & S_IFMT == S_IFREG) {
      throw SystemError(code: EINVAL)
    }
    return try read(descriptor, upTo: limit, sizeHint: known ? max(Int(info.st_size), 0) : 0)
  }
}
