#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The flow files on disk: found as `flowc validate DIR` finds them, read with the C calls.
enum FlowFiles {
  /// The suffix that makes a file a flow file.
  static let suffix = ".flow.yaml"

  /// The `*.flow.yaml` files under `folder`, searched recursively, sorted by path.
  static func paths(in folder: String) -> [String] {
    guard let relatives = try? FileManager.default.subpathsOfDirectory(atPath: folder) else {
      return []
    }
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    return relatives.filter { $0.hasSuffix(suffix) }.map { base + "/" + $0 }.sorted()
  }

  /// Whether `path` names a flow file.
  static func isFlowFile(_ path: String) -> Bool { path.hasSuffix(suffix) }

  /// Reads at most `limit + 1` bytes of a regular file (so an oversized file is reported by the
  /// loader without being held whole), or nil when it cannot be read.
  static func read(_ path: String, limit: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= limit {
      let count = chunk.withUnsafeMutableBytes {
        systemReadFile(descriptor, $0.baseAddress, min($0.count, limit + 1 - bytes.count))
      }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { break }
      bytes += chunk[0..<count]
    }
    return bytes
  }
}

#if canImport(Glibc)
  private func systemReadFile(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
    -> Int
  { Glibc.read(descriptor, buffer, count) }
#elseif canImport(Darwin)
  private func systemReadFile(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
    -> Int
  { Darwin.read(descriptor, buffer, count) }
#endif
