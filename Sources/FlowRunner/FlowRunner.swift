import FlowSpec

/// The reference semantics of a validated flow module (see issue 3).
public enum FlowRunner {}
