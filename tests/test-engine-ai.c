/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The computer players: every level plays whole seeded games of every
 * combination of the modules (and the cooperative levels) without an
 * illegal action; they never read the order of the tiles not yet drawn;
 * the same seed gives the same choice; the strong player beats the easy
 * one on fixed seeds; and the engine's parts they stand on — the redeal
 * of the unseen tiles (the River's lake stays last) and the values of an
 * open feature. */
#include <string.h>

#include "carc-ai.h"
#include "carc-inns.h"
#include "carc-mists.h"
#include "carc-river.h"
#include "carc-save.h"
#include "carc-test-util.h"
#include "carc-traders.h"
#include "carc-winter.h"

/* The strong player's playouts where only legality is tested. */
#define QUICK_PLAYOUTS 3

static CarcSetup *
composed (const char *const *modules,
          guint              players,
          guint64            seed)
{
  const char *sets[] = { "base", NULL };
  g_autoptr(GError) error = NULL;
  CarcSetup *setup = carc_setup_compose (sets, modules, players, 0, seed, carc_save_builtin_tile_sets, NULL, &error);

  g_assert_no_error (error);
  return setup;
}

/* Plays @state to its end with @level in every seat: each choice must be
 * one the state lists.  The number of decisions. */
static guint
play_to_end (CarcState   *state,
             CarcAiLevel  level,
             guint        playouts,
             guint64      seed)
{
  g_autoptr(GArray) listed = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  guint decisions = 0;
  CarcRng chance;

  carc_rng_init (&chance, seed);
  while (!carc_state_is_over (state))
    {
      CarcAiParams params;
      CarcAiResult result;
      gboolean found = FALSE;

      carc_state_list_actions (state, listed);
      g_assert_cmpuint (listed->len, >, 0);
      if (carc_state_get_decision (state)->kind == CARC_DECISION_CHANCE)
        {
          g_assert_cmpint (carc_state_apply (state, &g_array_index (listed, CarcAction,
                                                                    carc_rng_range (&chance, listed->len))), ==, CARC_OK);
          continue;
        }
      carc_ai_params_init (&params, level, seed * 7919 + decisions);
      params.ms = 0;
      params.playouts = playouts;
      g_assert_true (carc_ai_choose (state, &params, &result));
      for (guint i = 0; i < listed->len && !found; i++)
        found = carc_action_equal (&g_array_index (listed, CarcAction, i), &result.action);
      g_assert_true (found);
      g_assert_cmpint (carc_state_apply (state, &result.action), ==, CARC_OK);
      g_assert_cmpuint (++decisions, <, 2000);
    }
  return decisions;
}

/* 112 games of each level: seven of every subset of the River, Inns &
 * Cathedrals, Traders & Builders and the Winter Edition, 2 to 6 players. */
static void
test_every_combination (gconstpointer data)
{
  CarcAiLevel level = GPOINTER_TO_UINT (data);
  const char *all[] = { CARC_RIVER_MODULE, CARC_INNS_MODULE, CARC_TRADERS_MODULE, CARC_WINTER_MODULE };
  const guint per_combination = 7;

  for (guint mask = 0; mask < 16; mask++)
    for (guint g = 0; g < per_combination; g++)
      {
        const char *modules[5] = { NULL };
        guint n = 0, players = 2 + g % 5;
        g_autoptr(CarcSetup) setup = NULL;
        CarcState *state;

        for (guint m = 0; m < 4; m++)
          if (mask & (1u << m))
            modules[n++] = all[m];
        setup = composed (modules, players, 1000 * mask + g + 1);
        state = carc_state_new (setup);
        play_to_end (state, level, QUICK_PLAYOUTS, g + 1);
        g_assert_cmpint (carc_state_get_outcome (state), ==, CARC_OUTCOME_FINISHED);
        carc_state_free (state);
      }
}

/* 49 games of each level with the mini-expansions: five with each on its
 * own, nine with all seven, five with all seven and the River, Inns &
 * Cathedrals and Traders & Builders; 2 to 6 players. */
static void
test_every_mini (gconstpointer data)
{
  CarcAiLevel level = GPOINTER_TO_UINT (data);
  const char *minis[] = { "flying-machines", "messages", "ferries", "gold-mines", "mage-witch", "robbers",
                          "crop-circles" };
  const char *all[] = { CARC_RIVER_MODULE, CARC_INNS_MODULE, CARC_TRADERS_MODULE, "flying-machines", "messages",
                        "ferries", "gold-mines", "mage-witch", "robbers", "crop-circles", NULL };

  for (guint g = 0; g < 49; g++)
    {
      const char *one[2] = { minis[g % G_N_ELEMENTS (minis)], NULL };
      const char *const *modules = g < 35 ? one : g < 44 ? all + 3 : all;
      g_autoptr(CarcSetup) setup = composed (modules, 2 + g % 5, 5000 + g);
      CarcState *state = carc_state_new (setup);

      play_to_end (state, level, QUICK_PLAYOUTS, g + 1);
      g_assert_cmpint (carc_state_get_outcome (state), ==, CARC_OUTCOME_FINISHED);
      carc_state_free (state);
    }
}

/* Every cooperative level, alone and with up to five people. */
static void
test_cooperative_levels (void)
{
  g_autoptr(CarcTileSet) mists = carc_tile_set_load_builtin ("mists", NULL);

  g_assert_nonnull (mists);
  for (guint level = 1; level <= CARC_MISTS_LEVELS; level++)
    for (guint people = 1; people <= CARC_MISTS_MAX_PEOPLE; people++)
      for (CarcAiLevel ai = 0; ai < CARC_AI_N_LEVELS; ai++)
        {
          g_autoptr(CarcSetup) setup = carc_mists_setup_new (mists, people, level, level * 100 + people);
          CarcState *state = carc_state_new (setup);

          play_to_end (state, ai, QUICK_PLAYOUTS, level * 10 + people);
          g_assert_cmpint (carc_state_get_outcome (state), !=, CARC_OUTCOME_NONE);
          carc_state_free (state);
        }
}

/* The cooperative team's own plan through the modules' door: legal
 * actions, best first; the strong player on a budget too small to prove
 * another choice better keeps the team's first, and says it weighed the
 * team's choices. */
static void
test_team_plan (void)
{
  g_autoptr(CarcTileSet) mists = carc_tile_set_load_builtin ("mists", NULL);
  g_autoptr(CarcSetup) setup = carc_mists_setup_new (mists, 2, 4, 7);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  CarcState *state = carc_state_new (setup);
  CarcAction ranked[4];
  double values[4];
  CarcAiParams params;
  CarcAiResult result;
  CarcRng rng;
  guint n;

  carc_rng_init (&rng, 3);
  n = carc_state_rank_actions (state, &rng, ranked, values, G_N_ELEMENTS (ranked));
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (ranked));
  carc_state_list_actions (state, actions);
  for (guint i = 0; i < n; i++)
    {
      gboolean listed = FALSE;

      for (guint j = 0; j < actions->len; j++)
        listed |= memcmp (&g_array_index (actions, CarcAction, j), &ranked[i], sizeof ranked[i]) == 0;
      g_assert_true (listed);
      if (i > 0)
        g_assert_cmpfloat (values[i], <=, values[i - 1]);
    }

  carc_ai_params_init (&params, CARC_AI_STRONG, 3);
  params.ms = 0;
  params.playouts = 4;
  g_assert_true (carc_ai_choose (state, &params, &result));
  g_assert_cmpmem (&result.action, sizeof result.action, &ranked[0], sizeof ranked[0]);
  /* No rollout when the team sees one choice close to its best; the
   * team's choice all the same (a hint says so, not "0 points to come"). */
  g_assert_true (result.team);
  if (result.playouts > 0)
    g_assert_cmpuint (result.playouts, ==, 4);
  /* The normal player takes the team's first choice: the team's too. */
  carc_ai_params_init (&params, CARC_AI_NORMAL, 3);
  g_assert_true (carc_ai_choose (state, &params, &result));
  g_assert_cmpmem (&result.action, sizeof result.action, &ranked[0], sizeof ranked[0]);
  g_assert_true (result.team);
  carc_state_free (state);
}

