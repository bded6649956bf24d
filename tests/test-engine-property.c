/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Property tests over thousands of seeded random games: the invariants
 * hold after every action, an illegal action changes nothing, undo-all
 * then redo-all gives the identical state, and replaying the log gives the
 * identical state. */
#include "carc-module.h"
#include "carc-rng.h"
#include "carc-save.h"
#include "carc-test-util.h"

#define N_GAMES 2000

/* The classic deal, or with @module the deal composed with it. */
static CarcSetup *
new_setup (guint64     seed,
           guint       players,
           guint       variants,
           const char *module)
{
  const char *sets[] = { "base", NULL };
  const char *modules[] = { module, NULL };

  if (module == NULL)
    return carc_setup_new_shuffled (test_base_tiles (), players, variants, seed);
  return carc_setup_compose (sets, modules, players, variants, seed, carc_save_builtin_tile_sets, NULL, NULL);
}

static void
play_one (guint64     seed,
          guint       players,
          guint       variants,
          const char *module,
          GArray     *actions)
{
  g_autoptr(CarcSetup) setup = new_setup (seed, players, variants, module);
  g_autoptr(CarcHistory) history = carc_history_new (setup);
  g_autoptr(CarcHistory) replay = carc_history_new (setup);
  guint scores[CARC_MAX_PLAYERS] = { 0 };
  g_autofree char *initial = test_dump (carc_history_get_state (history));
  g_autofree char *final = NULL;
  CarcRng rng;
  guint steps = 0;

  carc_rng_init (&rng, seed * 7919);
  while (!carc_state_is_over (carc_history_get_state (history)))
    {
      CarcState *state = carc_history_get_state (history);
      CarcAction pick;

      carc_state_list_actions (state, actions);
      g_assert_cmpuint (actions->len, >, 0);
      pick = g_array_index (actions, CarcAction, carc_rng_range (&rng, actions->len));

      /* Every so often, an illegal variant of the pick must be refused. */
      if (steps % 17 == 0 && pick.kind == CARC_ACTION_PLACE_TILE)
        {
          CarcAction bad = pick;
          g_assert_cmpint (carc_state_tile_at (state, 0, 0), >=, 0);
          bad.x = 0;
          bad.y = 0;
          g_assert_cmpint (carc_history_apply (history, &bad), ==, CARC_ERROR_CELL_OCCUPIED);
        }

      g_assert_cmpint (carc_history_apply (history, &pick), ==, CARC_OK);
      steps++;
      test_check_invariants (carc_history_get_state (history), scores);
      for (guint p = 0; p < players; p++)
        scores[p] = carc_state_get_score (carc_history_get_state (history), p);
    }
  final = test_dump (carc_history_get_state (history));

  /* Replay identity. */
  {
    g_autoptr(GArray) log = g_array_new (FALSE, FALSE, sizeof (CarcAction));
    g_autofree char *replayed = NULL;

    for (guint i = 0; i < carc_history_get_length (history); i++)
      g_array_append_vals (log, carc_history_get_action (history, i), 1);
    g_assert_cmpint (carc_history_load (replay, (CarcAction *) (void *) log->data, log->len, log->len,
                                        NULL), ==, CARC_OK);
    replayed = test_dump (carc_history_get_state (replay));
    g_assert_cmpstr (replayed, ==, final);
  }

  /* Undo all, then redo all. */
    {
      g_autofree char *undone = NULL;
      g_autofree char *redone = NULL;

      while (carc_history_undo (history))
        ;
      undone = test_dump (carc_history_get_state (history));
      g_assert_cmpstr (undone, ==, initial);
      while (carc_history_redo (history))
        ;
      redone = test_dump (carc_history_get_state (history));
      g_assert_cmpstr (redone, ==, final);
    }
}

static void
test_random_games (gconstpointer data)
{
  guint variants = GPOINTER_TO_UINT (data);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  guint n_games = g_test_slow () ? 5 * N_GAMES : N_GAMES;

  for (guint i = 0; i < n_games; i++)
    play_one (1 + i, 2 + i % 5, variants, NULL, actions);
}

/* The same with the River's rules and tiles. */
static void
test_random_river_games (void)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  guint n_games = g_test_slow () ? 5 * N_GAMES : N_GAMES / 2;

  for (guint i = 0; i < n_games; i++)
    play_one (1 + i, 2 + i % 5, 0, "river", actions);
}

