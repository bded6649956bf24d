/* SPDX-License-Identifier: GPL-3.0-or-later */

/* What a position is worth to each player, for the one-ply players.
 *
 * Both levels count the points scored and, for every feature a player
 * holds the majority of, what it will bring.  The easy player takes what
 * the feature would score if the game ended now.  The normal player weighs
 * what it scores completed against what it scores unfinished by its
 * chance of completion — the more open edges and the fewer tiles left,
 * the smaller — lets fields grow with the tiles to come, and values the
 * figures still in hand while there are turns to use them.  The values
 * come from the rules (carc_state_feature_value()), so a module's inns,
 * cathedrals or big meeples count without the players naming them. */
#include <math.h>
#include <string.h>

#include "carc-ai-private.h"

/* The tiles still unseen are read as counts only: which tiles, not their
 * order, is what every player knows. */
void
carc_ai_eval_init (CarcAiEval  *eval,
                   CarcState   *state,
                   CarcAiLevel  level)
{
  CarcTileSet *tiles = carc_setup_get_tile_set (carc_state_get_setup (state));
  guint counts[CARC_MAX_FEATURE_KINDS] = { 0 };
  const guint16 *unseen;

  memset (eval, 0, sizeof *eval);
  eval->level = level;
  eval->n_players = carc_setup_get_n_players (carc_state_get_setup (state));
  unseen = carc_state_get_remaining (state, &eval->unseen);
  /* The kinds present only, each tile's known when its type was made: a
   * playout cut short asks this of every tile left, a hundred and more
   * with every module on. */
  for (guint i = 0; i < eval->unseen; i++)
    for (guint32 kinds = carc_tile_set_get_type (tiles, unseen[i])->edge_kinds; kinds != 0; kinds &= kinds - 1)
      counts[__builtin_ctz (kinds)]++;
  for (guint k = 0; k < CARC_MAX_FEATURE_KINDS; k++)
    eval->edge_share[k] = eval->unseen > 0 ? (double) counts[k] / eval->unseen : 0.0;
}

/* The chance that a feature with @open open edges (or empty neighbours,
 * for a monastery) is completed before the tiles run out: each hole wants
 * a tile that fits it, among the holder's draws, one after the other. */
static double
completion_chance (const CarcAiEval      *eval,
                   const CarcFeatureInfo *info,
                   guint                  tiles_left)
{
  const CarcFeatureKindInfo *kind = carc_feature_kind_get (info->kind);
  double chance = 1.0, draws, fit;

  if (kind->joins == CARC_JOINS_CENTRE)
    {
      /* Any tile can go beside a monastery, drawn by anyone. */
      draws = tiles_left;
      fit = 0.1;
    }
  else
    {
      draws = (double) tiles_left / MAX (eval->n_players, 1);
      fit = 0.35 * (info->kind < CARC_MAX_FEATURE_KINDS ? eval->edge_share[info->kind] : 0.0);
    }
  for (guint i = 0; i < info->open; i++)
    {
      double left = draws - (kind->joins == CARC_JOINS_CENTRE ? 2.0 : 1.0) * i;

      if (left <= 0)
        return 0.0;
      chance *= 1.0 - pow (1.0 - fit, left);
    }
  return chance;
}

/* What @info will bring @player, who holds its majority. */
static double
prospect (const CarcAiEval      *eval,
          CarcState             *state,
          const CarcFeatureInfo *info,
          guint                  player,
          guint                  tiles_left)
{
  double unfinished = carc_state_feature_value (state, info, player, FALSE);
  double completed, chance;

  if (eval->level == CARC_AI_EASY)
    return unfinished;
  switch (carc_feature_kind_get (info->kind)->scored)
    {
    case CARC_SCORED_AS_FIELD:
      /* More cities will be completed beside a field while tiles remain,
       * but a farmer never comes back: a little more (tuned by
       * tournament against the easy player, docs/computer-players.md). */
      return unfinished + 0.003 * tiles_left * MIN (info->tiles, 6u);
    case CARC_SCORED_AS_ROAD:
    case CARC_SCORED_AS_CITY:
    case CARC_SCORED_AS_MONASTERY:
      completed = carc_state_feature_value (state, info, player, TRUE);
      chance = completion_chance (eval, info, tiles_left);
      return chance * completed + (1.0 - chance) * unfinished;
    default:
      return unfinished;
    }
}

/* A figure in hand is worth having while turns remain, the first few
 * most: without one a player cannot take what the tiles offer. */
static double
figures_in_hand (const CarcAiEval *eval,
                 CarcState        *state,
                 guint             player,
                 guint             tiles_left)
{
  double turns = (double) tiles_left / MAX (eval->n_players, 1);
  double each = 1.5 * MIN (1.0, turns / 6.0), worth = 0.0;
  guint held = 0;

  for (guint k = 0; k < carc_state_get_n_figure_kinds (state); k++)
    if (carc_state_get_figure_kind (state, k)->strength > 0)
      held += carc_state_get_supply (state, player, k);
  for (guint i = 0; i < held; i++)
    worth += i < 3 ? each : 0.3 * each;
  return worth;
}

void
carc_ai_eval_worth (const CarcAiEval *eval,
                    CarcState        *state,
                    double           *worth)
{
  guint n = carc_state_get_n_figures (state), tiles_left = carc_state_get_tiles_left (state);
  guint32 stack_seen[64];
  g_autofree guint32 *heap_seen = n > G_N_ELEMENTS (stack_seen) ? g_new (guint32, n) : NULL;
  guint32 *seen = heap_seen != NULL ? heap_seen : stack_seen;
  guint n_seen = 0;

  for (guint p = 0; p < eval->n_players; p++)
    worth[p] = carc_state_get_score (state, p);
  if (carc_state_is_over (state))
    return;
  for (guint i = 0; i < n; i++)
    {
      CarcFigureInfo figure;
      CarcFeatureInfo info;
      guint32 feature;
      gboolean counted = FALSE;

      /* Each feature once, however many figures stand on it. */
      carc_state_get_figure (state, i, &figure);
      feature = carc_state_find_feature (state, figure.tile, figure.segment);
      for (guint j = 0; j < n_seen && !counted; j++)
        counted = seen[j] == feature;
      if (counted)
        continue;
      seen[n_seen++] = feature;
      carc_state_feature_info (state, feature, &info);
      if (info.complete || info.winners == 0)
        continue;
      for (guint p = 0; p < eval->n_players; p++)
        if (info.winners & (1u << p))
          worth[p] += prospect (eval, state, &info, p, tiles_left);
    }
  if (eval->level != CARC_AI_EASY)
    for (guint p = 0; p < eval->n_players; p++)
      worth[p] += figures_in_hand (eval, state, p, tiles_left);
}

double
carc_ai_eval_margin (const double *worth,
                     guint         n_players,
                     guint         player)
{
  double best = -G_MAXDOUBLE;

  if (n_players < 2)
    return worth[player];
  for (guint p = 0; p < n_players; p++)
    if (p != player)
      best = MAX (best, worth[p]);
  return worth[player] - best;
}