/* Plays @turns random turns (seed 42). */
static void
play_random_turns (CarcState *state,
                   guint      turns)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  CarcRng rng;

  carc_rng_init (&rng, 42);
  while (carc_state_get_turn (state) <= turns)
    {
      carc_state_list_actions (state, actions);
      g_assert_cmpint (carc_state_apply (state, &g_array_index (actions, CarcAction, carc_rng_range (&rng, actions->len))),
                       ==, CARC_OK);
    }
}

/* A game for two after @turns random turns; with @reverse, the same game
 * but for the order of the tiles not yet drawn, reversed in each pile but
 * for each pile's last tile (the River's lake). */
static CarcState *
game_after (const char *const *modules,
            guint              turns,
            gboolean           reverse)
{
  g_autoptr(CarcSetup) setup = composed (modules, 2, 42);
  CarcState *state = carc_state_new (setup);
  guint n, drawn, start = 0;

  play_random_turns (state, turns);
  if (!reverse)
    return state;
  carc_setup_get_order (setup, &n);
  drawn = n - carc_state_get_tiles_left (state);
  carc_state_free (state);
  /* Pile by pile, so each keeps its tiles. */
  for (guint p = 0; p < carc_setup_get_n_piles (setup); p++)
    {
      guint size;
      const guint16 *items = carc_setup_get_pile (setup, p, &size);
      g_autofree guint16 *pile = g_memdup2 (items, size * sizeof (guint16));

      for (gint i = (gint) MAX (start, drawn) - (gint) start, j = (gint) size - 2; i < j; i++, j--)
        {
          guint16 t = pile[i];

          pile[i] = pile[j];
          pile[j] = t;
        }
      for (guint i = 0; i < size; i++)
        carc_setup_remove_from_pile (setup, p, 0);
      for (guint i = 0; i < size; i++)
        carc_setup_append_to_pile (setup, p, pile[i]);
      start += size;
    }
  state = carc_state_new (setup);
  play_random_turns (state, turns);
  return state;
}

