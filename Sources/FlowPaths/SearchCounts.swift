/// How the planner's searches for the nearest goal went, for the tests: how many first searches
/// ran and how many of them found nothing, handing over to the searches bounded by depth.
final class SearchCounts {
  var first = 0
  var handedOver = 0
}
