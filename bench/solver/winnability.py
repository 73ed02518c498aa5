#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Runs the winnability survey and writes the table of docs/winnability.md.

usage: winnability.py BUILD-DIR OUT-DIR [--deals A-B] [--time-limit S]
                      [--jobs N] [--only NAME[,NAME...]] [--deals-for NAME=A-B ...]
                      [--time-limit-for NAME=S ...] [--node-limit N]

For every preset it runs
    algerian-patience-cli survey GAME [--rules OPTS] --deals A-B
        --time-limit S --jobs N
(with --node-limit N: `--node-limit N` in place of the time limit, the
same answers on every machine; the table's limit column then says "N
positions")
keeps the raw output in OUT-DIR/NAME.txt, and prints a Markdown table:
deals, winnable, unwinnable, unknown, the survey's rate and 95% interval,
and the time per deal (median, 99th percentile, maximum, mean; CPU seconds
of one core).

The file is written deal by deal as the survey goes, and ends with the
summary line once every deal of the range is in it. A run that finds it
complete reuses it; one that finds it cut short (the survey was stopped)
goes on from the deal after the last one written, so a survey of many
hours can be run in parts; so does one that holds a shorter range from
the same first deal, which a wider --deals extends.
"""

import argparse
import math
import os
import re
import statistics
import subprocess
import sys

PRESETS = [
    ("Algerian, Tarbart (1905)", "tarbart", "algerian",
     "foundation-bases=aces-and-kings reserve-size=4 "
     "reserve-spaces=when-stock-empty foundation-transfers=on"),
    ("Algerian, Parlett (1979)", "parlett", "algerian",
     "foundation-bases=none reserve-size=4 "
     "reserve-spaces=when-stock-empty foundation-transfers=on"),
    ("Algerian, Strict", "strict", "algerian",
     "foundation-bases=aces-and-kings reserve-size=4 "
     "reserve-spaces=never foundation-transfers=on"),
    ("Algerian, Six-card reserves", "six-card", "algerian",
     "foundation-bases=kings reserve-size=6 "
     "reserve-spaces=always foundation-transfers=on"),
    ("Carthage", "carthage", "carthage", None),
    ("Patriarchs", "patriarchs", "patriarchs", None),
    ("Picture Patience", "picture-patience", "picture-patience", None),
    ("Royal Cotillion, bases laid out", "royal-cotillion", "royal-cotillion",
     "foundation-bases=laid-out"),
    ("Royal Cotillion, bases as they appear", "royal-cotillion-appear", "royal-cotillion",
     "foundation-bases=as-they-appear"),
    ("Odd and Even", "odd-and-even", "odd-and-even", None),
    ("Tournament", "tournament", "tournament", None),
    ("Contradance", "contradance", "contradance", None),
]

LINE = re.compile(r"(\d+) (winnable|unwinnable|unknown) (\d+\.\d+)")
SUMMARY = re.compile(r"winnable (\d+) unwinnable (\d+) unknown (\d+) "
                     r"rate (\S+)% \(95% CI (\S+)-(\S+)%\)")


def command(cli, game, rules, deals, limit, jobs):
    """limit: seconds, or "N positions" for a node limit."""
    args = [cli, "survey", game]
    if rules:
        args += ["--rules", rules]
    if str(limit).endswith(" positions"):
        budget = ["--node-limit", str(limit).split()[0]]
    else:
        budget = ["--time-limit", str(limit)]
    return args + ["--deals", deals] + budget + ["--jobs", str(jobs)]


def wilson(successes, trials):
    """The 95% Wilson interval of a proportion, as the CLI's survey gives
    it."""
    if trials == 0:
        return 0.0, 0.0
    z = 1.959963984540054
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z / (1 + z * z / trials) * math.sqrt(
        p * (1 - p) / trials + z * z / (4 * trials * trials))
    return max(0.0, centre - half), min(1.0, centre + half)


def summary_line(verdicts):
    """The survey's summary line for these verdicts: the rate counts the
    decided deals; the interval's low end counts the unknown ones as
    unwinnable, its high end as winnable."""
    won = verdicts.count("winnable")
    lost = verdicts.count("unwinnable")
    unknown = verdicts.count("unknown")
    total = won + lost + unknown
    rate = won / (won + lost) if won + lost else 0.0
    low, high = wilson(won, total)
    if unknown:
        high = wilson(won + unknown, total)[1]
    return (f"winnable {won} unwinnable {lost} unknown {unknown} "
            f"rate {100 * rate:.2f}% (95% CI {100 * low:.2f}-{100 * high:.2f}%)\n")


def run_survey(cli, game, rules, deals, limit, jobs, path):
    """Runs the survey into `path`, from the deal after the last one the
    file holds; returns the file's text, complete."""
    first, last = (int(n) for n in deals.split("-"))
    text = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
    # A file complete for this range is reused; one for a shorter range
    # (its summary after fewer deals) goes on, its summary dropped below.
    if SUMMARY.search(text) and len(LINE.findall(text)) == last - first + 1:
        return text
    # Only whole lines count: a stopped survey may have left half of one.
    lines = [line for line in text.splitlines(keepends=True)
             if line.endswith("\n") and LINE.fullmatch(line[:-1])]
    done = [int(LINE.fullmatch(line[:-1])[1]) for line in lines]
    if done != list(range(first, first + len(done))):
        sys.exit(f"{path}: its deals are not {first}, {first + 1}, ... in order; "
                 "remove it or give its range")
    text = "".join(lines)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
        start = first + len(done)
        if start <= last:
            cmd = command(cli, game, rules, f"{start}-{last}", limit, jobs)
            print("running:", " ".join(
                f"'{a}'" if " " in a else a for a in cmd), file=sys.stderr)
            with subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True) as proc:
                for line in proc.stdout:
                    if LINE.fullmatch(line.rstrip("\n")):
                        f.write(line)
                        f.flush()
            if proc.returncode != 0:
                sys.exit(f"the survey failed (exit {proc.returncode}); "
                         f"{path} keeps the deals written so far")
    text = open(path, encoding="utf-8").read()
    verdicts = [m[2] for m in LINE.finditer(text)]
    if len(verdicts) != last - first + 1:
        sys.exit(f"{path}: {len(verdicts)} deals, not {last - first + 1}")
    with open(path, "a", encoding="utf-8") as f:
        f.write(summary_line(verdicts))
    return open(path, encoding="utf-8").read()


