/// The access level of the generated API (`flowc generate --access`): the coordinators, the
/// protocols the app implements, and the session's public face. The runtime's plumbing (how
/// coordinators register, show screens and record) stays internal at every level, so that app
/// code in another module cannot call it.
public enum GeneratedAccess: String, Sendable, CaseIterable {
  /// For coordinators compiled into the app's own module (the default).
  case `internal`
  /// For flows in a module of their own, used by the other modules of the same package.
  case `package`
  /// For flows in a library used from other packages.
  case `public`

  /// The modifier written before an API declaration: nothing for `internal`.
  var modifier: String { self == .internal ? "" : rawValue + " " }
}
