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

/// Which file a path names: its device and inode, equal for two paths of one file (a name in
/// another case on a case-insensitive file system, a hard link).
package struct FileIdentity: Equatable {
  let device: UInt64
  let inode: UInt64

  /// The identity of the file at `path`, following links; nil when there is none.
  package init?(atPath path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}
