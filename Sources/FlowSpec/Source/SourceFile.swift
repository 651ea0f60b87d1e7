/// A flow file held in memory: the pure core reads these and never touches the disk.
public struct SourceFile: Sendable, Equatable {
  /// The path shown in diagnostics, as the user gave it.
  public let path: String
  /// The file's raw bytes, exactly as read.
  public let bytes: [UInt8]

  /// Creates a source file from raw bytes.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  /// Creates a source file from text (tests and generated inputs).
  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }
}
