/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "carc-mists-team.h"

#include <stdlib.h>
#include <string.h>

/* The weights of worth(), tuned with `carcassonne-cli mists-report`
 * (docs/mists-difficulty.md). */
#define PROSPECT_WEIGHT 0.6     /* of what a standing guard may still bring */
#define JOIN_WEIGHT 0.3         /* of what joining features would add */
#define MAX_CELLS 16            /* empty cells kept per feature */
#define MAX_TYPES 64            /* kinds of tile in the set (44) */
#define MAX_GROUPED 32          /* features grouped for joins: one per guard */

/* The weights that differ from level to level. */
typedef struct
{
  double ghost_factor; /* of the ghost cost, which grows as the bank empties */
  double gap_cost;     /* per empty cell around an open cemetery */
  double supply;       /* per guard in any colour's supply */
  double by_rank[CARC_MAX_PLAYERS]; /* of each colour's points, weakest first */
} Weights;

/* Levels 1–4: an open cemetery gathers ghosts.  Level 5: an open haunted
 * cemetery costs a tile of the pile every turn.  Level 6 is lost to the
 * first pile, hardly ever to the bank: a ghost counts for less, a
 * face-down tile for more, a guard kept in the supply for something; and
 * it is won by the weakest colour, so a colour's points count the more the
 * further behind it is (points above the next mark not at all). */
static const Weights weights_ordinary = { 1.0, 2.0, 1.0, { 1, 1, 1, 1, 1, 1 } };
static const Weights weights_haunted = { 1.0, 10.0, 1.0, { 1, 1, 1, 1, 1, 1 } };
static const Weights weights_level6 = { 0.5, 20.0, 5.0, { 3.5, 2.0, 1.5, 1.25, 1.125, 1.0625 } };

/* The kinds of tile not yet drawn, once each. */
typedef struct
{
  guint    n_types;
  guint16  types[MAX_TYPES];
  gboolean other;  /* a kind beyond MAX_TYPES, taken to fit anywhere */
} Left;

static void
find_left (CarcState *state,
           Left      *left)
{
  guint n;
  const guint16 *order = carc_state_get_remaining (state, &n);
  guint8 seen[MAX_TYPES] = { 0 };

  left->n_types = 0;
  left->other = FALSE;
  for (guint i = 0; i < n; i++)
    if (order[i] >= MAX_TYPES)
      left->other = TRUE;
    else if (!seen[order[i]])
      {
        seen[order[i]] = 1;
        left->types[left->n_types++] = order[i];
      }
}

/* Whether some tile not yet drawn fits the empty cell @x, @y. */
static gboolean
can_fill (CarcState  *state,
          const Left *left,
          gint        x,
          gint        y)
{
  for (guint i = 0; i < left->n_types; i++)
    if (carc_state_cell_fits (state, x, y, left->types[i]))
      return TRUE;
  return left->other;
}

/* An unfinished road or city with guards on it, as worth() sees it. */
typedef struct
{
  guint32 id;
  guint8  kind;
  guint8  winners;                    /* colours with the most guards */
  guint8  strength[CARC_MAX_PLAYERS];
  guint16 open;
  double  size;                       /* points if it were completed now */
  guint   n_cells;
  gint    cells[MAX_CELLS][2];        /* empty cells its open edges face */
} Prospect;

/* Whether a face-down tile lies at @x, @y (levels 5–6). */
static gboolean
face_down_at (CarcState *state,
              gint       x,
              gint       y)
{
  gint n = carc_state_tile_at (state, x, y);
  CarcPlacedTile t;

  if (n < 0)
    return FALSE;
  carc_state_get_tile (state, n, &t);
  return t.face_down;
}

/* Fills the empty cells @p's open edges face; FALSE when it can never be
 * completed: a face-down tile touches it, or no tile left fits one of
 * those cells. */