/* The benchmark's anchors: mean total scores of random games agree with
 * other engines (benchmark.md), so the rules agree with theirs. */
static void
test_score_anchor (void)
{
  static const struct { guint players; double low, high; } bands[] = {
    { 2, 37.5, 40.0 }, { 3, 52.5, 55.0 }, { 4, 65.5, 68.5 },
  };
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));

  for (guint b = 0; b < G_N_ELEMENTS (bands); b++)
    {
      guint64 sum = 0;
      double mean;

      for (guint i = 0; i < 5000; i++)
        {
          g_autoptr(CarcSetup) setup = carc_setup_new_shuffled (test_base_tiles (), bands[b].players, 0, 1 + i);
          CarcState *s = carc_state_new (setup);
          CarcRng rng;

          carc_rng_init (&rng, (guint64) (1 + i) ^ G_GUINT64_CONSTANT (0x5eed5eed5eed5eed));
          while (!carc_state_is_over (s))
            {
              carc_state_list_actions (s, actions);
              carc_state_apply (s, &g_array_index (actions, CarcAction, carc_rng_range (&rng, actions->len)));
            }
          for (guint p = 0; p < bands[b].players; p++)
            sum += carc_state_get_score (s, p);
          carc_state_free (s);
        }
      mean = sum / 5000.0;
      g_test_message ("%u players: mean total score %.3f", bands[b].players, mean);
      g_assert_cmpfloat (mean, >=, bands[b].low);
      g_assert_cmpfloat (mean, <=, bands[b].high);
    }
}

/* carc_state_pick_action() gives, from the same draw, the action the
 * listing gives at the drawn index, and draws as much: the random games
 * are the same either way, with modules (filters, questions, colours) as
 * without. */
static void
test_pick_is_listed (void)
{
  static const char *modules[] = { NULL, "river", "inns-cathedrals", "flying-machines", "mage-witch" };
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));

  for (guint m = 0; m < G_N_ELEMENTS (modules); m++)
    for (guint i = 0; i < 60; i++)
      {
        g_autoptr(CarcSetup) setup = new_setup (1 + i, 2 + i % 4, 0, modules[m]);
        CarcState *s;
        CarcRng listing, picking;

        g_assert_nonnull (setup);
        s = carc_state_new (setup);
        carc_rng_init (&listing, 1 + i);
        picking = listing;
        while (!carc_state_is_over (s))
          {
            CarcAction picked;
            const CarcAction *listed;

            carc_state_list_actions (s, actions);
            g_assert_cmpuint (actions->len, >, 0);
            listed = &g_array_index (actions, CarcAction, carc_rng_range (&listing, actions->len));
            g_assert_true (carc_state_pick_action (s, &picking, &picked));
            g_assert_true (carc_action_equal (&picked, listed));
            g_assert_cmpmem (&picking, sizeof picking, &listing, sizeof listing);
            g_assert_cmpint (carc_state_apply (s, &picked), ==, CARC_OK);
          }
        carc_state_free (s);
      }
}

/* Whether @s and a copy of it made now, which lists afresh, give every
 * listed action and variants of it the same verdict. */
static void
assert_checks_agree (CarcState *s,
                     GArray    *actions)
{
  CarcState *fresh = carc_state_copy (s);

  carc_state_list_actions (fresh, actions);
  for (guint i = 0; i < actions->len; i++)
    for (guint v = 0; v < 5; v++)
      {
        CarcAction a = g_array_index (actions, CarcAction, i);

        a.segment += v == 1;
        a.value += v == 2;
        a.choice += v == 3;
        a.figure += v == 4;
        g_assert_cmpint (carc_state_check (s, &a), ==, carc_state_check (fresh, &a));
      }
  carc_state_free (fresh);
}

/* The list a pick makes is kept for the check, which then need not list
 * again: it answers as listing again would, and a change through a
 * module's service (a player's supply of a figure) forgets it. */
