/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A question with two answers: "keep" (labelled
 * `keep_label`), which is also the answer to Enter and Escape, and `act_id`
 * (labelled `act_label`), shown as destructive (or suggested when
 * `destructive` is FALSE). Connect to "response" and show it with
 * ap_compat_present(); ap_compat_alert_*() change it. The heading and body
 * are used as they are. */
GtkWidget *ap_question_new (const char *heading, const char *body, const char *keep_label,
                            const char *act_id, const char *act_label, gboolean destructive);

G_END_DECLS
