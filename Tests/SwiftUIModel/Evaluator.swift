import UIKit

/// A view the model turns into nodes itself: SwiftUI's primitive views and modifiers.
@MainActor protocol PrimitiveView {
  func nodes(in context: EvaluationContext) -> [SwiftUIModel.Node]
}

/// Where a view is evaluated: its environment and its place in the tree.
@MainActor struct EvaluationContext {
  let evaluator: Evaluator
  var environment: EnvironmentValues
  /// The path from the root, used as the view's identity (for its state and presentations).
  var position: String

  func child(_ step: String) -> EvaluationContext {
    var context = self
    context.position += "/" + step
    return context
  }

  func with(dismiss: @escaping @MainActor () -> Void, at step: String) -> EvaluationContext {
    var context = child(step)
    context.environment.dismissAction = DismissAction(dismiss)
    return context
  }

  func nodes(_ view: any View, _ step: String) -> [SwiftUIModel.Node] {
    evaluator.nodes(view, child(step))
  }
}

/// Evaluates views as SwiftUI's graph would: a view's body until primitives, with its
/// environment and state installed first. It keeps state and representables' controllers by
/// position from one evaluation to the next, and forgets them (dismantling the controllers)
/// when their view has left the tree, as SwiftUI ends a view's lifetime.
@MainActor final class Evaluator {
  /// A representable's controller, with what SwiftUI keeps to update and dismantle it.
  struct Represented {
    let controller: UIViewController
    let coordinator: Any
    let dismantle: () -> Void
  }

  private var stateCells: [String: AnyObject] = [:]
  private var controllers: [String: Represented] = [:]
  /// The state and controllers reached by the evaluation in progress.
  private var reached: Set<String> = []
  /// The binding write the model made last, for `repeatLastWrite()`.
  var lastWrite: (() -> Void)?
  /// The selected tab of each tab view without a selection binding, by position.
  var tabSelections: [String: Int] = [:]

  /// Evaluates the whole tree from `root`, then forgets the state and dismantles the
  /// controllers of the views no longer in it.
  func evaluate(_ root: any View) -> [SwiftUIModel.Node] {
    reached = []
    let nodes = nodes(
      root, EvaluationContext(evaluator: self, environment: EnvironmentValues(), position: ""))
    stateCells = stateCells.filter { reached.contains($0.key) }
    for (key, represented) in controllers.sorted(by: { $0.key < $1.key })
    where !reached.contains(key) {
      controllers[key] = nil
      represented.dismantle()
    }
    return nodes
  }

  func nodes(_ view: any View, _ context: EvaluationContext) -> [SwiftUIModel.Node] {
    if let primitive = view as? any PrimitiveView {
      return primitive.nodes(in: context)
    }
    install(view, context)
    if let representable = view as? any UIViewControllerRepresentable {
      return [.controller(controller(for: representable, context))]
    }
    return nodes(view.body, context.child(String(describing: type(of: view))))
  }

  /// Gives `view`'s `@Environment` fields the context's values and its `@State` fields the
  /// cells of the view last evaluated at the same place, as SwiftUI does before `body`.
  private func install(_ view: any View, _ context: EvaluationContext) {
    for (index, child) in Mirror(reflecting: view).children.enumerated() {
      if let environment = child.value as? any EnvironmentInstallable {
        environment.install(context.environment)
      }
      if let state = child.value as? any StateInstallable {
        let key = "\(context.position)/\(type(of: view)).\(child.label ?? String(index))"
        reached.insert(key)
        if let kept = stateCells[key], type(of: kept) == type(of: state.box.cell) {
          state.box.cell = kept
        } else {
          stateCells[key] = state.box.cell
        }
      }
    }
  }

  private func controller<R: UIViewControllerRepresentable>(
    for representable: R, _ context: EvaluationContext
  ) -> UIViewController {
    reached.insert(context.position)
    if let kept = controllers[context.position],
      let controller = kept.controller as? R.UIViewControllerType,
      let coordinator = kept.coordinator as? R.Coordinator
    {
      representable.updateUIViewController(
        controller,
        context: R.Context(coordinator: coordinator, environment: context.environment))
      return controller
    }
    let coordinator = representable.makeCoordinator()
    let made = representable.makeUIViewController(
      context: R.Context(coordinator: coordinator, environment: context.environment))
    controllers[context.position] = Represented(
      controller: made, coordinator: coordinator,
      dismantle: { R.dismantleUIViewController(made, coordinator: coordinator) })
    representable.updateUIViewController(
      made, context: R.Context(coordinator: coordinator, environment: context.environment))
    return made
  }

  /// Makes a binding write as SwiftUI would, remembering it.
  func write(_ write: @escaping () -> Void) {
    lastWrite = write
    write()
  }
}
