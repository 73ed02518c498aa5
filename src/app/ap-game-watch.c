/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-game-watch-private.h"

/* The watch's budget per position: most positions are decided in a small
 * fraction of it. */
#define WATCH_SECONDS 2.0
/* The search for a winnable deal: the budget per deal, and how many deals
 * one job of the deal task tries before the watch tells how many it has
 * tried ("deals-tried") and starts the next. There is no limit on the
 * deals: the search goes on until a winnable one is found or it is
 * cancelled, however rare winnable deals are (docs/solver.md). */
#define FIND_SECONDS 2.0
#define FIND_BATCH 4

G_DEFINE_ENUM_TYPE (ApWatchOutlook, ap_watch_outlook,
                    G_DEFINE_ENUM_VALUE (AP_WATCH_UNKNOWN, "unknown"),
                    G_DEFINE_ENUM_VALUE (AP_WATCH_WINNABLE, "winnable"),
                    G_DEFINE_ENUM_VALUE (AP_WATCH_FINISH, "finish"),
                    G_DEFINE_ENUM_VALUE (AP_WATCH_UNWINNABLE, "unwinnable"),
                    G_DEFINE_ENUM_VALUE (AP_WATCH_LOST, "lost"),
                    G_DEFINE_ENUM_VALUE (AP_WATCH_WON, "won"))

G_DEFINE_FINAL_TYPE (ApGameWatch, ap_game_watch, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MODEL,
  PROP_OUTLOOK,
  PROP_HOPELESS,
  PROP_TELL_LOSS,
  PROP_CAN_GO_BACK,
  PROP_LAST_WINNABLE,
  PROP_NEVER_WINNABLE,
  PROP_SEEKING,
  PROP_UNDO_WAITING,
  PROP_WATCHING,
  PROP_BUSY,
  PROP_FINISHING,
  PROP_FINDING,
  PROP_DEALS_TRIED,
  PROP_SHOW_VERDICTS,
  PROP_ASKED,
  PROP_TELLING,
  PROP_STARTED,
  PROP_HOLD,
  PROP_DEMONSTRATING,
  N_PROPS
};

enum {
  HINT_READY,
  DEAL_FOUND,
  REWINDING,
  WENT_WRONG,
  FAIR_HINT_READY,
  DEMO_MOVED,
  DEMO_ENDED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ------------------------------------------------------------- notify */

/* Nothing is said of a deal before the player's first move, unless the
 * player asks; after it, the verdicts are said when the player wants
 * them, undone moves or not. A position given whole rather than dealt
 * (deal number 0: one written by hand) is a game under way already. */
static gboolean
started (ApGameWatch *self)
{
  return self->touched || ap_game_model_get_player_moves (self->model) > 0 ||
         ap_game_model_get_deal_number (self->model) == 0;
}

static gboolean
telling (ApGameWatch *self)
{
  return self->asked || (self->show_verdicts && started (self));
}

static Published
current (ApGameWatch *self)
{
  return (Published) {
    .outlook = self->outlook,
    .tell_loss = self->outlook == AP_WATCH_LOST && self->may_tell && telling (self),
    .can_go_back = ap_game_model_can_undo (self->model) && !self->never_winnable,
    .last_winnable = self->last_winnable,
    .never_winnable = self->never_winnable,
    .seeking = self->seeking,
    .undo_waiting = self->undo_waiting,
    .watching = self->watch_source != 0 || ap_solver_task_get_busy (self->watch_task),
    .busy = ap_solver_task_get_busy (self->hint_task) ||
            ap_solver_task_get_busy (self->watch_task) ||
            ap_solver_task_get_busy (self->deal_task) ||
            ap_solver_task_get_busy (self->where_task) || ap_solver_task_get_busy (self->demo_task),
    .finishing = self->finishing,
    .finding = self->finding,
    .deals_tried = self->deals_tried,
    .asked = self->asked,
    .telling = telling (self),
    .started = started (self),
    .demonstrating = self->demonstrating,
  };
}

void
ap_game_watch_begin (ApGameWatch *self)
{
  self->depth++;
}

#define NOTIFY_IF_CHANGED(field, prop)                                                             \
  if (now.field != was.field)                                                                      \
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop])

