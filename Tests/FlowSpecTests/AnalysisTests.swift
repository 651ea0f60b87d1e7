import FlowSpec
import Testing

@Suite("Definite assignment")
struct DefiniteAssignmentTests {
  private let header = "context:\n  photo: Photo\n  note: String?\nresults:\n  done: {}\n"

  @Test func aFieldSetOnOnlyOneBranchIsReportedWithAPathThatSkipsIt() throws {
    let result = validate(
      flow(
        header: header,
        screens: """
            first:
              events:
                pick: { photo: Photo }
                skip: {}
              on:
                pick: { set: { photo: event.photo }, push: edit }
                skip: edit
            edit:
              inputs: { photo: photo }
              events:
                save: {}
              on:
                save: { finish: done }
          """))
    #expect(result.positions == ["17:22 unset-field"])
    let diagnostic = try #require(result.first(.unsetField))
    #expect(
      diagnostic.notes.map(\.message) == [
        "a path that leaves it unset: start --> first --skip--> edit"
      ])
  }

  @Test func aFieldSetOnEveryPathIsFineAndOptionalsNeedNoSet() {
    let result = validate(
      flow(
        header: header,
        screens: """
            first:
              events:
                pick: { photo: Photo }
                other: { photo: Photo }
              on:
                pick: { set: { photo: event.photo }, push: edit }
                other: { set: { photo: event.photo, note: "'x'" }, present: edit }
            edit:
              inputs: { photo: photo, note: note }
              events:
                save: {}
                again: {}
              on:
                save: { finish: done }
                again: edit
          """))
    #expect(result.codes == [])
  }

  @Test func readsInSetSeeTheContextBeforeTheTransitionButActionsSeeItAfter() {
    let result = validate(
      flow(
        header: header + "actions:\n  upload: { photo: Photo }\n",
        screens: """
            first:
              events:
                pick: { photo: Photo }
                keep: { photo: Photo }
              on:
                pick: { set: { photo: event.photo }, do: { upload: { photo: photo } }, finish: done }
                keep: { set: { photo: photo }, stay: true }
          """))
    #expect(
      result.positions == ["17:29 unset-field"], "the read in `set` of `keep`, not the one in `do`")
  }

  @Test func startCannotReadUnsetFields() {
    let result = validate(
      flow(
        header: "context:\n  flag: Bool\n",
        start: "[{ when: flag, to: first }, { to: first }]",
        screens:
          "  first:\n    events: { go: {} }\n    on: { go: { set: { flag: true }, stay: true } }\n")
    )
    #expect(result.codes.contains("unset-field"))
  }

  @Test func loopsConvergeAndSystemBackNeverUnsetsAField() {
    let result = validate(
      flow(
        header: header,
        screens: """
            first:
              events:
                pick: { photo: Photo }
              on:
                pick: { set: { photo: event.photo }, push: second }
            second:
              inputs: { photo: photo }
              events:
                next: {}
                done: {}
              on:
                next: third
                done: { finish: done }
            third:
              inputs: { photo: photo }
              events:
                again: {}
                up: {}
              on:
                again: second
                up: back
          """))
    #expect(result.codes == [])
  }
}

@Suite("Navigation legality")
struct NavigationAnalysisTests {
  private func codes(
    _ screens: String, start: String = "first", header: String = "results:\n  done: {}\n"
  )
    -> [String]
  {
    validate(flow(header: header, start: start, screens: screens)).diagnostics.sorted
      .filter { $0.severity == .error }.map(\.code.rawValue)
  }

