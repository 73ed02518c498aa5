#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Measures how often a fair player wins, beside the clairvoyant solver, on
the same deals, and writes the table of docs/winnability.md ("How often a
player wins").

usage: odds.py BUILD-DIR OUT-DIR [--deals A-B] [--player strong|quick]
               [--seed S] [--survey-deals A-B] [--survey-node-limit N]
               [--jobs N] [--only NAME[,NAME...]] [--no-survey]

For every preset of winnability.py it runs
    algerian-patience-cli odds GAME [--rules OPTS] --deals A-B
        --player P --seed S --jobs N --resume OUT-DIR/NAME-P.txt
and, for the clairvoyant's column, on the same deals (or --survey-deals)
    algerian-patience-cli survey GAME [--rules OPTS] --deals A-B
        --node-limit N --jobs N
(a budget in positions: the same answers on every machine) into
OUT-DIR/NAME-survey.txt. Each file is written deal by deal; a run that finds
one cut short goes on from the deal after its last complete line, and one
that finds it complete reuses it, and one that holds a shorter range from
the same first deal is extended by a wider --deals, so a measurement of
many hours can be made in parts, and sharded by deal range.

It prints one Markdown row a preset: the fair player's wins, its rate and
Wilson 95% interval and its CPU seconds a deal (mean), and the solver's
winnable, unwinnable and unknown deals with its interval (low end counting
unknown deals as lost, high end as won).
"""

import argparse
import os
import re
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import winnability  # noqa: E402

ODDS_LINE = re.compile(r"(\d+) (won|lost) (\d+) (\d+\.\d+)")


def run_odds(cli, game, rules, deals, player, seed, jobs, path):
    """Plays the range into `path` through odds --resume; returns the
    deal lines, complete."""
    cmd = [cli, "odds", game] + (["--rules", rules] if rules else [])
    cmd += ["--deals", deals, "--player", player, "--seed", str(seed), "--jobs", str(jobs)]
    first, last = (int(n) for n in deals.split("-"))
    if os.path.exists(path):
        text = open(path, encoding="utf-8").read()
        lines = [line for line in text.splitlines(keepends=True)
                 if line.endswith("\n") and ODDS_LINE.fullmatch(line[:-1])]
        if "rate " in text and len(lines) == last - first + 1:
            return text
        # Cut short, or a shorter range that this one extends: its deal
        # lines, without their summary, are where odds goes on from.
        with open(path, "w", encoding="utf-8") as f:
            f.write("".join(lines))
        cmd += ["--resume", path]
    print("running:", " ".join(f"'{a}'" if " " in a else a for a in cmd), file=sys.stderr)
    part = path + ".part"
    with open(part, "w", encoding="utf-8") as f:
        proc = subprocess.run(cmd, stdout=f, text=True)
    # Keep whatever was played, even when stopped: odds writes deal by deal.
    new = open(part, encoding="utf-8").read()
    old = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
    complete = "".join(line for line in new.splitlines(keepends=True) if line.endswith("\n"))
    if len(complete) >= len(old):
        os.replace(part, path)
        with open(path, "w", encoding="utf-8") as f:
            f.write(complete)
    else:
        os.unlink(part)
    if proc.returncode != 0:
        sys.exit(f"odds failed (exit {proc.returncode}); {path} keeps the deals played so far")
    return open(path, encoding="utf-8").read()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("build")
    parser.add_argument("out")
    parser.add_argument("--deals", default="1000001-1001000")
    parser.add_argument("--player", default="strong", choices=["strong", "quick"])
    parser.add_argument("--seed", default="0")
    parser.add_argument("--survey-deals", default="",
                        help="A-B: the solver's range, when not the fair player's")
    parser.add_argument("--survey-node-limit", default="2000000")
    parser.add_argument("--no-survey", action="store_true")
    parser.add_argument("--jobs", default="1")
    parser.add_argument("--only", default="")
    args = parser.parse_args()

    cli = os.path.join(args.build, "src", "cli", "algerian-patience-cli")
    only = set(filter(None, args.only.split(",")))
    os.makedirs(args.out, exist_ok=True)
    print("| preset | deals | player | won | win % | 95% CI | mean s a deal | "
          "solver's deals | winnable | unwinnable | unknown | solver's 95% CI |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for title, name, game, rules in winnability.PRESETS:
        if only and name not in only:
            continue
        text = run_odds(cli, game, rules, args.deals, args.player, args.seed, args.jobs,
                        os.path.join(args.out, f"{name}-{args.player}.txt"))
        results = [(m[2], float(m[4])) for m in ODDS_LINE.finditer(text)]
        won = sum(1 for r, _ in results if r == "won")
        n = len(results)
        low, high = winnability.wilson(won, n)
        row = (f"| {title} | {args.deals} ({n}) | {args.player} | {won} | "
               f"{100 * won / n:.2f}% | {100 * low:.2f}-{100 * high:.2f}% | "
               f"{statistics.fmean(s for _, s in results):.3f} |")
        if args.no_survey:
            print(row + " | | | | |")
            continue
        sdeals = args.survey_deals or args.deals
        stext = winnability.run_survey(cli, game, rules, sdeals,
                                       f"{args.survey_node_limit} positions", args.jobs,
                                       os.path.join(args.out, f"{name}-survey.txt"))
        s = winnability.SUMMARY.search(stext)
        print(row + f" {sdeals} | {s[1]} | {s[2]} | {s[3]} | {s[5]}-{s[6]}% |", flush=True)


if __name__ == "__main__":
    main()
