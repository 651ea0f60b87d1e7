import FlowSpec
import Foundation

/// A target's `flowc.json`: the plugins' equivalent of `flowc generate`'s options.
///
///     { "access": "public" }
struct PluginOptions {
  /// Why the file was refused.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The access level of the generated API.
  var access = GeneratedAccess.internal

  /// Reads the options at `path`; an unreadable file, malformed JSON, an unknown key or a bad value
  /// is an error that names the file.
  init(path: String) throws(Failure) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Failure(description: "\(path): cannot read the options file")
    }
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw Failure(description: "\(path): not valid JSON")
    }
    guard let options = object as? [String: Any] else {
      throw Failure(
        description: "\(path): the options are a JSON object, such as {\"access\": \"public\"}")
    }
    for key in options.keys.sorted() where key != "access" {
      throw Failure(description: "\(path): unknown option `\(key)` (the options are: access)")
    }
    if let value = options["access"] {
      guard let text = value as? String, let level = GeneratedAccess(rawValue: text) else {
        throw Failure(
          description: "\(path): `access` must be \"internal\", \"package\" or \"public\"")
      }
      access = level
    }
  }
}
