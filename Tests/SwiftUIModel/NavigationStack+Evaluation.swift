extension NavigationStack: PrimitiveView {
  /// The root, then each path value through the first destination for its type declared so far
  /// (SwiftUI uses "the destination declared closest to the root view of the stack"); a value
  /// without one shows nothing and is a warning, as SwiftUI logs.
  @MainActor func nodes(in context: EvaluationContext) -> [SwiftUIModel.Node] {
    let path = elements?() ?? []
    let rootNodes = context.nodes(root, "root")
    var destinations: [ObjectIdentifier: SwiftUIModel.Destination] = [:]
    func declare(_ nodes: [SwiftUIModel.Node]) {
      for case .destination(let destination) in SwiftUIModel.flatten(nodes) {
        let key = ObjectIdentifier(destination.dataType)
        if destinations[key] == nil {
          destinations[key] = destination
        } else {
          SwiftUIModel.warn(
            "A navigationDestination for \(destination.dataType) was declared earlier on the"
              + " stack. Only the destination declared closest to the root view of the stack"
              + " will be used.")
        }
      }
    }
    declare(rootNodes)
    var screens = [SwiftUIModel.Screen(value: nil, nodes: rootNodes)]
    for (index, value) in path.enumerated() {
      guard let destination = destinations[ObjectIdentifier(type(of: value.base))],
        let view = destination.make(value)
      else {
        SwiftUIModel.warn(
          "A NavigationLink is presenting a value of type \(type(of: value.base)) but there is"
            + " no matching navigationDestination declaration visible from the location of the"
            + " link.")
        screens.append(SwiftUIModel.Screen(value: value, nodes: []))
        continue
      }
      let pushed = context.with(dismiss: pop(to: index, value, context), at: "\(index)=\(value)")
      let nodes = context.evaluator.nodes(view, pushed)
      declare(nodes)
      screens.append(SwiftUIModel.Screen(value: value, nodes: nodes))
    }
    let stack = SwiftUIModel.Stack(
      position: context.position, path: path, screens: screens, truncation: truncation)
    return [.stack(stack)]
  }

  /// `dismiss` in the view pushed at `index`: the path without it and what is above it, if it
  /// is still on the path.
  @MainActor private func pop(
    to index: Int, _ value: AnyHashable, _ context: EvaluationContext
  ) -> @MainActor () -> Void {
    let elements = self.elements
    let truncation = self.truncation
    let evaluator = context.evaluator
    return {
      guard let elements, let truncation else { return }
      let path = elements()
      guard path.count > index, path[index] == value else { return }
      evaluator.write(truncation(index))
    }
  }
}
