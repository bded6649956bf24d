/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The strong player: a Monte Carlo tree search over dealt-again futures
 * (information set MCTS).  Each playout copies the position, deals the
 * unseen tiles again (carc_state_redeal()), walks down the tree by UCB
 * among the actions legal in that deal, adds one node, and plays on at
 * random for HORIZON turns from the decision; the normal player's
 * evaluation judges where it ended (a random game's last tiles say less
 * than the evaluation and cost more).  Every node keeps the results of the
 * player who chose its action.  A node's children are keyed by their
 * action and, for a tile placed, by the tile: the same placement of
 * another tile is another move.  Actions only sometimes legal are judged
 * by how often they were available (availability counts), not by their
 * parent's visits.  Chance decisions and decisions with one choice are
 * played through without a node.  A result's margins are in points of a
 * game as long as the classic one: a longer game's margins spread wider
 * (four times as wide with every module on, two and a half times the
 * tiles), so its scales grow with its tiles, lest every playout read as
 * won or lost already and the choices' differences vanish. */
#include <math.h>
#include <string.h>

#include "carc-ai-private.h"

/* The exploration constant of UCB, for results from 0 to 1 (0.15, 0.3
 * and 0.6 did alike against the normal player). */
#define EXPLORATION 0.3
/* Turns from the decision after which a playout stops and the normal
 * player's evaluation judges where it ended: 16 beat 8, 24, 32 and the
 * end of the game against the normal player (docs/computer-players.md). */
#define HORIZON 16
/* Points of margin in the evaluation that make a little over half of the
 * win's share of a result. */
#define WIN_SCALE 10.0
/* The classic game's tiles: a game's margins scale with its tiles over
 * them (no scaling, and the ratio to the power 1.5, did worse with every
 * module on, where the final margins spread four times as wide and the
 * normal player's worth halfway through predicts a win best at two and a
 * half times the classic scale; docs/computer-players.md). */
#define CLASSIC_TILES 72.0
/* Playouts between looks at the clock. */
#define CLOCK_EVERY 8
#define MAX_PATH 256

typedef struct
{
  CarcAction action;
  guint16    tile;        /* the tile placed, for a placement */
  guint8     player;      /* who chose the action */
  guint32    visits;
  guint32    avail;
  double     reward;      /* the sum of the chooser's results */
  double     points;      /* the sum of the chooser's points gained */
  guint32    table;       /* the children's hash table in the slot array, or 0 */
  guint32    table_size;  /* a power of 2 */
  guint32    n_children;
} Node;

typedef struct
{
  GArray  *nodes;         /* Node; 0 is the root */
  GArray  *slots;         /* guint32 node indices, 0 for empty; tables */
  CarcRng  rng;
  double   scale;         /* the margins' scales over the classic game's */
} Tree;

static inline Node *
node_at (Tree    *tree,
         guint32  index)
{
  return &g_array_index (tree->nodes, Node, index);
}

static guint32
key_hash (const CarcAction *a,
          guint             tile)
{
  guint32 h = 2166136261u;
  const guint8 *bytes = (const guint8 *) a;

  for (guint i = 0; i < sizeof *a; i++)
    h = (h ^ bytes[i]) * 16777619u;
  return (h ^ tile) * 16777619u;
}

static gboolean
same_key (const Node       *node,
          const CarcAction *a,
          guint             tile)
{
  return node->tile == tile && memcmp (&node->action, a, sizeof *a) == 0;
}

/* A node's table, made or grown to hold @wanted children at half load. */
static void
reserve_children (Tree    *tree,
                  guint32  index,
                  guint    wanted)
{
  Node *node = node_at (tree, index);
  guint32 old_table = node->table, old_size = node->table_size, size = 8, offset;

  while (size < 2 * wanted)
    size *= 2;
  if (size <= old_size)
    return;
  offset = tree->slots->len;
  g_array_set_size (tree->slots, offset + size);
  memset (&g_array_index (tree->slots, guint32, offset), 0, size * sizeof (guint32));
  node = node_at (tree, index);
  node->table = offset;
  node->table_size = size;
  for (guint32 i = 0; i < old_size; i++)
    {
      guint32 child = g_array_index (tree->slots, guint32, old_table + i);
      const Node *c = node_at (tree, child);
      guint32 h;

      if (child == 0)
        continue;
      for (h = key_hash (&c->action, c->tile) & (size - 1); g_array_index (tree->slots, guint32, offset + h) != 0;
           h = (h + 1) & (size - 1))
        ;
      g_array_index (tree->slots, guint32, offset + h) = child;
    }
}

