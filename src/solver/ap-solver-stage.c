/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdlib.h>
#include <string.h>

#include "ap-solver-private.h"

/*
 * Stage beam: the solver's way to find wins of Carthage deals that depend
 * on where the player stands when each deal comes.
 *
 * A deal covers the top cards of the reserve piles, and nothing ever takes
 * it back; between two deals the player only rearranges the cards in play.
 * So the moves between two deals form a stage, and a line is good when it
 * leaves each stage from a good position. The stage beam keeps many such
 * choices alive side by side: level k holds at most `width` positions just
 * after deal k (level 0 is the start). From all of them together, a
 * best-first search (ranked by the best-first search's score, weighting
 * 0, ap-solver-best.c) expands up to `budget` positions of the stage,
 * every move but the deal; each position it meets could deal next, and is
 * ranked by the score of the position the deal leads to. The `width` best,
 * dealt, form level k + 1. Dealing from every position met is the same as
 * dealing at any time, so only the bounds leave positions out (and the
 * safe automatic moves, as in every search, ap-solver-safe.c): a stage
 * beam that dropped no position (every stage searched to its end, no
 * candidate dropped) met every position reachable, and its failure proves
 * that there is no win. In the last stage, when the stock is empty, the
 * search looks for a win with `final_budget` positions.
 *
 * Measured on Carthage deals 1-300, which the solver without it (commit
 * 31d1935) left 27 undecided within 10 s: a stage beam alone, its width
 * from 8 doubling until the limit (with 2,500 positions a stage for each
 * position of its width), won 13 of the 27, most at widths 8 to 64; the
 * solver with stage beams in turns (ap_solver_run_restarts() in
 * ap-solver-restarts.c) wins 12 of them. From one position a stage holds few positions,
 * but they multiply from stage to stage: on deal 47 the positions just
 * after each of the five deals number 36, 1,491, 9,913, 184,950 and
 * 5,591,415, and the last stage has more than 44 million, too many to
 * prove that the deal is lost (the best of them has 22 cards home).
 *
 * Tournament (rules.md 7) deals onto its tableau in blocks that bury the
 * tops, as Carthage's deals bury the reserve, and its redeal (7.6) lays the
 * tableau out again: the same kind of boundary, so a stage ends with
 * whichever of the two is legal (stage_end()). Two things differ from a
 * game without redeals. The stock's length no longer tells its cards (a
 * redeal gathers what the player left in the tableau), so keys count the
 * whole stock; and the positions of one level need not all be able to go
 * on (a refill takes the stock's cards too, so one may have an empty stock
 * and no redeal left while another still deals): the last stage is the
 * one from a level where none can, and a position met in a stage that
 * cannot go on is still expanded there. A position reached by a deal or
 * redeal that was met before is left where it was met. So the argument
 * above holds as it is: every position met is expanded, or the beam
 * records that it dropped one. On Tournament, the winning line of a hard
 * deal often redeals twice with only a dozen cards home: the stages
 * before the last redeal decide which cards the last layout buries.
 */

/* A position met, as the move from its parent and the level position it
 * descends from (12 bytes): the position is replayed from its stage's
 * start when it is expanded. */
typedef struct {
  guint32 parent;
  guint32 root; /* index in the level of its stage's start */
  ApMove move;
} Node;

typedef ApSolverEntry Entry;

/* A level position, packed: the redeals left, the piles' lengths, then
 * their cards in pile order (the rules are the start's). */
typedef struct {
  guint8 redeals;
  guint8 len[AP_N_PILES];
  ApCard cards[AP_DECK_SIZE];
} Packed;

static void
pack (const ApPosition *pos, Packed *packed)
{
  guint k = 0;

  packed->redeals = (guint8) pos->redeals;
  memcpy (packed->len, pos->len, sizeof packed->len);
  for (int pile = 0; pile < AP_N_PILES; pile++)
    {
      memcpy (packed->cards + k, pos->cards[pile], pos->len[pile]);
      k += pos->len[pile];
    }
}

static void
unpack (const Packed *packed, const ApPosition *start, ApPosition *pos)
{
  guint k = 0;

  pos->rules = start->rules;
  pos->redeals = packed->redeals;
  memcpy (pos->len, packed->len, sizeof pos->len);
  for (int pile = 0; pile < AP_N_PILES; pile++)
    {
      memcpy (pos->cards[pile], packed->cards + k, pos->len[pile]);
      k += pos->len[pile];
    }
}

/* Best first; ties by node, so that the order never depends on qsort. */
static int
compare_entries (const void *a, const void *b)
{
  const Entry *x = a, *y = b;

  if (x->score != y->score)
    return x->score > y->score ? -1 : 1;
  return x->node < y->node ? -1 : x->node > y->node;
}

