// What the presentation sample in docs/adopting-generated-code.md leaves to the app: its order
// type and its services. Compiled with the sample and the generated code of Examples/OrderDetail
// by DocSampleTests.

import UIKit

/// An order, as the app's model has it.
struct Order: CustomStringConvertible {
  var number: String
  var description: String { number }
}

/// Performs refunds.
@MainActor
final class RefundService {
  static let shared = RefundService()
  func refund(_ order: Order, amount: Double, reason: String) {}
}

/// Notes what managers do with orders.
@MainActor
final class AuditTrail {
  static let shared = AuditTrail()
  func note(_ what: String, order: Order) {}
}
