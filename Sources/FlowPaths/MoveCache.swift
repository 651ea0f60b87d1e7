import FlowRunner
import FlowSpec

/// The moves found for each handler, by what they depend on (`PlanningContext.moves`): a search
/// meets the same screen in the same circumstances again and again.
///
/// A state's moves are found through its node by position (`node(at:)`, two array reads) and
/// then among the few circumstances that node has met, compared one by one (`Node`): a search
/// asks for every state it searches from, and hashing a key of the node and its values each time
/// cost more than finding the moves once did.
final class MoveCache {
  /// A node of a flow, by positions (`FlowFrame.flowIndex`, `FlowFrame.nodeIndex`).
  struct Place: Hashable {
    var flow: Int
    var node: Int
  }

  /// An event of a screen that has a handler (a class: the moves of every state on the screen
  /// read it).
  final class Event {
    let signature: Signature
    let handler: Handler
    let problem: GuardProblem
    /// The inputs and context fields, then the environment values, its moves depend on (the
    /// `slots` and `environment` of its `HandlerReads`, empty without them): read for every state
    /// searched from, without copying the reads out.
    let slotReads: [String]
    let environmentReads: [String]

    init(signature: Signature, handler: Handler, reads: HandlerReads?, problem: GuardProblem) {
      self.signature = signature
      self.handler = handler
      self.problem = problem
      slotReads = reads?.slots ?? []
      environmentReads = reads?.environment ?? []
    }
  }

  /// A guard problem met with the values it depends on (those of `Key`).
  struct Solved: Hashable {
    var problem: GuardProblem
    var values: [Value?]
  }

  /// A handled event (its position among its screen's handled events) in circumstances.
  struct Key: Hashable {
    var place: Place
    var event: Int
    var values: [Value?]
  }

  /// What the moves of a state that shows no tab bar depend on, besides its node: the values
  /// each handled event depends on, whether back and dismiss apply, and the answers to the
  /// environment values `dismissed` guards read.
  struct Circumstances: Hashable {
    /// The values of every handled event, one after another.
    var values: [Value?]
    var back: Bool
    var dismiss: Bool
    var answers: [Value?]
  }

  /// A node met: its handled events, and its moves in each of the circumstances met there.
  final class Node {
    /// The events of the node's screen that have a handler, with what their guards read.
    let handled: [Event]
    /// The moves in each circumstances met, in the order met, while there are few.
    private var met: [(circumstances: Circumstances, moves: [Move])] = []
    /// The same by hash, once there are more than `listed` (a guard reading a field that keeps
    /// changing makes every state new circumstances).
    private var table: [Circumstances: [Move]]?
    /// The most circumstances compared one by one.
    static let listed = 8

    init(handled: [Event]) { self.handled = handled }

    /// The moves kept for `circumstances`, if met.
    func moves(_ circumstances: Circumstances) -> [Move]? {
      if let table { return table[circumstances] }
      for entry in met where entry.circumstances == circumstances { return entry.moves }
      return nil
    }

    /// Keeps `moves` for `circumstances`.
    func keep(_ moves: [Move], for circumstances: Circumstances) {
      if table != nil {
        table?[circumstances] = moves
        return
      }
      met.append((circumstances, moves))
      guard met.count > Self.listed else { return }
      table = Dictionary(met.map { ($0.circumstances, $0.moves) }) { first, _ in first }
      met = []
    }

    /// How many circumstances have their moves kept.
    var count: Int { table?.count ?? met.count }
  }

  /// The position of the plan's root flow (`PlanningContext.rootHandlerReads`), if any.
  let root: Int?
  var moves: [Key: [Move]] = [:]
  /// The outcomes of the guard problems solved, shared by the handlers that pose the same.
  var solved: [Solved: [PlanningContext.Outcome]] = [:]
  /// A number for each transition and start choice met, in the order met (`GoalSet`): the moves
  /// carry their predicted transition's (`Move.goal`).
  private(set) var numbers: [Coverage.Key: Int] = [:]
  /// The nodes met, by flow position and then node position (nil: not met yet).
  private var nodes: [[Node?]] = []
  /// How many lists of a state's moves are kept (every node's circumstances).
  private(set) var nodeMoveCount = 0

  /// A cache for the plan of the root flow at position `root`.
  init(root: Int? = nil) {
    self.root = root
  }

  /// The number of `key` (`numbers`), given now if it has none.
  func number(of key: Coverage.Key) -> Int {
    // One lookup: the subscript's default is stored when the key has no number yet.
    let next = numbers.count
    return Self.read(&numbers[key, default: next])
  }

  /// `value`, read through an in-place access.
  private static func read(_ value: inout Int) -> Int { value }

  /// Makes room for `count` more numbers.
  func reserveNumbers(_ count: Int) {
    numbers.reserveCapacity(numbers.count + count)
  }

  /// The node at `place`, if met.
  func node(at place: Place) -> Node? {
    guard place.flow < nodes.count, place.node < nodes[place.flow].count else { return nil }
    return nodes[place.flow][place.node]
  }

  /// Keeps `node` for `place`.
  func keep(_ node: Node, at place: Place) {
    if place.flow >= nodes.count {
      nodes.append(contentsOf: repeatElement([], count: place.flow + 1 - nodes.count))
    }
    if place.node >= nodes[place.flow].count {
      nodes[place.flow].append(
        contentsOf: repeatElement(nil, count: place.node + 1 - nodes[place.flow].count))
    }
    nodes[place.flow][place.node] = node
  }

  /// Keeps a state's `moves` for `circumstances` at `node`.
  func keep(_ moves: [Move], for circumstances: Circumstances, at node: Node) {
    node.keep(moves, for: circumstances)
    nodeMoveCount += 1
  }
}
