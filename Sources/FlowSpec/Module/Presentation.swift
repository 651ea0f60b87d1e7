/// How a `present` shows its stack: the style, a sheet's detents, and whether the user may swipe
/// it away (docs/language.md#presentation).
public struct Presentation: Sendable, Equatable {
  /// The modal presentation style (UIKit's `UIModalPresentationStyle`).
  public enum Style: String, Sendable, Equatable, CaseIterable {
    /// The system's sheet (`.automatic`): a page sheet on current systems. The default.
    case sheet
    /// `.pageSheet`.
    case pageSheet
    /// `.formSheet`.
    case formSheet
    /// `.fullScreen`: covers the screen; the user cannot swipe it away.
    case fullScreen
    /// `.overFullScreen`: covers the screen, the presenter stays visible below; no swipe.
    case overFullScreen
    /// `.popover`: a popover on a regular width (dismissed by a tap outside), a sheet on a compact
    /// one.
    case popover

    /// Whether the style is a sheet, which has detents.
    public var isSheet: Bool { self == .sheet || self == .pageSheet || self == .formSheet }

    /// Whether the user can dismiss it at all (a swipe down, or a tap outside a popover).
    public var canBeSwiped: Bool { self != .fullScreen && self != .overFullScreen }
  }

  /// A height a sheet may rest at (UIKit's `UISheetPresentationController.Detent`).
  public enum Detent: String, Sendable, Equatable, CaseIterable {
    /// About half the screen.
    case medium
    /// The full sheet.
    case large
  }

  /// The style.
  public var style: Style
  /// The sheet's detents in the order written; empty for the system's default (large).
  public var detents: [Detent]
  /// Whether the user may swipe the stack away (false: UIKit's `isModalInPresentation`).
  public var allowsSwipe: Bool

  /// Creates a presentation; `allowsSwipe` defaults to what the style allows.
  public init(style: Style = .sheet, detents: [Detent] = [], allowsSwipe: Bool? = nil) {
    self.style = style
    self.detents = detents
    self.allowsSwipe = allowsSwipe ?? style.canBeSwiped
  }

  /// `present: S`: the system's sheet, its default detent, swipe allowed.
  public static let standard = Presentation()

  /// What differs from `standard`, as written in a flow: `style: pageSheet, detents: [medium,
  /// large], swipeToDismiss: false`; empty for `standard`. A style that cannot be swiped away
  /// does not repeat `swipeToDismiss: false`.
  public var written: String {
    var parts: [String] = []
    if style != .sheet { parts.append("style: \(style.rawValue)") }
    if !detents.isEmpty {
      parts.append("detents: [\(detents.map(\.rawValue).joined(separator: ", "))]")
    }
    if !allowsSwipe && style.canBeSwiped { parts.append("swipeToDismiss: false") }
    return parts.joined(separator: ", ")
  }
}