  @Test func backIsLegalOnlyAbovePushedScreens() {
    #expect(
      codes(
        """
          first:
            events: { next: {}, quit: {} }
            on: { next: second, quit: { finish: done } }
          second:
            events: { up: {} }
            on: { up: back }
        """) == [])
    #expect(
      codes(
        """
          first:
            events: { next: {}, quit: {} }
            on: { next: { present: second }, quit: { finish: done } }
          second:
            events: { up: {} }
            on: { up: back }
        """) == ["illegal-back"])
  }

  @Test func dismissIsLegalAnywhereInAStackThisFlowPresented() {
    #expect(
      codes(
        """
          first:
            events: { open: {}, quit: {} }
            on: { open: { present: modal }, quit: { finish: done } }
          modal:
            events: { more: {} }
            on: { more: deeper }
          deeper:
            events: { close: {} }
            on: { close: dismiss }
        """) == [])
    #expect(
      codes(
        """
          first:
            events: { open: {}, push: {}, quit: {} }
            on: { open: { present: deeper }, push: deeper, quit: { finish: done } }
          deeper:
            events: { close: {} }
            on: { close: dismiss }
        """) == ["illegal-dismiss"])
  }

  /// A navigation diagnostic's note names the alternative (its number among the event's
  /// transitions and its guard), and the path's steps name theirs where an event has several
  /// (issue 32, item 7).
  @Test func theNoteNamesTheAlternativeAndItsGuard() throws {
    let result = validate(
      flow(
        header: "environment:\n  vip: Bool\nresults:\n  done: {}\n",
        screens: """
            first:
              events: { next: {}, quit: {} }
              on:
                next:
                  - when: vip
                    push: second
                  - push: third
                quit: { finish: done }
            second:
              events: { close: {} }
              on: { close: { finish: done } }
            third:
              events: { close: {} }
              on:
                close:
                  - when: "!vip"
                    finish: done
                  - dismiss: true
          """))
    #expect(result.codes == ["illegal-dismiss"])
    #expect(
      result.first(.illegalDismiss)?.notes.map(\.message) == [
        "transition 2 of `close` on `third`, on the path start --> first --next (transition 2)--> third"
      ])
    let guarded = validate(
      flow(
        header: "environment:\n  vip: Bool\nresults:\n  done: {}\n",
        screens: """
            first:
              events: { close: {} }
              on:
                close:
                  - when: vip
                    dismiss: true
                  - finish: done
          """))
    #expect(
      guarded.first(.illegalDismiss)?.notes.map(\.message) == [
        "transition 1 of `close` on `first` (when vip), on the path start --> first"
      ])
  }

  /// `close` is legal where the screen is pushed on some paths and a presented stack's root on
  /// the others, and `back` or `dismiss` there suggest it (issue 32, item 7).
  @Test func closeIsLegalWhereTheScreenIsPushedOrAPresentedRoot() throws {
    func result(_ navigation: String) -> FlowCompiler.Result {
      validate(
        flow(
          header: "results:\n  done: {}\n",
          screens: """
              first:
                events: { open: {}, next: {}, quit: {} }
                on: { open: { present: second }, next: second, quit: { finish: done } }
              second:
                events: { close: {} }
                on: { close: \(navigation) }
            """))
    }
    #expect(result("close").codes == [])
    #expect(result("{ close: true }").codes == [])
    let back = try #require(result("back").first(.illegalBack))
    #expect(
      back.message.hasSuffix(
        "use `close`: on every path it is pushed onto a screen of this flow or the root of a stack this flow presented"
      ))
    let dismiss = try #require(result("dismiss").first(.illegalDismiss))
    #expect(dismiss.message.hasSuffix("the root of a stack this flow presented"))
    // From the first screen, neither pop nor dismiss closes it.
    let first = validate(
      flow(
        header: "results:\n  done: {}\n",
        screens: """
            first:
              events: { close: {} }
              on: { close: close }
          """))
    #expect(first.codes == ["illegal-close"])
  }

  /// The fix a `back` or `dismiss` error suggests leaves the screen on every path (issue 32,
  /// item 6): `back` for a screen always pushed, `dismiss` for one always in a stack this flow
  /// presented, `finish` otherwise.
  @Test func theSuggestedFixLeavesTheScreenOnEveryPath() throws {
    func message(_ screens: String) throws -> String {
      let result = validate(flow(header: "results:\n  done: {}\n", screens: screens))
      return try #require(result.diagnostics.sorted.first).message
    }
    let pushed = try message(
      """
        first:
          events: { next: {}, quit: {} }
          on: { next: second, quit: { finish: done } }
        second:
          events: { close: {} }
          on: { close: dismiss }
      """)
    #expect(pushed.hasSuffix("use `back` to pop it: on every path this flow has a screen below it"))
    let presented = try message(
      """
        first:
          events: { open: {}, quit: {} }
          on: { open: { present: second }, quit: { finish: done } }
        second:
          events: { close: {} }
          on: { close: back }
      """)
    #expect(
      presented.hasSuffix("use `dismiss`: on every path it is in a stack this flow presented"))
    let both = try message(
      """
        first:
          events: { open: {}, next: {}, quit: {} }
          on: { open: { present: second }, next: second, quit: { finish: done } }
        second:
          events: { close: {} }
          on: { close: back }
      """)
    #expect(
      both.hasSuffix(
        "use `close`: on every path it is pushed onto a screen of this flow or the root of a stack this flow presented"
      ))
    let first = try message(
      """
        first:
          events: { close: {} }
          on: { close: back }
      """)
    #expect(first.hasSuffix("use `finish` to leave the flow"))
  }

  @Test func popToNeedsTheTargetOnEveryPathAndMayCrossModals() throws {
    #expect(
      codes(
        """
          first:
            events: { next: {}, quit: {} }
            on: { next: second, quit: { finish: done } }
          second:
            events: { open: {} }
            on: { open: { present: third } }
          third:
            events: { home: {} }
            on: { home: { popTo: first } }
        """) == [])
    let result = validate(
      flow(
        header: "results:\n  done: {}\n",
        screens: """
            first:
              events: { a: {}, b: {}, quit: {} }
              on: { a: second, b: { replace: third }, quit: { finish: done } }
            second:
              events: { next: {} }
              on: { next: third }
            third:
              events: { home: {} }
              on: { home: { popTo: second } }
          """))
    #expect(result.codes == ["illegal-pop-to"])
    #expect(
      result.first(.illegalPopTo)?.notes.first?.message
        == "transition 1 of `home` on `third`, on the path start --> first --b--> third")
  }

  @Test func aChildThatReplacedTheFlowsScreensMustBeFollowedByAScreen() {
    let child = """
      flow: Login
      results:
        ok: {}
        cancelled: {}
      start: form
      screens:
        form:
          events: { submit: {}, cancel: {} }
          on: { submit: { finish: ok }, cancel: { finish: cancelled } }
      """
    let parent = """
      flow: App
      start: login
      screens:
        login:
          flow: Login
          on:
            ok: { replace: home }
            cancelled: stay
        home:
          events: { logout: {} }
          on: { logout: { replace: login } }
      """
    #expect(validate(child, parent).codes == ["no-screen-shown"])
  }

  /// A presented flow whose first node is a child: after the child finishes, the stack
  /// presented for the flow is empty and stays (docs/semantics.md, "Finishing"). Validation
  /// accepts what shows a screen there or finishes, and refuses what would show nothing or leave
  /// a stack the flow did not present.
  @Test func aPresentedFlowsFirstChildMustBeFollowedByAScreenOrAFinish() {
    let child = """
      flow: Step
      results: { next: {} }
      start: only
      screens:
        only:
          events: { next: {} }
          on: { next: { finish: next } }
      """
    func codes(_ navigation: String) -> [String] {
      let presented = """
        flow: Sheet
        results: { closed: {} }
        start: first
        screens:
          first: { flow: Step, on: { next: \(navigation) } }
          second:
            events: { close: {} }
            on: { close: { finish: closed } }
        """
      let presenter = """
        flow: Home
        start: home
        screens:
          home:
            events: { open: {} }
            on: { open: { present: sheet } }
          sheet: { flow: Sheet, on: { closed: stay } }
        """
      return validate(child, presented, presenter).codes.filter { $0 != "unreachable-screen" }
    }
    #expect(codes("{ replace: second }") == [])
    #expect(codes("second") == [])
    #expect(codes("{ finish: closed }") == [])
    #expect(codes("stay") == ["no-screen-shown"])
    #expect(codes("{ present: second }") == ["no-screen-shown"])
    #expect(codes("back") == ["no-screen-shown"])
    #expect(codes("dismiss") == ["illegal-dismiss"])
    #expect(codes("{ popTo: second }") == ["illegal-pop-to"])
  }

  @Test func resultTransitionsRunFromTheScreenThatStartedTheChild() {
    let child = """
      flow: Picker
      results:
        picked: {}
      start: list
      screens:
        list:
          events: { choose: {} }
          on: { choose: { finish: picked } }
      """
    let parent = """
      flow: Main
      start: home
      screens:
        home:
          events: { pick: {}, open: {} }
          on: { pick: { present: picker }, open: detail }
        detail:
          events: { pick: {} }
          on: { pick: picker }
        picker:
          flow: Picker
          on:
            picked: back
      """
    // From `home` (the first screen) `back` is illegal; from `detail` it would be fine.
    let result = validate(child, parent)
    #expect(result.codes == ["illegal-back"])
    #expect(
      result.first(.illegalBack)?.notes.first?.message
        == "transition 1 of `picked` on `picker`, on the path start --> home --pick--> picker")
  }
}