static gboolean
find_open_cells (CarcState  *state,
                 const Left *left,
                 Prospect   *p,
                 GArray     *tiles)
{
  CarcTileSet *set = carc_setup_get_tile_set (carc_state_get_setup (state));

  g_array_set_size (tiles, 0);
  carc_state_feature_tiles (state, p->id, tiles);
  for (guint i = 0; i < tiles->len; i++)
    {
      guint index = g_array_index (tiles, guint, i);
      const CarcTileType *type;
      CarcPlacedTile t;

      carc_state_get_tile (state, index, &t);
      type = carc_tile_set_get_type (set, t.type);
      for (guint d = 0; d < 4; d++)
        {
          guint8 segment = carc_tile_type_edge_segment (type, t.rotation, d);
          gint x = t.x + CARC_DX (d), y = t.y + CARC_DY (d);

          if (segment == CARC_NO_SEGMENT || carc_state_find_feature (state, index, segment) != p->id)
            continue;
          /* Levels 5–6: a face-down neighbour may border this part too. */
          if (face_down_at (state, x, y))
            return FALSE;
          if (carc_state_tile_at (state, x, y) >= 0)
            continue;
          if (!can_fill (state, left, x, y))
            return FALSE;
          if (p->n_cells < MAX_CELLS)
            {
              p->cells[p->n_cells][0] = x;
              p->cells[p->n_cells][1] = y;
              p->n_cells++;
            }
        }
    }
  return TRUE;
}

/* What a prospect of @size points with @open edges left may still bring:
 * discounted by the edges still to close. */
static double
discount (double size,
          guint  open)
{
  return size / (1.0 + 0.5 * open);
}

/* A castle's prospect: 8 points discounted by its empty neighbours; none
 * with a face-down neighbour or an empty one no tile left fits. */
static double
castle_prospect (CarcState  *state,
                 const Left *left,
                 guint       tile)
{
  CarcPlacedTile t;
  guint empty = 0;

  carc_state_get_tile (state, tile, &t);
  for (gint dx = -1; dx <= 1; dx++)
    for (gint dy = -1; dy <= 1; dy++)
      {
        gboolean is_empty = carc_state_tile_at (state, t.x + dx, t.y + dy) < 0;

        if (face_down_at (state, t.x + dx, t.y + dy)
            || (is_empty && !can_fill (state, left, t.x + dx, t.y + dy)))
          return 0;
        empty += is_empty;
      }
  return discount (8.0, empty);
}

/* Collects the guarded unfinished features once each (several guards may
 * stand on one) and credits each colour of the majority with its prospect:
 * a tie of colours scores in full for each (joint scoring). */
static void
add_prospects (CarcState  *state,
               const Left *left,
               guint       colours,
               double     *expected,
               GArray     *prospects)
{
  g_autoptr(GArray) tiles = g_array_new (FALSE, FALSE, sizeof (guint));

  g_array_set_size (prospects, 0);
  for (guint f = 0; f < carc_state_get_n_figures (state); f++)
    {
      CarcFigureInfo figure;
      CarcFeatureInfo info;
      Prospect p = { 0 };
      gboolean seen = FALSE;

      carc_state_get_figure (state, f, &figure);
      if (!carc_state_get_feature (state, figure.tile, figure.segment, &info) || info.complete)
        continue;
      if (info.kind == CARC_KIND ("castle"))
        {
          expected[figure.player] += PROSPECT_WEIGHT * castle_prospect (state, left, figure.tile);
          continue;
        }
      if (info.kind != CARC_FEATURE_ROAD && info.kind != CARC_FEATURE_CITY)
        continue;
      for (guint i = 0; i < prospects->len && !seen; i++)
        seen = g_array_index (prospects, Prospect, i).id == info.id;
      if (seen)
        continue;
      p.id = info.id;
      p.kind = info.kind;
      p.winners = info.winners;
      p.open = info.open;
      memcpy (p.strength, info.strength, sizeof p.strength);
      p.size = info.kind == CARC_FEATURE_CITY ? 2.0 * (info.tiles + info.arms) : info.tiles;
      if (!find_open_cells (state, left, &p, tiles))
        continue;
      for (guint c = 0; c < colours; c++)
        if (p.winners & (1u << c))
          expected[c] += PROSPECT_WEIGHT * discount (p.size, p.open);
      g_array_append_val (prospects, p);
    }
}

