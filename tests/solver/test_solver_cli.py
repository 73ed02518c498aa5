#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End-to-end tests of the solver's commands of algerian-patience-cli.

usage: test_solver_cli.py CLI POSITIONS-DIRECTORY

solve, hint, status and survey as docs/formats.md fixes them.
A "winnable" answer is only believed when its moves, fed to `apply`, end in
a position that `status` calls won; the answers for the hand-made endgames
in POSITIONS-DIRECTORY are reasoned out in their comments.
"""

import os
import re
import subprocess
import sys
import unittest

CLI = None
POSITIONS = None
TIMEOUT = 120

PRESETS = {
    "tarbart": "foundation-bases=aces-and-kings reserve-size=4 "
               "reserve-spaces=when-stock-empty foundation-transfers=on",
    "parlett": "foundation-bases=none reserve-size=4 "
               "reserve-spaces=when-stock-empty foundation-transfers=on",
    "strict": "foundation-bases=aces-and-kings reserve-size=4 "
              "reserve-spaces=never foundation-transfers=on",
    "six-card": "foundation-bases=kings reserve-size=6 "
                "reserve-spaces=always foundation-transfers=on",
}

# (game, rules) of every preset the survey covers.
SETUPS = [("algerian", rules) for rules in PRESETS.values()] + [
    ("carthage", None), ("patriarchs", None), ("picture-patience", None),
    ("royal-cotillion", None),
    ("royal-cotillion", "foundation-bases=as-they-appear")]


def run(*args, stdin=""):
    proc = subprocess.run([CLI, *args], input=stdin.encode("utf-8"),
                          capture_output=True, timeout=TIMEOUT, check=False)
    return proc.returncode, proc.stdout.decode("utf-8"), \
        proc.stderr.decode("utf-8")


def wilson(successes, trials, z=1.959963984540054):
    """Wilson's score interval, written out from its textbook formula."""
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z / denominator * ((p * (1 - p) / trials
                               + z * z / (4 * trials * trials)) ** 0.5)
    return max(0.0, centre - half), min(1.0, centre + half)


def deal(game, rules, number):
    args = ["deal", game, "--number", str(number)]
    if rules:
        args += ["--rules", rules]
    code, out, err = run(*args)
    assert code == 0, err
    return out


