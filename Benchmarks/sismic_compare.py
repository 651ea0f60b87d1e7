#!/usr/bin/env python3
"""The runner's throughput next to sismic's (a Python statechart interpreter) on the same flow.

Writes a synthetic module (synthetic.py, 1,000 screens), translates its Flow0 from the flow YAML into
an equivalent sismic statechart, replays through sismic the cycle flowc-bench replays (`pick` with
item `i{index}` and amount `index % 7` forward through every view screen but the last, then system
back as many times), checks that sismic is where the flow's semantics (docs/semantics.md) say it
must be (screen, context, actions: after every event of a first, untimed cycle, then after each half
of every timed one), and prints both machines' events per second and their ratio. Run by hand, never
by CI: without sismic (pip install sismic) it prints "skipped" and exits 0.

What the statechart models, for the events the cycle sends:
- one state per view screen; the flow's context (with its defaults), inputs and environment
  answers (tier basic, enabled true, as flowc-bench answers them) as the interpreter's context;
- each event's transitions in order, with their `when` guards translated to Python (the first whose
  guard holds is taken: sismic's transition priorities, highest first, are tried in that order);
  the `set` assignments (all evaluated against the old context, then stored: one tuple assignment);
  the `do` actions (a call to a counter, with arguments evaluated after the assignments); the target;
- `back` and system back as an explicit transition to the screen below. In Flow0 every view screen
  is pushed from exactly one screen (checked), so the screen below the top of the stack is always
  that one: for this flow, explicit transitions reproduce the navigation stack exactly;
- `finish` as a final state (the cycle never finishes: its forward half stops at the last-but-one
  screen).
What it does not model: child-flow nodes and the `sub` event that presents them (the cycle never
sends `sub`); the navigation effects themselves (push/pop), screen inputs (the runner does not
evaluate them either), a result's payload; value types (an Item is its token, a string) and
errors (overflow, ill-typed payloads). The runner returns a list of effects from each step, which
flowc-bench counts; sismic returns its macro step.

Usage: Benchmarks/sismic_compare.py [EVENTS]   (sismic's events, default 20000; the runner's: 1,000,000)
"""
import os, re, shutil, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import synthetic  # noqa: E402

try:
    from sismic.interpreter import Interpreter
    from sismic.io import import_from_yaml
    from sismic.model import Event
    import yaml
except ImportError as error:
    print(f"sismic_compare: skipped ({error.name} is not installed: pip install sismic pyyaml)")
    sys.exit(0)


class FlowLoader(yaml.SafeLoader):
    """YAML 1.2's booleans, as flowc reads them: PyYAML (YAML 1.1) would load a screen's `on:` key
    as True."""


FlowLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()}
FlowLoader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
                                 list("tTfF"))


def sismic_version():
    # The installed distribution's version: sismic.__version__ can lag behind it.
    try:
        from importlib.metadata import version
        return version("sismic")
    except Exception:
        import sismic
        return sismic.__version__


def python_expression(text):
    """A flow expression as Python: `&&`, `||` and `!` become `and`, `or`, `not`; an enum case
    `.basic` the string 'basic'; `true`, `false`, `nil` Python's. Enough for synthetic.py's
    expressions (string literals are kept as they are; they hold none of these)."""
    text = str(text)
    text = re.sub(r"(?<![\w)\]'\"])\.([A-Za-z_]\w*)", r"'\1'", text)
    text = text.replace("&&", " and ").replace("||", " or ")
    text = re.sub(r"!(?!=)", " not ", text)
    text = re.sub(r"\btrue\b", "True", re.sub(r"\bfalse\b", "False", re.sub(r"\bnil\b", "None", text)))
    return re.sub(r"\s+", " ", text).strip()


def statechart(flow):
    """The sismic statechart (as a dict for sismic's YAML format) of a flow's view screens."""
    screens = flow["screens"]
    views = [name for name, screen in screens.items() if "view" in screen]
    # The screen each view screen is pushed from: its `back` target. Explicit back transitions are
    # the navigation stack only when that screen is unique (true of every synthetic flow).
    below = {}
    for name in views:
        for handler in screens[name].get("on", {}).values():
            for choice in handler if isinstance(handler, list) else [handler]:
                if isinstance(choice, dict) and "push" in choice:
                    target = choice["push"]
                    assert "view" in screens[target], f"{name} pushes the child node {target}"
                    assert below.setdefault(target, name) == name, f"{target} is pushed from two screens"
    finals = set()

    def transition(name, event, choice):
        """One choice of a handler as a sismic transition; None for what is not modeled."""
        if choice == "back" or (isinstance(choice, dict) and "back" in choice):
            return {"event": event, "target": below[name]}
        if choice == "stay":
            return {"event": event}  # an internal transition
        if isinstance(choice, dict) and "present" in choice:
            return None  # presents a child flow: not modeled (the cycle never sends it)
        code = []
        assignments = choice.get("set", {})
        if assignments:
            # All values against the context as it was, then stored: one (tuple) assignment.
            code.append(", ".join(assignments) + " = " +
                        ", ".join(python_expression(v) for v in assignments.values()))
        for action, arguments in (choice.get("do") or {}).items():
            code.append(f"{action}(" + ", ".join(f"{k}={python_expression(v)}"
                                                  for k, v in (arguments or {}).items()) + ")")
        if "push" in choice:
            target = choice["push"]
        elif "finish" in choice:
            result = choice["finish"]
            result = result if isinstance(result, str) else next(iter(result))
            target = f"finished_{result}"
            finals.add(target)
        else:
            raise SystemExit(f"sismic_compare: {name}.{event}: navigation not modeled: {choice}")
        t = {"event": event, "target": target}
        if "when" in choice:
            t["guard"] = python_expression(choice["when"])
        if code:
            t["action"] = "\n".join(code)
        return t

    states = []
    for name in views:
        transitions = []
        for event, handler in screens[name].get("on", {}).items():
            choices = handler if isinstance(handler, list) else [handler]
            # The first choice whose guard holds is taken: priorities n-1 ... 0, tried highest first.
            for index, choice in enumerate(choices):
                t = transition(name, event, choice)
                if t and len(choices) > 1:
                    t["priority"] = len(choices) - 1 - index
                if t:
                    transitions.append(t)
        if name in below:
            transitions.append({"event": "systemBack", "target": below[name]})
        states.append({"name": name, "transitions": transitions})
    states += [{"name": name, "type": "final"} for name in sorted(finals)]
    # Context fields: their defaults, optional fields nil, others unset (None here).
    preamble = []
    for field, spec in (flow.get("context") or {}).items():
        default = spec.get("default") if isinstance(spec, dict) else None
        preamble.append(f"{field} = {python_expression(default) if default is not None else None}")
    start = flow["start"]
    assert isinstance(start, str) and start in views, "the start is a view screen"
    return {"statechart": {"name": flow["flow"], "preamble": "\n".join(preamble),
                           "root state": {"name": flow["flow"], "initial": start, "states": states}}}


