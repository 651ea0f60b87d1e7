/// How the planner's searches for the nearest goal went, for the tests: how many first searches
/// ran and how many of them found nothing, handing over to the searches bounded by depth.
final class SearchCounts {
  var first = 0
  /// How many of the first searches stopped at a move of their source, found without a tree
  /// (`SearchTree.firstMove`).
  var firstMoves = 0
  var handedOver = 0
}
