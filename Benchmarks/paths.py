#!/usr/bin/env python3
"""Planning paths against validating: `flowc paths --strategy transitions` on the synthetic modules.

For each size (screens, in flows of 100; synthetic.py), measures with the release build the wall
time and peak memory of `flowc validate` and of `flowc paths --strategy transitions --out DIR`
(best of `--runs` rounds, the two taking turns, after a first round that is not counted), then
runs the planned scripts with `flowc test` beside the flows, which must pass with every transition
taken, and reports the paths, their steps and the time the runner alone takes to replay them.

Usage: Benchmarks/paths.py [--help] [--runs N] [sizes...]   (default: 3 rounds; sizes 1000 10000)
"""
import os, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import synthetic  # noqa: E402
from run import run_once  # noqa: E402


def main():
    args = sys.argv[1:]
    if "--help" in args or "-h" in args:
        print(__doc__.strip())
        return
    runs = 3
    if "--runs" in args:
        index = args.index("--runs")
        if index + 1 >= len(args) or not args[index + 1].isdigit():
            raise SystemExit("paths.py: --runs takes a number of rounds (see --help)")
        runs = int(args[index + 1])
        del args[index:index + 2]
    unknown = [a for a in args if not a.isdigit()]
    if unknown:
        raise SystemExit(f"paths.py: not a size: {unknown[0]} (see --help)")
    sizes = [int(a) for a in args] or [1000, 10000]
    subprocess.run(["swift", "build", "-c", "release", "--product", "flowc"], cwd=ROOT, check=True,
                   capture_output=True)
    flowc = os.path.join(ROOT, ".build", "release", "flowc")
    work = tempfile.mkdtemp(prefix="flowc-paths-")
    print("| screens | transitions | paths | steps | validate | paths | ratio | peak memory (validate / paths) | replay (flowc test) |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for size in sizes:
        module = os.path.join(work, f"m{size}")
        synthetic.write_module(module, max(1, size // 100), 100)
        out = os.path.join(work, f"p{size}")
        best = {"validate": None, "paths": None}
        peak = {"validate": 0, "paths": 0}
        for round in range(-1, runs):
            for name, command in (("validate", [flowc, "validate", module]),
                                  ("paths", [flowc, "paths", module, "--strategy", "transitions",
                                             "--out", out])):
                elapsed, kb = run_once(command)
                if round >= 0:
                    best[name] = elapsed if best[name] is None else min(best[name], elapsed)
                    peak[name] = max(peak[name], kb)
        scripts = [os.path.join(out, f) for f in sorted(os.listdir(out))]
        steps = 0
        for script in scripts:
            for line in open(script):
                line = line.strip()
                if line and not line.startswith(("#", "expect ", ":flow", ":input", ":env")):
                    steps += 1
        shutil.copytree(out, os.path.join(module, "planned"))
        replay, _ = run_once([flowc, "test", module])
        result = subprocess.run([flowc, "test", module], capture_output=True, text=True)
        # The last line: "  transitions 3260/3260 (100%), screens ...".
        figures = result.stdout.strip().splitlines()[-1].split(",")[0].split()[1]
        covered, total = figures.split("/")
        if result.returncode != 0 or covered != total:
            raise SystemExit(f"not every transition taken: {result.stdout[-500:]}")
        print(f"| {size:,} | {figures.split('/')[1]} | {len(scripts)} | {steps:,} | {best['validate']:.3f} s | "
              f"{best['paths']:.2f} s | {best['paths'] / best['validate']:.0f}x | "
              f"{peak['validate'] / 1024:.0f} / {peak['paths'] / 1024:.0f} MB | {replay:.2f} s |")
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
