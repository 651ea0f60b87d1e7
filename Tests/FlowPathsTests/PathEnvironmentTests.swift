import FlowPaths
import FlowRunner
import FlowSpec
import Testing

/// A planned script gives the environment values the flows it runs read, and no others.
@Suite("Paths: the environment a script gives")
struct PathEnvironmentTests {
  /// `Home` reads `isPad` in a guard; its child `Settings` reads `theme`; `Other`, a root flow of
  /// its own, reads `region`.
  static let module = """
    flow: Home
    environment:
      isPad: Bool
    start: home
    screens:
      home:
        view: HomeViewController
        events:
          open: {}
          about: {}
        on:
          open:
            - when: isPad
              present: settings
            - push: settings
          about: info
      info:
        view: InfoViewController
      settings:
        flow: Settings
        on:
          done: stay

    """

  static let settings = """
    flow: Settings
    types:
      Theme: [light, dark]
    environment:
      theme: Theme
    results:
      done: {}
    start:
      - when: theme == .dark
        to: dark
      - to: light
    screens:
      dark:
        view: DarkViewController
        events:
          close: {}
        on:
          close: { finish: done }
      light:
        view: LightViewController
        events:
          close: {}
        on:
          close: { finish: done }

    """

  static let other = """
    flow: Other
    environment:
      region: String
    start: other
    screens:
      other:
        view: OtherViewController
        events:
          go: {}
        on:
          go:
            - when: region == 'eu'
              push: eu
            - push: world
      eu:
        view: EUViewController
      world:
        view: WorldViewController

    """

  /// The names of the `:env` lines of `script`.
  static func answered(_ script: String) -> Set<String> {
    Set(
      script.split(separator: "\n").filter { $0.hasPrefix(":env ") }.map {
        String($0.dropFirst(5).prefix { $0 != "=" })
      })
  }

  @Test(arguments: PathStrategy.allCases)
  func aScriptGivesWhatItsFlowsRead(strategy: PathStrategy) throws {
    let module = try PathFixtures.module(Self.module, Self.settings, Self.other)
    let paths = try PathPlanner.plan(module, strategy: strategy)
    #expect(!paths.isEmpty)
    let (_, failure) = PathFixtures.coverage(of: paths, in: module)
    #expect(failure == nil)
    for path in paths {
      let answered = Self.answered(path.script)
      #expect(Set(path.environment.map(\.name)).isSubset(of: answered))
      if path.flow == "Other" {
        #expect(answered == ["region"], "\(path.script)")
      } else if path.script.contains("expect screen Settings.") {
        #expect(answered == ["isPad", "theme"], "\(path.script)")
      } else {
        #expect(answered == ["isPad"], "\(path.script)")
      }
    }
  }

  @Test func aChildPlannedOnItsOwnGivesOnlyItsOwn() throws {
    let module = try PathFixtures.module(Self.module, Self.settings, Self.other)
    let paths = try PathPlanner.plan(module, flow: "Settings", strategy: .transitions)
    #expect(!paths.isEmpty)
    for path in paths { #expect(Self.answered(path.script) == ["theme"], "\(path.script)") }
  }
}
