/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdlib.h>
#include <string.h>

#include "ap-statistics.h"

struct _ApStatistics {
  GHashTable *records; /* char * key -> ApStatsRecord * */
};

static const char *counted_ids[AP_N_COUNTED] = { "none", "played", "won", "helped", "helped-won" };

const char *
ap_counted_id (ApCounted counted)
{
  g_return_val_if_fail (counted < AP_N_COUNTED, "none");
  return counted_ids[counted];
}

int
ap_counted_from_id (const char *id)
{
  for (int i = 0; i < AP_N_COUNTED; i++)
    if (g_strcmp0 (id, counted_ids[i]) == 0)
      return i;
  return -1;
}

gboolean
ap_counted_under_way (ApCounted counted)
{
  return counted == AP_COUNTED_PLAYED || counted == AP_COUNTED_HELPED;
}

gboolean
ap_counted_finished (ApCounted counted)
{
  return counted == AP_COUNTED_WON || counted == AP_COUNTED_HELPED_WON;
}

double
ap_stats_record_win_rate (const ApStatsRecord *record)
{
  if (record->played == 0)
    return 0.0;
  return 100.0 * record->won / record->played;
}

guint
ap_stats_record_average_time (const ApStatsRecord *record)
{
  if (record->won == 0)
    return 0;
  /* Rounded to the nearest second rather than truncated, so that two wins
   * of 10 and 11 seconds average 11 and not 10. */
  return (guint) (((guint64) record->total_time + record->won / 2) / record->won);
}

char *
ap_format_clock (guint seconds)
{
  if (seconds >= 3600)
    return g_strdup_printf ("%u:%02u:%02u", seconds / 3600, seconds / 60 % 60, seconds % 60);
  return g_strdup_printf ("%u:%02u", seconds / 60, seconds % 60);
}

ApStatistics *
ap_statistics_new (void)
{
  ApStatistics *self = g_new0 (ApStatistics, 1);

  self->records = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return self;
}

void
ap_statistics_free (ApStatistics *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->records);
  g_free (self);
}

ApStatsRecord
ap_statistics_get (const ApStatistics *self, const char *key)
{
  const ApStatsRecord *record = g_hash_table_lookup (self->records, key);

  if (record == NULL)
    return (ApStatsRecord) { 0 };
  return *record;
}

gboolean
ap_statistics_contains (const ApStatistics *self, const char *key)
{
  return g_hash_table_contains (self->records, key);
}

void
ap_statistics_set (ApStatistics *self, const char *key, const ApStatsRecord *record)
{
  g_hash_table_insert (self->records, g_strdup (key), g_memdup2 (record, sizeof *record));
}

/* Orders keys by game first, so that lists follow the order of the menus. */
static int
compare_keys (gconstpointer a, gconstpointer b)
{
  const char *ka = *(const char *const *) a;
  const char *kb = *(const char *const *) b;
  ApRules ra, rb;
  int ga = ap_rules_from_key (ka, &ra) ? (int) ra.game : AP_N_GAMES;
  int gb = ap_rules_from_key (kb, &rb) ? (int) rb.game : AP_N_GAMES;

  if (ga != gb)
    return ga - gb;
  return strcmp (ka, kb);
}

char **
ap_statistics_get_keys (const ApStatistics *self)
{
  guint n = 0;
  char **keys = (char **) g_hash_table_get_keys_as_array (self->records, &n);
  char **copy = g_new0 (char *, n + 1);

  qsort (keys, n, sizeof *keys, compare_keys);
  for (guint i = 0; i < n; i++)
    copy[i] = g_strdup (keys[i]);
  g_free (keys);
  return copy;
}

guint
ap_statistics_size (const ApStatistics *self)
{
  return g_hash_table_size (self->records);
}

void
ap_statistics_reset (ApStatistics *self, const char *key)
{
  g_hash_table_remove (self->records, key);
}

void
ap_statistics_reset_all (ApStatistics *self)
{
  g_hash_table_remove_all (self->records);
}

/* Counters stop at their largest value rather than wrap round to 0. */
static guint
saturating_increment (guint value)
{
  return value < G_MAXUINT32 ? value + 1 : value;
}

/* The record of a key, created empty when missing. */
static ApStatsRecord *
ensure_record (ApStatistics *self, const char *key)
{
  ApStatsRecord *record = g_hash_table_lookup (self->records, key);

  if (record == NULL)
    {
      record = g_new0 (ApStatsRecord, 1);
      g_hash_table_insert (self->records, g_strdup (key), record);
    }
  return record;
}

/* won + helped, the games played that ended in a win, without wrapping. */
static guint
wins_of_any_kind (const ApStatsRecord *record)
{
  return (guint) MIN ((guint64) record->won + record->helped, G_MAXUINT32);
}