void
ap_game_watch_end (ApGameWatch *self)
{
  Published now, was;

  g_assert (self->depth > 0);
  if (--self->depth > 0)
    return;
  /* All of a change is made before anyone hears of it: a property read in
   * a notify handler is never halfway. */
  now = current (self);
  was = self->published;
  self->published = now;
  g_object_freeze_notify (G_OBJECT (self));
  NOTIFY_IF_CHANGED (outlook, PROP_OUTLOOK);
  if ((now.outlook == AP_WATCH_UNWINNABLE || now.outlook == AP_WATCH_LOST) !=
      (was.outlook == AP_WATCH_UNWINNABLE || was.outlook == AP_WATCH_LOST))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOPELESS]);
  NOTIFY_IF_CHANGED (tell_loss, PROP_TELL_LOSS);
  NOTIFY_IF_CHANGED (can_go_back, PROP_CAN_GO_BACK);
  NOTIFY_IF_CHANGED (last_winnable, PROP_LAST_WINNABLE);
  NOTIFY_IF_CHANGED (never_winnable, PROP_NEVER_WINNABLE);
  NOTIFY_IF_CHANGED (seeking, PROP_SEEKING);
  NOTIFY_IF_CHANGED (undo_waiting, PROP_UNDO_WAITING);
  NOTIFY_IF_CHANGED (watching, PROP_WATCHING);
  NOTIFY_IF_CHANGED (busy, PROP_BUSY);
  NOTIFY_IF_CHANGED (finishing, PROP_FINISHING);
  NOTIFY_IF_CHANGED (finding, PROP_FINDING);
  NOTIFY_IF_CHANGED (deals_tried, PROP_DEALS_TRIED);
  NOTIFY_IF_CHANGED (asked, PROP_ASKED);
  NOTIFY_IF_CHANGED (telling, PROP_TELLING);
  NOTIFY_IF_CHANGED (started, PROP_STARTED);
  NOTIFY_IF_CHANGED (demonstrating, PROP_DEMONSTRATING);
  g_object_thaw_notify (G_OBJECT (self));
}

/* -------------------------------------------------------------- model */

static void
model_reset_cb (ApGameWatch *self)
{
  /* A new deal or a loaded game: nothing is known about it yet, and a loss
   * found now is not news of a move. */
  ap_game_watch_begin (self);
  ap_game_watch_stop_finishing (self);
  ap_game_watch_stop_finding (self);
  ap_game_watch_end_demo (self, AP_DEMO_LEFT);
  self->asked = FALSE;
  self->touched = FALSE;
  ap_game_watch_reset_outlook (self);
  ap_game_watch_end (self);
}

static void
model_moved_cb (ApGameWatch *self, const ApMove *move, gboolean undo)
{
  /* The player doing something else ends the search for a deal, and an
   * undo ends Finish. */
  ap_game_watch_begin (self);
  ap_game_watch_stop_finding (self);
  /* An answer asked for was about the position the player has left. */
  self->asked = FALSE;
  if (!undo && ap_game_model_get_player_moves (self->model) > 0)
    self->touched = TRUE;
  if (undo)
    ap_game_watch_stop_finishing (self);
  /* Play for Me plays its own game: anything else ends it. */
  if (!self->demo_moving)
    ap_game_watch_end_demo (self, AP_DEMO_LEFT);
  ap_game_watch_moved (self, move, undo);
  ap_game_watch_end (self);
}

/* --------------------------------------------------------------- hint */

