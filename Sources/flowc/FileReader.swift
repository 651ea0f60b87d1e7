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
  static func read(_ path: String, limit: Int) throws(ModuleInput.InputError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(path, Descriptor.SystemError(code: errno)) }
    defer { close(descriptor) }
    var info = stat()
    // The size is a hint: the file may change while it is read.
    let size = fstat(descriptor, &info) == 0 ? max(Int(info.st_size), 0) : 0
    do {
      return try Descriptor.read(descriptor, upTo: limit + 1, sizeHint: size)
    } catch {
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