gboolean
ap_statistics_first_move (ApStatistics *self, const char *key, ApCounted *counted)
{
  ApStatsRecord *record;

  g_return_val_if_fail (self != NULL && key != NULL && counted != NULL, FALSE);
  if (*counted != AP_COUNTED_NONE)
    return FALSE;
  record = ensure_record (self, key);
  record->played = saturating_increment (record->played);
  *counted = AP_COUNTED_PLAYED;
  return TRUE;
}

gboolean
ap_statistics_won (ApStatistics *self, const char *key, ApCounted *counted, guint seconds,
                   guint moves)
{
  ApStatsRecord *record;

  g_return_val_if_fail (self != NULL && key != NULL && counted != NULL, FALSE);
  if (ap_counted_finished (*counted))
    return FALSE;
  /* A win counts as the player's only when the player made a move of the
   * game (issue 44): a deal won before the first move (the automatic moves
   * of its start, a Finish the player never touched) counts nothing. */
  if (*counted == AP_COUNTED_NONE)
    return FALSE;
  record = ensure_record (self, key);
  if (*counted == AP_COUNTED_HELPED)
    {
      /* Play for Me's win, not the player's: a game played and not won
       * by the player, which ends the streak as a loss does. */
      record->helped = saturating_increment (record->helped);
      record->played = MAX (record->played, wins_of_any_kind (record));
      record->streak = 0;
      *counted = AP_COUNTED_HELPED_WON;
      return TRUE;
    }
  record->won = saturating_increment (record->won);
  /* The record may have been reset while this game was in progress; a win
   * must still never outnumber the games played. */
  record->played = MAX (record->played, wins_of_any_kind (record));
  record->streak = saturating_increment (record->streak);
  record->best_streak = MAX (record->best_streak, record->streak);
  /* The first win's figures are the best so far, and so are those of a
   * win after the best ones were lost (ap_stats_record_repair()). */
  if (record->won == 1 || record->fewest_moves == 0)
    {
      record->best_time = seconds;
      record->fewest_moves = moves;
    }
  else
    {
      record->best_time = MIN (record->best_time, seconds);
      record->fewest_moves = MIN (record->fewest_moves, moves);
    }
  record->total_time = (guint) MIN ((guint64) record->total_time + seconds, G_MAXUINT32);
  *counted = AP_COUNTED_WON;
  return TRUE;
}

gboolean
ap_statistics_abandoned (ApStatistics *self, const char *key, ApCounted *counted)
{
  ApStatsRecord *record;
  gboolean was_played;

  g_return_val_if_fail (self != NULL && key != NULL && counted != NULL, FALSE);
  was_played = ap_counted_under_way (*counted);
  *counted = AP_COUNTED_NONE;
  if (!was_played)
    return FALSE;
  /* The loss itself was counted when the game became played; what is left
   * is the end of the winning streak. A record reset in the meantime stays
   * away: it has nothing to lose. */
  record = g_hash_table_lookup (self->records, key);
  if (record == NULL || record->streak == 0)
    return FALSE;
  record->streak = 0;
  return TRUE;
}

gboolean
ap_statistics_hint_used (ApStatistics *self, const char *key)
{
  ApStatsRecord *record;

  g_return_val_if_fail (self != NULL && key != NULL, FALSE);
  record = ensure_record (self, key);
  if (record->hints == G_MAXUINT32)
    return FALSE;
  record->hints++;
  return TRUE;
}

gboolean
ap_statistics_demo_moved (ApStatistics *self, const char *key, ApCounted *counted)
{
  gboolean changed = FALSE;

  g_return_val_if_fail (self != NULL && key != NULL && counted != NULL, FALSE);
  if (*counted == AP_COUNTED_NONE)
    changed = ap_statistics_first_move (self, key, counted);
  if (*counted == AP_COUNTED_PLAYED)
    *counted = AP_COUNTED_HELPED;
  return changed;
}

gboolean
ap_stats_record_repair (ApStatsRecord *record)
{
  ApStatsRecord before = *record;

  record->played = MAX (record->played, wins_of_any_kind (record));
  record->streak = MIN (record->streak, record->won);
  record->best_streak = MIN (record->best_streak, record->won);
  record->best_streak = MAX (record->best_streak, record->streak);
  /* A win takes a move at least: wins without their fewest moves have lost
   * their best figures, which are then shown as unknown rather than as a
   * best time of 0:00. */
  if (record->won == 0 || record->fewest_moves == 0)
    {
      record->best_time = 0;
      record->fewest_moves = 0;
    }
  if (record->won == 0)
    record->total_time = 0;
  else if ((guint64) record->best_time * record->won > record->total_time)
    {
      /* Every win took at least the best time, so the total cannot be
       * smaller; trust the best time and raise the total to match. */
      record->total_time = (guint) MIN ((guint64) record->best_time * record->won, G_MAXUINT32);
    }
  return memcmp (&before, record, sizeof before) != 0;
}