static void
hint_answered_cb (ApSolverTask *task, gpointer data, ApGameWatch *self)
{
  const ApSolverAnswer *answer = data;
  ApHint hint = answer->hint;
  ApMove next;

  /* The fair hint is the fair player's alone: it knows nothing of the
   * watch's line, which knows the stock. */
  if (answer->job == AP_SOLVER_JOB_FAIR_MOVE)
    {
      g_signal_emit (self, signals[FAIR_HINT_READY], 0, answer->fair ? &answer->fair_move : NULL);
      return;
    }

  /* The hint's own search is small, so that every hint comes at once; the
   * watch may have found a win it missed. Then the hint is that line's
   * next move, and does not say "no win known" of a deal the game knows
   * can be won. */
  if (hint.kind != AP_HINT_WINNING && ap_game_watch_line_move (self, &next))
    {
      hint.kind = AP_HINT_WINNING;
      hint.verdict = AP_SOLVER_WINNABLE;
      hint.move = next;
      hint.enables = FALSE;
    }
  /* The hint's small search may not see it, but the watch proved it for
   * this very position: the hint must not contradict the watch. */
  if (hint.kind != AP_HINT_WINNING &&
      (self->outlook == AP_WATCH_UNWINNABLE || self->outlook == AP_WATCH_LOST))
    hint.verdict = AP_SOLVER_UNWINNABLE;
  g_signal_emit (self, signals[HINT_READY], 0, &hint);
}

void
ap_game_watch_request_hint (ApGameWatch *self)
{
  g_return_if_fail (AP_IS_GAME_WATCH (self));
  ap_solver_task_hint (self->hint_task);
}

void
ap_game_watch_request_fair_hint (ApGameWatch *self)
{
  g_return_if_fail (AP_IS_GAME_WATCH (self));
  ap_solver_task_fair_move (self->hint_task, AP_GAME_WATCH_FAIR_SEED);
}

/* ------------------------------------------------------ winnable deals */

/* Deal numbers run from 1 to 2^31-1, and after 2^31-1 comes 1
 * (docs/deals.md). */
static guint32
deal_after (guint32 number, guint n)
{
  return (guint32) (((guint64) number - 1 + n) % (guint64) G_MAXINT32) + 1;
}

static gboolean
begin_finding_cb (gpointer data)
{
  ApGameWatch *self = data;

  self->find_source = 0;
  ap_solver_task_find_winnable (self->deal_task, &self->finding_rules,
                                deal_after (self->finding_first, self->deals_tried), FIND_SECONDS,
                                FIND_BATCH);
  return G_SOURCE_REMOVE;
}

static void
deal_answered_cb (ApSolverTask *task, gpointer data, ApGameWatch *self)
{
  const ApSolverAnswer *answer = data;

  ap_game_watch_begin (self);
  self->deals_tried += answer->deals_tried;
  if (answer->deal != 0)
    {
      self->finding = FALSE;
      g_signal_emit (self, signals[DEAL_FOUND], 0, (guint) answer->deal);
    }
  else
    /* None of this batch: on to the next, whatever it takes. */
    begin_finding_cb (self);
  ap_game_watch_end (self);
}

void
ap_game_watch_find_winnable (ApGameWatch *self, const ApRules *rules, guint32 first)
{
  g_return_if_fail (AP_IS_GAME_WATCH (self));
  ap_game_watch_begin (self);
  self->finding = TRUE;
  self->finding_rules = *rules;
  self->finding_first = first;
  self->deals_tried = 0;
  g_clear_handle_id (&self->find_source, g_source_remove);
  if (self->find_delay_ms > 0)
    self->find_source = g_timeout_add (self->find_delay_ms, begin_finding_cb, self);
  else
    begin_finding_cb (self);
  ap_game_watch_end (self);
}

void
ap_game_watch_stop_finding (ApGameWatch *self)
{
  g_return_if_fail (AP_IS_GAME_WATCH (self));
  if (!self->finding)
    return;
  ap_game_watch_begin (self);
  self->finding = FALSE;
  g_clear_handle_id (&self->find_source, g_source_remove);
  ap_solver_task_cancel (self->deal_task);
  ap_game_watch_end (self);
}

/* ------------------------------------------------------------- object */

static void
task_busy_cb (ApGameWatch *self)
{
  /* "watching" and "busy" follow the tasks. */
  ap_game_watch_begin (self);
  ap_game_watch_end (self);
}

static void
watch_answered_cb (ApSolverTask *task, gpointer data, ApGameWatch *self)
{
  ap_game_watch_begin (self);
  ap_game_watch_answered (self, data);
  ap_game_watch_end (self);
}

