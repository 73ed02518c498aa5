# SPDX-License-Identifier: GPL-3.0-or-later
"""The random numbers of docs/deals.md, written from that page alone: the
SplitMix64 generator, its draw without modulo bias, and the shuffle of a
pack by deal number. Shared by the CLI tests (tests/cli/positions.py) and
the reference implementation (tests/reference/reference.py)."""

MASK64 = (1 << 64) - 1


class SplitMix64:
    def __init__(self, seed):
        self.state = seed & MASK64

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, bound):
        """Uniform in 0 .. bound-1 by rejection, without modulo bias."""
        threshold = ((1 << 64) - bound) % bound
        while True:
            r = self.next()
            if r >= threshold:
                return r % bound


def shuffle(pack, number):
    """Shuffles `pack` in place as deal `number` does (Fisher-Yates from the
    end, each draw by SplitMix64(number).below())."""
    rng = SplitMix64(number)
    for i in range(len(pack) - 1, 0, -1):
        j = rng.below(i + 1)
        pack[i], pack[j] = pack[j], pack[i]
