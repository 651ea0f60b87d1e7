// swift-tools-version: 6.1
import PackageDescription

// libFuzzer harnesses for flowc, in a package of their own so that sanitizer and fuzzer flags never
// reach the main package. Build and run them with `scripts/fuzz` (see README.md).
let package = Package(
  name: "FlowcFuzz",
  dependencies: [
    .package(path: "..")
  ],
  targets: [
    // What both harnesses share: the input splitter and a deterministic PRNG.
    .target(name: "FuzzSupport"),
    // One input = one module: load, validate, render diagnostics, generate, run the machine.
    .executableTarget(
      name: "FuzzPipeline",
      dependencies: [
        "FuzzSupport",
        .product(name: "FlowSpec", package: "main"),
        .product(name: "FlowRunner", package: "main"),
      ]
    ),
    // One input = one expression: the lexer and the precedence-climbing parser.
    .executableTarget(
      name: "FuzzExpressions",
      dependencies: [
        "FuzzSupport",
        .product(name: "FlowSpec", package: "main"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
