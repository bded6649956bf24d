/* SPDX-License-Identifier: GPL-3.0-or-later */

/* carcassonne-cli's computer players:
 *
 *   tournament  level A against level B in seat-swapped pairs of games on
 *               fixed seeds (seeds S to S + N/2 − 1, each played twice),
 *               as many at once as there are processors; one line with
 *               A's win rate and its 95 % confidence interval, the mean
 *               scores and the mean time a decision
 *   bench-ai    the strong player's playouts a second from the first
 *               decision of N games
 *
 * With more than two players, A and B take turns round the table (A
 * first, then B first); A wins a game when its best seat scores more than
 * B's best. */
#include "config.h"

#include <math.h>

#include "carc-ai.h"
#include "carc-cli.h"

typedef struct
{
  CarcTileSet   *tiles;
  const Options *o;
  CarcAiLevel    a;
  CarcAiLevel    b;
} Match;

typedef struct
{
  const Match *match;
  CarcSetup   *setup;      /* made before the threads: loading sets is not shared */
  guint64      seed;
  gboolean     a_first;
  guint        scores[CARC_MAX_PLAYERS];
  double       secs[2];    /* thinking, A and B */
  guint        moves[2];
  gint         a_won;      /* 1 won, 0 drawn, −1 lost */
} Game;

static gboolean
seat_is_a (const Game *game,
           guint       seat)
{
  return (seat % 2 == 0) == game->a_first;
}

static void
params_for (const Match  *match,
            CarcAiLevel   level,
            guint64       seed,
            CarcAiParams *params)
{
  carc_ai_params_init (params, level, seed);
  if (level == CARC_AI_STRONG && (match->o->ms > 0 || match->o->playouts > 0))
    {
      params->ms = MAX (match->o->ms, 0);
      params->playouts = MAX (match->o->playouts, 0);
    }
}

static void
play_game (gpointer data,
           gpointer user_data)
{
  Game *game = data;
  const Match *match = game->match;
  CarcState *state = carc_state_new (game->setup);
  guint n = carc_setup_get_n_players (game->setup), move = 0;
  guint best[2] = { 0, 0 };
  CarcRng chance;

  carc_rng_init (&chance, game->seed);
  while (!carc_state_is_over (state))
    {
      const CarcDecision *d = carc_state_get_decision (state);
      gboolean a = seat_is_a (game, d->acting);
      CarcAiParams params;
      CarcAiResult result;
      gint64 start;

      if (d->kind == CARC_DECISION_CHANCE)
        {
          g_autoptr(GArray) outcomes = g_array_new (FALSE, FALSE, sizeof (CarcAction));

          carc_state_list_actions (state, outcomes);
          if (carc_state_apply (state, &g_array_index (outcomes, CarcAction, carc_rng_range (&chance, outcomes->len))) != CARC_OK)
            g_error ("the engine refused a chance outcome it listed");
          continue;
        }
      params_for (match, a ? match->a : match->b, game->seed * 1000003 + move++, &params);
      start = g_get_monotonic_time ();
      if (!carc_ai_choose (state, &params, &result))
        g_error ("no choice in a game not over");
      game->secs[a ? 0 : 1] += (g_get_monotonic_time () - start) / 1e6;
      game->moves[a ? 0 : 1]++;
      if (carc_state_apply (state, &result.action) != CARC_OK)
        g_error ("the %s player chose an illegal action (kind %u at %d,%d r%u seg %u fig %u; decision %u tile %u; %u playouts)",
                 carc_ai_level_to_string (params.level), result.action.kind, result.action.x, result.action.y,
                 result.action.rotation, result.action.segment, result.action.figure, d->kind, d->tile_type,
                 result.playouts);
    }
  for (guint p = 0; p < n; p++)
    {
      game->scores[p] = carc_state_get_score (state, p);
      best[seat_is_a (game, p) ? 0 : 1] = MAX (best[seat_is_a (game, p) ? 0 : 1], game->scores[p]);
    }
  game->a_won = best[0] > best[1] ? 1 : best[0] == best[1] ? 0 : -1;
  carc_state_free (state);
}

static gboolean
parse_level (const char  *name,
             CarcAiLevel *level)
{
  if (carc_ai_level_from_string (name, level))
    return TRUE;
  g_printerr ("unknown level: %s (easy, normal or strong)\n", name ? name : "(none)");
  return FALSE;
}

