/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The locale the Italian runs of the tests use. */
#define TEST_ITALIAN_LOCALE "it_IT.UTF-8"

/* The environment to run a program in Italian: this one's, with LANGUAGE=it
 * and LC_ALL=it_IT.UTF-8. A real locale is needed because glibc 2.41 and
 * later ignore LANGUAGE under LC_ALL=C.UTF-8, which the tests otherwise
 * run in. When the machine lacks the locale, the test is skipped with a
 * message that says how to generate it (.ci/deps.sh does), or, under
 * CI=true, fails: CI must never pass by skipping the translation tests.
 * NULL when skipped; free with g_strfreev(). */
char **test_italian_env (void);

/* Binds the game's translations built in the tree (po/) and sets the
 * locale from the environment, in English when `english` (the checks read
 * the English text; a --dump run prints in the language it is given). */
void test_bind_translations (gboolean english);

G_END_DECLS
