import FlowLanguage
import FlowSpec

/// `flowc lsp`: a Language Server Protocol server for flow files over two byte streams.
///
/// One thread does everything: it reads what the client sent, answers requests at once against
/// the current documents, and validates the module again only when the input has been quiet for
/// `quietMilliseconds` after a change (or `maxDelayMilliseconds` passed), then pushes the
/// diagnostics of the files whose diagnostics changed. It never writes a file: edits go to the
/// client.
public final class LanguageServer {
  /// Where the server is in the protocol's lifecycle.
  enum Phase {
    case uninitialized, running, shutDown
  }

  let options: ServerOptions
  var connection: Connection
  var phase = Phase.uninitialized
  /// Set by `exit`: the status the server ends with.
  var exitStatus: Int32?

  /// The module: the workspace folders' flow files, open documents overriding the disk.
  var workspace = LanguageWorkspace()
  /// The workspace folders' paths.
  var roots: [String] = []
  /// The documents the client has open, by path: the URI it names them by, and their version.
  var openDocuments: [String: OpenDocument] = [:]
  /// Texts `didChange` set that the workspace has not decoded yet, by path: a burst of changes
  /// is decoded once, by `applyPendingTexts()` before the next message that reads the module.
  var pendingTexts: [String: [UInt8]] = [:]
  /// How many times each document was set: diagnostics of a changed text are pushed again.
  var generations: [String: Int] = [:]
  /// Line indexes of documents, built when first needed after a change.
  var lineIndexes: [String: LineIndex] = [:]
  /// What was last pushed for each document, and at which generation.
  var published: [String: (diagnostics: [Diagnostic], generation: Int)] = [:]
  /// When the first change not yet validated was made.
  var changedSince: ContinuousClock.Instant?

  /// How the client counts characters.
  var encoding = PositionEncoding.utf16
  /// Whether the client takes hierarchical document symbols.
  var hierarchicalSymbols = false
  /// Whether the client asks for `textDocument/prepareRename`.
  var prepareRenameSupport = false
  /// Whether the client applies file renames in workspace edits.
  var fileRenameSupport = false
  /// Whether the client lets the server register file watchers.
  var watchRegistration = false
  /// The id of the next request the server sends.
  var nextRequestID = 1

  /// A document open in the client.
  struct OpenDocument {
    var uri: String
    var version: Int?
  }

  /// Creates a server that reads messages from `input` and writes them to `output`.
  public init(options: ServerOptions, input: Int32, output: Int32) {
    self.options = options
    connection = Connection(input: input, output: output, maxMessageBytes: options.maxMessageBytes)
  }

  /// Serves until `exit` or the end of the input; returns the exit status: 0 after `shutdown`,
  /// 1 otherwise (as the protocol asks of `exit`, and likewise when the client disappears).
  public func run() -> Int32 {
    while exitStatus == nil {
      if connection.outputClosed {
        log("the client stopped reading; exiting")
        return exitStatusWithoutExit
      }
      var wait: Int?
      if let changedSince {
        let elapsed = Self.milliseconds(since: changedSince)
        if elapsed >= options.maxDelayMilliseconds {
          publishDiagnostics()
          continue
        }
        wait = min(options.quietMilliseconds, options.maxDelayMilliseconds - elapsed)
      }
      switch connection.read(waitingAtMost: wait) {
      case .timedOut:
        publishDiagnostics()
      case .closed:
        return exitStatusWithoutExit
      case .events(var events):
        // Everything already sent is read before anything is answered or validated: a burst of
        // changes costs one validation, and a cancellation finds its request still queued.
        var closed = false
        drain: while events.count < 256 {
          switch connection.read(waitingAtMost: 0) {
          case .events(let more): events += more
          case .timedOut: break drain
          case .closed:
            closed = true
            break drain
          }
        }
        handle(events)
        if closed && exitStatus == nil { return exitStatusWithoutExit }
      }
    }
    return exitStatus ?? 1
  }

  /// The status when the input ends without `exit`: 0 if the client had asked for `shutdown`.
  private var exitStatusWithoutExit: Int32 { phase == .shutDown ? 0 : 1 }

  static func milliseconds(since instant: ContinuousClock.Instant) -> Int {
    let elapsed = ContinuousClock.now - instant
    return Int(elapsed.components.seconds) * 1000
      + Int(elapsed.components.attoseconds / 1_000_000_000_000_000)
  }

  /// Writes a line to standard error (never to standard output, which carries the protocol).
  func log(_ message: String) {
    Connection.writeToStandardError(Array("flowc lsp: \(message)\n".utf8))
  }
}
