/* SPDX-License-Identifier: GPL-3.0-or-later */

/* carcassonne-cli's part of the Mists over Carcassonne module: its levels'
 * deals, a team that knows the pile, the state of a level in replay's
 * output, and the campaign's difficulty report (mists-report).  The one
 * file of the tools that names a module (tests/check-layers.sh). */
#include "config.h"

#include "carc-ai.h"
#include "carc-cli.h"
#include "carc-mists.h"
#include "carc-mists-team.h"
#include "carc-tileset-loader.h"

/* A level's deal; with @cemeteries_last, a favourable one: the same tiles,
 * the cemeteries moved to the bottom of the last pile.  Level 6 by the
 * house rule's marks with @house_marks. */
CarcSetup *
carc_cli_mists_setup (CarcTileSet *mists,
                      guint        people,
                      guint        level,
                      guint64      seed,
                      gboolean     cemeteries_last,
                      gboolean     house_marks)
{
  CarcSetup *setup = carc_mists_setup_new_with (mists, people, level, house_marks, seed);
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (guint16));
  const guint16 *dealt;
  guint n;

  if (!cemeteries_last)
    return setup;
  dealt = carc_setup_get_order (setup, &n);
  for (guint last = 0; last < 2; last++)
    for (guint i = 0; i < n; i++)
      if ((guint) carc_tile_type_has_kind (carc_tile_set_get_type (mists, dealt[i]), CARC_KIND ("cemetery")) == last)
        g_array_append_val (order, dealt[i]);
  carc_setup_set_order (setup, (const guint16 *) (const void *) order->data, order->len);
  return setup;
}

/* The moves (and the deal, when the team may choose it) of a team that
 * knows the pile, searching @o->search wide. */
CarcOutcome
carc_cli_mists_search (CarcState     *state,
                       const Options *o,
                       GArray        *actions,
                       GArray        *deal)
{
  return carc_mists_team_search (state, o->search, o->choose_deal, actions, deal);
}

/* A level's state in replay's output; nothing for another game. */
void
carc_cli_mists_print_state (CarcState *state)
{
  guint ghosts = 0;

  if (carc_mists_get_level (state) == 0)
    return;
  for (guint t = 0; t < carc_state_get_n_tiles (state); t++)
    ghosts += carc_mists_get_ghosts (state, t);
  g_print ("level %u team score %u goal %u bank %u of %u ghosts on board %u pile %u left %u\n",
           carc_mists_get_level (state), carc_mists_get_score (state), carc_mists_get_goal (state),
           carc_mists_get_bank (state), carc_mists_get_bank_size (state), ghosts,
           carc_mists_get_pile (state) + 1, carc_mists_get_pile_left (state));
}

/* One game of the campaign's difficulty report. */
typedef struct
{
  const Options *o;
  CarcSetup     *setup;
  guint64        seed;
  gboolean       hint;       /* played by the hint's policy, not the greedy team */
  CarcOutcome    outcome;
  guint          score;
  guint          pile;       /* the pile the game ended in, from 0 */
  guint          decisions;
  gint64         us;         /* time spent deciding */
} MistsGame;

/* The hint's look-ahead in the report, when neither --ms nor --playouts
 * says: playouts a decision. */
#define MISTS_HINT_PLAYOUTS 48

static void
play_mists_game (gpointer data,
                 gpointer user_data)
{
  MistsGame *game = data;
  const Options *o = game->o;
  CarcState *state = carc_state_new (game->setup);
  CarcRng rng;

  carc_rng_init (&rng, game->seed);
  if (o->search > 0 && !game->hint)
    game->outcome = carc_mists_team_search (state, o->search, o->choose_deal, NULL, NULL);
  while (o->search == 0 && !carc_state_is_over (state))
    {
      gint64 t0 = g_get_monotonic_time ();
      CarcAction a;

      if (game->hint)
        {
          CarcAiParams params;
          CarcAiResult result;

          carc_ai_params_init (&params, CARC_AI_STRONG, carc_rng_next (&rng));
          params.ms = MAX (o->ms, 0);
          params.playouts = o->playouts > 0 ? (guint) o->playouts : o->ms > 0 ? 0 : MISTS_HINT_PLAYOUTS;
          carc_ai_choose (state, &params, &result);
          a = result.action;
        }
      else
        carc_mists_team_choose (state, &rng, &a);
      game->us += g_get_monotonic_time () - t0;
      game->decisions++;
      if (carc_state_apply (state, &a) != CARC_OK)
        g_error ("the team chose an action the engine refused");
    }
  if (o->search == 0)
    {
      game->outcome = carc_state_get_outcome (state);
      game->score = carc_mists_get_score (state);
      game->pile = carc_mists_get_pile (state);
      if (o->verbose)
        {
          g_autoptr(GString) scores = g_string_new (NULL);

          for (guint c = 0; c < carc_setup_get_n_players (game->setup); c++)
            g_string_append_printf (scores, " %d", carc_state_get_score (state, c));
          g_printerr ("%s seed %" G_GUINT64_FORMAT ": %s in pile %u, turn %u, scores%s\n",
                      game->hint ? "hint" : "greedy", game->seed,
                      game->outcome == CARC_OUTCOME_WON ? "won"
                      : game->outcome == CARC_OUTCOME_LOST_NO_GHOSTS ? "lost (no ghosts)" : "lost (pile empty)",
                      game->pile + 1,
                      carc_state_get_turn (state), scores->str);
        }
    }
  carc_state_free (state);
}

