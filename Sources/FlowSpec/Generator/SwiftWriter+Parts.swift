// The parts of a line are written through fixed-arity overloads, not a parameter pack: Swift
// 6.3 specializes a pack's function for its types but still copies each part through its value
// witnesses (a call and a reference count a part), where these overloads compile to direct code.

extension UTF8Buffer {
  /// Appends the part.
  mutating func append<A: SwiftFragment>(parts a: A) {
    a.write(to: &self)
  }

  /// Appends the 2 parts in order.
  mutating func append<A: SwiftFragment, B: SwiftFragment>(parts a: A, _ b: B) {
    a.write(to: &self)
    b.write(to: &self)
  }

  /// Appends the 3 parts in order.
  mutating func append<A: SwiftFragment, B: SwiftFragment, C: SwiftFragment>(
    parts a: A, _ b: B, _ c: C
  ) {
    a.write(to: &self)
    b.write(to: &self)
    c.write(to: &self)
  }

  /// Appends the 4 parts in order.
  mutating func append<A: SwiftFragment, B: SwiftFragment, C: SwiftFragment, D: SwiftFragment>(
    parts a: A, _ b: B, _ c: C, _ d: D
  ) {
    a.write(to: &self)
    b.write(to: &self)
    c.write(to: &self)
    d.write(to: &self)
  }

  /// Appends the 5 parts in order.
  mutating func append<
    A: SwiftFragment, B: SwiftFragment, C: SwiftFragment, D: SwiftFragment, E: SwiftFragment
  >(parts a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
    a.write(to: &self)
    b.write(to: &self)
    c.write(to: &self)
    d.write(to: &self)
    e.write(to: &self)
  }

  /// Appends the 6 parts in order.
  mutating func append<
    A: SwiftFragment, B: SwiftFragment, C: SwiftFragment, D: SwiftFragment, E: SwiftFragment,
    F: SwiftFragment
  >(parts a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
    a.write(to: &self)
    b.write(to: &self)
    c.write(to: &self)
    d.write(to: &self)
    e.write(to: &self)
    f.write(to: &self)
  }

  /// Appends the 7 parts in order.
  mutating func append<
    A: SwiftFragment, B: SwiftFragment, C: SwiftFragment, D: SwiftFragment, E: SwiftFragment,
    F: SwiftFragment, G: SwiftFragment
  >(parts a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
    a.write(to: &self)
    b.write(to: &self)
    c.write(to: &self)
    d.write(to: &self)
    e.write(to: &self)
    f.write(to: &self)
    g.write(to: &self)
  }

  /// Appends the 8 parts in order.
  mutating func append<
    A: SwiftFragment, B: SwiftFragment, C: SwiftFragment, D: SwiftFragment, E: SwiftFragment,
    F: SwiftFragment, G: SwiftFragment, H: SwiftFragment
  >(parts a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
    a.write(to: &self)
    b.write(to: &self)
    c.write(to: &self)
    d.write(to: &self)
    e.write(to: &self)
    f.write(to: &self)
    g.write(to: &self)
    h.write(to: &self)
  }
}

extension SwiftWriter {
  /// Appends one line of the part: `line(_:)` for a name, type or expression.
  mutating func line<A: SwiftFragment>(parts a: A) {
    line { text in text.append(parts: a) }
  }

  /// Appends one line joining the 2 parts: `w.line(parts: "case ", event.name)`.
  mutating func line<A: SwiftFragment, B: SwiftFragment>(parts a: A, _ b: B) {
    line { text in text.append(parts: a, b) }
  }

  /// Appends one line joining the 3 parts: `w.line(parts: "case ", event.name)`.
  mutating func line<A: SwiftFragment, B: SwiftFragment, C: SwiftFragment>(
    parts a: A, _ b: B, _ c: C
  ) {
    line { text in text.append(parts: a, b, c) }
  }

  /// Appends one line joining the 4 parts: `w.line(parts: "case ", event.name)`.
  mutating func line<A: SwiftFragment, B: SwiftFragment, C: SwiftFragment, D: SwiftFragment>(
    parts a: A, _ b: B, _ c: C, _ d: D
  ) {
    line { text in text.append(parts: a, b, c, d) }
  }

  /// Appends one line joining the 5 parts: `w.line(parts: "case ", event.name)`.
  mutating func line<
    A: SwiftFragment, B: SwiftFragment, C: SwiftFragment, D: SwiftFragment, E: SwiftFragment
  >(parts a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
    line { text in text.append(parts: a, b, c, d, e) }
  }

  /// Appends one line joining the 6 parts: `w.line(parts: "case ", event.name)`.
  mutating func line<
    A: SwiftFragment, B: SwiftFragment, C: SwiftFragment, D: SwiftFragment, E: SwiftFragment,
    F: SwiftFragment
  >(parts a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
    line { text in text.append(parts: a, b, c, d, e, f) }
  }

  /// Appends one line joining the 7 parts: `w.line(parts: "case ", event.name)`.
  mutating func line<
    A: SwiftFragment, B: SwiftFragment, C: SwiftFragment, D: SwiftFragment, E: SwiftFragment,
    F: SwiftFragment, G: SwiftFragment
  >(parts a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
    line { text in text.append(parts: a, b, c, d, e, f, g) }
  }

  /// Appends one line joining the 8 parts: `w.line(parts: "case ", event.name)`.
  mutating func line<
    A: SwiftFragment, B: SwiftFragment, C: SwiftFragment, D: SwiftFragment, E: SwiftFragment,
    F: SwiftFragment, G: SwiftFragment, H: SwiftFragment
  >(parts a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
    line { text in text.append(parts: a, b, c, d, e, f, g, h) }
  }
}
