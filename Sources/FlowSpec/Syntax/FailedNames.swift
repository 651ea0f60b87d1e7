/// Names whose declaration failed: an error was reported where they are declared (a field whose
/// type is malformed, a name of the wrong case, a section that is not a map). Later uses of such a
/// name are not reported again, so one mistake gives one error.
///
/// A name recorded here never makes a module valid: the error that recorded it is reported.
public struct FailedNames: Sendable, Equatable {
  /// The names, as written (an invalid name keeps its text: `Name` for a field written `Name:`);
  /// nil while there are none, so that copying an empty set costs nothing.
  private var storage: Set<String>?
  /// True when the whole section failed (not a map): any name of it counts as failed.
  public private(set) var isWhole = false

  /// No failed names.
  public init() {}

  /// The names recorded one by one.
  public var names: Set<String> { storage ?? [] }

  /// True when nothing failed.
  public var isEmpty: Bool { storage == nil && !isWhole }

  /// True when `name` failed to declare, or its whole section did.
  public func contains(_ name: String) -> Bool {
    isWhole || storage?.contains(name) == true
  }

  /// Records one failed name.
  mutating func insert(_ name: String) {
    if storage == nil { storage = [] }
    storage?.insert(name)
  }

  /// Records that the whole section failed.
  mutating func insertWhole() { isWhole = true }
}

/// The flow-level names whose declaration failed, by namespace.
public struct FailedDeclarations: Sendable, Equatable {
  /// Inputs, context fields and environment values (one namespace, as expressions see them).
  public var values = FailedNames()
  /// Screens.
  public var screens = FailedNames()
  /// Actions.
  public var actions = FailedNames()
  /// Results.
  public var results = FailedNames()
  /// True when a choice of a start list failed to decode: the list is incomplete, so it is not
  /// checked for choices that may all fail.
  public var isStartIncomplete = false

  /// Nothing failed.
  public init() {}
}
