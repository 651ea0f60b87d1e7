// swift-tools-version: 6.2
import PackageDescription

// The generated code of every Example (golden files, kept current by a test), compiled as it
// would be in an app: Swift 6, warnings as errors, with stand-ins for the app's own types.
let generatedExamples = [
  "AppLaunch", "EventCreation", "OrderDetail", "PhotoEditing", "RepositoryList", "Restaurants",
  "TabbedPhotos",
]

let package = Package(
  name: "flowc",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "flowc", targets: ["flowc"]),
    .library(name: "FlowSpec", targets: ["FlowSpec"]),
    .library(name: "FlowRunner", targets: ["FlowRunner"]),
    .library(name: "FlowPaths", targets: ["FlowPaths"]),
    .plugin(name: "FlowcBuildPlugin", targets: ["FlowcBuildPlugin"]),
    .plugin(name: "FlowcCommandPlugin", targets: ["FlowcCommandPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    // libyaml, owned by exactly one class in FlowSpec/YAML.
    .systemLibrary(
      name: "CLibYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    // libedit: line editing, history and completion for `flowc run`'s interactive mode.
    .systemLibrary(
      name: "CLibEdit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
    ),
    // YAML -> located nodes -> syntax model -> validated module; diagnostics.
    .target(name: "FlowSpec", dependencies: ["CLibYAML"]),
    // The runtime every generated module carries (its FlowSupport.swift), as real Swift: compiled
    // here (its UIKit and SwiftUI parts against the UIKit and SwiftUI models) and linted. FlowSpec
    // holds it as text in SupportFile+Templates.swift, which RuntimeTemplateTests keeps equal to
    // these files (FLOWC_RECORD=1 rewrites it). A build plugin cannot do it: SwiftPM does not run
    // build plugins for the host build of FlowSpec that flowc-plugin-tool needs.
    .target(
      name: "FlowSupportTemplate", dependencies: ["UIKit", "SwiftUI"],
      swiftSettings: [
        .unsafeFlags(["-warnings-as-errors"]),
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("InferIsolatedConformances"),
      ]),
    // The reference semantics of a validated module.
    .target(name: "FlowRunner", dependencies: ["FlowSpec"]),
    // Path planning: walkthrough scripts that reach every screen, take every transition or choose
    // every guard alternative, with the runner as the oracle.
    .target(name: "FlowPaths", dependencies: ["FlowSpec", "FlowRunner"]),
    // `flowc generate --tests`: Swift Testing suites that drive the generated coordinators along
    // paths, checked against the runner's records.
    .target(name: "FlowTestGeneration", dependencies: ["FlowPaths", "FlowRunner", "FlowSpec"]),
    // Where files meet the disk: atomic write-if-changed, --check, path safety for generated
    // files; finding and reading flow files (the commands and the language server share it).
    .target(name: "FlowcOutput", dependencies: ["FlowSpec"]),
    // `flowc serve`: the clickable prototype in a browser, over FlowRunner's walkthrough session,
    // and its own small HTTP/1.1 server over POSIX sockets (no package: docs/serve.md).
    .target(name: "FlowServer", dependencies: ["FlowSpec", "FlowRunner"]),
    // The language service of `flowc lsp`: documents in, diagnostics, completion, hover,
    // definitions, references, renames, outlines and quick fixes out (pure, no I/O).
    .target(name: "FlowLanguage", dependencies: ["FlowSpec"]),
    // `flowc lsp`: JSON-RPC over standard input and output, the protocol's lifecycle, documents,
    // position encodings and debounced diagnostics, over FlowLanguage (no HTTP stack).
    .target(name: "FlowLanguageServer", dependencies: ["FlowLanguage", "FlowSpec", "FlowcOutput"]),
    // Benchmarks/: replays inputs through the pure machine and reports events per second.
    .executableTarget(
      name: "flowc-bench", dependencies: ["FlowRunner", "FlowSpec", "FlowLanguage"]),
    // What the plugins run: validate and generate only, so their host builds stay small.
    .executableTarget(name: "flowc-plugin-tool", dependencies: ["FlowSpec", "FlowcOutput"]),
    // The command line: thin commands over FlowSpec and FlowRunner. On Linux it allocates with
    // jemalloc (Debian libjemalloc-dev): validating a module is millions of small allocations on
    // every core, and glibc's malloc made `flowc validate` about 12% slower (docs/performance.md).
    .executableTarget(
      name: "flowc",
      dependencies: [
        "FlowSpec",
        "FlowRunner",
        "FlowPaths",
        "FlowTestGeneration",
        "FlowcOutput",
        "FlowServer",
        "FlowLanguageServer",
        "CLibEdit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]
    ),
    // Golden files and repository paths, shared by the test targets.
    .target(
      name: "FlowTestSupport", dependencies: ["FlowSpec", "FlowcOutput"],
      path: "Tests/FlowTestSupport"),
    .testTarget(
      name: "FlowSpecTests",
      dependencies: ["FlowSpec", "FlowTestSupport"],
      exclude: ["Fixtures"]
    ),
    // Generates a target's coordinators from its *.flow.yaml files at build time.
    .plugin(
      name: "FlowcBuildPlugin", capability: .buildTool(), dependencies: ["flowc-plugin-tool"]),
    // `swift package generate-coordinators`: generates into the package, for checked-in code.
    .plugin(
      name: "FlowcCommandPlugin",
      capability: .command(
        intent: .custom(
          verb: "generate-coordinators",
          description: "Generate Swift coordinators from each target's *.flow.yaml files"),
        permissions: [
          .writeToPackageDirectory(reason: "writes the generated coordinators into Generated/")
        ]),
      dependencies: ["flowc-plugin-tool"]
    ),
    // A target whose coordinators the build plugin generates, so the plugin cannot rot.
    .testTarget(
      name: "PluginTests",
      dependencies: ["PluginLibraryFlows"],
      plugins: ["FlowcBuildPlugin"]
    ),

    // A behavioural model of UIKit, for the tests on Linux (docs/uikit-model.md): a module named
    // UIKit, so that the generated code's `#if canImport(UIKit)` part is compiled and run.
    .target(name: "UIKit", path: "Tests/UIKitModel"),
    // A behavioural model of SwiftUI's navigation containers and binding writes
    // (docs/swiftui-model.md): a module named SwiftUI, for the tests on Linux.
    .target(name: "SwiftUI", dependencies: ["UIKit"], path: "Tests/SwiftUIModel"),
    .testTarget(
      name: "SwiftUIModelTests",
      dependencies: ["SwiftUI"],
      // As in GeneratedCodeTests: Testing's cross-import overlays exist only in Apple's SDKs.
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
    ),
    .testTarget(
      name: "GeneratedCodeTests",
      dependencies: ["FlowRunner", "FlowSpec", "FlowTestSupport", "UIKit", "SwiftUI"]
        + generatedExamples.map { .target(name: "Generated\($0)") }
        + ["GeneratedPhotoEditingMainActor"],
      // Swift Testing declares a cross-import overlay for UIKit (`_Testing_UIKit`), which exists
      // only in Apple's SDKs: importing Testing and the UIKit model in one file would look for it.
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
    ),
    .testTarget(
      name: "FlowRunnerTests",
      dependencies: ["FlowRunner", "FlowSpec", "FlowTestSupport"]
    ),
    .testTarget(
      name: "FlowPathsTests",
      dependencies: ["FlowPaths", "FlowRunner", "FlowSpec", "FlowTestSupport"],
      exclude: ["Fixtures", "Golden"]
    ),
    .testTarget(
      name: "FlowTestGenerationTests",
      dependencies: [
        "FlowTestGeneration", "FlowPaths", "FlowRunner", "FlowSpec", "FlowTestSupport",
      ]
    ),
    .testTarget(
      name: "FlowLanguageTests",
      dependencies: ["FlowLanguage", "FlowSpec", "FlowTestSupport"]
    ),
    .testTarget(name: "FlowLanguageServerTests", dependencies: ["FlowLanguageServer", "FlowSpec"]),
    .testTarget(
      name: "FlowcTests",
      dependencies: ["FlowcOutput", "FlowTestSupport"],
      exclude: ["Golden", "Neovim"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// The upcoming features an app may turn on: the generated code compiles under each.
let generatedCodeSettings: [SwiftSetting] = [
  .unsafeFlags(["-warnings-as-errors"]),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("InferIsolatedConformances"),
]

// Compiled with the UIKit and SwiftUI models: their `UIKitFlowNavigator` and script drivers' view
// controllers are what GeneratedCodeTests drives on the UIKit model, and their SwiftUI views
// (`FlowNavigationView`) are type-checked against the SwiftUI model.
package.targets += generatedExamples.map { name in
  .target(
    name: "Generated\(name)",
    dependencies: ["UIKit", "SwiftUI"],
    path: "Tests/GeneratedExamples/\(name)",
    swiftSettings: generatedCodeSettings
  )
}

// The flows of Tests/StandInFlows, whose generated tests stand in for child flows in each
// placement (StandInFixtureTests keeps both folders current).
package.targets += [
  .target(
    name: "GeneratedStandIns",
    dependencies: ["UIKit", "SwiftUI"],
    path: "Tests/GeneratedFixtures/StandIns",
    swiftSettings: generatedCodeSettings
  ),
  .testTarget(
    name: "GeneratedStandInsTests",
    dependencies: ["GeneratedStandIns"],
    path: "Tests/GeneratedFixtureTests/StandIns",
    swiftSettings: generatedCodeSettings + [
      .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])
    ]
  ),
]

// One Example compiled again as in an app whose code is isolated to the main actor by default
// (a copy of its golden files, kept equal by GeneratedCodeGoldenTests).
package.targets.append(
  .target(
    name: "GeneratedPhotoEditingMainActor",
    // The UI stand-ins are dependencies, so that the UIKit and SwiftUI parts compile here too,
    // and are always built first (without them `canImport` saw whatever an earlier build left).
    dependencies: ["UIKit", "SwiftUI"],
    path: "Tests/GeneratedMainActor/PhotoEditing",
    swiftSettings: generatedCodeSettings + [.defaultIsolation(MainActor.self)]
  )
)

// A library of flows generated with `"access": "public"` (its flowc.json), used by PluginTests
// from another module as an app uses flows kept in a module of their own.
package.targets.append(
  .target(
    name: "PluginLibraryFlows",
    path: "Tests/PluginLibraryFlows",
    swiftSettings: generatedCodeSettings,
    plugins: ["FlowcBuildPlugin"]
  )
)

// The Swift Testing suites `flowc generate --tests` writes for every Example (golden files, kept
// current by FlowTestGenerationTests), compiled and run as an app's test target would: each
// drives its Example's golden generated code along the Example's walkthroughs.
package.targets += generatedExamples.map { name in
  .testTarget(
    name: "Generated\(name)Tests",
    dependencies: [.target(name: "Generated\(name)")],
    path: "Tests/GeneratedExampleTests/\(name)",
    // As in GeneratedCodeTests: Testing's cross-import overlays exist only in Apple's SDKs.
    swiftSettings: generatedCodeSettings + [
      .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])
    ]
  )
}
