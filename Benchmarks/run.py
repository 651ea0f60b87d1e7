#!/usr/bin/env python3
"""flowc's benchmark: libyaml floor, validate, generate and the runner, side by side.

For each size (screens, in flows of 100), writes a synthetic module (synthetic.py) and measures with
/usr/bin/time the wall time (best of seven rounds, the commands taking turns) and peak memory of:
the floor (libyaml_floor.c: libyaml alone parsing every file to its last event), `flowc validate`,
`flowc generate`; then the pure machine's throughput (flowc-bench, 1,000,000 events). Prints two
ratios to the floor: best time over best time (the runs least disturbed by the rest of the
machine), and the median over the rounds of the ratio within a round. With --write it records the
table in docs/performance.md with the machine it ran on.

Usage: Benchmarks/run.py [--write] [--no-counts] [sizes...]   (default sizes: 1000 10000 100000;
--no-counts leaves out the instruction counts, which take minutes under callgrind)
"""
import os, platform, shutil, statistics, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import synthetic  # noqa: E402


def run_once(command):
    """(seconds, peak KB) of one run: wall time to the microsecond, peak memory from GNU time."""
    start = time.perf_counter()
    result = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        raise SystemExit(f"{command[0]} failed: {result.stderr[-2000:]}")
    return elapsed, int(result.stderr.strip().splitlines()[-1])


def timed(commands, runs=7):
    """Each command's wall times over `runs` rounds, and its peak memory. The commands take turns
    within a round, so a slow spell of the machine touches all of them alike instead of one
    command's every run. A first round is not counted (it brings the programs and the module into
    memory), and the disk is synced after every run, so a run does not share the machine with the
    writing back of the files the run before it wrote (generate writes a new folder each round)."""
    times = {name: [] for name in commands}
    peaks = {name: 0 for name in commands}
    for round in range(-1, runs):
        for name, command in commands.items():
            elapsed, peak = run_once(command(round) if callable(command) else command)
            os.sync()
            if round >= 0:
                times[name].append(elapsed)
                peaks[name] = max(peaks[name], peak)
    return times, peaks


def ratio(times, floor):
    """A command's time over the floor's: the median over the rounds of the two times taken in the
    same round. On a shared machine the floor's own time moves by half from one minute to the next;
    a ratio within a round cancels what the slow spell does to both."""
    return statistics.median(t / f for t, f in zip(times, floor))


def instructions(command):
    """Instructions a command executes, counted by callgrind (repeatable, unlike wall time)."""
    out = tempfile.mktemp(prefix="flowc-cg-")
    result = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + command,
                            capture_output=True, text=True)
    os.path.exists(out) and os.remove(out)
    for line in result.stderr.splitlines():
        if "Collected :" in line:
            return int(line.split(":")[1].strip())
    raise SystemExit(f"callgrind failed: {result.stderr[-2000:]}")