@Suite("Guards")
struct GuardAnalysisTests {
  private let header =
    "types:\n  Role: [normal, vip, manager]\nenvironment:\n  role: Role\n  ok: Bool\n"

  private func result(_ on: String) -> FlowCompiler.Result {
    validate(
      flow(
        header: header,
        screens: """
            first:
              events: { go: {} }
              on:
                go:
          \(on)
            a:
              events: { next: {} }
              on: { next: b }
            b:
              events: { up: {} }
              on: { up: back }
          """))
  }

  @Test func comparingAnEnumWithEveryCaseIsExhaustive() {
    let r = result(
      """
              - { when: role == .normal, push: a }
              - { when: role == .vip || role == .manager, push: b }
      """)
    #expect(r.codes == [])
  }

  @Test func aListThatMayMatchNothingIsAWarning() {
    let r = result(
      """
              - { when: role == .normal, push: a }
              - { when: ok, push: b }
      """)
    #expect(r.codes == ["non-exhaustive-guards"])
    #expect(r.first(.nonExhaustiveGuards)?.severity == .warning)
  }

  @Test func alternativesAfterAnExhaustiveOneCanNeverBeChosen() {
    let r = result(
      """
              - { when: role == .normal, push: a }
              - { when: role == .normal, push: b }
              - { when: false, push: b }
              - push: a
              - push: b
      """)
    #expect(
      r.codes == ["unreachable-alternative", "unreachable-alternative", "unreachable-alternative"])
  }

  @Test func aStartListMustPickAScreen() {
    let r = validate(
      flow(
        header: header, start: "[{ when: ok, to: first }]",
        screens: "  first:\n    events: { go: {} }\n    on: { go: stay }\n"))
    #expect(r.codes.contains("non-exhaustive-start"))
  }
}

