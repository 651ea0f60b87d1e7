// libFuzzer entry point: the bytes are one module (flow files separated by `#---` lines), run
// through everything flowc does with a module. Diagnostics and machine errors are expected
// outcomes; crashes, hangs, sanitizer reports and broken invariants (a `fatalError` below) are
// findings.
import FlowRunner
import FlowSpec
import FuzzSupport

/// libFuzzer calls this once an input; it returns 0 (the input may be kept in the corpus).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  Pipeline.run(bytes)
  return 0
}