/* The campaign's difficulty: the greedy team plays every level with 1–5
 * players (alone and with two, 4 colours of guards); with --policy hint,
 * the hint's policy (the strong computer player) too, on the same deals. */
int
carc_cli_mists_report (const Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin ("mists", &error);
  static const guint people[] = { 1, 2, 3, 4, 5 };
  guint first = o->level > 0 ? (guint) o->level : 1;
  guint last = o->level > 0 ? (guint) o->level : CARC_MISTS_LEVELS;
  gboolean hint = g_strcmp0 (o->policy, "hint") == 0;
  guint n_policies = hint ? 2 : 1;

  if (tiles == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  if (o->policy != NULL && !hint && !g_str_equal (o->policy, "greedy"))
    {
      g_printerr ("unknown policy: %s (greedy or hint)\n", o->policy);
      return 2;
    }
  if (hint)
    {
      g_print ("| level | players | games | greedy won | hint won | hint lost: no ghosts | hint lost: pile empty "
               "| past the first pile greedy / hint | mean score greedy / hint | hint ms a decision |\n");
      g_print ("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n");
    }
  else
    {
      g_print ("| level | players | games | won | lost: no ghosts | lost: pile empty | mean score |\n");
      g_print ("| --- | --- | --- | --- | --- | --- | --- |\n");
    }
  for (guint level = first; level <= last; level++)
    for (guint c = 0; c < G_N_ELEMENTS (people); c++)
      {
        if (o->players_given && people[c] != (guint) o->players)
          continue;
        guint n = (guint) o->games * n_policies;
        g_autofree MistsGame *games = g_new0 (MistsGame, n);
        GThreadPool *pool = g_thread_pool_new (play_mists_game, NULL, (gint) g_get_num_processors (), TRUE, NULL);
        guint won[2] = { 0 }, no_ghosts = 0, no_tiles = 0, decisions = 0, later_pile[2] = { 0 };
        guint64 score[2] = { 0 };
        gint64 us = 0;

        for (guint i = 0; i < n; i++)
          {
            guint64 g = i / n_policies;

            games[i] = (MistsGame) { .o = o, .seed = o->seed + g, .hint = i % n_policies == 1 };
            games[i].setup = carc_cli_mists_setup (tiles, people[c], level, o->seed + g, o->cemeteries_last,
                                                   o->house_marks);
            g_thread_pool_push (pool, &games[i], NULL);
          }
        g_thread_pool_free (pool, FALSE, TRUE);
        for (guint i = 0; i < n; i++)
          {
            const MistsGame *game = &games[i];

            won[game->hint] += game->outcome == CARC_OUTCOME_WON;
            score[game->hint] += game->score;
            later_pile[game->hint] += game->pile > 0;
            if (game->hint == hint)
              {
                no_ghosts += game->outcome == CARC_OUTCOME_LOST_NO_GHOSTS;
                no_tiles += game->outcome == CARC_OUTCOME_LOST_NO_TILES;
              }
            if (game->hint)
              {
                decisions += game->decisions;
                us += game->us;
              }
            carc_setup_unref (game->setup);
          }
        if (hint)
          {
            CarcMistsLevelInfo info;
            g_autofree char *past = NULL;

            /* Where the level has piles, how many games got past the first. */
            carc_mists_get_level_info (level, &info);
            past = info.piles > 1 ? g_strdup_printf ("%.1f / %.1f %%", 100.0 * later_pile[0] / o->games,
                                                     100.0 * later_pile[1] / o->games)
                                  : g_strdup ("—");
            g_print ("| %u | %u | %" G_GINT64_FORMAT " | %.1f %% | %.1f %% | %.1f %% | %.1f %% | %s | %.1f / %.1f | %.0f |\n",
                     level, people[c], o->games, 100.0 * won[0] / o->games, 100.0 * won[1] / o->games,
                     100.0 * no_ghosts / o->games, 100.0 * no_tiles / o->games, past, (double) score[0] / o->games,
                     (double) score[1] / o->games, us / 1000.0 / MAX (decisions, 1));
          }
        else
          g_print ("| %u | %u | %" G_GINT64_FORMAT " | %.1f %% | %.1f %% | %.1f %% | %.1f |\n", level, people[c], o->games,
                   100.0 * won[0] / o->games, 100.0 * no_ghosts / o->games, 100.0 * no_tiles / o->games,
                   (double) score[0] / o->games);
      }
  return 0;
}
