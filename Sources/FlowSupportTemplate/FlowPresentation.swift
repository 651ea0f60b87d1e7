// How a flow's present shows its stack.
// A part of the runtime every generated module carries in its FlowSupport.swift: this folder is
// compiled and linted as real Swift; FlowSpec holds it as text (SupportFile+Templates.swift,
// kept equal to these files by RuntimeTemplateTests).
// `public` marks the API, which `flowc generate --access` turns into the level asked for.

import Foundation

/// A modal presentation style, as a flow's `present` names it.
public enum FlowPresentationStyle: String, Sendable, Equatable {
  /// The system's sheet (UIKit's `.automatic`).
  case sheet
  /// `.pageSheet`.
  case pageSheet
  /// `.formSheet`.
  case formSheet
  /// `.fullScreen`: the user cannot swipe it away.
  case fullScreen
  /// `.overFullScreen`: the user cannot swipe it away.
  case overFullScreen
  /// `.popover`.
  case popover
}

/// A height a sheet rests at.
public enum FlowSheetDetent: String, Sendable, Equatable {
  /// About half the screen.
  case medium
  /// The full sheet.
  case large
}

/// How a flow's `present` shows its stack: the modal style, a sheet's detents, and whether
/// the user may swipe it away (docs/language.md, "Presentation").
public struct FlowPresentation: Sendable, Equatable {
  /// The style.
  public let style: FlowPresentationStyle
  /// A sheet's detents; empty for the system's default (large only).
  public let detents: [FlowSheetDetent]
  /// Whether the user may swipe the stack away (false: `isModalInPresentation`).
  public let allowsSwipe: Bool

  /// Creates a presentation.
  public init(style: FlowPresentationStyle, detents: [FlowSheetDetent], allowsSwipe: Bool) {
    self.style = style
    self.detents = detents
    self.allowsSwipe = allowsSwipe
  }

  /// `present: S`: the system's sheet at its default detent, swipe allowed.
  public static let standard = FlowPresentation(style: .sheet, detents: [], allowsSwipe: true)

  /// What differs from `standard`, as the flow writes it (the record's words, as in `flowc run`).
  var written: String {
    // Switches, not `!=`: its overloads cost the support file's compile.
    var parts: [String] = []
    switch style {
    case .sheet: break
    default: parts.append("style: " + style.rawValue)
    }
    if !detents.isEmpty {
      parts.append(flowText("detents: [", detents.map(\.rawValue).joined(separator: ", "), "]"))
    }
    switch style {
    case .fullScreen, .overFullScreen: break
    default: if !allowsSwipe { parts.append("swipeToDismiss: false") }
    }
    return parts.joined(separator: ", ")
  }
}

extension FlowNavigator {
  /// A navigator that does not know presentations presents every stack the same way.
  public func present(_ screen: AnyObject, as presentation: FlowPresentation) {
    present(screen)
  }
}

#if canImport(UIKit)
  import UIKit

  extension FlowPresentation {
    /// Sets up `controller` to be presented from `presenter` the way this presentation says:
    /// its `modalPresentationStyle`, its sheet's detents, `isModalInPresentation` (no swipe), and
    /// for a popover without a source of its own, the middle of the presenter's view. Call it
    /// before `present(_:animated:completion:)`.
    @MainActor
    public func apply(to controller: UIViewController, presentedFrom presenter: UIViewController) {
      switch style {
      case .sheet: controller.modalPresentationStyle = .automatic
      case .pageSheet: controller.modalPresentationStyle = .pageSheet
      case .formSheet: controller.modalPresentationStyle = .formSheet
      case .fullScreen: controller.modalPresentationStyle = .fullScreen
      case .overFullScreen: controller.modalPresentationStyle = .overFullScreen
      case .popover: controller.modalPresentationStyle = .popover
      }
      controller.isModalInPresentation = !allowsSwipe
      if !detents.isEmpty, let sheet = controller.sheetPresentationController {
        sheet.detents = detents.map { $0 == .medium ? .medium() : .large() }
      }
      if style == .popover, let popover = controller.popoverPresentationController,
        popover.sourceView == nil
      {
        let bounds = presenter.view.bounds
        popover.sourceView = presenter.view
        popover.sourceRect = CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        popover.permittedArrowDirections = []
      }
    }
  }
#endif