int
carc_cli_tournament (CarcTileSet   *tiles,
                     const Options *o)
{
  Match match = { tiles, o };
  guint n_games = MAX (2, o->games - o->games % 2);
  g_autofree Game *games = g_new0 (Game, n_games);
  GThreadPool *pool;
  double wins = 0, draws = 0, secs[2] = { 0 }, score[2] = { 0 }, rate, half;
  guint moves[2] = { 0 }, seats[2] = { 0 };
  gint64 start = g_get_monotonic_time ();

  if (!parse_level (o->a, &match.a) || !parse_level (o->b, &match.b))
    return 2;
  pool = g_thread_pool_new (play_game, NULL, (gint) g_get_num_processors (), TRUE, NULL);
  for (guint i = 0; i < n_games; i++)
    {
      games[i] = (Game) { .match = &match, .seed = o->seed + i / 2, .a_first = i % 2 == 0 };
      games[i].setup = carc_cli_new_setup (tiles, o, carc_cli_parse_variants (o->variants), games[i].seed);
      g_thread_pool_push (pool, &games[i], NULL);
    }
  g_thread_pool_free (pool, FALSE, TRUE);

  for (guint i = 0; i < n_games; i++)
    {
      const Game *g = &games[i];

      carc_setup_unref (g->setup);
      wins += g->a_won > 0;
      draws += g->a_won == 0;
      for (guint side = 0; side < 2; side++)
        {
          secs[side] += g->secs[side];
          moves[side] += g->moves[side];
        }
      for (gint p = 0; p < o->players; p++)
        {
          score[seat_is_a (g, p) ? 0 : 1] += g->scores[p];
          seats[seat_is_a (g, p) ? 0 : 1]++;
        }
    }
  /* A draw is half a win; the interval is the normal approximation. */
  rate = (wins + 0.5 * draws) / n_games;
  half = 1.96 * sqrt (rate * (1.0 - rate) / n_games);
  g_print ("TOURNAMENT a=%s b=%s games=%u players=%d seed=%" G_GINT64_FORMAT " modules=%s ms=%d playouts=%d "
           "win_rate_a=%.3f ci95=%.3f-%.3f wins=%.0f draws=%.0f losses=%.0f mean_score_a=%.2f mean_score_b=%.2f "
           "ms_per_move_a=%.1f ms_per_move_b=%.1f secs=%.1f\n",
           o->a, o->b, n_games, o->players, o->seed, o->modules ? o->modules : "none", o->ms, o->playouts,
           rate, MAX (0.0, rate - half), MIN (1.0, rate + half), wins, draws, n_games - wins - draws,
           score[0] / MAX (seats[0], 1), score[1] / MAX (seats[1], 1),
           1000.0 * secs[0] / MAX (moves[0], 1), 1000.0 * secs[1] / MAX (moves[1], 1),
           (g_get_monotonic_time () - start) / 1e6);
  return 0;
}

int
carc_cli_bench_ai (CarcTileSet   *tiles,
                   const Options *o)
{
  guint64 playouts = 0;
  double secs = 0;

  for (gint64 i = 0; i < o->games; i++)
    {
      g_autoptr(CarcSetup) setup = carc_cli_new_setup (tiles, o, carc_cli_parse_variants (o->variants), o->seed + i);
      CarcState *state = carc_state_new (setup);
      CarcAiParams params;
      CarcAiResult result;
      gint64 start;

      carc_ai_params_init (&params, CARC_AI_STRONG, o->seed + i);
      params.ms = MAX (o->ms, 0);
      params.playouts = o->playouts > 0 ? (guint) o->playouts : 2000;
      start = g_get_monotonic_time ();
      carc_ai_choose (state, &params, &result);
      secs += (g_get_monotonic_time () - start) / 1e6;
      playouts += result.playouts;
      carc_state_free (state);
    }
  g_print ("BENCH-AI games=%" G_GINT64_FORMAT " players=%d modules=%s playouts=%" G_GUINT64_FORMAT
           " secs=%.3f playouts_per_s=%.0f\n",
           o->games, o->players, o->modules ? o->modules : "none", playouts, secs, playouts / MAX (secs, 1e-9));
  return 0;
}
