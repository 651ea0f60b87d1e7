import Foundation

/// An alert or action sheet a screen presents on its own.
///
/// Modelled: it is presented like any view controller (so a flow's present on the same
/// context is refused while it is up), cannot be swiped away, and a tap on one of its buttons
/// (`UIKitModel.tap`) dismisses it and runs the action's handler once the dismissal has ended.
@MainActor open class UIAlertController: UIViewController {
  /// Its two styles.
  public enum Style: Int, Sendable {
    /// A sheet of actions from the bottom of the screen.
    case actionSheet = 0
    /// A modal alert.
    case alert = 1
  }

  /// Its buttons, in the order added.
  public private(set) var actions: [UIAlertAction] = []
  /// Its style.
  public private(set) var preferredStyle = Style.alert
  /// Its message.
  open var message: String?

  /// Creates an alert.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
    modalPresentationStyle = .custom
  }

  /// Adds a button.
  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  func userTap(_ title: String) -> Bool {
    guard let action = actions.first(where: { $0.title == title }), let context = presenter,
      phase == .settled, presented == nil, UIKitModel.presentationTransitions == 0
    else { return false }
    context.beginDismissal(of: self, animated: true, interactive: false) {
      action.handler?(action)
    }
    return true
  }
}

/// A button of an alert.
@MainActor open class UIAlertAction: NSObject {
  /// Its three styles.
  public enum Style: Int, Sendable {
    /// A plain button.
    case `default` = 0
    /// The button that cancels.
    case cancel = 1
    /// A button that destroys data.
    case destructive = 2
  }

  /// Its title.
  public let title: String?
  /// Its style.
  public let style: Style
  let handler: ((UIAlertAction) -> Void)?

  /// Creates a button that runs `handler` when tapped.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }
}