/* Show Where's judgement of the move that lost the deal. */
static void
where_answered_cb (ApSolverTask *task, gpointer data, ApGameWatch *self)
{
  const ApSolverAnswer *answer = data;
  ApWatchWhere where = { .proved = self->where_proved, .went_wrong = answer->went_wrong };

  g_signal_emit (self, signals[WENT_WRONG], 0, &where);
}

static void
ap_game_watch_constructed (GObject *object)
{
  ApGameWatch *self = AP_GAME_WATCH (object);

  G_OBJECT_CLASS (ap_game_watch_parent_class)->constructed (object);
  g_return_if_fail (self->model != NULL);
  self->hint_task = ap_solver_task_new (self->model);
  self->watch_task = ap_solver_task_new (self->model);
  self->deal_task = ap_solver_task_new (self->model);
  self->where_task = ap_solver_task_new (self->model);
  g_signal_connect (self->hint_task, "answered", G_CALLBACK (hint_answered_cb), self);
  g_signal_connect (self->watch_task, "answered", G_CALLBACK (watch_answered_cb), self);
  g_signal_connect_swapped (self->hint_task, "notify::busy", G_CALLBACK (task_busy_cb), self);
  g_signal_connect_swapped (self->watch_task, "notify::busy", G_CALLBACK (task_busy_cb), self);
  g_signal_connect_swapped (self->deal_task, "notify::busy", G_CALLBACK (task_busy_cb), self);
  g_signal_connect (self->deal_task, "answered", G_CALLBACK (deal_answered_cb), self);
  g_signal_connect (self->where_task, "answered", G_CALLBACK (where_answered_cb), self);
  g_signal_connect_swapped (self->where_task, "notify::busy", G_CALLBACK (task_busy_cb), self);
  ap_game_watch_init_demo (self);
  g_signal_connect_swapped (self->demo_task, "notify::busy", G_CALLBACK (task_busy_cb), self);
  g_signal_connect_object (self->model, "reset", G_CALLBACK (model_reset_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "move-applied", G_CALLBACK (model_moved_cb), self,
                           G_CONNECT_SWAPPED);
  ap_game_watch_begin (self);
  ap_game_watch_reassess (self, AP_WATCH_UNKNOWN);
  self->published = current (self);
  self->depth--;
}

static void
ap_game_watch_dispose (GObject *object)
{
  ApGameWatch *self = AP_GAME_WATCH (object);
  ApSolverTask **tasks[] = { &self->hint_task, &self->watch_task, &self->deal_task,
                             &self->where_task, &self->demo_task };

  g_clear_handle_id (&self->watch_source, g_source_remove);
  g_clear_handle_id (&self->demo_source, g_source_remove);
  g_clear_handle_id (&self->finish_source, g_source_remove);
  g_clear_handle_id (&self->find_source, g_source_remove);
  /* A thread still running keeps its task alive until it has returned:
   * cancelled, it returns soon and reports nothing. */
  for (guint i = 0; i < G_N_ELEMENTS (tasks); i++)
    if (*tasks[i] != NULL)
      {
        g_signal_handlers_disconnect_by_data (*tasks[i], self);
        ap_solver_task_cancel (*tasks[i]);
        g_clear_object (tasks[i]);
      }
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  G_OBJECT_CLASS (ap_game_watch_parent_class)->dispose (object);
}

static void
ap_game_watch_finalize (GObject *object)
{
  ApGameWatch *self = AP_GAME_WATCH (object);

  ap_game_watch_clear_finish (self);
  ap_game_watch_clear_line (self);
  g_free (self->playing);
  g_clear_pointer (&self->referee, ap_fair_referee_free);
  G_OBJECT_CLASS (ap_game_watch_parent_class)->finalize (object);
}

static void
ap_game_watch_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ApGameWatch *self = AP_GAME_WATCH (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_OUTLOOK:
      g_value_set_enum (value, self->outlook);
      break;
    case PROP_HOPELESS:
      g_value_set_boolean (value, ap_game_watch_get_hopeless (self));
      break;
    case PROP_TELL_LOSS:
      g_value_set_boolean (value, ap_game_watch_get_tell_loss (self));
      break;
    case PROP_CAN_GO_BACK:
      g_value_set_boolean (value, ap_game_watch_get_can_go_back (self));
      break;
    case PROP_LAST_WINNABLE:
      g_value_set_uint (value, self->last_winnable);
      break;
    case PROP_NEVER_WINNABLE:
      g_value_set_boolean (value, self->never_winnable);
      break;
    case PROP_SEEKING:
      g_value_set_boolean (value, self->seeking);
      break;
    case PROP_UNDO_WAITING:
      g_value_set_boolean (value, self->undo_waiting);
      break;
    case PROP_WATCHING:
      g_value_set_boolean (value, ap_game_watch_get_watching (self));
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, ap_game_watch_get_busy (self));
      break;
    case PROP_FINISHING:
      g_value_set_boolean (value, self->finishing);
      break;
    case PROP_FINDING:
      g_value_set_boolean (value, self->finding);
      break;
    case PROP_DEALS_TRIED:
      g_value_set_uint (value, self->deals_tried);
      break;
    case PROP_SHOW_VERDICTS:
      g_value_set_boolean (value, self->show_verdicts);
      break;
    case PROP_ASKED:
      g_value_set_boolean (value, self->asked);
      break;
    case PROP_TELLING:
      g_value_set_boolean (value, telling (self));
      break;
    case PROP_STARTED:
      g_value_set_boolean (value, started (self));
      break;
    case PROP_HOLD:
      g_value_set_boolean (value, self->hold);
      break;
    case PROP_DEMONSTRATING:
      g_value_set_boolean (value, self->demonstrating);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ap_game_watch_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  ApGameWatch *self = AP_GAME_WATCH (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      self->model = g_value_dup_object (value);
      break;
    case PROP_HOLD:
      ap_game_watch_set_hold (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_VERDICTS:
      ap_game_watch_set_show_verdicts (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GParamSpec *
flag (const char *name)
{
  return g_param_spec_boolean (name, NULL, NULL, FALSE,
                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static void
ap_game_watch_class_init (ApGameWatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = ap_game_watch_constructed;
  object_class->dispose = ap_game_watch_dispose;
  object_class->finalize = ap_game_watch_finalize;
  object_class->get_property = ap_game_watch_get_property;
  object_class->set_property = ap_game_watch_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, AP_TYPE_GAME_MODEL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_OUTLOOK] =
    g_param_spec_enum ("outlook", NULL, NULL, AP_TYPE_WATCH_OUTLOOK, AP_WATCH_UNKNOWN,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HOPELESS] = flag ("hopeless");
  properties[PROP_TELL_LOSS] = flag ("tell-loss");
  properties[PROP_CAN_GO_BACK] = flag ("can-go-back");
  properties[PROP_LAST_WINNABLE] =
    g_param_spec_uint ("last-winnable", NULL, NULL, 0, G_MAXUINT, AP_GAME_WATCH_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NEVER_WINNABLE] = flag ("never-winnable");
  properties[PROP_SEEKING] = flag ("seeking");
  properties[PROP_UNDO_WAITING] = flag ("undo-waiting");
  properties[PROP_WATCHING] = flag ("watching");
  properties[PROP_BUSY] = flag ("busy");
  properties[PROP_FINISHING] = flag ("finishing");
  properties[PROP_FINDING] = flag ("finding");
  properties[PROP_DEALS_TRIED] =
    g_param_spec_uint ("deals-tried", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_VERDICTS] =
    g_param_spec_boolean ("show-verdicts", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ASKED] = flag ("asked");
  properties[PROP_TELLING] = flag ("telling");
  properties[PROP_STARTED] = flag ("started");
  properties[PROP_HOLD] =
    g_param_spec_boolean ("hold", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DEMONSTRATING] = flag ("demonstrating");
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[HINT_READY] = g_signal_new ("hint-ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                      NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[DEAL_FOUND] = g_signal_new ("deal-found", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                      NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[REWINDING] = g_signal_new ("rewinding", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[WENT_WRONG] = g_signal_new ("went-wrong", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                      NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[FAIR_HINT_READY] =
    g_signal_new ("fair-hint-ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[DEMO_MOVED] =
    g_signal_new ("demo-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_POINTER);
  signals[DEMO_ENDED] = g_signal_new ("demo-ended", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                      NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
ap_game_watch_init (ApGameWatch *self)
{
  self->outlook = AP_WATCH_UNKNOWN;
  self->last_winnable = AP_GAME_WATCH_NONE;
  self->first_unwinnable = AP_GAME_WATCH_NONE;
  self->watch_seconds = WATCH_SECONDS;
  self->show_verdicts = TRUE;
  self->pace = 1.0;
}

/* ------------------------------------------------------------- public */

ApGameWatch *
ap_game_watch_new (ApGameModel *model)
{
  return g_object_new (AP_TYPE_GAME_WATCH, "model", model, NULL);
}

ApGameModel *
ap_game_watch_get_model (ApGameWatch *self)
{
  return self->model;
}

ApWatchOutlook
ap_game_watch_get_outlook (ApGameWatch *self)
{
  return self->outlook;
}

const char *
ap_game_watch_outlook_id (ApWatchOutlook outlook)
{
  GEnumValue *value = g_enum_get_value (g_type_class_peek (AP_TYPE_WATCH_OUTLOOK), outlook);

  return value != NULL ? value->value_nick : "unknown";
}

gboolean
ap_game_watch_get_hopeless (ApGameWatch *self)
{
  return self->outlook == AP_WATCH_UNWINNABLE || self->outlook == AP_WATCH_LOST;
}

gboolean
ap_game_watch_get_tell_loss (ApGameWatch *self)
{
  return current (self).tell_loss;
}

gboolean
ap_game_watch_get_can_go_back (ApGameWatch *self)
{
  return current (self).can_go_back;
}

guint
ap_game_watch_get_last_winnable (ApGameWatch *self)
{
  return self->last_winnable;
}

gboolean
ap_game_watch_get_never_winnable (ApGameWatch *self)
{
  return self->never_winnable;
}

gboolean
ap_game_watch_get_seeking (ApGameWatch *self)
{
  return self->seeking;
}

gboolean
ap_game_watch_get_undo_waiting (ApGameWatch *self)
{
  return self->undo_waiting;
}

gboolean
ap_game_watch_get_watching (ApGameWatch *self)
{
  return current (self).watching;
}

gboolean
ap_game_watch_get_busy (ApGameWatch *self)
{
  return current (self).busy;
}

gboolean
ap_game_watch_get_finishing (ApGameWatch *self)
{
  return self->finishing;
}

gboolean
ap_game_watch_get_finding (ApGameWatch *self)
{
  return self->finding;
}

guint
ap_game_watch_get_deals_tried (ApGameWatch *self)
{
  return self->deals_tried;
}

void
ap_game_watch_set_hold (ApGameWatch *self, gboolean hold)
{
  g_return_if_fail (AP_IS_GAME_WATCH (self));
  if (self->hold == !!hold)
    return;
  self->hold = !!hold;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOLD]);
}

gboolean
ap_game_watch_get_show_verdicts (ApGameWatch *self)
{
  return self->show_verdicts;
}

void
ap_game_watch_set_show_verdicts (ApGameWatch *self, gboolean show)
{
  g_return_if_fail (AP_IS_GAME_WATCH (self));
  if (self->show_verdicts == !!show)
    return;
  ap_game_watch_begin (self);
  self->show_verdicts = !!show;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_VERDICTS]);
  ap_game_watch_end (self);
}

gboolean
ap_game_watch_get_asked (ApGameWatch *self)
{
  return self->asked;
}

gboolean
ap_game_watch_get_telling (ApGameWatch *self)
{
  return telling (self);
}

gboolean
ap_game_watch_get_started (ApGameWatch *self)
{
  return started (self);
}

void
ap_game_watch_ask (ApGameWatch *self)
{
  g_return_if_fail (AP_IS_GAME_WATCH (self));
  if (self->asked)
    return;
  ap_game_watch_begin (self);
  self->asked = TRUE;
  ap_game_watch_end (self);
}

void
ap_game_watch_set_timing (ApGameWatch *self, guint find_delay_ms, double watch_seconds)
{
  g_return_if_fail (AP_IS_GAME_WATCH (self));
  self->find_delay_ms = find_delay_ms;
  self->watch_seconds = watch_seconds > 0 ? watch_seconds : WATCH_SECONDS;
}