typedef struct {
  const ApPosition *start;
  const ApSolverPassLimits *pass;
  ApSolverBeam *out;
  ApSolverTable table;
  GArray *nodes;       /* Node; 0 is the start */
  GArray *level;       /* Packed: the stage's starts */
  GArray *level_nodes; /* guint32: their nodes */
  GArray *heap;        /* Entry: positions of the stage not expanded yet */
  GArray *candidates;  /* Entry: positions to deal from, scored after the deal */
  gboolean cut;        /* some position was dropped */
  /* The position last expanded, its node, its pile hashes, and the
   * distances of its cards from going home (ap_solver_distances_init()),
   * which change only when a card goes home. */
  ApPosition current;
  guint32 current_node;
  ApSolverPileHashes hashes;
  ApSolverDistances distances;
  /* Keys count the stock by its length (ap_solver_key_full()): only in a
   * game without redeals. */
  gboolean by_length;
} Stage;

/* The moves from the start to node `index`, or from its stage's start
 * when `in_stage`; *n_moves counts them. */
static ApMove *
node_line (const Stage *s, guint32 index, gboolean in_stage, guint *n_moves)
{
  guint32 stop =
    in_stage ? g_array_index (s->level_nodes, guint32, g_array_index (s->nodes, Node, index).root)
             : 0;
  guint n = 0;
  ApMove *line;

  for (guint32 k = index; k != stop; k = g_array_index (s->nodes, Node, k).parent)
    n++;
  line = g_new (ApMove, MAX (n, 1));
  *n_moves = n;
  for (guint32 k = index; k != stop; k = g_array_index (s->nodes, Node, k).parent)
    line[--n] = g_array_index (s->nodes, Node, k).move;
  return line;
}

/* Makes s->current the position of node `index`: one move from the
 * current one when it is its child in the stage, else replayed from the
 * stage's start. */
/* What the distances of the cards from going home depend on: the top card
 * of each foundation (a foundation is never empty below a card). */
static void
foundation_tops (const ApPosition *pos, ApCard tops[AP_MAX_FOUNDATIONS])
{
  for (int i = 0; i < AP_MAX_FOUNDATIONS; i++)
    {
      int pile = AP_PILE_F (i);

      tops[i] = pos->len[pile] > 0 ? ap_position_top (pos, pile) : AP_N_CARDS;
    }
}

static void
go_to (Stage *s, guint32 index)
{
  const Node *node = &g_array_index (s->nodes, Node, index);
  ApCard before[AP_MAX_FOUNDATIONS], after[AP_MAX_FOUNDATIONS];

  foundation_tops (&s->current, before);
  if (s->current_node != G_MAXUINT32 && index != 0 && node->parent == s->current_node &&
      node->move.kind == AP_MOVE_CARD)
    {
      ApUndo undo;

      ap_solver_pile_hashes_apply (&s->hashes, &s->current, node->move, &undo);
    }
  else
    {
      guint n;
      g_autofree ApMove *line = node_line (s, index, TRUE, &n);

      unpack (&g_array_index (s->level, Packed, node->root), s->start, &s->current);
      for (guint k = 0; k < n; k++)
        ap_position_apply (&s->current, line[k], NULL);
      ap_solver_pile_hashes_init (&s->hashes, &s->current, s->by_length);
    }
  foundation_tops (&s->current, after);
  if (s->current_node == G_MAXUINT32 || memcmp (before, after, sizeof before) != 0)
    ap_solver_distances_init (&s->current, &s->distances);
  s->current_node = index;
}

/* Bytes the stage beam holds besides its table, once one more position
 * is expanded, and the next level too. */
static gsize
stage_bytes (const Stage *s, guint width)
{
  return ap_solver_array_bytes (s->nodes, sizeof (Node)) +
         ap_solver_array_bytes (s->heap, sizeof (Entry)) +
         ap_solver_array_bytes (s->candidates, sizeof (Entry)) +
         ((gsize) s->level->len + MIN (width, s->candidates->len)) * sizeof (Packed);
}

/* The move that ends a stage from `pos`, in *move: a deal, or with the
 * stock empty a redeal (Tournament, rules.md 7.6, which lays out the
 * tableau again as a deal does). FALSE when neither is legal. */
static gboolean
stage_end (const ApPosition *pos, ApMove *move)
{
  return ap_position_stock_move (pos, move) == AP_VERDICT_OK;
}

/* The score of the position `pos` leads to by `end` (stage_end()); `pos`
 * is left as it was. */
