/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The options of a rules: line (docs/formats.md), each with a section of
 * its own in the Rules text, in the order of the AP_OPTION_* bits of the
 * rules table. NULL-terminated. */
static const char *const test_option_ids[] = {
  "foundation-bases", "reserve-size", "reserve-spaces", "foundation-transfers", NULL,
};