static gboolean
share_a_cell (const Prospect *a,
              const Prospect *b)
{
  for (guint i = 0; i < a->n_cells; i++)
    for (guint j = 0; j < b->n_cells; j++)
      if (a->cells[i][0] == b->cells[j][0] && a->cells[i][1] == b->cells[j][1])
        return TRUE;
  return FALSE;
}

/* Two features of one kind whose open edges face the same empty cell may
 * be joined by one tile, and a chain of such features by a few; if their
 * colours then tie, each scores the whole (the seeds' advice for a team).
 * Credits each colour what joining each such group would add to its
 * prospect, at a weight for the tiles it still needs. */
static void
add_joins (guint         colours,
           const GArray *prospects,
           double       *expected)
{
  guint n = MIN (prospects->len, MAX_GROUPED);
  guint group[MAX_GROUPED];

  for (guint i = 0; i < n; i++)
    group[i] = i;
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      {
        const Prospect *a = &g_array_index (prospects, Prospect, i);
        const Prospect *b = &g_array_index (prospects, Prospect, j);
        guint gi = group[i], gj = group[j];

        if (gi == gj || a->kind != b->kind || !share_a_cell (a, b))
          continue;
        for (guint k = 0; k < n; k++)
          if (group[k] == gj)
            group[k] = gi;
      }
  for (guint g = 0; g < n; g++)
    {
      guint strength[CARC_MAX_PLAYERS] = { 0 }, top = 0, members = 0, open = 0;
      double size = 0, now[CARC_MAX_PLAYERS] = { 0 }, joined;

      for (guint i = 0; i < n; i++)
        {
          const Prospect *p = &g_array_index (prospects, Prospect, i);

          if (group[i] != g)
            continue;
          members++;
          size += p->size;
          open += p->open;
          for (guint c = 0; c < colours; c++)
            {
              strength[c] += p->strength[c];
              now[c] += ((p->winners >> c) & 1) * discount (p->size, p->open);
            }
        }
      if (members < 2)
        continue;
      joined = discount (size, MAX (0, (gint) open - 2 * ((gint) members - 1)));
      for (guint c = 0; c < colours; c++)
        top = MAX (top, strength[c]);
      for (guint c = 0; c < colours; c++)
        if (strength[c] == top && joined > now[c])
          expected[c] += JOIN_WEIGHT * (joined - now[c]);
    }
}

/* The next score every colour must reach in level 6: a waiting hound's
 * space, else the goal. */
static double
next_target (CarcState *state)
{
  guint target = carc_mists_get_goal (state);

  for (guint h = 0; h < 2; h++)
    {
      guint threshold;

      if (carc_mists_get_hound (state, h, &threshold, NULL) == CARC_MISTS_HOUND_WAITING)
        target = MIN (target, threshold);
    }
  return target;
}

static int
by_points (const void *a,
           const void *b)
{
  double pa = *(const double *) a, pb = *(const double *) b;

  return pa < pb ? -1 : pa > pb ? 1 : 0;
}

/* What a position is worth to the team. */
static double
worth (CarcState *state)
{
  guint colours = carc_setup_get_n_players (carc_state_get_setup (state));
  guint level = carc_mists_get_level (state);
  const Weights *w = level == 6 ? &weights_level6 : level == 5 ? &weights_haunted : &weights_ordinary;
  double expected[CARC_MAX_PLAYERS] = { 0 };
  double ghosts = 0, points = 0, supply = 0, ghost_cost, gaps, target;
  g_autoptr(GArray) prospects = NULL;
  Left left;

  switch (carc_state_get_outcome (state))
    {
    case CARC_OUTCOME_WON:
      return 1e9;
    case CARC_OUTCOME_LOST_NO_GHOSTS:
    case CARC_OUTCOME_LOST_NO_TILES:
      return -1e9;
    case CARC_OUTCOME_NONE:
    case CARC_OUTCOME_FINISHED:
    default:
      break;
    }
  for (guint t = 0; t < carc_state_get_n_tiles (state); t++)
    ghosts += carc_mists_get_ghosts (state, t);

  /* Each colour's points, and what its standing guards may still bring. */
  for (guint c = 0; c < colours; c++)
    expected[c] = carc_state_get_score (state, c);
  prospects = g_array_new (FALSE, FALSE, sizeof (Prospect));
  find_left (state, &left);
  add_prospects (state, &left, colours, expected, prospects);
  add_joins (colours, prospects, expected);

  /* In level 6 every colour must reach the next mark (a hound's or the
   * goal); points above it count for nothing. */
  target = level == 6 ? next_target (state) : G_MAXDOUBLE;
  for (guint c = 0; c < colours; c++)
    {
      expected[c] = MIN (expected[c], target);
      supply += carc_state_get_supply (state, c, CARC_FIGURE_MEEPLE);
    }
  qsort (expected, colours, sizeof (double), by_points);
  for (guint c = 0; c < colours; c++)
    points += w->by_rank[c] * expected[c];

  /* A ghost on the board is a step towards defeat, the more so the
   * emptier the bank. */
  ghost_cost = w->ghost_factor * (6.0 + 40.0 / (1.0 + carc_mists_get_bank (state)));
  gaps = w->gap_cost * carc_mists_count_cemetery_gaps (state);
  return 10.0 * points - ghost_cost * ghosts - gaps + w->supply * supply;
}

