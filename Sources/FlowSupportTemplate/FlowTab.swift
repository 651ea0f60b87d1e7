// The tabs of a tab container, as navigators see them.
// A part of the runtime every generated module carries in its FlowSupport.swift: this folder is
// compiled and linted as real Swift; FlowSpec holds it as text (SupportFile+Templates.swift,
// kept equal to these files by RuntimeTemplateTests).
// `public` marks the API, which `flowc generate --access` turns into the level asked for.

import Foundation

/// A tab of a tab container, as the navigator shows it.
public struct FlowTab: Sendable, Equatable {
  /// The tab's node in the container flow.
  public let name: String
  /// The title its tab bar item shows: the node's `title`, else its name.
  public let title: String
}

extension FlowNavigator {
  /// A navigator without a tab bar cannot show a tab container: starting one stops the
  /// program at once, with this message, rather than showing one tab as if it were the app.
  public func setTabs(_ tabs: [FlowTab]) {
    preconditionFailure(
      "\(Self.self) shows no tab bar: implement setTabs(_:) and selectTab(at:) to start a "
        + "tab container")
  }

  /// See `setTabs(_:)`: only a navigator that shows a tab bar has tabs to select.
  public func selectTab(at index: Int) {
    preconditionFailure("\(Self.self) shows no tab bar: it has no tab \(index) to select")
  }
}
