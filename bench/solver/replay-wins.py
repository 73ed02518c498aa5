#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that the deals a survey won replay to a win through `apply`.

usage: replay-wins.py BUILD-DIR GAME [--rules OPTS] [--time-limit S]
                      [--retry-limit S] [--jobs N] SURVEY-FILE...

A survey writes one line a deal ("N winnable SECONDS") but not the moves
of its wins. For every deal a SURVEY-FILE calls winnable, this asks
    algerian-patience-cli deal GAME [--rules OPTS] --number N
    algerian-patience-cli solve --time-limit S
feeds the moves of the answer to `apply`, and asks `status` of the
position that comes out, which must be `won`.

`solve` counts wall-clock time, where the survey counted CPU time, so on a
busy machine a deal the survey won may come back `unknown`; such a deal is
solved once more with --retry-limit seconds (60 by default). It prints one
line a deal that did not replay to a win, then the sums, and exits with 1
when an answer's moves were refused or did not end in a win, or the CLI
failed.
"""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys

LINE = re.compile(r"(\d+) winnable \d+\.\d+$")


def run(cli, args, stdin=""):
    proc = subprocess.run([cli, *args], input=stdin, capture_output=True,
                          text=True, check=False)
    return proc.returncode, proc.stdout, proc.stderr


def check(cli, game, rules, limits, number):
    """What became of deal `number`: won, refused, not-won or unknown."""
    args = ["deal", game, "--number", str(number)]
    if rules:
        args += ["--rules", rules]
    status, position, error = run(cli, args)
    if status != 0:
        return "error", error.strip()
    for limit in limits:
        status, out, error = run(cli, ["solve", "--time-limit", limit], position)
        lines = out.splitlines()
        if status != 0 or not lines:
            return "error", error.strip()
        if lines[0] == "winnable":
            break
    else:
        return "unknown", f"not won again within {limits[-1]} s"
    status, after, error = run(cli, ["apply", *lines[1:]], position)
    if status != 0:
        return "refused", error.strip()
    status, out, error = run(cli, ["status"], after)
    verdict = out.split()[0] if out.split() else ""
    return ("won", "") if verdict == "won" else ("not-won", out.strip())


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("build")
    parser.add_argument("game")
    parser.add_argument("files", nargs="+")
    parser.add_argument("--rules", default="")
    parser.add_argument("--time-limit", default="10")
    parser.add_argument("--retry-limit", default="60")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    cli = os.path.join(args.build, "src", "cli", "algerian-patience-cli")
    if not os.access(cli, os.X_OK):
        sys.exit(f"replay-wins.py: no command-line tool at {cli}: build the project first")
    numbers = []
    for path in args.files:
        with open(path, encoding="utf-8") as survey:
            numbers += [int(m[1]) for m in map(LINE.match, survey) if m]
    limits = [args.time_limit, args.retry_limit]
    sums = {}
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        jobs = [pool.submit(check, cli, args.game, args.rules, limits, n)
                for n in numbers]
        for number, job in zip(numbers, jobs):
            outcome, detail = job.result()
            sums[outcome] = sums.get(outcome, 0) + 1
            if outcome != "won":
                print(f"{number} {outcome} {detail}", flush=True)
    print(f"deals {len(numbers)} " + " ".join(f"{k} {v}" for k, v in sorted(sums.items())))
    failed = sums.get("refused", 0) + sums.get("not-won", 0) + sums.get("error", 0)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