class SolverCliTest(unittest.TestCase):

    def cli_ok(self, *args, stdin=""):
        code, out, err = run(*args, stdin=stdin)
        self.assertEqual(code, 0, f"{args}: {err}")
        self.assertEqual(err, "", f"{args}: nothing on stderr")
        return out

    def assert_replays_to_win(self, position, moves):
        """The moves, applied by `apply`, must end in a won position."""
        after = self.cli_ok("apply", *moves, stdin=position)
        self.assertEqual(self.cli_ok("status", stdin=after), "won\n")

    def test_endgames(self):
        names = sorted(n for n in os.listdir(POSITIONS) if n.endswith(".txt"))
        self.assertGreaterEqual(len(names), 6)
        for name in names:
            with self.subTest(position=name):
                with open(os.path.join(POSITIONS, name), encoding="utf-8") as f:
                    text = f.read()
                expect = dict(item.split("=") for item in
                              re.search(r"# expect: (.*)", text)[1].split())
                lines = self.cli_ok("solve", stdin=text).splitlines()
                self.assertEqual(lines[0], expect["solve"])
                if expect["solve"] == "winnable":
                    self.assert_replays_to_win(text, lines[1:])
                else:
                    self.assertEqual(lines[1:], [])
                self.assertEqual(self.cli_ok("status", stdin=text),
                                 expect["status"] + "\n")
                hint = self.cli_ok("hint", stdin=text).strip()
                legal = self.cli_ok("moves", stdin=text).splitlines()
                if expect["status"] == "lost":
                    self.assertEqual(hint, "none")
                else:
                    self.assertIn(hint, legal)
                if "hint" in expect:
                    # "W_F1": the move's space written as "_".
                    self.assertEqual(hint, expect["hint"].replace("_", " "))

    def test_deals_replay(self):
        """Deals of every game: winnable answers replay to a win."""
        wins = 0
        for game, rules in SETUPS:
            for number in (1, 2, 3):
                with self.subTest(game=game, rules=rules, deal=number):
                    position = deal(game, rules, number)
                    lines = self.cli_ok("solve", "--time-limit", "2",
                                        stdin=position).splitlines()
                    self.assertIn(lines[0],
                                  ("winnable", "unwinnable", "unknown"))
                    if lines[0] == "winnable":
                        wins += 1
                        self.assert_replays_to_win(position, lines[1:])
                    else:
                        self.assertEqual(lines[1:], [])
        self.assertGreaterEqual(wins, len(SETUPS) * 3 // 2)

    def test_hints_are_legal(self):
        """Along a game played by following the hints, every hint is a
        legal move (one of `moves`), until there is none or it is won."""
        for game, rules in SETUPS:
            with self.subTest(game=game, rules=rules):
                position = deal(game, rules, 42)
                for _ in range(25):
                    hint = self.cli_ok("hint", stdin=position).strip()
                    if hint == "none":
                        break
                    legal = self.cli_ok("moves", stdin=position).splitlines()
                    self.assertIn(hint, legal)
                    position = self.cli_ok("apply", hint, stdin=position)
                    if self.cli_ok("status", stdin=position) == "won\n":
                        break

    def test_survey_format(self):
        out = self.cli_ok("survey", "algerian", "--rules", PRESETS["tarbart"],
                          "--deals", "3-9", "--jobs", "2", "--time-limit", "5")
        lines = out.splitlines()
        self.assertEqual(len(lines), 8)
        counts = {"winnable": 0, "unwinnable": 0, "unknown": 0}
        for number, line in zip(range(3, 10), lines):
            m = re.fullmatch(r"(\d+) (winnable|unwinnable|unknown) (\d+\.\d+)",
                             line)
            self.assertIsNotNone(m, line)
            self.assertEqual(int(m[1]), number)
            counts[m[2]] += 1
            self.assertLessEqual(float(m[3]), 5.5)
        m = re.fullmatch(r"winnable (\d+) unwinnable (\d+) unknown (\d+) "
                         r"rate (\d+\.\d\d)% \(95% CI (\d+\.\d\d)-(\d+\.\d\d)%\)",
                         lines[-1])
        self.assertIsNotNone(m, lines[-1])
        self.assertEqual([int(m[1]), int(m[2]), int(m[3])],
                         [counts["winnable"], counts["unwinnable"],
                          counts["unknown"]])
        low, rate, high = float(m[5]), float(m[4]), float(m[6])
        self.assertLessEqual(low, rate)
        self.assertLessEqual(rate, high)
        # Every deal of a survey is the deal of that number: its line agrees
        # with `solve` on the same deal.
        position = deal("algerian", PRESETS["tarbart"], 5)
        first = self.cli_ok("solve", stdin=position).splitlines()[0]
        self.assertEqual(lines[2].split()[1], first)

    def test_survey_interval(self):
        """The summary's interval is Wilson's score interval at 95%, counting
        unknown deals as unwinnable for its low end and as winnable for its
        high end; the rate counts decided deals only."""
        for game, rules in (SETUPS[0], SETUPS[5]):
            args = ["survey", game, "--deals", "20-31", "--time-limit", "0.2"]
            if rules:
                args += ["--rules", rules]
            last = self.cli_ok(*args).splitlines()[-1]
            m = re.fullmatch(r"winnable (\d+) unwinnable (\d+) unknown (\d+) "
                             r"rate (\S+)% \(95% CI (\S+)-(\S+)%\)", last)
            self.assertIsNotNone(m, last)
            won, lost, unknown = int(m[1]), int(m[2]), int(m[3])
            total = won + lost + unknown
            self.assertEqual(total, 12)
            rate = 100 * won / (won + lost) if won + lost else 0
            self.assertAlmostEqual(float(m[4]), rate, delta=0.006)
            self.assertAlmostEqual(float(m[5]), 100 * wilson(won, total)[0],
                                   delta=0.006)
            self.assertAlmostEqual(float(m[6]),
                                   100 * wilson(won + unknown, total)[1],
                                   delta=0.006)

    def test_memory_bound(self):
        """--memory bounds what the search takes: on a deal it cannot
        decide within the limit (Carthage 47), 16 MiB keeps the whole
        process far below what the default 512 MiB lets it take."""
        if os.environ.get("AP_SANITIZE", "none") != "none":
            self.skipTest("a sanitizer's shadow memory and quarantine count in the peak")
        # A budget in positions, so that the search grows as far on any
        # machine, however busy: 4,000,000 positions take the table past
        # 64 MiB (16 bytes a slot, doubled when half full) where the
        # default bound lets it grow (111 MB for the whole process when
        # written), and stop it at 8 MiB with --memory 16 (12 MB).
        peaks = {}
        for memory in ("16", None):
            args = [CLI, "survey", "carthage", "--deals", "47-47", "--jobs", "1",
                    "--node-limit", "4000000"] + (["--memory", memory] if memory else [])
            proc = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                    stderr=subprocess.DEVNULL, text=True)
            out = proc.stdout.read()
            proc.stdout.close()
            # This child's own peak, in KiB.
            _, status, usage = os.wait4(proc.pid, 0)
            proc.returncode = os.waitstatus_to_exitcode(status)
            self.assertEqual(proc.returncode, 0)
            self.assertIn(out.splitlines()[0].split()[1], ("unknown", "unwinnable"))
            peaks[memory] = usage.ru_maxrss
        self.assertLess(peaks["16"], 40 * 1024, "KiB with --memory 16")
        self.assertGreater(peaks[None], 60 * 1024, "KiB with the default")

    def test_memory_solve_and_survey(self):
        position = deal("carthage", None, 7)
        lines = self.cli_ok("solve", "--memory", "16", stdin=position).splitlines()
        self.assertEqual(lines[0], "winnable")
        self.assert_replays_to_win(position, lines[1:])
        out = self.cli_ok("survey", "carthage", "--deals", "7-7", "--memory", "16")
        self.assertTrue(out.startswith("7 winnable "), out)

    def test_node_limit(self):
        """--node-limit N bounds the search by positions alone, with no time
        limit: its answers have no clock in them, so two runs (and a survey
        with two jobs or one, on a busy machine or not) agree line for
        line; and one position is too few to decide a deal whose start is
        neither won nor proved lost at a glance."""
        for game, rules in (("carthage", None), ("algerian", None),
                            ("royal-cotillion", None),
                            ("royal-cotillion", "foundation-bases=as-they-appear"),
                            ("patriarchs", None), ("contradance", None)):
            with self.subTest(game=game, rules=rules):
                position = deal(game, rules, 47)
                self.assertEqual(self.cli_ok("solve", "--node-limit", "1",
                                             stdin=position), "unknown\n")
                first = self.cli_ok("solve", "--node-limit", "30000", stdin=position)
                self.assertEqual(self.cli_ok("solve", "--node-limit", "30000",
                                             stdin=position), first)
                lines = first.splitlines()
                if lines[0] == "winnable":
                    self.assert_replays_to_win(position, lines[1:])
        verdicts = []
        for jobs in ("1", "2"):
            out = self.cli_ok("survey", "carthage", "--deals", "1-12", "--jobs", jobs,
                              "--node-limit", "40000")
            verdicts.append([line.split()[:2] for line in out.splitlines()[:-1]])
        self.assertEqual(verdicts[0], verdicts[1])
        self.assertEqual(len(verdicts[0]), 12)
        # A survey's deal is solved as `solve` solves it, with the same budget.
        position = deal("carthage", None, 5)
        alone = self.cli_ok("solve", "--node-limit", "40000", stdin=position)
        self.assertEqual(verdicts[0][4], ["5", alone.splitlines()[0]])

    def test_usage_errors(self):
        position = deal("algerian", None, 1)
        for args in (["solve", "--time-limit", "0"],
                     ["solve", "--time-limit", "-1"],
                     ["solve", "--time-limit", "abc"],
                     ["solve", "--time-limit"],
                     ["solve", "--memory", "0"],
                     ["solve", "--memory", "15"],
                     ["solve", "--memory", "1.5"],
                     ["solve", "--memory"],
                     ["solve", "--node-limit", "0"],
                     ["solve", "--node-limit", "1.5"],
                     ["solve", "--node-limit", "-3"],
                     ["solve", "--node-limit", "100000000001"],
                     ["solve", "--node-limit"],
                     ["survey", "algerian", "--deals", "1-3", "--node-limit", "x"],
                     ["survey", "algerian", "--deals", "1-3", "--memory", "1048577"],
                     ["solve", "--bogus"],
                     ["solve", "extra"],
                     ["hint", "extra"],
                     ["status", "extra"],
                     ["survey"],
                     ["survey", "algerian"],
                     ["survey", "bogus", "--deals", "1-2"],
                     ["survey", "algerian", "--deals", "5-3"],
                     ["survey", "algerian", "--deals", "0-3"],
                     ["survey", "algerian", "--deals", "1-3", "--jobs", "0"],
                     ["survey", "algerian", "--deals", "1-3", "--rules", "x=y"],
                     ["survey", "algerian", "--deals", "3"]):
            with self.subTest(args=args):
                code, out, err = run(*args, stdin=position)
                self.assertEqual(code, 2, args)
                self.assertEqual(out, "")
                self.assertEqual(len(err.strip().splitlines()), 1, err)
        for command in ("solve", "hint", "status"):
            with self.subTest(command=command):
                code, out, err = run(command, stdin="game: algerian\nT9: AS\n")
                self.assertEqual(code, 2)
                self.assertEqual(out, "")
                self.assertTrue(err.startswith("line "), err)


def main():
    global CLI, POSITIONS
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    CLI = os.path.abspath(sys.argv[1])
    POSITIONS = os.path.abspath(sys.argv[2])
    unittest.main(argv=[sys.argv[0]] + sys.argv[3:], verbosity=2)


if __name__ == "__main__":
    main()
