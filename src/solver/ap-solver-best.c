/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <string.h>

#include "ap-solver-home.h"
#include "ap-solver-private.h"

/*
 * Greedy best-first search: the solver's way to find wins of Carthage (and
 * Algerian) deals whose line needs a good choice at many places.
 *
 * Every position it meets is kept, as the move from its parent (8 bytes;
 * the position itself is replayed from the start when it is expanded), and
 * the position with the best score not yet expanded is expanded next,
 * wherever it lies: a depth-first search must exhaust everything below a
 * wrong choice before it revisits it, the best-first search turns back as
 * soon as the positions below look worse than one left behind. One table
 * of keys (ap-solver-key.c) for the whole search means every position is
 * expanded once. Safe automatic moves (ap-solver-safe.c) are kept as the
 * only move, as in the depth-first search; so when no position is left,
 * every position reachable was expanded, which proves there is no win.
 *
 * It is resumable: the solver runs it in turns between its restarts
 * (ap_solver_run_restarts() in ap-solver-restarts.c), and an expansion a
 * limit interrupts goes on where it stopped, so turns meet exactly the
 * positions of one run.
 *
 * The score (best_score()) counts the cards home first; then, in every
 * pile, the cards lying on a card that is near going home, more the nearer
 * it is and the deeper it lies; how far the top cards of the reserve are
 * from going home; and the empty depots. Which weights win which deal
 * varies a lot, so the solver runs three searches with the weights below.
 * On Carthage deals 1-100, a search alone with 2 s a deal won 72-74 deals
 * with each of these weights (64-75 with eleven others tried), but the
 * deals won by one of two of them number 86-88, and by one of the three,
 * 94. Two more weights, chosen on the same deals, added one deal there
 * (93 against 92 won by the whole solver within 5 s) and none on deals
 * 101-200 (83 against 84).
 * In games without a tableau the solver does not use it: with weightings
 * like the beams' two, it won none of the 15 Picture Patience deals of
 * 1-500 that the beams leave undecided, within 10 s each.
 */

typedef struct {
  guint32 parent;
  ApMove move;
} Node;

typedef ApSolverEntry Entry;

typedef struct {
  int reserve; /* per step a reserve pile's top is from going home */
  int covered; /* per card on a card near home, per step nearer */
  int space;   /* per empty depot */
  int near;    /* how many steps from going home a card counts as near */
} Weights;

static const Weights weights[AP_SOLVER_BEST_SCORES] = {
  { 20, 30, 200, 2 },
  { 2, 20, 50, 2 },
  { 2, 10, 200, 2 },
};

void
ap_solver_distances_init (const ApPosition *pos, ApSolverDistances *d)
{
  ApFoundations f;

  memset (d->distance, 99, sizeof d->distance);
  ap_foundations_init (pos, &f);
  /* As ap_foundations_distance(), one foundation at a time. */
  for (int i = 0; i < f.n; i++)
    {
      if (f.next[i] < 0)
        continue;
      for (int suit = 0; suit < AP_N_SUITS; suit++)
        {
          if (f.suit[i] >= 0 && f.suit[i] != suit)
            continue;
          for (int rank = f.next[i], far = 0; far < f.left[i]; far++)
            {
              gint8 *slot = &d->distance[AP_CARD (rank, suit)];

              if (far < *slot)
                *slot = (gint8) far;
              /* The next rank, with wrap (no division: this loop is hot). */
              rank += f.step[i];
              if (rank > AP_KING)
                rank -= 13;
              else if (rank < AP_ACE)
                rank += 13;
            }
        }
    }
}

static int
best_score (const ApPosition *pos, const ApSolverDistances *d, const Weights *w)
{
  int score = 1000 * (int) ap_position_foundation_count (pos);

  for (int pile = AP_PILE_WASTE; pile < AP_N_PILES; pile++)
    {
      ApPileKind kind = ap_pile_kind (pile);
      guint len = pos->len[pile];

      if (kind == AP_KIND_FOUNDATION || !ap_game_has_pile (pos->rules.game, pile))
        continue;
      if (len == 0)
        {
          score += kind == AP_KIND_TABLEAU ? w->space : 0;
          continue;
        }
      if (kind == AP_KIND_RESERVE)
        score -= w->reserve * MIN (d->distance[ap_position_top (pos, pile)], 12);
      for (guint i = 0; i + 1 < len; i++)
        {
          int steps = d->distance[pos->cards[pile][i]];

          if (steps <= w->near)
            score -= w->covered * (w->near + 1 - steps) * (int) (len - 1 - i);
        }
    }
  return score;
}