/* The choice of every level is the same whatever the order of the tiles
 * not yet drawn: at a tile and at a figure decision, classic and with the
 * River (whose lake stays last). */
static void
test_never_reads_the_order (void)
{
  const char *classic[] = { NULL };
  const char *river[] = { CARC_RIVER_MODULE, CARC_INNS_MODULE, CARC_TRADERS_MODULE, NULL };
  const char *const *module_sets[] = { classic, river };

  for (guint s = 0; s < G_N_ELEMENTS (module_sets); s++)
    for (guint turns = 3; turns <= 5; turns++)
      {
        CarcState *real = game_after (module_sets[s], turns, FALSE);
        CarcState *other = game_after (module_sets[s], turns, TRUE);
        const guint16 *a, *b;
        guint n_a, n_b;

        /* Different futures, the same present. */
        a = carc_state_get_remaining (real, &n_a);
        b = carc_state_get_remaining (other, &n_b);
        g_assert_cmpuint (n_a, ==, n_b);
        g_assert_true (memcmp (a, b, n_a * sizeof (guint16)) != 0);
        g_assert_cmpuint (carc_state_get_decision (real)->tile_type, ==, carc_state_get_decision (other)->tile_type);

        for (CarcAiLevel level = 0; level < CARC_AI_N_LEVELS; level++)
          {
            CarcAiParams params;
            CarcAiResult x, y;

            carc_ai_params_init (&params, level, 7);
            params.ms = 0;
            params.playouts = 400;
            g_assert_true (carc_ai_choose (real, &params, &x));
            g_assert_true (carc_ai_choose (other, &params, &y));
            g_assert_true (carc_action_equal (&x.action, &y.action));
            g_assert_true (carc_action_equal (&x.then, &y.then));
            if (level == CARC_AI_STRONG)
              {
                g_autoptr(GArray) listed = g_array_new (FALSE, FALSE, sizeof (CarcAction));

                /* A search, unless there was only one choice. */
                carc_state_list_actions (real, listed);
                g_assert_cmpuint (x.playouts, ==, listed->len > 1 ? 400 : 0);
                g_assert_cmpfloat (x.win_rate, ==, y.win_rate);
              }
          }
        carc_state_free (real);
        carc_state_free (other);
      }
}