static void
test_kept_list (void)
{
  static const char *const sets[] = { "base", NULL };
  static const char *const modules[] = {
    "river", "inns-cathedrals", "traders-builders", "winter", "flying-machines", "messages",
    "ferries", "gold-mines", "mage-witch", "robbers", "crop-circles", NULL,
  };
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));

  for (guint i = 0; i < 12; i++)
    {
      g_autoptr(CarcSetup) setup = carc_setup_compose (sets, modules, 2 + i % 3, 0, 1 + i,
                                                       carc_save_builtin_tile_sets, NULL, NULL);
      CarcState *s;
      CarcRng rng;

      g_assert_nonnull (setup);
      s = carc_state_new (setup);
      carc_rng_init (&rng, 1 + i);
      while (!carc_state_is_over (s))
        {
          const CarcDecision *d = carc_state_get_decision (s);
          CarcAction picked;

          g_assert_true (carc_state_pick_action (s, &rng, &picked));
          if (d->kind == CARC_DECISION_PLACE_TILE)
            {
              g_assert_cmpint (carc_state_apply (s, &picked), ==, CARC_OK);
              continue;
            }
          assert_checks_agree (s, actions);
          if (d->kind == CARC_DECISION_PLACE_FIGURE)
            for (guint k = 0; k < carc_state_get_n_figure_kinds (s); k++)
              {
                guint had = carc_state_get_supply (s, d->player, k);

                carc_state_set_supply (s, d->player, k, 0);
                assert_checks_agree (s, actions);
                carc_state_set_supply (s, d->player, k, had);
              }
          g_assert_cmpint (carc_state_apply (s, &picked), ==, CARC_OK);
        }
      carc_state_free (s);
    }
}

/* A copy of a state, made at any decision, plays on as the state does:
 * the same actions listed at every decision, the same end (a copy writes
 * its board again from the tiles and the frontier in use). */
static void
test_copy_plays_alike (void)
{
  static const char *const sets[] = { "base", NULL };
  static const char *const modules[] = {
    "river", "inns-cathedrals", "traders-builders", "winter", "flying-machines", "messages",
    "ferries", "gold-mines", "mage-witch", "robbers", "crop-circles", NULL,
  };
  g_autoptr(GArray) listed = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  g_autoptr(GArray) listed_copy = g_array_new (FALSE, FALSE, sizeof (CarcAction));

  for (guint i = 0; i < 8; i++)
    {
      g_autoptr(CarcSetup) setup = carc_setup_compose (sets, i % 2 ? modules : NULL, 2 + i % 3, 0, 1 + i,
                                                       carc_save_builtin_tile_sets, NULL, NULL);
      CarcState *s = carc_state_new (setup), *copy = NULL;
      CarcRng rng;
      guint step = 0;

      carc_rng_init (&rng, 1 + i);
      while (!carc_state_is_over (s))
        {
          CarcAction a;

          if (step++ == 20 + 7 * i)
            copy = carc_state_copy (s);
          if (copy != NULL)
            {
              carc_state_list_actions (s, listed);
              carc_state_list_actions (copy, listed_copy);
              g_assert_cmpuint (listed->len, ==, listed_copy->len);
              g_assert_cmpmem (listed->data, listed->len * sizeof (CarcAction),
                               listed_copy->data, listed_copy->len * sizeof (CarcAction));
            }
          g_assert_true (carc_state_pick_action (s, &rng, &a));
          g_assert_cmpint (carc_state_apply (s, &a), ==, CARC_OK);
          if (copy != NULL)
            g_assert_cmpint (carc_state_apply (copy, &a), ==, CARC_OK);
        }
      g_assert_nonnull (copy);
      g_assert_true (carc_state_is_over (copy));
      {
        g_autofree char *state_dump = test_dump (s);
        g_autofree char *copy_dump = test_dump (copy);

        g_assert_cmpstr (state_dump, ==, copy_dump);
      }
      carc_state_free (copy);
      carc_state_free (s);
    }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_data_func ("/engine/property/random-games", GUINT_TO_POINTER (0), test_random_games);
  g_test_add_data_func ("/engine/property/random-games-first-edition",
                        GUINT_TO_POINTER (CARC_VARIANT_FIRST_EDITION_CITY | CARC_VARIANT_FIRST_EDITION_FARMERS),
                        test_random_games);
  g_test_add_data_func ("/engine/property/random-games-no-farmers",
                        GUINT_TO_POINTER (CARC_VARIANT_NO_FARMERS), test_random_games);
  g_test_add_func ("/engine/property/random-games-river", test_random_river_games);
  g_test_add_func ("/engine/property/score-anchor", test_score_anchor);
  g_test_add_func ("/engine/property/pick-is-listed", test_pick_is_listed);
  g_test_add_func ("/engine/property/kept-list", test_kept_list);
  g_test_add_func ("/engine/property/copy-plays-alike", test_copy_plays_alike);

  return g_test_run ();
}
