/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ap-settings.h"

G_BEGIN_DECLS

/* The game's settings object on the schema in use (the memory backend of
 * test_env), with every key back at its default. */
ApSettings *fresh_settings (void);

G_END_DECLS