def main():
    write = "--write" in sys.argv
    count = "--no-counts" not in sys.argv
    sizes = [int(a) for a in sys.argv[1:] if not a.startswith("--")] or [1000, 10000, 100000]
    subprocess.run(["swift", "build", "-c", "release", "--product", "flowc"], cwd=ROOT, check=True,
                   capture_output=True)
    subprocess.run(["swift", "build", "-c", "release", "--product", "flowc-bench"], cwd=ROOT,
                   check=True, capture_output=True)
    work = tempfile.mkdtemp(prefix="flowc-perf-")
    floor = os.path.join(work, "floor")
    subprocess.run(["cc", "-O2", "-o", floor, os.path.join(HERE, "libyaml_floor.c"), "-lyaml"], check=True)
    flowc = os.path.join(ROOT, ".build", "release", "flowc")
    bench = os.path.join(ROOT, ".build", "release", "flowc-bench")
    rows = []
    for size in sizes:
        module = os.path.join(work, f"m{size}")
        synthetic.write_module(module, max(1, size // 100), 100)
        files = sorted(os.path.join(module, f) for f in os.listdir(module))
        megabytes = sum(os.path.getsize(f) for f in files) / 1e6
        # Generate writes into a new folder each round: every file is written and flushed.
        times, peaks = timed({
            "floor": [floor] + files,
            "validate": [flowc, "validate", module],
            "generate": lambda round: [flowc, "generate", module, "--output",
                                       os.path.join(work, f"g{size}-{round}")],
        })
        floor_s, validate_s, generate_s = (min(times[name]) for name in ("floor", "validate", "generate"))
        floor_kb, validate_kb, generate_kb = (peaks[name] for name in ("floor", "validate", "generate"))
        validate_r, generate_r = ratio(times["validate"], times["floor"]), ratio(times["generate"], times["floor"])
        runner = subprocess.run([bench, module, "1000000"], capture_output=True, text=True, check=True)
        events_per_second = int(runner.stdout.strip().split()[-2])
        rows.append((size, megabytes, floor_s, floor_kb, validate_s, validate_r, validate_kb, generate_s,
                     generate_r, generate_kb, events_per_second))
    counts = None
    if count and shutil.which("valgrind"):
        # Instruction counts are repeatable where wall times are not; they are taken at 1,000 and at
        # 10,000 screens (the size the targets name). Callgrind runs the threads one at a time, so
        # these count all the work, not the wall time.
        lines = []
        for size in (1000, 10000):
            module = os.path.join(work, f"m{size}")
            if not os.path.isdir(module):
                synthetic.write_module(module, size // 100, 100)
            files = sorted(os.path.join(module, f) for f in os.listdir(module))
            floor_i = instructions([floor] + files)
            validate_i = instructions([flowc, "validate", module])
            generate_i = instructions([flowc, "generate", module, "--output", os.path.join(work, f"cg{size}")])
            lines.append(f"- {size:,} screens: floor {floor_i / 1e6:,.0f}M, validate {validate_i / 1e6:,.0f}M "
                         f"({validate_i / floor_i:.2f}x), generate {generate_i / 1e6:,.0f}M "
                         f"({generate_i / floor_i:.2f}x)")
        module = os.path.join(work, "m1000")
        runner_i = instructions([bench, module, "20000"]) - instructions([bench, module, "0"])
        lines.append(f"- runner: {runner_i / 20000:,.0f} instructions an event")
        counts = "Instructions (callgrind):\n" + "\n".join(lines) + "\n"
    shutil.rmtree(work)
    header = ("| screens | MB | libyaml floor | validate | ratio (best, median) | generate | ratio (best, median) | peak memory "
              "(floor / validate / generate) | runner events/s |\n"
              "| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n")
    table = header + "".join(
        f"| {s:,} | {mb:.1f} | {fs:.3f} s | {vs:.3f} s | {vs / fs:.1f}x, {vr:.1f}x | {gs:.3f} s | {gs / fs:.1f}x, {gr:.1f}x | "
        f"{fk / 1024:.0f} / {vk / 1024:.0f} / {gk / 1024:.0f} MB | {e:,} |\n"
        for s, mb, fs, fk, vs, vr, vk, gs, gr, gk, e in rows)
    print(table)
    if counts:
        print(counts)
    if write:
        cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo")
                    if line.startswith("model name")), platform.processor())
        swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
        # Only the measured part between the markers is rewritten; the analysis around it is kept.
        path = os.path.join(ROOT, "docs", "performance.md")
        text = open(path).read()
        begin, end = "<!-- bench:begin -->\n", "<!-- bench:end -->\n"
        start, stop = text.index(begin) + len(begin), text.index(end)
        measured = f"Machine: {cpu}, {os.cpu_count()} cores; {swift}; release build.\n\n" + table
        if counts:
            measured += "\n" + counts
        with open(path, "w") as f:
            f.write(text[:start] + measured + text[stop:])


if __name__ == "__main__":
    main()