/* The action of @actions that leaves the best position, judged at once. */
static const CarcAction *
best_at_once (CarcState    *state,
              const GArray *actions)
{
  const CarcAction *best = &g_array_index (actions, CarcAction, 0);
  double best_value = -G_MAXDOUBLE;

  for (guint i = 0; i < actions->len; i++)
    {
      CarcState *copy = carc_state_copy (state);
      double value;

      carc_state_apply (copy, &g_array_index (actions, CarcAction, i));
      value = worth (copy);
      carc_state_free (copy);
      if (value > best_value)
        {
          best_value = value;
          best = &g_array_index (actions, CarcAction, i);
        }
    }
  return best;
}

/* A search that chooses the deal draws the tiles it least needs face
 * down: the cemeteries, which would open more haunted cemeteries. */
static void
choose_face_down_tile (CarcState *state)
{
  CarcTileSet *set = carc_setup_get_tile_set (carc_state_get_setup (state));
  guint n_left;
  const guint16 *left = carc_state_get_remaining (state, &n_left);

  for (guint i = 0; i < n_left; i++)
    if (carc_tile_type_has_kind (carc_tile_set_get_type (set, left[i]), CARC_KIND ("cemetery")))
      {
        carc_state_choose_tile (state, left[i]);
        return;
      }
}

/* Plays the rest of the turn on @state the simple way: no figure, score
 * every completed feature, the first answer to anything else; or, when
 * @careful, each of the team's questions answered by best_at_once() (and,
 * when @choose_deal, a cemetery drawn face down if one is left).  The
 * actions taken are added to @record, unless it is NULL. */
static void
finish_turn (CarcState *state,
             GArray    *actions,
             gboolean   careful,
             gboolean   choose_deal,
             GArray    *record)
{
  guint turn = carc_state_get_turn (state);

  while (!carc_state_is_over (state) && carc_state_get_turn (state) == turn
         && carc_state_get_decision (state)->kind != CARC_DECISION_PLACE_TILE)
    {
      const CarcAction *a;

      carc_state_list_actions (state, actions);
      if (actions->len == 0)
        return;
      a = &g_array_index (actions, CarcAction, 0);
      /* The skip of the figure step is listed last. */
      if (carc_state_get_decision (state)->kind == CARC_DECISION_PLACE_FIGURE)
        a = &g_array_index (actions, CarcAction, actions->len - 1);
      else if (careful)
        {
          if (choose_deal && a->kind == CARC_ACTION_MODULE && a->choice == CARC_MISTS_FACE_DOWN)
            choose_face_down_tile (state);
          a = best_at_once (state, actions);
        }
      if (record != NULL)
        g_array_append_val (record, *a);
      carc_state_apply (state, a);
    }
}

/* What the rest of the turn is worth: a placed tile is judged with the
 * best guard it could take (or none), the rest of the turn played simply. */
