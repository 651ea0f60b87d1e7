import FlowSpec
import FlowcOutput

extension FlowFileSearch {
  /// The bytes of a flow file found on disk, at most one byte over the YAML limit (so an
  /// oversized file is reported by the loader without being held whole); nil when it cannot be
  /// read or is not a regular file.
  static func readFile(_ path: String) -> [UInt8]? {
    try? Descriptor.readFile(
      atPath: path, upTo: YAMLLimits.default.maxFileBytes + 1, requiringRegularFile: true)
  }
}
