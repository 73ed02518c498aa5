/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "ap-saved-file.h"

char *
ap_saved_file_read (const char *path, gsize *len)
{
  GStatBuf st;
  char *text = NULL;

  if (g_stat (path, &st) != 0 || !S_ISREG (st.st_mode) || st.st_size > AP_SAVED_FILE_MAX_SIZE)
    return NULL;
  if (!g_file_get_contents (path, &text, len, NULL))
    return NULL;
  return text;
}

/* Earlier damaged saved games kept beside the last one, as
 * saved-game.corrupt.1 (the one before it) to .N: a second damaged file must
 * not destroy the first, and a run of them must not fill the disk. */
#define N_EARLIER_CORRUPT 4

static char *
earlier_corrupt_path (const char *corrupt_path, guint n)
{
  return g_strdup_printf ("%s.%u", corrupt_path, n);
}

void
ap_saved_file_shift_corrupt (const char *corrupt_path)
{
  g_autofree char *oldest = earlier_corrupt_path (corrupt_path, N_EARLIER_CORRUPT);

  g_remove (oldest);
  for (guint n = N_EARLIER_CORRUPT; n > 0; n--)
    {
      g_autofree char *from =
        n > 1 ? earlier_corrupt_path (corrupt_path, n - 1) : g_strdup (corrupt_path);
      g_autofree char *to = earlier_corrupt_path (corrupt_path, n);

      g_rename (from, to);
    }
}

/* g_file_set_contents() names its temporary file after the saved game plus
 * a dot and six characters; a process killed while saving leaves it behind.
 * No other file of the folder has a name of that shape ("saved-game.corrupt"
 * has seven). */
void
ap_saved_file_remove_stale (const char *data_dir, const char *save_path)
{
  g_autoptr (GDir) dir = g_dir_open (data_dir, 0, NULL);
  g_autofree char *base = g_path_get_basename (save_path);
  gsize base_len = strlen (base);
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;

      if (strlen (name) != base_len + 7 || strncmp (name, base, base_len) != 0 ||
          name[base_len] != '.')
        continue;
      path = g_build_filename (data_dir, name, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        g_remove (path);
    }
}
