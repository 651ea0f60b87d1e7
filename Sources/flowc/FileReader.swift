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
      if found && error.code == EINVAL, let kind = Descriptor.nonRegularKind(atPath: path) {
        throw ModuleInput.InputError(
          description: kind == Descriptor.kind(S_IFDIR)
            ? "cannot read \(path): \(Descriptor.SystemError(code: EISDIR).message)"
            : "cannot read \(path): it is \(kind), not a regular file")
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

  private static func failure(_ path: String, _ error: Descriptor.SystemError)
    -> ModuleInput.InputError
  {
    ModuleInput.InputError(description: "cannot read \(path): \(error.message)")
  }
}
