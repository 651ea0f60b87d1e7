/// The app type the Checkout flow names: public, because the flows' public API uses it.
public struct Cart: Sendable, CustomStringConvertible {
  /// The items, by name.
  public var items: [String]

  /// A cart of `items`.
  public init(items: [String]) {
    self.items = items
  }

  /// The cart as records show it.
  public var description: String { "Cart(\(items.count) items)" }
}