/* The same state and seed, the same choice; the state is not changed. */
static void
test_same_seed_same_choice (void)
{
  const char *none[] = { NULL };
  CarcState *state = game_after (none, 10, FALSE);
  g_autofree char *before = test_dump (state);
  g_autofree char *after = NULL;
  CarcAiParams params;
  CarcAiResult x, y;

  carc_ai_params_init (&params, CARC_AI_STRONG, 99);
  params.ms = 0;
  params.playouts = 300;
  g_assert_true (carc_ai_choose (state, &params, &x));
  g_assert_true (carc_ai_choose (state, &params, &y));
  g_assert_true (carc_action_equal (&x.action, &y.action));
  g_assert_cmpfloat (x.points, ==, y.points);
  after = test_dump (state);
  g_assert_cmpstr (before, ==, after);
  carc_state_free (state);
}

/* The redeal keeps each pile's tiles (counts), changes their order, owes
 * nothing to the real order, and keeps the lake under the river pile. */
static void
test_redeal (void)
{
  const char *modules[] = { CARC_RIVER_MODULE, NULL };
  CarcState *real = game_after (modules, 2, FALSE);
  CarcState *other = game_after (modules, 2, TRUE);
  CarcState *x = carc_state_copy (real), *y = carc_state_copy (other);
  CarcSetup *setup = carc_state_get_setup (real);
  CarcTileSet *tiles = carc_setup_get_tile_set (setup);
  const guint16 *before, *after, *after_other;
  guint n, n2, river, river_n;
  guint counts[2][256] = { { 0 } };
  CarcRng rng_x, rng_y;

  carc_rng_init (&rng_x, 5);
  carc_rng_init (&rng_y, 5);
  before = carc_state_get_remaining (real, &n);
  carc_state_redeal (x, &rng_x);
  carc_state_redeal (y, &rng_y);
  after = carc_state_get_remaining (x, &n2);
  after_other = carc_state_get_remaining (y, &n2);
  g_assert_cmpuint (n, ==, n2);
  g_assert_true (memcmp (before, after, n * sizeof (guint16)) != 0);
  g_assert_true (memcmp (after, after_other, n * sizeof (guint16)) == 0);
  for (guint i = 0; i < n; i++)
    {
      counts[0][before[i]]++;
      counts[1][after[i]]++;
    }
  g_assert_true (memcmp (counts[0], counts[1], sizeof counts[0]) == 0);
  /* The river pile comes first; its last tile is still the lake. */
  g_assert_true (carc_setup_find_pile (setup, CARC_RIVER_MODULE, &river));
  g_assert_cmpuint (river, ==, 0);
  carc_setup_get_pile (setup, river, &river_n);
  {
    guint drawn, total;
    const guint16 *order = carc_state_get_order (x, &total);

    drawn = total - n;
    g_assert_cmpuint (drawn, <, river_n);
    g_assert_cmpuint (carc_tile_set_get_type (tiles, order[river_n - 1])->symbol, ==, CARC_MARK ("lake"));
    /* River tiles stay in the river pile, land in the main pile. */
    for (guint i = drawn; i < total; i++)
      g_assert_true (g_str_has_prefix (carc_tile_set_get_type (tiles, order[i])->id, "RV") == (i < river_n));
  }
  carc_state_free (x);
  carc_state_free (y);
  carc_state_free (real);
  carc_state_free (other);
}

