/// The view screens of a flow whose inputs can change while they are shown: their inputs read a
/// context field that a transition of the flow sets.
///
/// At the end of a step that set such a field, each of these screens that was shown before the
/// step and is still shown is told its new inputs (the runner's `update` effect, the generated
/// `Screens.updateNAME` call; docs/semantics.md, "Live screens").
public struct LiveScreens: Sendable {
  /// For each context field a transition sets, the positions (in `Flow.screens`) of the view
  /// screens whose inputs read it, ascending.
  private let readers: [String: [Int]]
  /// Whether the screen at each position is live.
  private let live: [Bool]
  /// For each screen, whether each of its inputs reads a sensitive value (empty for a screen
  /// that starts a child flow).
  private let sensitiveInputs: [[Bool]]

  /// Finds the live screens of `flow`; `sensitiveEnvironment` are the module's sensitive
  /// environment values (`ValidatedModule.sensitiveEnvironment`).
  public init(_ flow: Flow, sensitiveEnvironment: Set<String>) {
    var assigned: Set<String> = []
    for screen in flow.screens {
      for handler in screen.handlers {
        for transition in handler.transitions {
          for assignment in transition.assignments { assigned.insert(assignment.name) }
        }
      }
    }
    var readers: [String: [Int]] = [:]
    var live = [Bool](repeating: false, count: flow.screens.count)
    for (position, screen) in flow.screens.enumerated() where screen.childFlow == nil {
      var read: Set<String> = []
      for input in screen.inputs {
        for name in input.value.contextReads.map(\.name) where assigned.contains(name) {
          read.insert(name)
        }
      }
      for name in read { readers[name, default: []].append(position) }
      live[position] = !read.isEmpty
    }
    self.readers = readers
    self.live = live
    let secrets = Secrets(
      inputs: Set(flow.inputs.filter(\.isSensitive).map(\.name)),
      context: Set(flow.context.filter(\.isSensitive).map(\.name)),
      environment: sensitiveEnvironment)
    self.sensitiveInputs = flow.screens.map { screen in
      screen.childFlow == nil ? screen.inputs.map { secrets.isRead(by: $0.value) } : []
    }
  }

  /// Whether the screen at `position` of the flow's screens is live.
  public func isLive(_ position: Int) -> Bool { live[position] }

  /// The positions of the live screens whose inputs read context field `field`, ascending (empty
  /// when no transition sets it or no screen reads it).
  public func readers(of field: String) -> [Int] { readers[field] ?? [] }

  /// Whether input `index` of the view screen at `position` reads a sensitive input, context
  /// field or environment value: an `update`, and wherever the runner shows a screen's inputs,
  /// show it as `Field.placeholder`, live screen or not. A screen's input
  /// declares no field of its own, so what it reads decides, as `sensitive-value-exposed` does
  /// for the destinations that are declared.
  public func isSensitive(input index: Int, ofScreen position: Int) -> Bool {
    sensitiveInputs[position].indices.contains(index) && sensitiveInputs[position][index]
  }

  /// The sensitive names an expression of `flow` may read.
  private struct Secrets {
    var inputs: Set<String>
    var context: Set<String>
    var environment: Set<String>

    func isRead(by expression: TypedExpression) -> Bool {
      var found = false
      expression.forEachNode { node in
        switch node.kind {
        case .input(let name): found = found || inputs.contains(name)
        case .context(let name): found = found || context.contains(name)
        case .environment(let name): found = found || environment.contains(name)
        default: break
        }
      }
      return found
    }
  }
}

extension ValidatedModule {
  /// The environment values some flow declares `sensitive: true`: sensitive in every flow, as an
  /// environment value's type is the same in every flow.
  public var sensitiveEnvironment: Set<String> {
    Set(flows.flatMap { $0.environment.filter(\.isSensitive).map(\.name) })
  }
}