static int
dealt_score (ApPosition *pos, ApMove end, const ApSolverDistances *distances)
{
  ApUndo undo;
  int score;

  /* A deal or a redeal puts no card home, so the distances stay. */
  ap_position_apply (pos, end, &undo);
  score = ap_solver_best_score (pos, distances, 0);
  ap_position_unapply (pos, &undo);
  return score;
}

/* Tries `move` from the current position: a position not met before is
 * kept, ranked in the stage and, unless `last`, as a candidate. */
static void
try_move (Stage *s, ApMove move, gboolean last)
{
  ApPosition *pos = &s->current;
  ApSolverPileHashes hashes = s->hashes;
  ApSolverKey key;
  ApUndo undo;
  ApMove end;

  s->out->nodes++;
  ap_solver_pile_hashes_apply (&hashes, pos, move, &undo);
  ap_solver_pile_hashes_key (&hashes, pos, &key);
  switch (ap_solver_table_insert (&s->table, &key))
    {
    case AP_TABLE_NEW:
      {
        Node node = { s->current_node, g_array_index (s->nodes, Node, s->current_node).root, move };
        Entry e = { 0, s->nodes->len };
        ApSolverDistances home;
        const ApSolverDistances *distances = &s->distances;
        guint count = ap_position_foundation_count (pos);

        g_array_append_val (s->nodes, node);
        if (count == AP_DECK_SIZE)
          {
            s->out->won = TRUE;
            s->out->moves = node_line (s, e.node, FALSE, &s->out->n_moves);
          }
        else if (count > s->out->best_count)
          {
            guint n;
            g_autofree ApMove *line = node_line (s, e.node, FALSE, &n);

            s->out->best_count = count;
            s->out->have_best = TRUE;
            s->out->best_first = line[0];
          }
        if (ap_pile_kind (move.dst) == AP_KIND_FOUNDATION)
          {
            ap_solver_distances_init (pos, &home);
            distances = &home;
          }
        e.score = ap_solver_best_score (pos, distances, 0);
        ap_solver_heap_push (s->heap, e);
        if (!last && stage_end (pos, &end))
          {
            e.score = dealt_score (pos, end, distances);
            g_array_append_val (s->candidates, e);
          }
      }
      break;
    case AP_TABLE_FULL:
      s->out->stop = AP_SOLVER_STOP_MEMORY;
      break;
    case AP_TABLE_SEEN:
    default:
      break;
    }
  ap_position_unapply (pos, &undo);
}

/* Whether the stage from the level is the last: no position of it can
 * deal or redeal. Without redeals every position of a level has the same
 * stock; with them, not so (a refill takes the stock's cards too). */
static gboolean
level_is_last (Stage *s)
{
  ApMove end;

  if (s->by_length)
    return g_array_index (s->level, Packed, 0).len[AP_PILE_STOCK] == 0;
  for (guint32 i = 0; i < s->level->len; i++)
    {
      unpack (&g_array_index (s->level, Packed, i), s->start, &s->current);
      if (stage_end (&s->current, &end))
        {
          s->current_node = G_MAXUINT32;
          return FALSE;
        }
    }
  s->current_node = G_MAXUINT32;
  return TRUE;
}

/* Searches the stage from the positions of the level: expands up to
 * `budget` positions, best first. */
static void
search_stage (Stage *s, guint width, guint budget, gboolean last)
{
  guint expanded = 0;

  g_array_set_size (s->heap, 0);
  g_array_set_size (s->candidates, 0);
  s->current_node = G_MAXUINT32;
  for (guint32 i = 0; i < s->level->len; i++)
    {
      Entry e = { 0, g_array_index (s->level_nodes, guint32, i) };
      ApMove end;

      go_to (s, e.node);
      e.score = ap_solver_best_score (&s->current, &s->distances, 0);
      ap_solver_heap_push (s->heap, e);
      if (!last && stage_end (&s->current, &end))
        {
          e.score = dealt_score (&s->current, end, &s->distances);
          g_array_append_val (s->candidates, e);
        }
    }
  while (s->heap->len > 0 && expanded < budget && !s->out->won &&
         s->out->stop == AP_SOLVER_STOP_NONE)
    {
      ApMove moves[AP_MAX_MOVES];
      guint n;

      if (stage_bytes (s, width) > s->pass->memory / 2)
        {
          s->out->stop = AP_SOLVER_STOP_MEMORY;
          break;
        }
      go_to (s, ap_solver_heap_pop (s->heap).node);
      expanded++;
      n = ap_position_legal_moves (&s->current, moves);
      n = ap_solver_keep_safe_move (&s->current, moves, n);
      for (guint m = 0; m < n && !s->out->won && s->out->stop == AP_SOLVER_STOP_NONE; m++)
        {
          /* The node limit is exact, the others are looked at every 1024
           * moves. */
          if (s->pass->node_limit > 0 && s->out->nodes >= s->pass->node_limit)
            s->out->stop = AP_SOLVER_STOP_NODES;
          else if ((s->out->nodes & 1023) == 1023)
            s->out->stop = ap_solver_check_limits (s->pass);
          if (s->out->stop == AP_SOLVER_STOP_NONE && moves[m].kind == AP_MOVE_CARD)
            try_move (s, moves[m], last);
        }
    }
  if (s->heap->len > 0)
    s->cut = TRUE;
}

