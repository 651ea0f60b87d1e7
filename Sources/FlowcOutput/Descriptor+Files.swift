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

extension Descriptor {
  /// Writes `text` to the new file `temporary`, gives it `mode` (when given; else `created`
  /// less the umask), then renames it over `name`, both relative to the directory descriptor
  /// `folder` (`AT_FDCWD`: the paths as they are), so that a reader sees the old file or the new
  /// one, whole. Returns the error number of the step that failed (the temporary file removed),
  /// nil when it is done.
  package static func replaceFile(
    _ name: String, in folder: Int32, through temporary: String, with text: String,
    mode: mode_t?, created: mode_t
  ) -> Int32? {
    let file = openat(
      folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, created)
    guard file >= 0 else { return errno }
    var failed: Int32? = nil
    // A write that wrote nothing sets no error number.
    errno = 0
    if !write(file, text) { failed = errno == 0 ? EIO : errno }
    if failed == nil, let mode, fchmod(file, mode) != 0 { failed = errno }
    if close(file) != 0 && failed == nil { failed = errno }
    if failed == nil && renameat(folder, temporary, folder, name) != 0 { failed = errno }
    if failed != nil { unlinkat(folder, temporary, 0) }
    return failed
  }

  /// What a file of `mode` is, in words, when it is not a regular file (`a FIFO`, `a directory`,
  /// ...).
  package static func kind(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFLNK: "a symbolic link"
    case S_IFDIR: "a directory"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    default: "a special file"
    }
  }

  /// What the file at `path` (links followed) is when it is not a regular file, in words, found
  /// without opening it; nil when it is a regular file or cannot be examined.
  package static func nonRegularKind(atPath path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG else { return nil }
    return kind(info.st_mode)
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