static double
worth_of_turn (CarcState *state,
               GArray    *scratch)
{
  g_autoptr(GArray) figures = NULL;
  double best = -G_MAXDOUBLE;

  if (carc_state_is_over (state) || carc_state_get_decision (state)->kind != CARC_DECISION_PLACE_FIGURE)
    {
      finish_turn (state, scratch, FALSE, FALSE, NULL);
      return worth (state);
    }
  figures = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  carc_state_list_actions (state, figures);
  for (guint i = 0; i < figures->len; i++)
    {
      CarcState *copy = carc_state_copy (state);

      carc_state_apply (copy, &g_array_index (figures, CarcAction, i));
      finish_turn (copy, scratch, FALSE, FALSE, NULL);
      best = MAX (best, worth (copy));
      carc_state_free (copy);
    }
  return best;
}

void
carc_mists_team_choose (CarcState  *state,
                        CarcRng    *rng,
                        CarcAction *action)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  g_autoptr(GArray) scratch = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  double best = -G_MAXDOUBLE;
  guint n_best = 0;

  carc_state_list_actions (state, actions);
  g_return_if_fail (actions->len > 0);
  for (guint i = 0; i < actions->len; i++)
    {
      const CarcAction *a = &g_array_index (actions, CarcAction, i);
      CarcState *copy = carc_state_copy (state);
      double value;

      carc_state_apply (copy, a);
      value = worth_of_turn (copy, scratch);
      carc_state_free (copy);

      /* Ties are broken at random, uniformly (reservoir sampling). */
      if (value > best + 1e-9)
        {
          best = value;
          n_best = 1;
          *action = *a;
        }
      else if (value > best - 1e-9 && carc_rng_range (rng, ++n_best) == 0)
        *action = *a;
    }
}

typedef struct
{
  double value;
  guint  tie;     /* a random key for ties */
  guint  index;
} Ranked;

static int
by_rank (const void *a,
         const void *b)
{
  const Ranked *x = a, *y = b;

  if (x->value > y->value + 1e-9 || y->value > x->value + 1e-9)
    return x->value > y->value ? -1 : 1;
  return x->tie < y->tie ? -1 : x->tie > y->tie;
}

guint
carc_mists_team_rank (CarcState  *state,
                      CarcRng    *rng,
                      CarcAction *ranked,
                      double     *worths,
                      guint       max)
{
  g_autoptr(GArray) actions = NULL;
  g_autoptr(GArray) scratch = NULL;
  g_autofree Ranked *values = NULL;
  guint n;

  if (max == 0)
    return 0;
  if (max == 1 && worths == NULL)
    {
      carc_mists_team_choose (state, rng, ranked);
      return 1;
    }
  actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  scratch = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  carc_state_list_actions (state, actions);
  values = g_new (Ranked, MAX (actions->len, 1));
  for (guint i = 0; i < actions->len; i++)
    {
      CarcState *copy = carc_state_copy (state);

      carc_state_apply (copy, &g_array_index (actions, CarcAction, i));
      values[i] = (Ranked) { worth_of_turn (copy, scratch), (guint) carc_rng_next (rng), i };
      carc_state_free (copy);
    }
  qsort (values, actions->len, sizeof (Ranked), by_rank);
  n = MIN (max, actions->len);
  for (guint i = 0; i < n; i++)
    {
      ranked[i] = g_array_index (actions, CarcAction, values[i].index);
      /* worth() counts tenths of a point. */
      if (worths != NULL)
        worths[i] = values[i].value / 10.0;
    }
  return n;
}

typedef struct
{
  CarcState *state;
  GArray    *actions;  /* from the start of the search */
  double     value;
} Line;

static gint
by_value (gconstpointer a,
          gconstpointer b)
{
  double va = ((const Line *) a)->value, vb = ((const Line *) b)->value;

  return va < vb ? 1 : va > vb ? -1 : 0;
}

static void
clear_line (gpointer data)
{
  Line *line = data;

  g_clear_pointer (&line->state, carc_state_free);
  g_clear_pointer (&line->actions, g_array_unref);
}

typedef struct
{
  guint     width;
  gboolean  choose_deal;
  GArray   *placements;  /* scratch arrays of CarcAction */
  GArray   *figures;
  GArray   *scratch;
} Search;