GVariant *
ap_statistics_to_variant (const ApStatistics *self)
{
  g_auto (GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (AP_STATISTICS_VARIANT_TYPE);
  g_auto (GStrv) keys = ap_statistics_get_keys (self);

  for (guint i = 0; keys[i] != NULL; i++)
    {
      const ApStatsRecord *r = g_hash_table_lookup (self->records, keys[i]);

      g_variant_builder_add (&builder, "{s(uuuuuuuu)}", keys[i], r->played, r->won, r->streak,
                             r->best_streak, r->best_time, r->fewest_moves, r->total_time,
                             r->hints);
    }
  return g_variant_builder_end (&builder);
}

ApStatistics *
ap_statistics_from_variant (GVariant *variant, guint *n_repaired)
{
  ApStatistics *self = ap_statistics_new ();
  GVariantIter iter;
  const char *key;
  /* `helped` is stored apart (ap_statistics_read_helped()). */
  ApStatsRecord r = { 0 };
  guint repaired = 0;

  if (variant != NULL && g_variant_is_of_type (variant, AP_STATISTICS_VARIANT_TYPE))
    {
      g_variant_iter_init (&iter, variant);
      while (g_variant_iter_next (&iter, "{&s(uuuuuuuu)}", &key, &r.played, &r.won, &r.streak,
                                  &r.best_streak, &r.best_time, &r.fewest_moves, &r.total_time,
                                  &r.hints))
        {
          ApRules rules;

          if (!ap_rules_from_key (key, &rules))
            {
              repaired++;
              continue;
            }
          if (ap_stats_record_repair (&r))
            repaired++;
          ap_statistics_set (self, key, &r);
        }
    }
  if (n_repaired)
    *n_repaired = repaired;
  return self;
}

GVariant *
ap_statistics_helped_to_variant (const ApStatistics *self)
{
  g_auto (GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (AP_STATISTICS_HELPED_VARIANT_TYPE);
  g_auto (GStrv) keys = ap_statistics_get_keys (self);

  for (guint i = 0; keys[i] != NULL; i++)
    {
      const ApStatsRecord *r = g_hash_table_lookup (self->records, keys[i]);

      if (r->helped > 0)
        g_variant_builder_add (&builder, "{su}", keys[i], r->helped);
    }
  return g_variant_builder_end (&builder);
}

void
ap_statistics_read_helped (ApStatistics *self, GVariant *variant)
{
  GVariantIter iter;
  const char *key;
  guint helped;

  g_return_if_fail (self != NULL);
  if (variant == NULL || !g_variant_is_of_type (variant, AP_STATISTICS_HELPED_VARIANT_TYPE))
    return;
  g_variant_iter_init (&iter, variant);
  while (g_variant_iter_next (&iter, "{&su}", &key, &helped))
    {
      ApStatsRecord *record;

      if (!ap_rules_from_key (key, NULL))
        continue;
      record = ensure_record (self, key);
      record->helped = helped;
      ap_stats_record_repair (record);
    }
}

gboolean
ap_rules_from_key (const char *key, ApRules *rules)
{
  const char *colon;
  g_autofree char *id = NULL;
  g_autofree char *canonical = NULL;
  g_auto (GStrv) fields = NULL;
  int game;
  ApRules parsed;

  if (key == NULL)
    return FALSE;
  colon = strchr (key, ':');
  id = colon ? g_strndup (key, colon - key) : g_strdup (key);
  game = ap_game_from_id (id);
  if (game < 0)
    return FALSE;
  ap_rules_default (game, &parsed);
  if (colon != NULL)
    {
      g_autofree char *options = NULL;
      fields = g_strsplit (colon + 1, ",", -1);
      if (ap_game_info (game)->options == AP_OPTION_BASES && g_strv_length (fields) == 1)
        options = g_strdup_printf ("foundation-bases=%s", fields[0]);
      else if (g_strv_length (fields) != 4)
        return FALSE;
      else
        options = g_strdup_printf ("foundation-bases=%s reserve-size=%s reserve-spaces=%s "
                                   "foundation-transfers=%s",
                                   fields[0], fields[1], fields[2], fields[3]);
      if (!ap_rules_parse (game, options, &parsed, NULL))
        return FALSE;
    }
  /* Only the spelling that ap_rules_key() writes is a key: anything else
   * (spaces, a missing part) would split one rule set's statistics in two. */
  canonical = ap_rules_key (&parsed);
  if (strcmp (canonical, key) != 0)
    return FALSE;
  if (rules)
    *rules = parsed;
  return TRUE;
}
