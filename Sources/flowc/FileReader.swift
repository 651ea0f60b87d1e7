import FlowcOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads input files with the C calls: the bytes go straight into the array that holds them.
enum FileReader {
  /// Reads at most `limit + 1` bytes of `path`, so an oversized file is reported without being
  /// held whole.
  ///
  /// A file `found` by searching a folder must be a regular file: its kind is checked without
  /// blocking before a byte is read, so a FIFO named `*.flow.yaml` is reported, never waited on.
  /// A path the user names (`--script <(...)`, `/dev/stdin`) may be a stream and is read to its
  /// end.
  static func read(_ path: String, limit: Int, found: Bool = false) throws(ModuleInput.InputError)
    -> [UInt8]
  {
    do {
      return try Descriptor.readFile(atPath: path, upTo: limit + 1, requiringRegularFile: found)
    } catch {
      if found && error.code == EINVAL, let kind = nonRegularKind(path) {
        throw ModuleInput.InputError(
          description: kind == "directory"
            ? "cannot read \(path): \(Descriptor.SystemError(code: EISDIR).message)"
            : "cannot read \(path): it is a \(kind), not a regular file")
      }
      throw failure(path, error)
    }
  }

  /// Reads standard input to its end (a walkthrough script piped in).
  static func readStandardInput() throws(ModuleInput.InputError) -> [UInt8] {
    do {
      return try Descriptor.read(STDIN_FILENO)
    } catch {
      throw failure("standard input", error)
    }
  }

  /// What `path` is when it is not a regular file (`FIFO`, `socket`, ...), found without opening
  /// it; nil when it is a regular file or cannot be examined.
  static func nonRegularKind(_ path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "directory"
    case S_IFIFO: return "FIFO"
    case S_IFSOCK: return "socket"
    case S_IFCHR: return "character device"
    case S_IFBLK: return "block device"
    default: return "special file"
    }
  }

  private static func failure(_ path: String, _ error: Descriptor.SystemError)
    -> ModuleInput.InputError
  {
    ModuleInput.InputError(description: "cannot read \(path): \(error.message)")
  }
}
