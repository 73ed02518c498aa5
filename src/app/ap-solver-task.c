/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#if HAVE_GLIBC_MALLOC
#include <malloc.h>
#endif

#include "ap-fair.h"
#include "ap-solver-task.h"

struct _ApSolverTask {
  GObject parent_instance;

  ApGameModel *model;
  GCancellable *cancellable; /* of the current job, NULL when none */
  guint serial;              /* of the current job: older answers are stale */
  guint n_running;           /* worker threads not yet returned */
};

G_DEFINE_FINAL_TYPE (ApSolverTask, ap_solver_task, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MODEL,
  PROP_BUSY,
  N_PROPS
};

enum {
  ANSWERED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* What the worker thread needs, copied so that the thread shares nothing
 * with the main loop but the GCancellable. */
typedef struct {
  ApSolverJob job;
  guint serial;
  ApPosition position;
  gboolean about_model;
  guint model_moves;
  double time_limit;
  gboolean known_unwinnable;
  ApRules rules;
  guint32 first;
  guint max_deals;
  ApPosition start; /* LAST_WINNABLE: the line, its start and moves */
  ApMove *line;
  guint n_line;
  guint known_winnable;
  ApMove lost;  /* WENT_WRONG */
  guint64 seed; /* FAIR_MOVE */
} Job;

static void
job_free (gpointer data)
{
  Job *job = data;

  g_free (job->line);
  g_free (job);
}

static void
answer_free (gpointer data)
{
  ApSolverAnswer *answer = data;

  g_free (answer->finish);
  g_free (answer->line);
  g_free (answer);
}

/* ------------------------------------------------------------ the thread */

static gboolean
stop_cb (gpointer data)
{
  return g_cancellable_is_cancelled (G_CANCELLABLE (data));
}

/* The job's time limit (the default when it gives none), the task's memory
 * bound, and the cancellable. */
static void
init_limits (ApSolverLimits *limits, const Job *job, GCancellable *cancellable)
{
  ap_solver_limits_init (limits);
  limits->time_limit = job->time_limit > 0 ? job->time_limit : AP_SOLVER_DEFAULT_TIME;
  limits->memory_limit = AP_SOLVER_TASK_MEMORY;
  limits->should_stop = stop_cb;
  limits->stop_data = cancellable;
}

static void
run_hint (const Job *job, ApSolverAnswer *answer, GCancellable *cancellable)
{
  ApSolverLimits limits;

  /* The engine's own hint budget, counted in positions rather than time,
   * so that the hint does not depend on how busy the machine is. */
  init_limits (&limits, job, cancellable);
  limits.time_limit = 0;
  limits.node_limit = AP_SOLVER_HINT_NODES;
  ap_solver_hint (&job->position, &limits, &answer->hint);
}

static void
run_assess (const Job *job, ApSolverAnswer *answer, GCancellable *cancellable)
{
  const ApPosition *pos = &job->position;
  ApSolverLimits limits;

  init_limits (&limits, job, cancellable);
  answer->verdict = AP_SOLVER_UNKNOWN;
  answer->lost = AP_LOST_UNKNOWN;

  if (ap_position_is_won (pos))
    {
      answer->verdict = AP_SOLVER_WINNABLE;
      answer->lost = AP_LOST_NO;
      return;
    }
  if (job->known_unwinnable)
    answer->verdict = AP_SOLVER_UNWINNABLE;
  else
    {
      g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;

      /* The finish is cheap (a few thousand positions) and answers the
       * question of winnability too when it succeeds. */
      if (ap_solver_finish (pos, &answer->finish, &answer->n_finish))
        {
          answer->verdict = AP_SOLVER_WINNABLE;
          answer->lost = AP_LOST_NO;
          return;
        }
      if (g_cancellable_is_cancelled (cancellable))
        return;
      ap_solver_solve (pos, &limits, &result);
      answer->verdict = result.verdict;
      if (result.verdict == AP_SOLVER_WINNABLE)
        {
          answer->line = g_steal_pointer (&result.moves);
          answer->n_line = result.n_moves;
        }
    }
  if (answer->verdict == AP_SOLVER_WINNABLE)
    answer->lost = AP_LOST_NO;
  else if (!g_cancellable_is_cancelled (cancellable))
    answer->lost = ap_solver_lost (pos, &limits);
}

static void
run_find_winnable (const Job *job, ApSolverAnswer *answer, GCancellable *cancellable)
{
  guint32 number = job->first;

  answer->verdict = AP_SOLVER_UNKNOWN;
  for (guint i = 0; i < job->max_deals && !g_cancellable_is_cancelled (cancellable); i++)
    {
      g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;
      ApSolverLimits limits;

      init_limits (&limits, job, cancellable);
      ap_position_deal (&answer->position, &job->rules, number);
      ap_solver_solve (&answer->position, &limits, &result);
      answer->deals_tried = i + 1;
      if (result.verdict == AP_SOLVER_WINNABLE)
        {
          answer->verdict = AP_SOLVER_WINNABLE;
          answer->deal = number;
          return;
        }
      /* Deal numbers run from 1 to 2^31-1 (docs/deals.md). */
      number = number >= (guint32) G_MAXINT32 ? 1 : number + 1;
    }
}

/* Along a line of play, winnability can only be lost: a position before
 * a winnable one reaches it by the line's own moves, and a position after
 * an unwinnable one is reached from it. So a bisection between a position
 * known to be winnable (or the start) and the current one, which is not,
 * finds the last winnable one after searching a few positions. A search
 * that runs out of time counts as "not known to be winnable": the answer is
 * then a position proved winnable, if not always the last. */
static void
run_last_winnable (const Job *job, ApSolverAnswer *answer, GCancellable *cancellable)
{
  /* Invariant: positions up to `low` are winnable (-1: none known), the one
   * at `high` is not known to be; `high_proved`: it is proved unwinnable. */
  gint64 low = job->known_winnable == AP_SOLVER_TASK_NONE ? -1 : (gint64) job->known_winnable;
  gint64 high = job->n_line;
  gboolean high_proved = TRUE;

  answer->last_winnable = AP_SOLVER_TASK_NONE;
  while (low + 1 < high && !g_cancellable_is_cancelled (cancellable))
    {
      g_auto (ApSolverResult) result = AP_SOLVER_RESULT_INIT;
      gint64 mid = low + (high - low) / 2;
      ApSolverLimits limits;
      ApPosition pos = job->start;

      for (gint64 i = 0; i < mid; i++)
        ap_position_apply (&pos, job->line[i], NULL);
      init_limits (&limits, job, cancellable);
      ap_solver_solve (&pos, &limits, &result);
      if (result.verdict == AP_SOLVER_WINNABLE)
        low = mid;
      else
        {
          high = mid;
          high_proved = result.verdict == AP_SOLVER_UNWINNABLE;
        }
    }
  if (low >= 0)
    answer->last_winnable = (guint) low;
  else
    answer->never_winnable = high == 0 && high_proved;
}

/* The fair player sees what a player sees of the position, never the
 * order of its stock (ap-fair.h). Its budget is counted in positions, and
 * its p99 is well under a quarter of a second (bench/solver/README.md); it
 * has no way to be stopped, so a cancelled job runs that long at most and
 * its answer is dropped. */
static void
run_fair_move (const Job *job, ApSolverAnswer *answer)
{
  ApObservation obs;

  ap_observation_init (&obs, &job->position);
  answer->fair = ap_fair_strong_move (&obs, job->seed, NULL, &answer->fair_move);
}

static void
run_went_wrong (const Job *job, ApSolverAnswer *answer, GCancellable *cancellable)
{
  ApSolverLimits limits;

  init_limits (&limits, job, cancellable);
  ap_went_wrong_judge (&job->position, job->lost, NULL, &limits, &answer->went_wrong);
}

static void
job_thread_cb (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  const Job *job = data;
  ApSolverAnswer *answer = g_new0 (ApSolverAnswer, 1);
  gint64 start = g_get_monotonic_time ();

  answer->job = job->job;
  answer->position = job->position;
  answer->about_model = job->about_model;
  answer->model_moves = job->model_moves;
  switch (job->job)
    {
    case AP_SOLVER_JOB_HINT:
      run_hint (job, answer, cancellable);
      break;
    case AP_SOLVER_JOB_ASSESS:
      run_assess (job, answer, cancellable);
      break;
    case AP_SOLVER_JOB_FIND_WINNABLE:
      run_find_winnable (job, answer, cancellable);
      break;
    case AP_SOLVER_JOB_LAST_WINNABLE:
      run_last_winnable (job, answer, cancellable);
      break;
    case AP_SOLVER_JOB_WENT_WRONG:
      run_went_wrong (job, answer, cancellable);
      break;
    case AP_SOLVER_JOB_FAIR_MOVE:
      run_fair_move (job, answer);
      break;
    default:
      g_assert_not_reached ();
    }
  answer->seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  /* The search has unmapped its tables (src/solver/ap-solver-memory.c);
   * the free pages of its smaller blocks, inside the C library's arenas,
   * go back to the system too. */
#if HAVE_GLIBC_MALLOC
  malloc_trim (0);
#endif
  /* A cancelled task reports G_IO_ERROR_CANCELLED whatever is returned
   * here (g_task_set_check_cancellable is on by default). */
  g_task_return_pointer (task, answer, answer_free);
}

/* ------------------------------------------------------- the main loop */

static void
set_running (ApSolverTask *self, int delta)
{
  gboolean was_busy = self->n_running > 0;

  self->n_running = (guint) ((int) self->n_running + delta);
  if (was_busy != (self->n_running > 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

static void
job_done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  ApSolverTask *self = AP_SOLVER_TASK (source);
  const Job *job = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  ApSolverAnswer *answer = g_task_propagate_pointer (G_TASK (result), &error);
  gboolean current = job->serial == self->serial && self->cancellable != NULL;

  if (current)
    g_clear_object (&self->cancellable);
  /* An answer about a position the model has left is of no use, however
   * it got here. */
  if (answer != NULL && current && answer->about_model &&
      (self->model == NULL ||
       !ap_position_equal (&answer->position, ap_game_model_get_position (self->model))))
    current = FALSE;
  if (answer != NULL && current)
    g_signal_emit (self, signals[ANSWERED], 0, answer);
  if (answer != NULL)
    answer_free (answer);
  set_running (self, -1);
}

static void
start (ApSolverTask *self, Job *job)
{
  g_autoptr (GTask) task = NULL;

  ap_solver_task_cancel (self);
  job->serial = ++self->serial;
  self->cancellable = g_cancellable_new ();
  task = g_task_new (self, self->cancellable, job_done_cb, NULL);
  g_task_set_source_tag (task, start);
  g_task_set_name (task, "[algerian-patience] solver");
  g_task_set_task_data (task, job, job_free);
  set_running (self, +1);
  g_task_run_in_thread (task, job_thread_cb);
}

static Job *
job_for_model (ApSolverTask *self, ApSolverJob kind)
{
  Job *job = g_new0 (Job, 1);

  job->job = kind;
  job->position = *ap_game_model_get_position (self->model);
  job->about_model = TRUE;
  job->model_moves = ap_game_model_get_n_history (self->model);
  return job;
}

void
ap_solver_task_hint (ApSolverTask *self)
{
  g_return_if_fail (AP_IS_SOLVER_TASK (self));
  g_return_if_fail (self->model != NULL);

  start (self, job_for_model (self, AP_SOLVER_JOB_HINT));
}

void
ap_solver_task_assess (ApSolverTask *self, double time_limit, gboolean known_unwinnable)
{
  Job *job;

  g_return_if_fail (AP_IS_SOLVER_TASK (self));
  g_return_if_fail (self->model != NULL);

  job = job_for_model (self, AP_SOLVER_JOB_ASSESS);
  job->time_limit = time_limit;
  job->known_unwinnable = known_unwinnable;
  start (self, job);
}

void
ap_solver_task_find_winnable (ApSolverTask *self, const ApRules *rules, guint32 first,
                              double time_per_deal, guint max_deals)
{
  Job *job;

  g_return_if_fail (AP_IS_SOLVER_TASK (self));
  g_return_if_fail (rules != NULL);
  g_return_if_fail (first >= 1 && first <= (guint32) G_MAXINT32);

  job = g_new0 (Job, 1);
  job->job = AP_SOLVER_JOB_FIND_WINNABLE;
  job->rules = *rules;
  job->first = first;
  job->time_limit = time_per_deal;
  job->max_deals = max_deals;
  start (self, job);
}

void
ap_solver_task_find_last_winnable (ApSolverTask *self, guint known_winnable,
                                   double time_per_position)
{
  Job *job;

  g_return_if_fail (AP_IS_SOLVER_TASK (self));
  g_return_if_fail (self->model != NULL);

  job = job_for_model (self, AP_SOLVER_JOB_LAST_WINNABLE);
  job->start = *ap_game_model_get_start (self->model);
  job->n_line = ap_game_model_get_n_history (self->model);
  job->line = g_new (ApMove, MAX (job->n_line, 1));
  for (guint i = 0; i < job->n_line; i++)
    job->line[i] = ap_game_model_get_history_move (self->model, i);
  job->known_winnable = known_winnable < job->n_line ? known_winnable : AP_SOLVER_TASK_NONE;
  job->time_limit = time_per_position;
  start (self, job);
}

void
ap_solver_task_went_wrong (ApSolverTask *self, ApMove lost, double time_limit)
{
  Job *job;

  g_return_if_fail (AP_IS_SOLVER_TASK (self));
  g_return_if_fail (self->model != NULL);

  job = job_for_model (self, AP_SOLVER_JOB_WENT_WRONG);
  job->lost = lost;
  job->time_limit = time_limit;
  start (self, job);
}

void
ap_solver_task_fair_move (ApSolverTask *self, guint64 seed)
{
  Job *job;

  g_return_if_fail (AP_IS_SOLVER_TASK (self));
  g_return_if_fail (self->model != NULL);

  job = job_for_model (self, AP_SOLVER_JOB_FAIR_MOVE);
  job->seed = seed;
  start (self, job);
}

void
ap_solver_task_cancel (ApSolverTask *self)
{
  g_return_if_fail (AP_IS_SOLVER_TASK (self));

  /* The serial moves on too, so that an answer already on its way to the
   * main loop is recognised as stale. */
  if (self->cancellable != NULL)
    {
      g_cancellable_cancel (self->cancellable);
      g_clear_object (&self->cancellable);
      self->serial++;
    }
}

gboolean
ap_solver_task_get_busy (ApSolverTask *self)
{
  g_return_val_if_fail (AP_IS_SOLVER_TASK (self), FALSE);
  return self->n_running > 0;
}

/* -------------------------------------------------------------- GObject */

static void
model_changed_cb (ApSolverTask *self)
{
  ap_solver_task_cancel (self);
}

static void
ap_solver_task_constructed (GObject *object)
{
  ApSolverTask *self = AP_SOLVER_TASK (object);

  G_OBJECT_CLASS (ap_solver_task_parent_class)->constructed (object);
  if (self->model == NULL)
    return;
  /* Whatever the player does makes the question moot. */
  g_signal_connect_object (self->model, "move-applied", G_CALLBACK (model_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->model, "reset", G_CALLBACK (model_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

static void
ap_solver_task_dispose (GObject *object)
{
  ApSolverTask *self = AP_SOLVER_TASK (object);

  ap_solver_task_cancel (self);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  G_OBJECT_CLASS (ap_solver_task_parent_class)->dispose (object);
}

static void
ap_solver_task_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ApSolverTask *self = AP_SOLVER_TASK (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, ap_solver_task_get_busy (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ap_solver_task_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  ApSolverTask *self = AP_SOLVER_TASK (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      self->model = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ap_solver_task_class_init (ApSolverTaskClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = ap_solver_task_constructed;
  object_class->dispose = ap_solver_task_dispose;
  object_class->get_property = ap_solver_task_get_property;
  object_class->set_property = ap_solver_task_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, AP_TYPE_GAME_MODEL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[ANSWERED] = g_signal_new ("answered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                    NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
ap_solver_task_init (ApSolverTask *self)
{
}

ApSolverTask *
ap_solver_task_new (ApGameModel *model)
{
  g_return_val_if_fail (model == NULL || AP_IS_GAME_MODEL (model), NULL);
  return g_object_new (AP_TYPE_SOLVER_TASK, "model", model, NULL);
}
