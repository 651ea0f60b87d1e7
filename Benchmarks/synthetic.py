"""Synthetic valid flow modules of F flows x S screens, exercising the whole language.

Each flow: an enum guard and a numeric guard, payloads, `set`, an action, back navigation, a child
flow node every 10 screens (the next flow, presented), results with payloads. The last flow has no
child nodes, so the module is valid without cycles.
"""
import os


def flow(index, screens, flows):
    child = f"Flow{index + 1}" if index + 1 < flows else None
    lines = [f"flow: Flow{index}",
             "types:", "  Tier: [basic, plus, pro]",
             "inputs:", "  seed: Int",
             "context:", "  item: Item", "  total: { type: Int, default: 0 }", "  note: String?",
             "environment:", "  tier: Tier", "  enabled: Bool",
             "actions:", "  track: { name: String, total: Int }",
             "results:", "  done: { total: Int }", "  cancelled: {}",
             "start: s0", "screens:"]
    for s in range(screens):
        last = s + 1 == screens
        nxt = f"s{s + 1}"
        lines += [f"  s{s}:", f"    view: Screen{s}ViewController", f"    title: Screen {s}"]
        if s > 0:
            lines.append("    inputs: { item: item, total: total }")
        lines += ["    events:", "      pick: { item: Item, amount: Int }", "      cancel: {}"]
        if child and s % 10 == 5:
            lines.append("      sub: {}")
        lines += ["    on:"]
        if last:
            lines.append("      pick: { set: { item: event.item }, finish: { done: { total: total } } }")
        else:
            lines += ["      pick:",
                      "        - when: tier == .basic && event.amount > 3",
                      "          set: { item: event.item, total: total + event.amount }",
                      f"          do: {{ track: {{ name: \"'s{s}'\", total: total }} }}",
                      f"          push: {nxt}",
                      "        - set: { item: event.item }",
                      f"          push: {nxt}"]
        lines.append("      cancel: " + ("back" if s > 0 else "{ finish: cancelled }"))
        if child and s % 10 == 5:
            lines.append(f"      sub: {{ present: child{s} }}")
    if child:
        for s in range(screens):
            if s % 10 == 5:
                lines += [f"  child{s}:", f"    flow: {child}", "    inputs: { seed: total }",
                          "    on:", "      done: { set: { total: event.total }, stay: true }",
                          "      cancelled: stay"]
    return "\n".join(lines) + "\n"


def write_module(folder, flows, screens):
    os.makedirs(folder, exist_ok=True)
    for index in range(flows):
        with open(os.path.join(folder, f"Flow{index}.flow.yaml"), "w") as f:
            f.write(flow(index, screens, flows))


def write_script(path, screens):
    """A walkthrough of the first flow that goes forward and back, repeated: `cycles` x screens."""
    with open(path, "w") as f:
        for s in range(screens - 1):
            f.write(f"pick item=i{s} amount={s % 7}\n")
        for _ in range(screens - 2):
            f.write(":back\n")
