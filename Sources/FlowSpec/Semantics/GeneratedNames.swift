// Recorded by GeneratedNameTableTests from the code flowc generates; do not edit. After a
// generator change, re-record it: `FLOWC_RECORD=1 swift test --filter GeneratedNameTable`.

/// The names the generated Swift declares or uses, by the scope where a module's own name
/// would meet them, each with why it is reserved (see `GeneratedNameCheck`).
enum GeneratedNames {
  /// Uppercase names used unqualified or declared: no enum or app type may take them.
  static let typeNames: [String: String] = [
    "Actions": "a type every coordinator declares",
    "AnyObject": "a name FlowSupport.swift uses",
    "Bool": "a name FlowSupport.swift uses",
    "CaseIterable": "a name FlowSupport.swift uses",
    "Children": "a type every coordinator declares",
    "CustomStringConvertible": "a name FlowSupport.swift uses",
    "Date": "a name FlowSupport.swift uses",
    "Double": "a name FlowSupport.swift uses",
    "Entry": "a type FlowSupport.swift declares",
    "Equatable": "a name FlowSupport.swift uses",
    "Facts": "a type every coordinator declares",
    "FlowField": "a type FlowSupport.swift declares",
    "FlowFrame": "a type FlowSupport.swift declares",
    "FlowIgnoredReason": "a type FlowSupport.swift declares",
    "FlowNavigation": "a type FlowSupport.swift declares",
    "FlowNavigator": "a type FlowSupport.swift declares",
    "FlowObserver": "a type FlowSupport.swift declares",
    "FlowRecord": "a type FlowSupport.swift declares",
    "FlowScriptDriver": "a type FlowScriptDriver.swift declares",
    "FlowScriptNavigator": "a type FlowScriptDriver.swift declares",
    "FlowScriptScreen": "a type FlowScriptDriver.swift declares",
    "FlowScriptValue": "a type FlowScriptDriver.swift declares",
    "FlowSession": "a type FlowSupport.swift declares",
    "FlowValue": "a type FlowSupport.swift declares",
    "Foundation": "a name FlowSupport.swift uses",
    "ISO8601DateFormatter": "a name FlowSupport.swift uses",
    "Inputs": "a type every coordinator declares",
    "Int": "a name FlowSupport.swift uses",
    "MainActor": "a name FlowSupport.swift uses",
    "NSObject": "a name FlowSupport.swift uses",
    "ObjectIdentifier": "a name FlowSupport.swift uses",
    "Optional": "a name FlowScriptDriver.swift uses",
    "Outcome": "a type every coordinator declares",
    "Placement": "a type FlowSupport.swift declares",
    "Screens": "a type every coordinator declares",
    "Sendable": "a name FlowSupport.swift uses",
    "Stack": "a type FlowSupport.swift declares",
    "String": "a name FlowSupport.swift uses",
    "T": "a name FlowSupport.swift uses",
    "UIAdaptivePresentationControllerDelegate": "a name FlowSupport.swift uses",
    "UIKit": "a name FlowSupport.swift uses",
    "UIKitFlowNavigator": "a type FlowSupport.swift declares",
    "UINavigationController": "a name FlowSupport.swift uses",
    "UINavigationControllerDelegate": "a name FlowSupport.swift uses",
    "UIPresentationController": "a name FlowSupport.swift uses",
    "UIViewController": "a name FlowSupport.swift uses",
    "URL": "a name FlowSupport.swift uses",
    "Unicode": "a name FlowSupport.swift uses",
    "Void": "a name FlowSupport.swift uses",
  ]

  /// The members `FlowScriptDriver` declares: no environment value or action may take them.
  static let driverMemberNames: [String: String] = [
    "answer": "a member FlowScriptDriver declares",
    "back": "a member FlowScriptDriver declares",
    "environment": "a member FlowScriptDriver declares",
    "environmentText": "a member FlowScriptDriver declares",
    "flowDidRecord": "a member FlowScriptDriver declares",
    "records": "a member FlowScriptDriver declares",
    "root": "a member FlowScriptDriver declares",
    "send": "a member FlowScriptDriver declares",
    "session": "a member FlowScriptDriver declares",
    "swipe": "a member FlowScriptDriver declares",
  ]

  /// The names `FlowScriptDriver`'s code uses unqualified, and the functions it sees: no
  /// environment value, action or screen input (a parameter there) may take them.
  static let driverScopeNames: [String: String] = [
    "environmentText": "a name FlowScriptDriver uses unqualified",
    "fatalError": "a name FlowScriptDriver uses unqualified",
    "flowIsUnsafe": "a function FlowSupport.swift declares",
    "flowParseArray": "a function FlowScriptDriver.swift declares",
    "flowParseBool": "a name FlowScriptDriver uses unqualified",
    "flowParseDate": "a function FlowScriptDriver.swift declares",
    "flowParseDouble": "a function FlowScriptDriver.swift declares",
    "flowParseInt": "a function FlowScriptDriver.swift declares",
    "flowParseOptional": "a function FlowScriptDriver.swift declares",
    "flowParseString": "a name FlowScriptDriver uses unqualified",
    "flowParseURL": "a function FlowScriptDriver.swift declares",
    "flowQuoted": "a function FlowSupport.swift declares",
    "flowValue": "a function FlowSupport.swift declares",
    "records": "a name FlowScriptDriver uses unqualified",
    "root": "a name FlowScriptDriver uses unqualified",
  ]
}
