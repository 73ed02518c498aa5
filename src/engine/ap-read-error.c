/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ap-read-error.h"

/* Written out rather than with G_DEFINE_QUARK, whose name clang-format
 * would space into "ap - read - error - quark". */
GQuark
ap_read_error_quark (void)
{
  static GQuark quark;

  if (G_UNLIKELY (quark == 0))
    quark = g_quark_from_static_string ("ap-read-error-quark");
  return quark;
}

gboolean
ap_read_fail (GError **error, ApReadError code, guint line, const char *format, ...)
{
  va_list args;
  g_autofree char *text = NULL;

  if (error == NULL)
    return FALSE;
  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  if (line == 0)
    g_set_error_literal (error, AP_READ_ERROR, code, text);
  else
    g_set_error (error, AP_READ_ERROR, code, _ ("line %u: %s"), line, text);
  return FALSE;
}
