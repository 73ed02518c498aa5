/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ap-a11y.h"

void
ap_a11y_name_button (GtkButton *button)
{
  /* The label widget's text is the label without the underscore: it alone
   * names the button once the raw label is taken away. */
  if (gtk_button_get_label (button) != NULL && gtk_button_get_use_underline (button))
    gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
}
