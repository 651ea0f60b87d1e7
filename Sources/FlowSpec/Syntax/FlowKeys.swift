/// The keys each kind of mapping in a flow file accepts: the lists the decoder checks keys
/// against (an unknown key is an error there), for editors that complete keys.
public enum FlowKeys {
  /// The keys of a flow file's top-level mapping.
  public static var flow: [String] { FlowDecoder.topLevelKeys }
  /// The keys of a screen.
  public static var screen: [String] { FlowDecoder.screenKeys }
  /// The keys of a transition (under an event of `on`).
  public static var transition: [String] { FlowDecoder.transitionKeys }
  /// The keys of a transition that say where it goes; a transition has at most one.
  public static var navigation: [String] { FlowDecoder.navigationKeys }
  /// The keys of a `present` written as a mapping.
  public static var present: [String] { FlowDecoder.presentKeys }
  /// The keys of an input or environment value written as a mapping.
  public static var field: [String] { FlowDecoder.fieldSpecKeys }
  /// The keys of a context field written as a mapping.
  public static var contextField: [String] { FlowDecoder.contextFieldKeys }
  /// The keys of a `{when, to}` choice of `start`.
  public static var startChoice: [String] { FlowDecoder.startChoiceKeys }
  /// The transitions written as a single word (`cancel: back`).
  public static var shorthands: [String] { FlowDecoder.shorthands }
}