static gboolean
entry_before (const Entry *a, const Entry *b)
{
  return a->score != b->score ? a->score > b->score : a->node > b->node;
}

void
ap_solver_heap_push (GArray *heap, Entry e)
{
  guint i = heap->len;
  Entry *h;

  g_array_append_val (heap, e);
  h = (Entry *) heap->data;
  while (i > 0)
    {
      guint parent = (i - 1) / 2;
      Entry swap = h[i];

      if (!entry_before (&h[i], &h[parent]))
        break;
      h[i] = h[parent];
      h[parent] = swap;
      i = parent;
    }
}

Entry
ap_solver_heap_pop (GArray *heap)
{
  Entry *h = (Entry *) heap->data;
  Entry top = h[0];
  guint n = heap->len - 1, i = 0;

  h[0] = h[n];
  g_array_set_size (heap, n);
  for (;;)
    {
      guint left = 2 * i + 1, right = left + 1, first = i;
      Entry swap = h[i];

      if (left < n && entry_before (&h[left], &h[first]))
        first = left;
      if (right < n && entry_before (&h[right], &h[first]))
        first = right;
      if (first == i)
        break;
      h[i] = h[first];
      h[first] = swap;
      i = first;
    }
  return top;
}

static ApMove *
node_line (GArray *nodes, guint32 index, guint *n_moves)
{
  guint n = 0;
  ApMove *line;

  for (guint32 k = index; k != 0; k = g_array_index (nodes, Node, k).parent)
    n++;
  line = g_new (ApMove, MAX (n, 1));
  *n_moves = n;
  for (guint32 k = index; k != 0; k = g_array_index (nodes, Node, k).parent)
    line[--n] = g_array_index (nodes, Node, k).move;
  return line;
}

/* The first move of the line to node `index` (not the start). */
static ApMove
node_first_move (GArray *nodes, guint32 index)
{
  while (g_array_index (nodes, Node, index).parent != 0)
    index = g_array_index (nodes, Node, index).parent;
  return g_array_index (nodes, Node, index).move;
}

struct _ApSolverBest {
  ApPosition start;
  ApSolverTable table;
  GArray *nodes; /* Node; 0 is the start */
  GArray *heap;  /* Entry: the positions not expanded yet */
  gsize memory;
  /* A position whose expansion a limit interrupted, and its next move. */
  gboolean pending;
  Entry pending_entry;
  guint pending_move;
  gboolean full; /* the table filled up: a position was lost */
  const Weights *weights;
  /* The position last expanded, and its node: the next one to expand is
   * often its child, one move away. */
  ApPosition current;
  guint32 current_node;
  ApSolverDistances current_distances;
  ApSolverPileHashes current_hashes; /* of `current` */
};

ApSolverBest *
ap_solver_best_new (const ApPosition *start, guint score, gsize memory)
{
  ApSolverBest *best = g_new0 (ApSolverBest, 1);
  Node root = { 0, { 0, 0, 0 } };
  Entry first = { 0, 0 };
  ApSolverKey key;

  best->weights = &weights[score];
  best->start = *start;
  best->current = *start;
  best->current_node = 0;
  ap_solver_distances_init (start, &best->current_distances);
  best->memory = memory;
  ap_solver_pile_hashes_init (&best->current_hashes, start,
                              ap_game_info (start->rules.game)->redeals == 0);
  best->nodes = g_array_new (FALSE, FALSE, sizeof (Node));
  best->heap = g_array_new (FALSE, FALSE, sizeof (Entry));
  ap_solver_table_init (&best->table, memory / 2);
  g_array_append_val (best->nodes, root);
  ap_solver_heap_push (best->heap, first);
  ap_solver_pile_hashes_key (&best->current_hashes, start, &key);
  ap_solver_table_insert (&best->table, &key);
  return best;
}

int
ap_solver_best_score (const ApPosition *pos, const ApSolverDistances *distances, guint score)
{
  return best_score (pos, distances, &weights[score]);
}

void
ap_solver_best_free (ApSolverBest *best)
{
  ap_solver_table_clear (&best->table);
  g_array_unref (best->nodes);
  g_array_unref (best->heap);
  g_free (best);
}

/* Tries `move` from the current position (node `parent`), keeping the
 * position it leads to when it is new. */
