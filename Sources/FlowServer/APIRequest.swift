#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The JSON bodies the API reads. Values are given as text, as they are typed at `flowc run`'s
/// prompt (`beach.jpg`, `.vivid`, `[a, b]`, `nil`); JSON numbers, Booleans and null are taken as
/// their text too.
enum APIRequest {
  /// `POST /api/event`: `{"event": "picked", "fields": {"photo": "beach.jpg"},
  /// "environment": {"canPost": true}}`; the environment answers are given before the event.
  struct Event: Decodable {
    var event: String
    var fields: [String: Text]?
    var environment: [String: Text]?
  }

  /// `POST /api/back`, `/api/dismiss`, `/api/undo`: an optional `environment` only.
  struct System: Decodable {
    var environment: [String: Text]?
  }

  /// `POST /api/tab`: `{"tab": "profile"}`, with optional `environment` answers.
  struct Tab: Decodable {
    var tab: String
    var environment: [String: Text]?
  }

  /// `POST /api/environment`: `{"environment": {"canPost": "true"}}`.
  struct Environment: Decodable {
    var environment: [String: Text]
  }

  /// `POST /api/reset`: how to start again; what is left out stays as it was.
  struct Reset: Decodable {
    var flow: String?
    var inputs: [String: Text]?
    var environment: [String: Text]?
  }

  /// A value as text: a JSON string as it is, a number, Boolean or null (`nil`) as its text.
  struct Text: Decodable {
    var text: String

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        text = "nil"
      } else if let string = try? container.decode(String.self) {
        text = string
      } else if let flag = try? container.decode(Bool.self) {
        text = String(flag)
      } else if let number = try? container.decode(Int.self) {
        text = String(number)
      } else if let number = try? container.decode(Double.self) {
        text = String(number)
      } else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "a value must be a string, a number, true, false or null"
        )
      }
    }
  }

  /// Decodes `body`; a message saying what is wrong when it is not that JSON.
  static func decode<T: Decodable>(_ type: T.Type, from body: [UInt8]) -> Result<T, Failure> {
    // An empty body is an empty object, so `POST /api/back` needs none.
    let bytes = body.isEmpty ? Array("{}".utf8) : body
    do {
      return .success(try JSONDecoder().decode(type, from: Data(bytes)))
    } catch let error as DecodingError {
      return .failure(Failure(message: describe(error)))
    } catch {
      return .failure(Failure(message: "the body is not JSON"))
    }
  }

  /// Why a body was refused.
  struct Failure: Error {
    var message: String
  }

  private static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let names = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
      return names.isEmpty ? "the body" : "`" + names.joined(separator: ".") + "`"
    }
    switch error {
    case .keyNotFound(let key, _): return "the body needs `\(key.stringValue)`"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(path(context)) has the wrong type"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "the body is not JSON" : "\(path(context)): \(context.debugDescription)"
    @unknown default: return "the body is not JSON"
    }
  }
}