/* The level after the stage: the best `width` candidates, dealt. */
static void
next_level (Stage *s, guint width)
{
  GArray *next = g_array_sized_new (FALSE, FALSE, sizeof (Packed), MIN (width, s->candidates->len));
  GArray *next_nodes = g_array_new (FALSE, FALSE, sizeof (guint32));

  if (s->candidates->len > 1)
    qsort (s->candidates->data, s->candidates->len, sizeof (Entry), compare_entries);
  if (s->candidates->len > width)
    {
      s->cut = TRUE;
      g_array_set_size (s->candidates, width);
    }
  for (guint k = 0; k < s->candidates->len; k++)
    {
      Node node = { g_array_index (s->candidates, Entry, k).node, next->len, { 0, 0, 0 } };
      guint32 index = s->nodes->len;
      Packed packed;
      ApSolverKey key;
      ApTableResult met;

      go_to (s, node.parent);
      stage_end (&s->current, &node.move);
      ap_position_apply (&s->current, node.move, NULL);
      s->current_node = G_MAXUINT32;
      /* Without redeals, new: no position met before has as short a
       * stock. With them, one met before (a refill takes the stock's
       * cards too) is searched where it was met. */
      ap_solver_key_full (&s->current, s->by_length, &key);
      met = ap_solver_table_insert (&s->table, &key);
      if (met == AP_TABLE_FULL)
        {
          s->out->stop = AP_SOLVER_STOP_MEMORY;
          break;
        }
      if (met == AP_TABLE_SEEN && !s->by_length)
        continue;
      pack (&s->current, &packed);
      g_array_append_val (next, packed);
      g_array_append_val (s->nodes, node);
      g_array_append_val (next_nodes, index);
    }
  g_array_unref (s->level);
  g_array_unref (s->level_nodes);
  s->level = next;
  s->level_nodes = next_nodes;
}

void
ap_solver_stage (const ApPosition *start, guint width, guint budget, guint final_budget,
                 const ApSolverPassLimits *pass, ApSolverBeam *out)
{
  Stage *s = g_new0 (Stage, 1);
  Node root = { 0, 0, { 0, 0, 0 } };
  guint32 zero = 0;
  Packed packed;
  ApSolverKey key;

  memset (out, 0, sizeof *out);
  out->best_count = ap_position_foundation_count (start);
  s->start = start;
  s->pass = pass;
  s->out = out;
  s->by_length = ap_game_info (start->rules.game)->redeals == 0;
  s->nodes = g_array_new (FALSE, FALSE, sizeof (Node));
  s->level = g_array_new (FALSE, FALSE, sizeof (Packed));
  s->level_nodes = g_array_new (FALSE, FALSE, sizeof (guint32));
  s->heap = g_array_new (FALSE, FALSE, sizeof (Entry));
  s->candidates = g_array_new (FALSE, FALSE, sizeof (Entry));
  /* Half the memory for the keys, the rest for everything else. */
  ap_solver_table_init (&s->table, pass->memory / 2);
  g_array_append_val (s->nodes, root);
  pack (start, &packed);
  g_array_append_val (s->level, packed);
  g_array_append_val (s->level_nodes, zero);
  ap_solver_key_full (start, s->by_length, &key);
  ap_solver_table_insert (&s->table, &key);
  if (out->best_count == AP_DECK_SIZE)
    {
      out->won = TRUE;
      out->moves = node_line (s, 0, FALSE, &out->n_moves);
    }

  while (s->level->len > 0 && !out->won && out->stop == AP_SOLVER_STOP_NONE)
    {
      gboolean last = level_is_last (s);

      search_stage (s, width, last ? final_budget : budget, last);
      if (last || out->won || out->stop != AP_SOLVER_STOP_NONE)
        break;
      next_level (s, width);
      if (out->stop != AP_SOLVER_STOP_NONE)
        break;
    }
  out->cut = s->cut || out->won || out->stop != AP_SOLVER_STOP_NONE;
  out->positions = s->table.count;

  ap_solver_table_clear (&s->table);
  g_array_unref (s->nodes);
  g_array_unref (s->level);
  g_array_unref (s->level_nodes);
  g_array_unref (s->heap);
  g_array_unref (s->candidates);
  g_free (s);
}
