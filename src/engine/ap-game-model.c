/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "ap-safe-move.h"
#include "ap-game-model.h"

/* One move of the history. An automatic move belongs to the move before it:
 * undo and redo take them together (see ap_game_model_play_safe_move()). */
typedef struct {
  ApUndo undo;
  gboolean automatic;
} Entry;

typedef struct {
  ApMove move;
  gboolean automatic;
} RedoEntry;

struct _ApGameModel {
  GObject parent_instance;

  ApPosition start;
  ApPosition pos;
  GArray *history; /* Entry, oldest first */
  GArray *redo;    /* RedoEntry, the next redo LAST */
  guint32 deal_number;
  /* The last change was a move made forward (ap_game_model_try_move() or an
   * automatic move), after which safe moves are due; not an undo, a redo,
   * a new game or a replay. */
  gboolean forward;
  gboolean automatic; /* the game makes the safe moves itself */
  guint group_depth;  /* groups begun and not ended (begin_group()) */
};

G_DEFINE_FINAL_TYPE (ApGameModel, ap_game_model, G_TYPE_OBJECT)

G_DEFINE_ENUM_TYPE (ApChange, ap_change, G_DEFINE_ENUM_VALUE (AP_CHANGE_MOVE, "move"),
                    G_DEFINE_ENUM_VALUE (AP_CHANGE_UNDO, "undo"),
                    G_DEFINE_ENUM_VALUE (AP_CHANGE_REDO, "redo"),
                    G_DEFINE_ENUM_VALUE (AP_CHANGE_AUTOMATIC, "automatic"),
                    G_DEFINE_ENUM_VALUE (AP_CHANGE_RESET, "reset"))

enum {
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_MOVES,
  PROP_DEAL_NUMBER,
  PROP_GAME,
  PROP_AUTOMATIC,
  N_PROPS
};

enum {
  PILE_CHANGED,
  MOVE_APPLIED,
  DEALT,
  WON,
  RESET,
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];
static GQuark pile_quarks[AP_N_PILES];

/* What the observable properties were before a change, so that notify is
 * emitted only for those that really changed. */
typedef struct {
  gboolean can_undo, can_redo, won;
  guint moves, deal_number;
  ApGame game;
} Observed;

static void
observe (ApGameModel *self, Observed *o)
{
  o->can_undo = ap_game_model_can_undo (self);
  o->can_redo = ap_game_model_can_redo (self);
  o->won = ap_position_is_won (&self->pos);
  o->moves = ap_game_model_get_moves (self);
  o->deal_number = self->deal_number;
  o->game = self->pos.rules.game;
}

static void
notify_changes (ApGameModel *self, const Observed *before)
{
  Observed now;

  observe (self, &now);
  if (now.can_undo != before->can_undo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (now.can_redo != before->can_redo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (now.moves != before->moves)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MOVES]);
  if (now.deal_number != before->deal_number)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEAL_NUMBER]);
  if (now.game != before->game)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/* A group: the changes that one action of the player makes, told by one
 * `changed` at the end. Groups nest: a change asked for inside a group
 * (by the model itself, or by a listener of its signals) joins it, and only
 * the outermost ends it. */
static void
begin_group (ApGameModel *self)
{
  self->group_depth++;
}

static void
end_group (ApGameModel *self, ApChange kind)
{
  g_assert (self->group_depth > 0);
  if (--self->group_depth == 0)
    g_signal_emit (self, signals[CHANGED], 0, kind);
}

static void
emit_pile_changes (ApGameModel *self, const ApPosition *before)
{
  for (int p = 0; p < AP_N_PILES; p++)
    if (before->len[p] != self->pos.len[p] ||
        memcmp (before->cards[p], self->pos.cards[p], before->len[p]) != 0)
      g_signal_emit (self, signals[PILE_CHANGED], pile_quarks[p], p);
}

/* Every change of the position goes through here: the change itself runs
 * between the two snapshots and the signals follow in a fixed order. */
static void
finish_change (ApGameModel *self, const ApPosition *before, const Observed *observed,
               const ApMove *move, gboolean undo)
{
  gboolean was_won = observed->won;

  g_object_freeze_notify (G_OBJECT (self));
  emit_pile_changes (self, before);
  g_signal_emit (self, signals[MOVE_APPLIED], 0, move, undo);
  if (move->kind != AP_MOVE_CARD && !undo)
    g_signal_emit (self, signals[DEALT], 0);
  notify_changes (self, observed);
  g_object_thaw_notify (G_OBJECT (self));
  if (!was_won && ap_position_is_won (&self->pos) && !undo)
    g_signal_emit (self, signals[WON], 0);
}

