/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "test-positions.h"

/* Hand-made positions of the solver's tests (tests/solvergui), in the text
 * of docs/formats.md: what each must be (winnable, unwinnable, lost, a
 * finish) follows from the rules, as said of each in test-positions.h. */

const char test_one_move_left[] = "game: algerian\n"
                                  "S:\n"
                                  "F1: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS\n"
                                  "F2: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH\n"
                                  "F3: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD\n"
                                  "F4: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC\n"
                                  "F5: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS\n"
                                  "F6: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH\n"
                                  "F7: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD\n"
                                  "F8: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC\n";

const char test_seventeen_left[] =
  "game: algerian\n"
  "S:\n"
  "F1: AS 2S 3S 4S 5S 6S 7S 8S\n"
  "F2: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH\n"
  "F3: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD\n"
  "F4: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC\n"
  "F5: KS\n"
  "F6: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH\n"
  "F7: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD\n"
  "F8: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC\n"
  "T1: 2S 9S\nT2: AS TS\nT3: 3S JS\nT4: 4S QS\nT5: 5S KS\nT6: 6S QS\nT7: 7S JS\n"
  "T8: 8S TS\nR1: 9S\n";

const char test_quiet_rules[] =
  "game: algerian\n"
  "rules: foundation-bases=aces-and-kings reserve-size=4 reserve-spaces=never "
  "foundation-transfers=off\n"
  "S:\n"
  "F1: AS\nF2: AH\nF3: AD\nF4: AC\nF5: KS\nF6: KH\nF7: KD\nF8: KC\n"
  "T1: 5S\nT3: 5H\nT4: 8H\nT5: 5D\nT6: 8D\nT7: 5C\nT8: 8C\n";

const char test_fatal[] =
  "game: algerian\n"
  "rules: foundation-bases=aces-and-kings reserve-size=4 reserve-spaces=never "
  "foundation-transfers=on\n"
  "S:\n"
  "F1: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS\n"
  "F2: AH 2H 3H\n"
  "F3: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD\n"
  "F4: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC\n"
  "F5: KS QS JS\n"
  "F6: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H\n"
  "F7: KD QD JD TD 9D 8D 7D 6D\n"
  "F8: KC QC JC TC\n"
  "T1: AC JH TH\nT2: 3C 4C 2S 3S\nT3: 4D 3D 2D AD 4S\nT4: KH QH AH\nT5:\n"
  "T6: KS AS 6H 5H\nT7: 9C 2C\nT8: 7S 8S 9S 9H 8H\n"
  "R1:\nR2:\nR3: 5S\nR4: 7H\nR5: 6C 8C TS 6S\nR6: KC 2H 5D 4H QS 5C 7C\n";
