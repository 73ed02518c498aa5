/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ap-question.h"

GtkWidget *
ap_question_new (GtkWindow *parent, const char *heading, const char *body,
                 const char *keep_label, const char *act_id, const char *act_label,
                 gboolean destructive)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, heading, body));

  adw_message_dialog_add_responses (dialog, "keep", keep_label, act_id, act_label, NULL);
  adw_message_dialog_set_response_appearance (dialog, act_id,
                                              destructive ? ADW_RESPONSE_DESTRUCTIVE
                                                          : ADW_RESPONSE_SUGGESTED);
  /* The safe answer is the one a stray Enter or Escape gives. */
  adw_message_dialog_set_default_response (dialog, "keep");
  adw_message_dialog_set_close_response (dialog, "keep");
  return GTK_WIDGET (dialog);
}
