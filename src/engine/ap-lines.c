/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "ap-lines.h"

void
ap_lines_init (ApLines *lines, const char *text, gsize len)
{
  lines->text = text;
  lines->len = len;
  lines->next = 0;
  lines->number = 0;
}

gboolean
ap_lines_next (ApLines *lines, const char **line, gsize *line_len)
{
  const char *start, *end;
  gsize rest;

  if (lines->next >= lines->len)
    return FALSE;
  start = lines->text + lines->next;
  rest = lines->len - lines->next;
  end = memchr (start, '\n', rest);
  lines->next = end != NULL ? (gsize) (end - lines->text) + 1 : lines->len;
  if (end == NULL)
    end = start + rest;
  if (end > start && end[-1] == '\r')
    end--;
  *line = start;
  *line_len = (gsize) (end - start);
  lines->number++;
  return TRUE;
}

guint
ap_lines_find_nul (const char *text, gsize len)
{
  const char *nul = len > 0 ? memchr (text, '\0', len) : NULL;
  guint number = 1;

  if (nul == NULL)
    return 0;
  for (const char *p = text; p < nul; p++)
    number += *p == '\n';
  return number;
}