@Suite("Warnings and module checks")
struct ModuleChecksTests {
  @Test func unreachableDeadEndAndNeverFinishing() {
    let r = validate(
      flow(
        header: "results:\n  done: {}\n",
        screens: """
            first:
              events: { wait: {} }
              on: { wait: stay }
            lost:
              events: { go: {} }
              on: { go: { finish: done } }
          """))
    #expect(r.codes == ["never-finishes", "dead-end-screen", "unreachable-screen"])
    #expect(!r.diagnostics.hasErrors)
    #expect(r.module != nil, "warnings do not make a module invalid")
  }

  @Test func aPushedChildsFirstScreenCanBeLeftWithSystemBack() {
    let child = "flow: Info\nstart: page\nscreens:\n  page:\n    title: Read only\n"
    let parent = """
      flow: Main
      start: home
      screens:
        home:
          events: { info: {} }
          on: { info: info }
        info:
          flow: Info
      """
    #expect(validate(child, parent).codes == [])
  }

  @Test func aFlowDefinedTwiceNamesBothPlaces() throws {
    let text = flow("Same", screens: "  first:\n    title: x\n")
    let r = validate(text, text)
    let diagnostic = try #require(r.first(.duplicateDefinition))
    #expect(diagnostic.range.file == "B.flow.yaml")
    #expect(diagnostic.notes.first?.range?.file == "A.flow.yaml")
  }

  @Test func flowsThatOnlyStartEachOtherAreRecursive() {
    let a =
      "flow: Ping\nresults:\n  r: {}\nstart: pong\nscreens:\n  pong:\n    flow: Pong\n    on: { r: { finish: r } }\n"
    let b =
      "flow: Pong\nresults:\n  r: {}\nstart: ping\nscreens:\n  ping:\n    flow: Ping\n    on: { r: { finish: r } }\n"
    #expect(validate(a, b).codes == ["recursive-start", "recursive-start"])
  }

  @Test func enumsAreSharedAcrossTheModuleButMustAgree() {
    let a = flow("A", header: "types:\n  Role: [a, b]\n", screens: "  first:\n    title: x\n")
    let b = flow(
      "B", header: "environment:\n  role: Role\n",
      start: "[{ when: role == .a, to: first }, { to: first }]",
      screens: "  first:\n    title: x\n")
    let c = flow("C", header: "types:\n  Role: [a, c]\n", screens: "  first:\n    title: x\n")
    #expect(validate(a, b).diagnostics.hasErrors == false)
    #expect(validate(a, c).codes.contains("duplicate-definition"))
  }
}

@Suite("Generated file names")
struct GeneratedFileNameTests {
  static func flow(_ name: String) -> String {
    """
    flow: \(name)
    start: a
    screens:
      a:
        events: { go: {} }
        on: { go: stay }
    """
  }

  /// `PhotoCoordinator.swift` and `PHOTOCoordinator.swift` are one file on macOS's default file
  /// system: the second flow's code would replace the first's.
  @Test func flowNamesEqualButForCaseAreRejected() throws {
    let result = validate(Self.flow("Photo"), Self.flow("PHOTO"))
    #expect(result.module == nil)
    let error = try #require(result.first(.duplicateDefinition))
    #expect(error.range.file == "B.flow.yaml")
    #expect(error.range.start.line == 1 && error.range.start.column == 7)
    #expect(error.message.contains("differs from flow `Photo` only in case"))
    #expect(error.notes.first?.range?.file == "A.flow.yaml")
  }