/* The child of @index for @a (with @tile), or the empty slot for it. */
static guint32 *
find_child (Tree             *tree,
            guint32           index,
            const CarcAction *a,
            guint             tile)
{
  const Node *node = node_at (tree, index);
  guint32 mask = node->table_size - 1;

  for (guint32 h = key_hash (a, tile) & mask;; h = (h + 1) & mask)
    {
      guint32 *slot = &g_array_index (tree->slots, guint32, node->table + h);

      if (*slot == 0 || same_key (node_at (tree, *slot), a, tile))
        return slot;
    }
}

static guint32
add_child (Tree             *tree,
           guint32           parent,
           const CarcAction *a,
           guint             tile,
           guint             player)
{
  Node child = { .action = *a, .tile = tile, .player = player };
  guint32 index = tree->nodes->len;

  reserve_children (tree, parent, node_at (tree, parent)->n_children + 1);
  g_array_append_val (tree->nodes, child);
  *find_child (tree, parent, a, tile) = index;
  node_at (tree, parent)->n_children++;
  return index;
}

/* A random game to the end or to @end_turn: the listed action a draw
 * names, picked without listing every placement. */
static void
play_out (CarcState *state,
          CarcRng   *rng,
          guint      end_turn)
{
  while (!carc_state_is_over (state) && carc_state_get_turn (state) < end_turn)
    {
      CarcAction pick;

      if (!carc_state_pick_action (state, rng, &pick) || carc_state_apply (state, &pick) != CARC_OK)
        g_error ("the engine refused an action it listed");
    }
}

/* A result as carc_ai_results() gives for a finished game, from a
 * margin in the evaluation: the win's half is the chance, smoothed, that
 * the margin holds to the end. */
static double
margin_result (double margin,
               guint  n_players,
               double scale)
{
  if (n_players < 2)
    return 0.5 + 0.5 * tanh (margin / (scale * CARC_AI_MARGIN_SCALE));
  return 0.25 * (1.0 + tanh (margin / (scale * WIN_SCALE)))
         + 0.25 * (1.0 + tanh (margin / (scale * CARC_AI_MARGIN_SCALE)));
}

/* Each player's result and points gained of a playout cut short, from
 * the normal player's worth of where it ended.  The points are stretched
 * to the rest of the game by the share of its tiles played: the hint
 * says the points to come by the end. */
static void
cut_results (const Tree      *tree,
             CarcState       *state,
             const CarcState *root,
             guint            n_players,
             const guint     *start_scores,
             double          *result,
             double          *gained)
{
  CarcAiEval eval;
  double worth[CARC_MAX_PLAYERS];
  guint left = carc_state_get_tiles_left (root), played = left - carc_state_get_tiles_left (state);
  double stretch = played > 0 ? MAX (1.0, (double) left / played) : 1.0;

  carc_ai_eval_init (&eval, state, CARC_AI_NORMAL);
  carc_ai_eval_worth (&eval, state, worth);
  for (guint p = 0; p < n_players; p++)
    {
      result[p] = margin_result (carc_ai_eval_margin (worth, n_players, p), n_players, tree->scale);
      gained[p] = stretch * (worth[p] - start_scores[p]);
    }
}

/* One playout from @root; its path from the root is @path. */
static void
playout (Tree            *tree,
         const CarcState *root,
         GArray          *actions,
         guint            n_players,
         const guint     *start_scores)
{
  CarcState *state = carc_state_copy (root);
  guint32 path[MAX_PATH];
  guint depth = 0;
  guint32 at = 0;
  double result[CARC_MAX_PLAYERS], gained[CARC_MAX_PLAYERS];

  carc_state_redeal (state, &tree->rng);
  while (!carc_state_is_over (state) && depth < MAX_PATH)
    {
      const CarcDecision *d = carc_state_get_decision (state);
      guint tile = d->kind == CARC_DECISION_PLACE_TILE ? d->tile_type : 0, acting = d->acting;
      guint32 best = 0, untried = 0, n_untried = 0;
      double best_score = -G_MAXDOUBLE;
      const CarcAction *pick = NULL;

      carc_state_list_actions (state, actions);
      if (actions->len == 0)
        g_error ("the engine listed no action");
      if (d->kind == CARC_DECISION_CHANCE || actions->len == 1)
        {
          pick = &g_array_index (actions, CarcAction, carc_rng_range (&tree->rng, actions->len));
          if (carc_state_apply (state, pick) != CARC_OK)
            g_error ("the engine refused an action it listed");
          continue;
        }
      reserve_children (tree, at, actions->len);
      for (guint i = 0; i < actions->len; i++)
        {
          const CarcAction *a = &g_array_index (actions, CarcAction, i);
          guint32 child = *find_child (tree, at, a, tile);
          Node *c;
          double score;

          if (child == 0)
            {
              /* One of the untried, each with the same chance. */
              if (carc_rng_range (&tree->rng, ++n_untried) == 0)
                untried = i;
              continue;
            }
          c = node_at (tree, child);
          c->avail++;
          score = c->reward / c->visits + EXPLORATION * sqrt (log (c->avail) / c->visits);
          if (score > best_score)
            {
              best_score = score;
              best = child;
            }
        }
      if (n_untried > 0)
        {
          pick = &g_array_index (actions, CarcAction, untried);
          at = add_child (tree, at, pick, tile, acting);
          node_at (tree, at)->avail++;
          path[depth++] = at;
          if (carc_state_apply (state, pick) != CARC_OK)
            g_error ("the engine refused an action it listed");
          break;
        }
      at = best;
      path[depth++] = at;
      if (carc_state_apply (state, &node_at (tree, at)->action) != CARC_OK)
        g_error ("the engine refused an action it listed");
    }
  play_out (state, &tree->rng, carc_state_get_turn (root) + HORIZON);
  if (carc_state_is_over (state))
    {
      carc_ai_results_scaled (state, n_players, tree->scale, result);
      for (guint p = 0; p < n_players; p++)
        gained[p] = (double) carc_state_get_score (state, p) - start_scores[p];
    }
  else
    cut_results (tree, state, root, n_players, start_scores, result, gained);
  for (guint i = 0; i < depth; i++)
    {
      Node *node = node_at (tree, path[i]);

      node->visits++;
      node->reward += result[node->player];
      node->points += gained[node->player];
    }
  node_at (tree, 0)->visits++;
  carc_state_free (state);
}

