/// The pipeline, like a compiler's: in-memory files in, a validated module and diagnostics out.
///
/// 1. `YAMLLoader`: bytes -> located `YAMLNode`s (libyaml, with limits).
/// 2. `FlowDecoder`: nodes -> `FlowDeclaration` (the syntax model; expressions parsed).
/// 3. `ModuleValidator`: declarations -> `ValidatedModule` (names, types, analyses).
///
/// Every stage collects diagnostics and goes as far as it can; nothing here touches the disk.
public enum FlowCompiler {
  /// The outcome of validating a module.
  public struct Result: Sendable {
    /// The module, when no error was found (warnings allowed).
    public var module: ValidatedModule?
    /// Everything found, in emission order.
    public var diagnostics: Diagnostics
  }

  /// Loads, decodes and validates `files` as one module.
  ///
  /// Files are loaded and decoded independently, on every core; their diagnostics are merged in
  /// the files' order, so the output does not depend on the scheduling. With
  /// `checkingFileNames`, a file named `NAME.flow.yaml` whose flow has another name gets a
  /// warning (`file-name-mismatch`): the commands check it; in-memory files named freely do not.
  public static func validate(
    _ files: [SourceFile], limits: YAMLLimits = .default, checkingFileNames: Bool = false
  ) -> Result {
    let decoded = decodeEach(files, limits: limits)
    let result = validate(decoded: decoded, checkingFileNames: checkingFileNames)
    // The syntax model is no longer needed; freeing it on every core keeps it from being a serial
    // tail.
    Array.releaseConcurrently(consume decoded)
    return result
  }

  /// Validates already decoded files as one module: what `validate(_:)` does after decoding.
  ///
  /// An editor keeps each file's `DecodedFile` and decodes again only the file that changed.
  /// Diagnostics are merged in the files' order, as in `validate(_:)`.
  public static func validate(decoded files: [DecodedFile], checkingFileNames: Bool = false)
    -> Result
  {
    var cache = ValidationCache()
    return validate(
      decoded: files, checkingFileNames: checkingFileNames, cache: &cache, keeping: false)
  }

  /// Validates already decoded files as one module, reusing what `cache` kept of an earlier
  /// validation of the same module and keeping this one's there: a flow whose declaration and
  /// whose view of the rest of the module did not change is not resolved and analysed again.
  /// The result is what `validate(decoded:)` gives.
  public static func validate(
    decoded files: [DecodedFile], checkingFileNames: Bool = false, cache: inout ValidationCache
  ) -> Result {
    validate(decoded: files, checkingFileNames: checkingFileNames, cache: &cache, keeping: true)
  }

  private static func validate(
    decoded files: [DecodedFile], checkingFileNames: Bool, cache: inout ValidationCache,
    keeping: Bool
  ) -> Result {
    var diagnostics = Diagnostics()
    var declarations: [FlowDeclaration] = []
    var filesWithErrors = Set<String>()
    var failedFlows = Set<String>()
    for decoded in files {
      diagnostics.append(contentsOf: decoded.diagnostics)
      if decoded.diagnostics.hasErrors { filesWithErrors.insert(decoded.path) }
      if let declaration = decoded.declaration {
        declarations.append(declaration)
      } else if let name = FileNameCheck.flowName(ofFile: decoded.path) {
        // Its errors are reported; a child flow of its name is not reported again as undefined.
        failedFlows.insert(name)
      }
    }
    // Warnings are left out for files with errors: they would mostly echo those errors.
    var validator = ModuleValidator(filesWithErrors: filesWithErrors, failedFlows: failedFlows)
    if keeping {
      // Moved, not copied: the validator replaces its entries.
      validator.cache = cache
      cache = ValidationCache()
      validator.keepsCache = true
    }
    let module = validator.validate(declarations)
    if keeping { cache = validator.cache }
    diagnostics.append(contentsOf: validator.diagnostics)
    if checkingFileNames {
      // Like the other warnings, left out for files with errors.
      let failed = Set(diagnostics.all.lazy.filter { $0.severity == .error }.map(\.range.file))
      FileNameCheck.check(
        declarations.filter { !failed.contains($0.file) }, into: &diagnostics)
    }
    return Result(module: diagnostics.hasErrors ? nil : module, diagnostics: diagnostics)
  }

  /// One file, loaded and decoded: its declaration (nil when it cannot be read as a flow) and
  /// the diagnostics of loading and decoding it.
  public struct DecodedFile: Sendable {
    /// The file's path, as in its diagnostics.
    public var path: String
    /// The syntax model, nil when the file cannot be read as a flow.
    public var declaration: FlowDeclaration?
    /// What loading and decoding reported.
    public var diagnostics = Diagnostics()
  }

  /// Loads and decodes every file, concurrently; the results are in the files' order.
  static func decodeEach(_ files: [SourceFile], limits: YAMLLimits) -> [DecodedFile] {
    Array(concurrentlyMaking: files.count) { decode(files[$0], limits: limits) }
  }

  /// Loads and decodes one file.
  public static func decode(_ file: SourceFile, limits: YAMLLimits = .default) -> DecodedFile {
    var decoded = DecodedFile(path: file.path)
    if let root = YAMLLoader.load(file, limits: limits, diagnostics: &decoded.diagnostics) {
      decoded.declaration = FlowDecoder.decode(
        root, file: file.path, diagnostics: &decoded.diagnostics)
    }
    return decoded
  }
}