/* A road with an inn, open: 2 a tile if completed, nothing unfinished. */
static void
test_feature_value (void)
{
  const char *sets[] = { "base", NULL };
  const char *modules[] = { CARC_INNS_MODULE, NULL };
  CarcState *state = test_composed_game (sets, modules, 0, "IC11 W");
  CarcFeatureInfo info;

  test_play_figure (state, 1, 0, 1, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD);
  g_assert_true (carc_state_get_feature (state, carc_state_get_last_placed (state),
                                         test_segment_of (state, CARC_FEATURE_ROAD), &info));
  g_assert_false (info.complete);
  g_assert_cmpuint (info.tiles, ==, 2);
  g_assert_cmpuint (carc_state_feature_value (state, &info, 0, TRUE), ==, 4);
  g_assert_cmpuint (carc_state_feature_value (state, &info, 0, FALSE), ==, 0);
  carc_state_free (state);
}

/* The strong player (2,000 playouts, as in the tournaments) against the
 * easy one on fixed seeds, seats swapped: it wins most. */
static void
test_strong_beats_easy (void)
{
  guint strong_wins = 0, games = 0;

  for (guint64 seed = 1; seed <= 3; seed++)
    for (guint strong_seat = 0; strong_seat < 2; strong_seat++)
      {
        g_autoptr(CarcSetup) setup = composed ((const char *[]) { NULL }, 2, seed);
        CarcState *state = carc_state_new (setup);
        guint move = 0;

        while (!carc_state_is_over (state))
          {
            CarcAiParams params;
            CarcAiResult result;
            guint acting = carc_state_get_decision (state)->acting;

            carc_ai_params_init (&params, acting == strong_seat ? CARC_AI_STRONG : CARC_AI_EASY, seed * 1000 + move++);
            params.ms = 0;
            params.playouts = 2000;
            g_assert_true (carc_ai_choose (state, &params, &result));
            g_assert_cmpint (carc_state_apply (state, &result.action), ==, CARC_OK);
          }
        games++;
        g_test_message ("seed %u, strong in seat %u: %u to %u", (guint) seed, strong_seat,
                        carc_state_get_score (state, strong_seat), carc_state_get_score (state, 1 - strong_seat));
        strong_wins += carc_state_get_score (state, strong_seat) > carc_state_get_score (state, 1 - strong_seat);
        carc_state_free (state);
      }
  g_test_message ("strong won %u of %u", strong_wins, games);
  g_assert_cmpuint (strong_wins, >=, 5);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/engine/ai/redeal", test_redeal);
  g_test_add_func ("/engine/ai/feature-value", test_feature_value);
  g_test_add_func ("/engine/ai/never-reads-the-order", test_never_reads_the_order);
  g_test_add_func ("/engine/ai/same-seed-same-choice", test_same_seed_same_choice);
  g_test_add_data_func ("/engine/ai/every-combination/easy", GUINT_TO_POINTER (CARC_AI_EASY), test_every_combination);
  g_test_add_data_func ("/engine/ai/every-combination/normal", GUINT_TO_POINTER (CARC_AI_NORMAL), test_every_combination);
  g_test_add_data_func ("/engine/ai/every-combination/strong", GUINT_TO_POINTER (CARC_AI_STRONG), test_every_combination);
  g_test_add_data_func ("/engine/ai/every-mini/easy", GUINT_TO_POINTER (CARC_AI_EASY), test_every_mini);
  g_test_add_data_func ("/engine/ai/every-mini/normal", GUINT_TO_POINTER (CARC_AI_NORMAL), test_every_mini);
  g_test_add_data_func ("/engine/ai/every-mini/strong", GUINT_TO_POINTER (CARC_AI_STRONG), test_every_mini);
  g_test_add_func ("/engine/ai/cooperative-levels", test_cooperative_levels);
  g_test_add_func ("/engine/ai/team-plan", test_team_plan);
  g_test_add_func ("/engine/ai/strong-beats-easy", test_strong_beats_easy);

  return g_test_run ();
}