static void
ap_game_model_finalize (GObject *object)
{
  ApGameModel *self = AP_GAME_MODEL (object);

  g_clear_pointer (&self->history, g_array_unref);
  g_clear_pointer (&self->redo, g_array_unref);
  G_OBJECT_CLASS (ap_game_model_parent_class)->finalize (object);
}

static void
ap_game_model_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ApGameModel *self = AP_GAME_MODEL (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, ap_game_model_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, ap_game_model_can_redo (self));
      break;
    case PROP_MOVES:
      g_value_set_uint (value, ap_game_model_get_moves (self));
      break;
    case PROP_DEAL_NUMBER:
      g_value_set_uint (value, self->deal_number);
      break;
    case PROP_GAME:
      g_value_set_enum (value, self->pos.rules.game);
      break;
    case PROP_AUTOMATIC:
      g_value_set_boolean (value, self->automatic);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ap_game_model_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  ApGameModel *self = AP_GAME_MODEL (object);

  switch (prop_id)
    {
    case PROP_AUTOMATIC:
      ap_game_model_set_automatic (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ap_game_model_class_init (ApGameModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = ap_game_model_finalize;
  object_class->get_property = ap_game_model_get_property;
  object_class->set_property = ap_game_model_set_property;

  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, flags);
  properties[PROP_MOVES] = g_param_spec_uint ("moves", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_DEAL_NUMBER] =
    g_param_spec_uint ("deal-number", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_GAME] =
    g_param_spec_enum ("game", NULL, NULL, AP_TYPE_GAME, AP_GAME_ALGERIAN, flags);
  properties[PROP_AUTOMATIC] =
    g_param_spec_boolean ("automatic", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[PILE_CHANGED] =
    g_signal_new ("pile-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[MOVE_APPLIED] =
    g_signal_new ("move-applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, AP_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE, G_TYPE_BOOLEAN);
  signals[DEALT] = g_signal_new ("dealt", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                 NULL, NULL, G_TYPE_NONE, 0);
  signals[WON] = g_signal_new ("won", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                               NULL, G_TYPE_NONE, 0);
  signals[RESET] = g_signal_new ("reset", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                 NULL, NULL, G_TYPE_NONE, 0);
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 1, AP_TYPE_CHANGE);

  for (int p = 0; p < AP_N_PILES; p++)
    pile_quarks[p] = g_quark_from_static_string (ap_pile_name (p));
}

static void
ap_game_model_init (ApGameModel *self)
{
  ApRules rules;

  self->history = g_array_new (FALSE, FALSE, sizeof (Entry));
  self->redo = g_array_new (FALSE, FALSE, sizeof (RedoEntry));
  ap_rules_default (AP_GAME_ALGERIAN, &rules);
  ap_position_deal (&self->start, &rules, 1);
  self->pos = self->start;
  self->deal_number = 1;
}

ApGameModel *
ap_game_model_new (void)
{
  return g_object_new (AP_TYPE_GAME_MODEL, NULL);
}

static void do_move (ApGameModel *self, ApMove move, gboolean is_redo, gboolean automatic);

/* Inside a group: with `automatic` on, the safe moves that are due. */
static guint
play_automatic (ApGameModel *self)
{
  ApMove move;
  guint n = 0;

  while (self->automatic && ap_game_model_find_safe_move (self, &move))
    {
      do_move (self, move, FALSE, TRUE);
      n++;
    }
  return n;
}

/* Replaces the whole game: every pile may have changed. */
static void
reset_to (ApGameModel *self, const ApPosition *start, guint32 deal_number)
{
  g_autofree ApPosition *before = g_memdup2 (&self->pos, sizeof self->pos);
  Observed observed;

  observe (self, &observed);
  self->start = *start;
  self->pos = *start;
  self->deal_number = deal_number;
  /* A fresh game: the safe moves its first position offers are due, as if
   * the deal had just been made (a card the player could only watch being
   * buried by the first deal is what automatic moves are for). */
  self->forward = TRUE;
  g_array_set_size (self->history, 0);
  g_array_set_size (self->redo, 0);
  begin_group (self);
  g_object_freeze_notify (G_OBJECT (self));
  emit_pile_changes (self, before);
  notify_changes (self, &observed);
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, signals[RESET], 0);
  play_automatic (self);
  end_group (self, AP_CHANGE_RESET);
}

void
ap_game_model_new_deal (ApGameModel *self, const ApRules *rules, guint32 number)
{
  ApPosition start;

  g_return_if_fail (AP_IS_GAME_MODEL (self));
  ap_position_deal (&start, rules, number);
  reset_to (self, &start, number);
}

void
ap_game_model_set_position (ApGameModel *self, const ApPosition *pos, guint32 deal_number)
{
  g_return_if_fail (AP_IS_GAME_MODEL (self));
  reset_to (self, pos, deal_number);
}

void
ap_game_model_restart (ApGameModel *self)
{
  ApPosition start;

  g_return_if_fail (AP_IS_GAME_MODEL (self));
  start = self->start;
  reset_to (self, &start, self->deal_number);
}

const ApPosition *
ap_game_model_get_position (ApGameModel *self)
{
  return &self->pos;
}

const ApPosition *
ap_game_model_get_start (ApGameModel *self)
{
  return &self->start;
}

const ApRules *
ap_game_model_get_rules (ApGameModel *self)
{
  return &self->pos.rules;
}

guint32
ap_game_model_get_deal_number (ApGameModel *self)
{
  return self->deal_number;
}

/* Applies a move already known to be legal and records it. A new move
 * clears the redo stack; a redo takes its move off the top of it. Both
 * happen after the "before" snapshot so that can-redo notifies. */
static void
do_move (ApGameModel *self, ApMove move, gboolean is_redo, gboolean automatic)
{
  g_autofree ApPosition *before = g_memdup2 (&self->pos, sizeof self->pos);
  Observed observed;
  Entry entry = { .automatic = automatic };

  observe (self, &observed);
  ap_position_apply (&self->pos, move, &entry.undo);
  g_array_append_val (self->history, entry);
  g_array_set_size (self->redo, is_redo ? self->redo->len - 1 : 0);
  self->forward = !is_redo;
  finish_change (self, before, &observed, &move, FALSE);
}

static ApVerdict
try_move (ApGameModel *self, ApMove move, gboolean automatic)
{
  ApVerdict verdict = ap_position_check_move (&self->pos, move);

  if (verdict != AP_VERDICT_OK)
    return verdict;
  begin_group (self);
  do_move (self, move, FALSE, FALSE);
  if (automatic)
    play_automatic (self);
  end_group (self, AP_CHANGE_MOVE);
  return verdict;
}

ApVerdict
ap_game_model_try_move (ApGameModel *self, ApMove move)
{
  g_return_val_if_fail (AP_IS_GAME_MODEL (self), AP_VERDICT_NO_SUCH_PILE);
  return try_move (self, move, TRUE);
}

ApVerdict
ap_game_model_try_move_alone (ApGameModel *self, ApMove move)
{
  g_return_val_if_fail (AP_IS_GAME_MODEL (self), AP_VERDICT_NO_SUCH_PILE);
  return try_move (self, move, FALSE);
}

guint
ap_game_model_legal_moves (ApGameModel *self, ApMove *moves)
{
  return ap_position_legal_moves (&self->pos, moves);
}

/* The automatic moves a game opened with, before any move of the player:
 * part of the deal as the player first saw it, so neither counted as moves
 * nor taken back by undo. */
static guint
opening_moves (ApGameModel *self)
{
  guint n = 0;

  while (n < self->history->len && g_array_index (self->history, Entry, n).automatic)
    n++;
  return n;
}

gboolean
ap_game_model_can_undo (ApGameModel *self)
{
  return self->history->len > opening_moves (self);
}

gboolean
ap_game_model_can_redo (ApGameModel *self)
{
  return self->redo->len > 0;
}

/* Undoes the last entry of the history; returns whether it was an
 * automatic move. */
static gboolean
undo_one (ApGameModel *self)
{
  g_autofree ApPosition *before = g_memdup2 (&self->pos, sizeof self->pos);
  Observed observed;
  Entry entry;
  RedoEntry redo;

  observe (self, &observed);
  entry = g_array_index (self->history, Entry, self->history->len - 1);
  g_array_set_size (self->history, self->history->len - 1);
  ap_position_unapply (&self->pos, &entry.undo);
  redo = (RedoEntry) { entry.undo.move, entry.automatic };
  g_array_append_val (self->redo, redo);
  self->forward = FALSE;
  finish_change (self, before, &observed, &entry.undo.move, TRUE);
  return entry.automatic;
}

/* Takes back the last move of the player together with the automatic moves
 * that followed it, newest first, one change (and one set of signals) per
 * move. */
gboolean
ap_game_model_undo (ApGameModel *self)
{
  g_return_val_if_fail (AP_IS_GAME_MODEL (self), FALSE);
  if (!ap_game_model_can_undo (self))
    return FALSE;
  begin_group (self);
  /* An automatic move follows a move of the player or opens the game, so
   * the loop ends at the player's move, before the opening ones. */
  while (undo_one (self) && self->history->len > 0)
    ;
  end_group (self, AP_CHANGE_UNDO);
  return TRUE;
}

/* Replays the next move of the redo stack and the automatic moves that
 * followed it when it was first made. */
gboolean
ap_game_model_redo (ApGameModel *self)
{
  g_return_val_if_fail (AP_IS_GAME_MODEL (self), FALSE);
  if (self->redo->len == 0)
    return FALSE;
  begin_group (self);
  do
    {
      RedoEntry next = g_array_index (self->redo, RedoEntry, self->redo->len - 1);

      /* A redo is always legal: it replays a move from the position it was
       * made in. The check guards against a corrupted history all the
       * same. */
      if (ap_position_check_move (&self->pos, next.move) != AP_VERDICT_OK)
        {
          g_critical ("ap_game_model_redo: the move to redo does not replay");
          break;
        }
      do_move (self, next.move, TRUE, next.automatic);
    }
  while (self->redo->len > 0 &&
         g_array_index (self->redo, RedoEntry, self->redo->len - 1).automatic);
  end_group (self, AP_CHANGE_REDO);
  return TRUE;
}

/* --------------------------------------------------- automatic moves */

/* Whether a legal move of `pos` is one that the game may make by itself.
 * Never a card off a foundation: a foundation card only ever moves to
 * another foundation (a transfer or reversal), which is the player's
 * choice alone. So a card the player has just moved, whether off a
 * foundation or onto one, is never moved back. */
static gboolean
is_safe_home_move (const ApPosition *pos, ApMove move)
{
  return move.kind == AP_MOVE_CARD && ap_pile_kind (move.src) != AP_KIND_FOUNDATION &&
         ap_pile_kind (move.dst) == AP_KIND_FOUNDATION && ap_move_is_safe (pos, move);
}

gboolean
ap_game_model_find_safe_move (ApGameModel *self, ApMove *move)
{
  ApMove moves[AP_MAX_MOVES];
  guint n;

  g_return_val_if_fail (AP_IS_GAME_MODEL (self), FALSE);
  if (!self->forward)
    return FALSE;
  n = ap_position_legal_moves (&self->pos, moves);
  for (guint i = 0; i < n; i++)
    {
      if (is_safe_home_move (&self->pos, moves[i]))
        {
          if (move != NULL)
            *move = moves[i];
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
ap_game_model_play_safe_move (ApGameModel *self)
{
  ApMove move;

  g_return_val_if_fail (AP_IS_GAME_MODEL (self), FALSE);
  if (!ap_game_model_find_safe_move (self, &move))
    return FALSE;
  begin_group (self);
  do_move (self, move, FALSE, TRUE);
  end_group (self, AP_CHANGE_AUTOMATIC);
  return TRUE;
}

guint
ap_game_model_play_safe_moves (ApGameModel *self)
{
  ApMove move;
  guint n = 0;

  g_return_val_if_fail (AP_IS_GAME_MODEL (self), 0);
  if (!ap_game_model_find_safe_move (self, NULL))
    return 0;
  begin_group (self);
  while (ap_game_model_find_safe_move (self, &move))
    {
      do_move (self, move, FALSE, TRUE);
      n++;
    }
  end_group (self, AP_CHANGE_AUTOMATIC);
  return n;
}

void
ap_game_model_set_automatic (ApGameModel *self, gboolean automatic)
{
  g_return_if_fail (AP_IS_GAME_MODEL (self));
  if (self->automatic == !!automatic)
    return;
  self->automatic = !!automatic;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOMATIC]);
  if (self->automatic)
    ap_game_model_play_safe_moves (self);
}

gboolean
ap_game_model_get_automatic (ApGameModel *self)
{
  g_return_val_if_fail (AP_IS_GAME_MODEL (self), FALSE);
  return self->automatic;
}

void
ap_game_model_resume_automatic (ApGameModel *self)
{
  ApPosition pos;

  g_return_if_fail (AP_IS_GAME_MODEL (self));
  pos = self->start;
  /* The history, oldest first, then the redo stack, next redo first: the
   * line of play as it was made. */
  for (guint i = 0; i < self->history->len + self->redo->len; i++)
    {
      ApMove move;
      gboolean *automatic;

      if (i < self->history->len)
        {
          Entry *entry = &g_array_index (self->history, Entry, i);

          move = entry->undo.move;
          automatic = &entry->automatic;
        }
      else
        {
          RedoEntry *entry =
            &g_array_index (self->redo, RedoEntry, self->redo->len - 1 - (i - self->history->len));

          move = entry->move;
          automatic = &entry->automatic;
        }
      *automatic = is_safe_home_move (&pos, move);
      ap_position_apply (&pos, move, NULL);
    }
  /* An undo leaves moves to redo, and any move forward clears them: with
   * none, the last thing done was a move forward, or the game is fresh. */
  self->forward = self->redo->len == 0;
  if (self->automatic)
    ap_game_model_play_safe_moves (self);
}

guint
ap_game_model_get_player_moves (ApGameModel *self)
{
  guint n = 0;

  g_return_val_if_fail (AP_IS_GAME_MODEL (self), 0);
  for (guint i = 0; i < self->history->len; i++)
    n += !g_array_index (self->history, Entry, i).automatic;
  return n;
}

guint
ap_game_model_get_moves (ApGameModel *self)
{
  return self->history->len - opening_moves (self);
}

guint
ap_game_model_get_stock_count (ApGameModel *self)
{
  return self->pos.len[AP_PILE_STOCK];
}

gboolean
ap_game_model_get_won (ApGameModel *self)
{
  return ap_position_is_won (&self->pos);
}

guint
ap_game_model_get_n_history (ApGameModel *self)
{
  return self->history->len;
}

ApMove
ap_game_model_get_history_move (ApGameModel *self, guint i)
{
  g_return_val_if_fail (i < self->history->len, (ApMove) { 0 });
  return g_array_index (self->history, Entry, i).undo.move;
}

guint
ap_game_model_get_n_redo (ApGameModel *self)
{
  return self->redo->len;
}

ApMove
ap_game_model_get_redo_move (ApGameModel *self, guint i)
{
  g_return_val_if_fail (i < self->redo->len, (ApMove) { 0 });
  return g_array_index (self->redo, RedoEntry, self->redo->len - 1 - i).move;
}

gboolean
ap_game_model_replay (ApGameModel *self, const ApMove *moves, guint n_moves, const ApMove *redo,
                      guint n_redo, guint *failed_index)
{
  g_autofree ApPosition *before = g_memdup2 (&self->pos, sizeof self->pos);
  Observed observed;
  gboolean ok = TRUE;
  guint i;

  g_return_val_if_fail (AP_IS_GAME_MODEL (self), FALSE);
  observe (self, &observed);
  self->pos = self->start;
  self->forward = FALSE;
  g_array_set_size (self->history, 0);
  g_array_set_size (self->redo, 0);

  /* The saved game does not say which moves were automatic (formats.md
   * fixes its format), so every replayed move is a move of its own, unless
   * ap_game_model_resume_automatic() says otherwise. */
  /* The redo moves are replayed after the history and then undone, which
   * both checks that they replay and leaves them on the redo stack. */
  for (i = 0; ok && i < n_moves + n_redo; i++)
    {
      ApMove move = i < n_moves ? moves[i] : redo[i - n_moves];
      Entry entry = { .automatic = FALSE };

      if (ap_position_check_move (&self->pos, move) != AP_VERDICT_OK)
        {
          ok = FALSE;
          if (failed_index)
            *failed_index = i;
          break;
        }
      ap_position_apply (&self->pos, move, &entry.undo);
      g_array_append_val (self->history, entry);
    }
  if (!ok)
    {
      self->pos = self->start;
      g_array_set_size (self->history, 0);
    }
  else
    for (i = 0; i < n_redo; i++)
      {
        Entry entry = g_array_index (self->history, Entry, self->history->len - 1);
        RedoEntry redo_entry = { entry.undo.move, FALSE };

        g_array_set_size (self->history, self->history->len - 1);
        ap_position_unapply (&self->pos, &entry.undo);
        g_array_append_val (self->redo, redo_entry);
      }

  begin_group (self);
  g_object_freeze_notify (G_OBJECT (self));
  emit_pile_changes (self, before);
  notify_changes (self, &observed);
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, signals[RESET], 0);
  end_group (self, AP_CHANGE_RESET);
  return ok;
}