  @Test func flowNamesThatDifferInMoreThanCaseAreAccepted() {
    #expect(validate(Self.flow("Photo"), Self.flow("Photos")).module != nil)
  }
}

@Suite("Type names the generated code declares")
struct ReservedTypeNameTests {
  /// Each of these would be shadowed inside a coordinator, or shadow what the generated code uses.
  @Test(arguments: [
    "Outcome", "Screens", "Inputs", "FlowSession", "ShopCoordinator", "AEvent", "Void",
  ])
  func aTypeNamedLikeGeneratedCodeIsRejectedWhereItIsUsed(name: String) throws {
    let result = validate(
      """
      flow: Shop
      start: a
      screens:
        a:
          events: { go: { x: \(name) } }
          on: { go: stay }
      """)
    #expect(result.module == nil)
    let error = try #require(result.first(.invalidIdentifier))
    #expect(error.range.start.line == 5 && error.range.start.column == 21)
    #expect(error.message.contains("`x` has type `\(name)`"))
  }

  @Test func anEnumNamedLikeGeneratedCodeIsRejectedAtItsDeclaration() throws {
    let result = validate(
      """
      flow: Shop
      types:
        Outcome: [ok, bad]
      start: a
      screens:
        a:
          events: { go: {} }
          on: { go: stay }
      """)
    let error = try #require(result.first(.invalidIdentifier))
    #expect(error.range.start.line == 3 && error.range.start.column == 3)
    #expect(error.message.contains("enum `Outcome`"))
  }

  @Test func otherAppTypesAreAccepted() {
    let result = validate(
      """
      flow: Shop
      start: a
      screens:
        a:
          events: { go: { x: Basket, y: "[Receipt]?" } }
          on: { go: stay }
      """)
    #expect(result.module != nil)
  }
}

@Suite("Ignored child results")
struct IgnoredChildResultAnalysisTests {
  static let child = """
    flow: Child
    results:
      done: { value: Int }
    start: pick
    screens:
      pick:
        events: { picked: { value: Int } }
        on:
          picked: { finish: { done: { value: event.value } } }
    """

  static func parent(_ verb: String) -> String {
    """
    flow: Parent
    start: home
    screens:
      home:
        events: { open: {} }
        on:
          open: { \(verb): child }
      child:
        flow: Child
        on:
          done:
            - when: event.value > 0
              push: home
    """
  }

  /// After a child that replaced the parent's screens, an ignored result would leave nothing shown.
  @Test func aGuardedResultListAfterAReplacingChildIsAnError() throws {
    let result = validate(Self.child, Self.parent("replace"))
    #expect(result.module == nil)
    let error = try #require(result.first(.noScreenShown))
    #expect(error.range.file == "B.flow.yaml")
    #expect(error.range.start.line == 11 && error.range.start.column == 7)
    #expect(error.message.contains("no guard of `done` may hold"))
  }

  /// After a presented child, the parent's screen is still there: only the usual warning.
  @Test func aGuardedResultListAfterAPresentedChildIsAWarning() {
    let result = validate(Self.child, Self.parent("present"))
    #expect(result.module != nil)
    #expect(result.codes.contains("non-exhaustive-guards"))
    #expect(!result.codes.contains("no-screen-shown"))
  }
}

@Suite("Environment values are module-wide")
struct EnvironmentTypeTests {
  static func flow(_ name: String, _ type: String) -> String {
    """
    flow: \(name)
    environment:
      premium: \(type)
    start: a
    screens:
      a:
        events: { go: {} }
        on:
          go:
            - when: premium
              stay: true
            - stay
    """
  }

  @Test func theSameNameWithAnotherTypeIsAnError() throws {
    let result = validate(Self.flow("Shop", "Bool"), Self.flow("Cart", "Bool?"))
    #expect(result.module == nil)
    let error = try #require(result.first(.duplicateDefinition))
    #expect(error.range.file == "B.flow.yaml")
    #expect(error.range.start.line == 3 && error.range.start.column == 3)
    #expect(error.message.contains("`premium` is `Bool?` here but `Bool`"))
  }

  @Test func theSameNameWithTheSameTypeIsShared() {
    #expect(validate(Self.flow("Shop", "Bool"), Self.flow("Cart", "Bool")).module != nil)
  }
}