def quantile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * (len(values) - 1) + 0.5))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("build")
    parser.add_argument("out")
    parser.add_argument("--deals", default="1-10000")
    parser.add_argument("--deals-for", action="append", default=[],
                        help="NAME=A-B: another range for one preset")
    parser.add_argument("--time-limit", default="10")
    parser.add_argument("--time-limit-for", action="append", default=[],
                        help="NAME=S: another time limit for one preset")
    parser.add_argument("--node-limit", default="",
                        help="N: a budget of N positions a deal instead of the time")
    parser.add_argument("--jobs", default="1")
    parser.add_argument("--only", default="")
    args = parser.parse_args()

    cli = os.path.join(args.build, "src", "cli", "algerian-patience-cli")
    ranges = dict(item.split("=", 1) for item in args.deals_for)
    limits = dict(item.split("=", 1) for item in args.time_limit_for)
    only = set(filter(None, args.only.split(",")))
    os.makedirs(args.out, exist_ok=True)

    rows = []
    for title, name, game, rules in PRESETS:
        if only and name not in only:
            continue
        deals = ranges.get(name, args.deals)
        limit = limits.get(name, args.time_limit)
        if args.node_limit:
            limit = f"{args.node_limit} positions"
        path = os.path.join(args.out, name + ".txt")
        text = run_survey(cli, game, rules, deals, limit, args.jobs, path)
        seconds = [float(m[3]) for m in LINE.finditer(text)]
        s = SUMMARY.search(text)
        won, lost, unknown = int(s[1]), int(s[2]), int(s[3])
        rows.append((title, deals, len(seconds), limit, won, lost, unknown, s[4],
                     s[5], s[6], statistics.median(seconds),
                     quantile(seconds, 0.99), max(seconds),
                     statistics.fmean(seconds)))

    print("| preset | deals | " + ("limit" if args.node_limit else "limit s") + " | winnable | unwinnable | unknown | "
          "winnable % (of decided) | 95% CI | median s | p99 s | max s | "
          "mean s |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for (title, deals, n, limit, won, lost, unknown, rate, low, high, median,
         p99, top, mean) in rows:
        print(f"| {title} | {deals} ({n}) | {limit} | {won} | {lost} | "
              f"{unknown} | "
              f"{rate}% | {low}-{high}% | {median:.3f} | {p99:.3f} | "
              f"{top:.2f} | {mean:.3f} |")


if __name__ == "__main__":
    main()