/* A copy of @from with @action applied and the turn finished. */
static Line
extend_line (Search           *search,
             const Line       *from,
             CarcState        *state,
             const CarcAction *action)
{
  Line line = { carc_state_copy (state), g_array_copy (from->actions), 0 };

  if (action != NULL)
    {
      g_array_append_val (line.actions, *action);
      carc_state_apply (line.state, action);
    }
  finish_turn (line.state, search->scratch, TRUE, search->choose_deal, line.actions);
  line.value = worth (line.state);
  return line;
}

static guint64
mix (guint64 x)
{
  x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  x = (x ^ (x >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  x = (x ^ (x >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return x ^ (x >> 31);
}

/* A key of the position @state shows, the same whatever order its tiles
 * were placed in: a sum of one hash per tile and per guard. */
static guint64
position_key (CarcState *state)
{
  guint colours = carc_setup_get_n_players (carc_state_get_setup (state));
  guint64 key = mix (carc_mists_get_bank (state)) + mix (0x100 + carc_mists_get_pile (state));

  for (guint t = 0; t < carc_state_get_n_tiles (state); t++)
    {
      CarcPlacedTile tile;

      carc_state_get_tile (state, t, &tile);
      key += mix (((guint64) (guint16) tile.x << 48) | ((guint64) (guint16) tile.y << 32) | (tile.type << 12)
                  | (tile.rotation << 10) | (tile.face_down << 9) | carc_mists_get_ghosts (state, t));
    }
  for (guint f = 0; f < carc_state_get_n_figures (state); f++)
    {
      CarcFigureInfo figure;
      CarcPlacedTile tile;

      carc_state_get_figure (state, f, &figure);
      carc_state_get_tile (state, figure.tile, &tile);
      key += mix (G_GUINT64_CONSTANT (1) << 63 | ((guint64) (guint16) tile.x << 40) | ((guint64) (guint16) tile.y << 24)
                  | (figure.segment << 8) | figure.player);
    }
  for (guint c = 0; c < colours; c++)
    key += mix ((G_GUINT64_CONSTANT (3) << 61) | ((guint64) c << 32) | carc_state_get_score (state, c));
  return key;
}

/* Keeps the @width best lines of @lines, one of each position: lines that
 * reach one position by other orders of the same moves would crowd the
 * others out. */
static void
keep_best (GArray *lines,
           guint   width)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  guint kept = 0;

  g_array_sort (lines, by_value);
  for (guint i = 0; i < lines->len && kept < width; i++)
    {
      Line *line = &g_array_index (lines, Line, i);
      gint64 *key = g_new (gint64, 1);

      *key = (gint64) position_key (line->state);
      if (!g_hash_table_add (seen, key))
        {
          clear_line (line);
          continue;
        }
      if (kept != i)
        {
          g_array_index (lines, Line, kept) = *line;
          line->state = NULL;
          line->actions = NULL;
        }
      kept++;
    }
  g_array_set_size (lines, kept);
}

/* Appends to @next every way of playing the tile @drawn holds: each legal
 * placement, with every guard or none, the rest of the turn played by
 * finish_turn(); @next is pruned to the search's width as it grows. */
static void
expand (Search     *search,
        const Line *from,
        CarcState  *drawn,
        GArray     *next)
{
  carc_state_list_actions (drawn, search->placements);
  for (guint i = 0; i < search->placements->len; i++)
    {
      const CarcAction *place = &g_array_index (search->placements, CarcAction, i);
      CarcState *placed = carc_state_copy (drawn);

      carc_state_apply (placed, place);
      if (carc_state_is_over (placed) || carc_state_get_decision (placed)->kind != CARC_DECISION_PLACE_FIGURE)
        {
          Line l = extend_line (search, from, drawn, place);

          g_array_append_val (next, l);
        }
      else
        {
          Line with_tile = { NULL, g_array_copy (from->actions), 0 };

          g_array_append_val (with_tile.actions, *place);
          carc_state_list_actions (placed, search->figures);
          for (guint f = 0; f < search->figures->len; f++)
            {
              Line l = extend_line (search, &with_tile, placed, &g_array_index (search->figures, CarcAction, f));

              g_array_append_val (next, l);
            }
          g_array_unref (with_tile.actions);
        }
      carc_state_free (placed);
      if (next->len >= 8 * search->width)
        keep_best (next, search->width);
    }
}

/* Searches the level's game from @state, turn by turn, keeping the @width
 * best positions (each tile placed every legal way, with every guard or
 * none; the team's questions answered by what is best at once).  The
 * copies draw the tiles the real game would draw, so this asks whether the
 * deal can be won by a team that knew the order of the pile: a bound on
 * the level's difficulty, not a way to play.  With @choose_deal, each turn
 * may also draw any tile not yet drawn instead, which asks whether the
 * level can be won at all, on some order of its tiles.  When the game is
 * won, @won_by (unless NULL) receives the winning moves and @won_deal
 * (unless NULL) the order of the tiles (guint16) they were played from. */
CarcOutcome
carc_mists_team_search (CarcState *state,
                        guint      width,
                        gboolean   choose_deal,
                        GArray    *won_by,
                        GArray    *won_deal)
{
  g_autoptr(GArray) beam = g_array_new (FALSE, FALSE, sizeof (Line));
  g_autoptr(GArray) next = g_array_new (FALSE, FALSE, sizeof (Line));
  g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  g_autoptr(GArray) figures = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  g_autoptr(GArray) scratch = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  Search search = { width, choose_deal, placements, figures, scratch };
  guint n_types = carc_tile_set_get_n_types (carc_setup_get_tile_set (carc_state_get_setup (state)));
  g_autofree gboolean *tried = g_new0 (gboolean, n_types);
  CarcOutcome outcome = CARC_OUTCOME_NONE;

  g_array_set_clear_func (beam, clear_line);
  g_array_set_clear_func (next, clear_line);
  {
    Line start = { NULL, g_array_new (FALSE, FALSE, sizeof (CarcAction)), 0 };
    Line first = extend_line (&search, &start, state, NULL);

    g_array_unref (start.actions);
    g_array_append_val (beam, first);
  }
  while (outcome == CARC_OUTCOME_NONE && beam->len > 0)
    {
      for (guint b = 0; b < beam->len; b++)
        {
          const Line *from = &g_array_index (beam, Line, b);
          const guint16 *left;
          guint n_left;

          expand (&search, from, from->state, next);
          if (!choose_deal)
            continue;
          memset (tried, 0, sizeof (gboolean) * n_types);
          tried[carc_state_get_decision (from->state)->tile_type] = TRUE;
          left = carc_state_get_remaining (from->state, &n_left);
          for (guint i = 0; i < n_left; i++)
            {
              CarcState *drawn;

              if (tried[left[i]])
                continue;
              tried[left[i]] = TRUE;
              drawn = carc_state_copy (from->state);
              if (carc_state_choose_tile (drawn, left[i]))
                expand (&search, from, drawn, next);
              carc_state_free (drawn);
            }
        }
      keep_best (next, width);
      g_array_set_size (beam, 0);
      outcome = CARC_OUTCOME_LOST_NO_TILES;
      for (guint i = 0; i < next->len; i++)
        {
          Line *l = &g_array_index (next, Line, i);

          if (outcome != CARC_OUTCOME_WON && carc_state_get_outcome (l->state) == CARC_OUTCOME_WON)
            {
              outcome = CARC_OUTCOME_WON;
              if (won_by != NULL)
                {
                  g_array_set_size (won_by, 0);
                  g_array_append_vals (won_by, l->actions->data, l->actions->len);
                }
              if (won_deal != NULL)
                {
                  guint n;
                  const guint16 *order = carc_state_get_order (l->state, &n);

                  g_array_set_size (won_deal, 0);
                  g_array_append_vals (won_deal, order, n);
                }
            }
          if (!carc_state_is_over (l->state))
            {
              g_array_append_val (beam, *l);
              l->state = NULL;
              l->actions = NULL;
            }
        }
      g_array_set_size (next, 0);
      if (outcome != CARC_OUTCOME_WON && beam->len > 0)
        outcome = CARC_OUTCOME_NONE;
    }
  return outcome;
}