static void
best_try (ApSolverBest *best, guint32 parent, ApMove move, ApSolverBeam *out)
{
  ApPosition *pos = &best->current;
  ApSolverPileHashes hashes = best->current_hashes;
  ApSolverKey key;
  ApUndo undo;
  guint count;

  out->nodes++;
  ap_solver_pile_hashes_apply (&hashes, pos, move, &undo);
  ap_solver_pile_hashes_key (&hashes, pos, &key);
  switch (ap_solver_table_insert (&best->table, &key))
    {
    case AP_TABLE_NEW:
      {
        Node node = { parent, move };
        Entry child = { 0, best->nodes->len };

        g_array_append_val (best->nodes, node);
        count = ap_position_foundation_count (pos);
        if (count == AP_DECK_SIZE)
          {
            out->won = TRUE;
            out->moves = node_line (best->nodes, child.node, &out->n_moves);
          }
        else if (count > out->best_count)
          {
            out->best_count = count;
            out->have_best = TRUE;
            out->best_first = parent != 0 ? node_first_move (best->nodes, parent) : move;
          }
        if (move.kind == AP_MOVE_CARD && ap_pile_kind (move.dst) == AP_KIND_FOUNDATION)
          {
            /* Only a move home changes the distances. */
            ApSolverDistances d;

            ap_solver_distances_init (pos, &d);
            child.score = best_score (pos, &d, best->weights);
          }
        else
          child.score = best_score (pos, &best->current_distances, best->weights);
        ap_solver_heap_push (best->heap, child);
      }
      break;
    case AP_TABLE_FULL:
      best->full = TRUE;
      out->stop = AP_SOLVER_STOP_MEMORY;
      break;
    case AP_TABLE_SEEN:
    default:
      break;
    }
  ap_position_unapply (pos, &undo);
}

gsize
ap_solver_array_bytes (GArray *array, gsize element)
{
  gsize need = (array->len + AP_MAX_MOVES) * element, size = 16;

  while (size < need)
    size *= 2;
  return size;
}

/* Makes best->current the position of node `index`: one move from the
 * current one when it is its child, else replayed from the start. */
static void
go_to (ApSolverBest *best, guint32 index)
{
  const Node *node = &g_array_index (best->nodes, Node, index);

  if (index == best->current_node)
    return;
  if (index != 0 && node->parent == best->current_node)
    {
      ApUndo undo;

      ap_solver_pile_hashes_apply (&best->current_hashes, &best->current, node->move, &undo);
    }
  else
    {
      guint n;
      g_autofree ApMove *line = node_line (best->nodes, index, &n);

      best->current = best->start;
      for (guint k = 0; k < n; k++)
        ap_position_apply (&best->current, line[k], NULL);
      ap_solver_pile_hashes_init (&best->current_hashes, &best->current,
                                  best->current_hashes.stock_by_length);
    }
  best->current_node = index;
  ap_solver_distances_init (&best->current, &best->current_distances);
}

void
ap_solver_best_run (ApSolverBest *best, const ApSolverPassLimits *pass, ApSolverBeam *out)
{
  memset (out, 0, sizeof *out);
  out->best_count = ap_position_foundation_count (&best->start);
  if (best->full)
    {
      out->stop = AP_SOLVER_STOP_MEMORY;
      out->cut = TRUE;
      return;
    }
  while ((best->pending || best->heap->len > 0) && out->stop == AP_SOLVER_STOP_NONE && !out->won)
    {
      Entry e;
      guint n, m = 0;
      ApMove moves[AP_MAX_MOVES];

      if (ap_solver_array_bytes (best->nodes, sizeof (Node)) +
            ap_solver_array_bytes (best->heap, sizeof (Entry)) >
          best->memory / 2)
        {
          best->full = TRUE;
          out->stop = AP_SOLVER_STOP_MEMORY;
          break;
        }
      if (best->pending)
        {
          e = best->pending_entry;
          m = best->pending_move;
          best->pending = FALSE;
        }
      else
        e = ap_solver_heap_pop (best->heap);
      go_to (best, e.node);
      n = ap_position_legal_moves (&best->current, moves);
      n = ap_solver_keep_safe_move (&best->current, moves, n);
      for (; m < n && !out->won && out->stop == AP_SOLVER_STOP_NONE; m++)
        {
          /* The node limit is exact, the others are looked at every 1024
           * moves; an interrupted expansion goes on in the next call. */
          if (pass->node_limit > 0 && out->nodes >= pass->node_limit)
            out->stop = AP_SOLVER_STOP_NODES;
          else if ((out->nodes & 1023) == 1023)
            out->stop = ap_solver_check_limits (pass);
          if (out->stop != AP_SOLVER_STOP_NONE)
            {
              best->pending = TRUE;
              best->pending_entry = e;
              best->pending_move = m;
              break;
            }
          best_try (best, e.node, moves[m], out);
        }
    }
  /* Every position expanded whole: a proof that there is no win, as for
   * the complete depth-first search (only safe moves were left out). */
  out->cut = out->won || best->full || best->pending || best->heap->len > 0;
}