/* The most visited child of @index chosen by @player, or 0. */
static guint32
most_visited (Tree    *tree,
              guint32  index,
              guint    player)
{
  const Node *node = node_at (tree, index);
  guint32 best = 0;

  for (guint32 i = 0; i < node->table_size; i++)
    {
      guint32 child = g_array_index (tree->slots, guint32, node->table + i);

      if (child != 0 && node_at (tree, child)->player == player
          && (best == 0 || node_at (tree, child)->visits > node_at (tree, best)->visits
              || (node_at (tree, child)->visits == node_at (tree, best)->visits
                  && node_at (tree, child)->reward > node_at (tree, best)->reward)))
        best = child;
    }
  return best;
}

void
carc_ai_choose_search (CarcState          *state,
                       const CarcAiParams *params,
                       CarcAiResult       *result)
{
  guint n_players = carc_setup_get_n_players (carc_state_get_setup (state));
  guint me = carc_state_get_decision (state)->acting;
  gint64 deadline = carc_ai_deadline (params);
  g_autoptr(GArray) actions = g_array_sized_new (FALSE, FALSE, sizeof (CarcAction), 128);
  guint start_scores[CARC_MAX_PLAYERS];
  Tree tree;
  Node root = { 0 };
  guint32 best, then;
  guint n = 0;

  /* One choice, or a chance: nothing to search. */
  carc_state_list_actions (state, actions);
  if (actions->len < 2 || carc_state_get_decision (state)->kind == CARC_DECISION_CHANCE)
    {
      if (actions->len > 0)
        result->action = g_array_index (actions, CarcAction, 0);
      return;
    }
  for (guint p = 0; p < n_players; p++)
    start_scores[p] = carc_state_get_score (state, p);
  tree.nodes = g_array_sized_new (FALSE, FALSE, sizeof (Node), 4096);
  tree.slots = g_array_sized_new (FALSE, FALSE, sizeof (guint32), 16384);
  g_array_set_size (tree.slots, 1); /* offset 0 means no table */
  g_array_append_val (tree.nodes, root);
  carc_rng_init (&tree.rng, params->seed);
  tree.scale = MAX (1.0, (carc_state_get_turn (state) + carc_state_get_tiles_left (state)) / CLASSIC_TILES);

  /* At least one playout, to have an answer. */
  do
    {
      playout (&tree, state, actions, n_players, start_scores);
      n++;
    }
  while (!carc_ai_budget_spent (params, n, deadline, n % CLOCK_EVERY == 0));

  best = most_visited (&tree, 0, me);
  result->playouts = n;
  if (best != 0)
    {
      const Node *b = node_at (&tree, best);

      result->action = b->action;
      result->points = b->points / MAX (b->visits, 1);
      result->win_rate = b->reward / MAX (b->visits, 1);
      then = most_visited (&tree, best, me);
      if (then != 0 && node_at (&tree, then)->action.kind != CARC_ACTION_PLACE_TILE)
        result->then = node_at (&tree, then)->action;
    }
  g_array_unref (tree.nodes);
  g_array_unref (tree.slots);
}
