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
    do {
      return try Descriptor.readFile(atPath: path, upTo: limit + 1)
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
