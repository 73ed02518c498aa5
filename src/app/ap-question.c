/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ap-question.h"

#include "ap-compat.h"

GtkWidget *
ap_question_new (const char *heading, const char *body, const char *keep_label, const char *act_id,
                 const char *act_label, gboolean destructive)
{
  GtkWidget *dialog = ap_compat_alert_new (NULL, body);

  if (heading != NULL)
    ap_compat_alert_set_heading (dialog, heading);
  ap_compat_alert_add_response (dialog, "keep", keep_label, ADW_RESPONSE_DEFAULT);
  ap_compat_alert_add_response (dialog, act_id, act_label,
                                destructive ? ADW_RESPONSE_DESTRUCTIVE : ADW_RESPONSE_SUGGESTED);
  /* The safe answer is the one a stray Enter or Escape gives. */
  ap_compat_alert_set_default_response (dialog, "keep");
  ap_compat_alert_set_close_response (dialog, "keep");
  return dialog;
}