def run_sismic(module, events):
    """(events/s, timed cycles) of sismic replaying flowc-bench's cycle on the module's Flow0."""
    with open(os.path.join(module, "Flow0.flow.yaml")) as f:
        flow = yaml.load(f, Loader=FlowLoader)
    path = os.path.join(os.path.dirname(module), "Flow0.sismic.yaml")  # beside the module, not in it
    with open(path, "w") as f:
        yaml.safe_dump(statechart(flow), f, sort_keys=False)
    chart = import_from_yaml(filepath=path)
    tracked = []
    # Inputs and environment answers as flowc-bench gives them; `track` counts the action's calls.
    interpreter = Interpreter(chart, initial_context={
        "seed": 1, "tier": "basic", "enabled": True,
        "track": lambda name, total: tracked.append(total)})
    interpreter.execute_once()  # enters the start screen
    views = [name for name, screen in flow["screens"].items() if "view" in screen]
    forward = len(views) - 2  # picks on s0 ... s{n-3}: the last one shows the last-but-one screen
    picks = [Event("pick", item=f"i{index}", amount=index % 7) for index in range(forward)]
    backs = [Event("systemBack")] * forward

    # The flow's semantics for this cycle, written out by hand, not from the translation: tier is
    # basic, so a pick's first choice holds when amount > 3, adds the amount to total and tracks it;
    # every pick sets item and pushes the next screen; system back pops; navigation keeps the context.
    model = {"stack": [views[0]], "total": 0, "item": None, "tracks": 0}

    def model_step(event):
        if event.name == "pick":
            if event.amount > 3:
                model["total"] += event.amount
                model["tracks"] += 1
            model["item"] = event.item
            model["stack"].append(views[views.index(model["stack"][-1]) + 1])
        else:
            model["stack"].pop()

    def check():
        got = {"stack": interpreter.configuration, "total": interpreter.context["total"],
               "item": interpreter.context["item"], "tracks": len(tracked)}
        expected = dict(model, stack=[flow["flow"], model["stack"][-1]])  # the root state and the top
        if got != expected:
            raise SystemExit(f"sismic_compare: the translation is wrong: sismic has {got}, the flow {expected}")

    def replay(events):
        for event in events:
            interpreter.queue(event)
            interpreter.execute_once()

    # One cycle checked after every event, then the timed cycles, checked after each half (the
    # model and the checks are outside the timed part).
    for event in picks + backs:
        replay([event])
        model_step(event)
        check()
    cycles = max(1, -(-events // (2 * forward)))  # whole cycles
    elapsed = 0.0
    for _ in range(cycles):
        for half in (picks, backs):
            start = time.perf_counter()
            replay(half)
            elapsed += time.perf_counter() - start
            for event in half:
                model_step(event)
            check()
    return int(cycles * 2 * forward / elapsed), cycles


def run_flowc(module, events=1_000_000):
    """flowc-bench's events/s on the module (release build)."""
    subprocess.run(["swift", "build", "-c", "release", "--product", "flowc-bench"], cwd=ROOT,
                   check=True, capture_output=True)
    bench = os.path.join(ROOT, ".build", "release", "flowc-bench")
    result = subprocess.run([bench, module, str(events)], capture_output=True, text=True, check=True)
    return int(result.stdout.strip().split()[-2])


def main():
    events = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    work = tempfile.mkdtemp(prefix="flowc-sismic-")
    try:
        module = os.path.join(work, "m1000")
        synthetic.write_module(module, 10, 100)  # 1,000 screens; only Flow0 is run
        sismic_rate, cycles = run_sismic(module, events)
        print(f"checked against the flow's semantics: one cycle after every event, then {cycles} timed "
              f"cycles after each half (in the last-but-one screen, then in s0, with the expected context)")
        flowc_rate = run_flowc(module)
    finally:
        shutil.rmtree(work)
    print(f"sismic {sismic_version()}: {sismic_rate:,} events/s; flowc runner: {flowc_rate:,} events/s "
          f"({flowc_rate / sismic_rate:,.0f}x)")


if __name__ == "__main__":
    main()
