/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The cooperative game's rules (rules.md §2) on the reconstructed tile
 * set: the FAQ answers and examples of seeds 000/002 as named tests, and
 * random games per level checking that ghosts are conserved and that every
 * game ends won or lost for its reason.
 *
 * The start board's cells are tiles 0–3 at (0,0) (1,0) (0,1) (1,1): S1 has a
 * mist cap on its north edge with 2 ghosts, S4 one on its south edge with
 * 1; S2 has a city cap north and a road east. */
#include "carc-mists-team.h"
#include "carc-rng.h"
#include "carc-save.h"
#include "carc-test-util.h"

static CarcTileSet *
mists_tiles (void)
{
  static CarcTileSet *tiles;

  if (tiles == NULL)
    {
      g_autoptr(GError) error = NULL;

      tiles = carc_tile_set_load_builtin ("mists", &error);
      g_assert_no_error (error);
    }
  return tiles;
}

static CarcState *
coop_game_of (guint       level,
              guint       people,
              const char *order)
{
  g_auto(GStrv) ids = g_strsplit (order, " ", -1);
  g_autoptr(CarcSetup) setup = carc_setup_new (mists_tiles (), carc_mists_count_colours (people));
  g_autofree char *module = g_strdup_printf ("mists:level=%u:people=%u", level, people);

  carc_setup_set_variants (setup, CARC_VARIANT_NO_FARMERS);
  carc_setup_add_module (setup, module);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      guint type;

      g_assert_true (carc_tile_set_lookup (mists_tiles (), ids[i], &type));
      carc_setup_append_tile (setup, type);
    }
  return carc_state_new (setup);
}

/* Three people, one colour each, taking turns. */
static CarcState *
coop_game (guint       level,
           const char *order)
{
  return coop_game_of (level, 3, order);
}

static void
place (CarcState *s,
       gint       x,
       gint       y,
       guint      rotation,
       gint       segment)
{
  CarcAction a = { .kind = CARC_ACTION_PLACE_TILE, .x = x, .y = y, .rotation = rotation };

  g_assert_cmpint (carc_state_get_decision (s)->kind, ==, CARC_DECISION_PLACE_TILE);
  g_assert_cmpstr (carc_error_to_string (carc_state_apply (s, &a)), ==, "ok");
  if (carc_state_get_decision (s)->kind != CARC_DECISION_PLACE_FIGURE)
    return;
  if (segment < 0)
    {
      CarcAction skip = { .kind = CARC_ACTION_SKIP_FIGURE };

      g_assert_cmpint (carc_state_apply (s, &skip), ==, CARC_OK);
    }
  else
    {
      CarcAction f = { .kind = CARC_ACTION_PLACE_FIGURE, .segment = segment };

      g_assert_cmpint (carc_state_apply (s, &f), ==, CARC_OK);
    }
}

static void
choose (CarcState *s,
        guint      choice,
        gint       x,
        gint       y)
{
  const CarcDecision *d = carc_state_get_decision (s);
  CarcAction a = { .kind = CARC_ACTION_MODULE, .module = d->module, .choice = choice, .x = x, .y = y };

  g_assert_cmpint (d->kind, ==, CARC_DECISION_MODULE);
  g_assert_cmpint (carc_state_apply (s, &a), ==, CARC_OK);
}

/* A completed feature with no guard: no score is offered; the team takes
 * the first ghosts offered. */
static void
evaluate_unguarded (CarcState *s)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));

  g_assert_cmpint (carc_state_get_decision (s)->kind, ==, CARC_DECISION_MODULE);
  carc_state_list_actions (s, actions);
  g_assert_cmpuint (actions->len, >, 0);
  for (guint i = 0; i < actions->len; i++)
    g_assert_cmpuint (g_array_index (actions, CarcAction, i).choice, !=, CARC_MISTS_SCORE);
  g_assert_cmpint (carc_state_apply (s, &g_array_index (actions, CarcAction, 0)), ==, CARC_OK);
}

/* Setup: 3 ghosts from the bank stand on the start board (2 + 1). */
static void
test_start_board (void)
{
  CarcState *s = coop_game (1, "M01");

  g_assert_cmpuint (carc_mists_get_level (s), ==, 1);
  g_assert_cmpuint (carc_mists_get_bank_size (s), ==, 15);
  g_assert_cmpuint (carc_mists_get_bank (s), ==, 12);
  g_assert_cmpuint (carc_mists_get_ghosts (s, 0), ==, 2);
  g_assert_cmpuint (carc_mists_get_ghosts (s, 3), ==, 1);
  g_assert_cmpuint (carc_mists_get_goal (s), ==, 50);
  g_assert_cmpuint (carc_state_get_supply (s, 0, CARC_FIGURE_MEEPLE), ==, 5);
  carc_state_free (s);
}

/* A tile with 2 ghost symbols whose mist touches no mist: 2 ghosts emerge. */
static void
test_two_ghosts_emerge (void)
{
  CarcState *s = coop_game (1, "M06 M01");

  place (s, 1, -1, 2, -1);
  g_assert_cmpuint (carc_mists_get_ghosts (s, 4), ==, 2);
  g_assert_cmpuint (carc_mists_get_bank (s), ==, 10);
  carc_state_free (s);
}

/* FAQ (Dized.MoC.0041): extending mist places one fewer ghost; a tile
 * with a single symbol that extends mist places none. */
static void
test_one_fewer_when_extending (void)
{
  CarcState *two = coop_game (1, "M28 M01");
  CarcState *one = coop_game (1, "M02 M01");

  place (two, 0, -1, 0, -1);     /* 2 symbols, joins S1's mist */
  g_assert_cmpuint (carc_mists_get_ghosts (two, 4), ==, 1);
  g_assert_cmpuint (carc_mists_get_bank (two), ==, 11);
  place (one, 0, -1, 0, -1);     /* 1 symbol, joins S1's mist */
  g_assert_cmpuint (carc_mists_get_ghosts (one, 4), ==, 0);
  g_assert_cmpuint (carc_mists_get_bank (one), ==, 12);
  carc_state_free (two);
  carc_state_free (one);
}

/* FAQ (Dized.MoC.0042/0043): a tile that closes a mist area places no
 * ghosts for it, and the ghosts on the closed area go back to the bank. */
static void
test_closing_mist (void)
{
  CarcState *s = coop_game (1, "M29 M01");

  place (s, 0, -1, 2, -1);
  g_assert_cmpuint (carc_mists_get_ghosts (s, 4), ==, 0);
  g_assert_cmpuint (carc_mists_get_ghosts (s, 0), ==, 0);
  g_assert_cmpuint (carc_mists_get_bank (s), ==, 14);
  carc_state_free (s);
}

/* Seed 000: instead of scoring a completed city (4 points), the team
 * removes 3 ghosts from one tile; the guard comes back all the same. */
static void
test_remove_ghosts_instead_of_scoring (void)
{
  CarcState *s = coop_game (1, "M23 M01 M01");
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));

  place (s, -1, 0, 2, -1);       /* 3 ghosts on a mist that touches no mist */
  g_assert_cmpuint (carc_mists_get_ghosts (s, 4), ==, 3);
  g_assert_cmpuint (carc_mists_get_bank (s), ==, 9);
  place (s, 1, -1, 2, 0);        /* closes the start city with a guard on it */
  g_assert_cmpint (carc_state_get_decision (s)->kind, ==, CARC_DECISION_MODULE);
  carc_state_list_actions (s, actions);
  g_assert_cmpuint (actions->len, ==, 4); /* score, or one of 3 tiles with ghosts */

  choose (s, CARC_MISTS_REMOVE_GHOSTS, -1, 0);
  g_assert_cmpuint (carc_mists_get_ghosts (s, 4), ==, 0);
  g_assert_cmpuint (carc_mists_get_bank (s), ==, 12);
  g_assert_cmpuint (carc_mists_get_score (s), ==, 0);
  g_assert_cmpuint (carc_state_get_supply (s, 1, CARC_FIGURE_MEEPLE), ==, 5);
  g_assert_cmpint (carc_state_get_decision (s)->kind, ==, CARC_DECISION_PLACE_TILE);
  carc_state_free (s);
}

/* The same city closed with no guard on it: scoring it gives nobody
 * anything, so only removing ghosts is offered (rules decision 75). */
static void
test_unguarded (void)
{
  CarcState *s = coop_game (1, "M23 M01 M01");
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));

  place (s, -1, 0, 2, -1);
  place (s, 1, -1, 2, -1);
  g_assert_cmpint (carc_state_get_decision (s)->kind, ==, CARC_DECISION_MODULE);
  carc_state_list_actions (s, actions);
  g_assert_cmpuint (actions->len, ==, 3); /* one of 3 tiles with ghosts */
  for (guint i = 0; i < actions->len; i++)
    g_assert_cmpuint (g_array_index (actions, CarcAction, i).choice, ==, CARC_MISTS_REMOVE_GHOSTS);
  carc_state_free (s);
}

/* The same city scored instead: 4 points for the team. */
static void
test_score_instead (void)
{
  CarcState *s = coop_game (1, "M23 M01 M01");

  place (s, -1, 0, 2, -1);
  place (s, 1, -1, 2, 0);
  choose (s, CARC_MISTS_SCORE, 0, 0);
  g_assert_cmpuint (carc_mists_get_score (s), ==, 4);
  g_assert_cmpuint (carc_mists_get_ghosts (s, 4), ==, 3);
  carc_state_free (s);
}

/* FAQ (Dized.MoC.0001/0035): two colours tied in a completed city each
 * score it in full, coats of arms included: 4 tiles + 1 arms = 10, twice. */
static void
test_joint_scoring_doubles_arms (void)
{
  CarcState *s = coop_game (1, "M13 M05 M04 M01");

  place (s, 2, 0, 0, 0);         /* colour 0: a guard in one city part */
  place (s, 1, -1, 2, 0);        /* colour 1: a guard in the start city */
  place (s, 2, -1, 3, -1);       /* colour 2 joins and closes them */
  choose (s, CARC_MISTS_SCORE, 0, 0);
  g_assert_cmpuint (carc_state_get_score (s, 0), ==, 10);
  g_assert_cmpuint (carc_state_get_score (s, 1), ==, 10);
  g_assert_cmpuint (carc_mists_get_score (s), ==, 20);
  carc_state_free (s);
}

/* A tile placed by the solo player, with a guard of @colour on @segment
 * (or none when @segment is negative). */
static void
place_colour (CarcState *s,
              gint       x,
              gint       y,
              guint      rotation,
              gint       segment,
              guint      colour)
{
  CarcAction a = { .kind = CARC_ACTION_PLACE_TILE, .x = x, .y = y, .rotation = rotation };
  CarcAction f = { .kind = CARC_ACTION_PLACE_FIGURE, .segment = segment, .choice = colour };
  CarcAction skip = { .kind = CARC_ACTION_SKIP_FIGURE };

  g_assert_cmpint (carc_state_apply (s, &a), ==, CARC_OK);
  /* With nowhere to put a guard, the figure step is left out. */
  if (segment < 0 && carc_state_get_decision (s)->kind != CARC_DECISION_PLACE_FIGURE)
    return;
  g_assert_cmpint (carc_state_get_decision (s)->kind, ==, CARC_DECISION_PLACE_FIGURE);
  g_assert_cmpint (carc_state_apply (s, segment < 0 ? &skip : &f), ==, CARC_OK);
}

/* FAQ (Dized.MoC.0004): a completed road through 5 tiles with 2 blue
 * guards and 1 red one scores once, for blue only: 5 points.  Alone, the
 * player picks the colour of each guard; blue is colour 2, red colour 0. */
static void
test_majority_scores_once (void)
{
  CarcState *s = coop_game_of (1, 1, "M24 M18 M18 M18 M18 M24 M18 M18");

  place_colour (s, 0, 2, 2, 2, 2);   /* a village below the start board, blue on its east road */
  evaluate_unguarded (s);            /* its north road to the ruin closes, nobody on it */
  place_colour (s, 2, 1, 0, -1, 0);
  place_colour (s, 2, 2, 0, 0, 2);   /* blue on a piece of road on its own */
  place_colour (s, 3, 1, 0, -1, 0);
  place_colour (s, 4, 1, 0, -1, 0);
  place_colour (s, 4, 2, 0, 2, 0);   /* a village, red on its west road */
  place_colour (s, 1, 2, 0, -1, 0);
  g_assert_cmpuint (carc_mists_get_score (s), ==, 0);
  place_colour (s, 3, 2, 0, -1, 0);  /* joins the three pieces: 5 tiles, village to village */
  choose (s, CARC_MISTS_SCORE, 0, 0);
  g_assert_cmpuint (carc_state_get_score (s, 2), ==, 5);
  g_assert_cmpuint (carc_state_get_score (s, 0), ==, 0);
  g_assert_cmpuint (carc_mists_get_score (s), ==, 5);
  g_assert_cmpuint (carc_state_get_supply (s, 2, CARC_FIGURE_MEEPLE), ==, 3);
  g_assert_cmpuint (carc_state_get_supply (s, 0, CARC_FIGURE_MEEPLE), ==, 3);
  carc_state_free (s);
}

static void
bury (CarcState *s,
      gint       x,
      gint       y,
      guint      segment)
{
  const CarcDecision *d = carc_state_get_decision (s);
  CarcAction a = { .kind = CARC_ACTION_MODULE, .module = d->module, .choice = CARC_MISTS_BURY,
                   .x = x, .y = y, .segment = segment };

  g_assert_cmpint (d->kind, ==, CARC_DECISION_MODULE);
  g_assert_cmpuint (d->choice_kind, ==, CARC_MISTS_ASK_BURY);
  g_assert_cmpint (carc_state_apply (s, &a), ==, CARC_OK);
}

/* Seed 000, level 2: a completed castle scores 2 points for every tile
 * with mist among the 9 — here 6, so 12. */
static void
test_castle_12 (void)
{
  CarcState *s = coop_game (2, "K4 M18 M01 M28 M19 M20 M20 M01");

  place (s, 0, -1, 0, 0);        /* colour 0: a guard on the castle */
  place (s, -1, 0, 0, -1);
  place (s, 1, -1, 2, -1);       /* closes the start city: nobody on it */
  evaluate_unguarded (s);
  place (s, -1, -1, 0, -1);
  place (s, -1, -2, 0, -1);
  place (s, 0, -2, 0, -1);
  g_assert_cmpuint (carc_mists_get_score (s), ==, 0);
  place (s, 1, -2, 0, -1);       /* the 8th neighbour */
  g_assert_cmpuint (carc_state_get_decision (s)->choice_kind, ==, CARC_MISTS_ASK_EVALUATE);
  choose (s, CARC_MISTS_SCORE, 0, 0);
  g_assert_cmpuint (carc_state_get_score (s, 0), ==, 12);
  g_assert_cmpuint (carc_state_get_supply (s, 0, CARC_FIGURE_MEEPLE), ==, 5);
  carc_state_free (s);
}

/* Seed 000, level 2: ghosts on mist bring one more to the open cemetery;
 * when its 4 neighbours are there, a standing guard is buried (for good)
 * and the cemetery's ghosts go back to the bank. */
static void
test_cemetery (void)
{
  CarcState *s = coop_game (2, "G1 M06 M13 M18 M18 M01");

  place (s, -1, 1, 0, -1);       /* the cemetery */
  g_assert_cmpuint (carc_mists_get_bank (s), ==, 12);
  place (s, 1, -1, 2, -1);       /* 2 ghosts on mist, and 1 on the cemetery */
  g_assert_cmpuint (carc_mists_get_ghosts (s, 5), ==, 2);
  g_assert_cmpuint (carc_mists_get_ghosts (s, 4), ==, 1);
  g_assert_cmpuint (carc_mists_get_bank (s), ==, 9);
  place (s, -1, 0, 2, 1);        /* colour 2: a guard on the road; the city closes */
  evaluate_unguarded (s);
  place (s, -1, 2, 0, -1);
  g_assert_cmpuint (carc_state_get_n_figures (s), ==, 1);
  place (s, -2, 1, 1, -1);       /* the 4th neighbour closes the cemetery */
  bury (s, -1, 0, 1);
  g_assert_cmpuint (carc_mists_get_buried (s, 4), ==, 1);
  g_assert_cmpuint (carc_state_get_n_figures (s), ==, 0);
  g_assert_cmpuint (carc_state_get_supply (s, 2, CARC_FIGURE_MEEPLE), ==, 4); /* it never comes back */
  g_assert_cmpuint (carc_mists_get_ghosts (s, 4), ==, 0);
  /* 10, and the start board's 2 the team took for the unguarded city. */
  g_assert_cmpuint (carc_mists_get_bank (s), ==, 12);
  /* The burial comes before the figure step of the same turn. */
  g_assert_cmpint (carc_state_get_decision (s)->kind, ==, CARC_DECISION_PLACE_FIGURE);
  {
    CarcAction skip = { .kind = CARC_ACTION_SKIP_FIGURE };

    g_assert_cmpint (carc_state_apply (s, &skip), ==, CARC_OK);
  }
  g_assert_cmpint (carc_state_get_decision (s)->kind, ==, CARC_DECISION_PLACE_TILE);
  carc_state_free (s);
}

/* Level 3 up to the first hound: a castle (12) and the start city (4)
 * make 16 points; only the guard on the road at (-1,-2) still stands. */
static CarcState *
play_to_hound (const char *more_tiles)
{
  g_autofree char *order = g_strconcat ("K4 M18 M01 M28 M19 M20 M20 ", more_tiles, NULL);
  CarcState *s = coop_game (3, order);
  guint threshold;
  gint tile;

  g_assert_cmpint (carc_mists_get_hound (s, 0, &threshold, &tile), ==, CARC_MISTS_HOUND_WAITING);
  g_assert_cmpuint (threshold, ==, 15);
  place (s, 0, -1, 0, 0);        /* a guard on the castle */
  place (s, -1, 0, 0, -1);
  place (s, 1, -1, 2, 0);        /* a guard in the start city, which closes */
  choose (s, CARC_MISTS_SCORE, 0, 0);
  g_assert_cmpuint (carc_mists_get_score (s), ==, 4);
  place (s, -1, -1, 0, -1);
  place (s, -1, -2, 0, 0);       /* a guard on a road that stays open */
  place (s, 0, -2, 0, -1);
  place (s, 1, -2, 0, -1);       /* the castle closes: 12 more, 16 in all */
  choose (s, CARC_MISTS_SCORE, 0, 0);
  g_assert_cmpuint (carc_mists_get_score (s), ==, 16);
  g_assert_cmpuint (carc_mists_get_pile (s), ==, 1);
  g_assert_cmpuint (carc_state_get_decision (s)->choice_kind, ==, CARC_MISTS_ASK_HOUND_GUARD);
  return s;
}

static void
module_action (CarcState *s,
               guint      choice,
               gint       x,
               gint       y,
               guint      segment)
{
  const CarcDecision *d = carc_state_get_decision (s);
  CarcAction a = { .kind = CARC_ACTION_MODULE, .module = d->module, .choice = choice,
                   .x = x, .y = y, .segment = segment };

  g_assert_cmpint (d->kind, ==, CARC_DECISION_MODULE);
  g_assert_cmpint (carc_state_apply (s, &a), ==, CARC_OK);
}

static guint
ghosts_on_board (CarcState *s)
{
  guint n = 0;

  for (guint t = 0; t < carc_state_get_n_tiles (s); t++)
    n += carc_mists_get_ghosts (s, t);
  return n;
}

/* Seed 000, level 3: reaching the hound's space moves the team to the
 * next pile and puts the hound beside a standing guard, where it chases
 * up to 3 ghosts from each of up to 2 tiles around it: here the misty
 * field (-1,-1) and the castle (0,-1), 2 ghosts in all, back to the bank. */
static void
test_hound (void)
{
  CarcState *s = play_to_hound ("M01");
  const CarcDecision *d = carc_state_get_decision (s);
  guint bank, near;
  gint tile;

  /* Only the guard on the road still stands: the hound goes there. */
  module_action (s, CARC_MISTS_HOUND_GUARD, -1, -2, 0);
  g_assert_cmpint (carc_mists_get_hound (s, 0, NULL, &tile), ==, CARC_MISTS_HOUND_PLACED);
  g_assert_cmpuint (d->choice_kind, ==, CARC_MISTS_ASK_HOUND_CLEAR);
  bank = carc_mists_get_bank (s);
  near = carc_mists_get_ghosts (s, 7) + carc_mists_get_ghosts (s, 4);
  module_action (s, CARC_MISTS_HOUND_CLEAR, -1, -1, 0);
  module_action (s, CARC_MISTS_HOUND_CLEAR, 0, -1, 0);
  g_assert_cmpuint (carc_mists_get_ghosts (s, 7), ==, 0);
  g_assert_cmpuint (carc_mists_get_ghosts (s, 4), ==, 0);
  g_assert_cmpuint (carc_mists_get_bank (s), ==, bank + near);
  g_assert_cmpuint (near, ==, 2);
  g_assert_cmpint (d->kind, ==, CARC_DECISION_PLACE_TILE);
  carc_state_free (s);
}

/* rules.md §2.4 3b: when the hound's guard's road is completed and
 * scored, the hound adds 1 point per ghost then on the board and leaves. */
static void
test_hound_scores (void)
{
  CarcState *s = play_to_hound ("M24 M24");
  guint ghosts;

  module_action (s, CARC_MISTS_HOUND_GUARD, -1, -2, 0);
  module_action (s, CARC_MISTS_HOUND_DONE, 0, 0, 0);
  place (s, 2, -2, 0, -1);       /* a village ends the road in the east */
  place (s, -2, -2, 2, -1);      /* and one in the west: 5 tiles */
  ghosts = ghosts_on_board (s);
  g_assert_cmpuint (ghosts, ==, 6);
  choose (s, CARC_MISTS_SCORE, 0, 0);
  g_assert_cmpuint (carc_mists_get_score (s), ==, 27);  /* 16 + 5 for the road + 6 ghosts */
  g_assert_cmpint (carc_mists_get_hound (s, 0, NULL, NULL), ==, CARC_MISTS_HOUND_GONE);
  carc_state_free (s);
}

/* rules.md §2.4 3b: a hound whose guard is buried is lost, with no points. */
static void
test_hound_lost_when_buried (void)
{
  CarcState *s = play_to_hound ("G3 M24 M21 M28");
  guint score;

  module_action (s, CARC_MISTS_HOUND_GUARD, -1, -2, 0);
  module_action (s, CARC_MISTS_HOUND_DONE, 0, 0, 0);
  place (s, -2, -1, 0, -1);      /* a cemetery beside the misty field */
  while (carc_state_get_decision (s)->kind == CARC_DECISION_MODULE)
    choose (s, CARC_MISTS_CEMETERY_GHOST, -2, -1);
  place (s, -2, -2, 2, -1);      /* a village on the hound's road: still open */
  place (s, -2, 0, 3, -1);
  score = carc_mists_get_score (s);
  g_assert_cmpint (carc_mists_get_hound (s, 0, NULL, NULL), ==, CARC_MISTS_HOUND_PLACED);
  place (s, -3, -1, 0, -1);      /* the 4th neighbour closes the cemetery */
  bury (s, -1, -2, 0);
  g_assert_cmpint (carc_mists_get_hound (s, 0, NULL, NULL), ==, CARC_MISTS_HOUND_GONE);
  g_assert_cmpuint (carc_mists_get_score (s), ==, score);
  carc_state_free (s);
}

/* Seed 000, level 2: whenever ghosts emerge on mist, one more goes to an
 * open cemetery; a tile that brings no ghost brings none there either. */
static void
test_cemetery_extra_ghost (void)
{
  CarcState *s = coop_game (2, "G1 M18 M06 M01");

  place (s, -1, 1, 0, -1);       /* an open cemetery */
  place (s, 2, 0, 0, -1);        /* a road without mist: no ghost anywhere */
  g_assert_cmpuint (carc_mists_get_ghosts (s, 4), ==, 0);
  g_assert_cmpuint (carc_mists_get_bank (s), ==, 12);
  place (s, 1, -1, 2, -1);       /* 2 ghosts on mist, and 1 on the cemetery */
  g_assert_cmpuint (carc_mists_get_ghosts (s, 6), ==, 2);
  g_assert_cmpuint (carc_mists_get_ghosts (s, 4), ==, 1);
  g_assert_cmpuint (carc_mists_get_bank (s), ==, 9);
  carc_state_free (s);
}

/* rules.md §2.5: the level is lost at once when a ghost must be placed and
 * the bank is empty. */
static void
test_bank_runs_out (void)
{
  g_autoptr(GString) order = g_string_new ("M28");
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  CarcState *s;

  for (guint i = 1; i < 40; i++)
    g_string_append (order, " M28");
  s = coop_game (1, order->str);
  while (!carc_state_is_over (s))
    {
      carc_state_list_actions (s, actions);
      g_assert_cmpint (carc_state_apply (s, &g_array_index (actions, CarcAction, 0)), ==, CARC_OK);
    }
  g_assert_cmpint (carc_state_get_outcome (s), ==, CARC_OUTCOME_LOST_NO_GHOSTS);
  g_assert_cmpuint (carc_mists_get_bank (s), ==, 0);
  g_assert_cmpuint (carc_mists_get_score (s), <, carc_mists_get_goal (s));
  carc_state_free (s);
}

/* Levels 3–6: only the current pile of 20 may be drawn; when it is empty
 * before a hound moves the team on, the level is lost. */
static void
test_pile_runs_out (void)
{
  g_autoptr(GString) order = g_string_new ("M21");
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  CarcState *s;
  guint placed = 0;

  for (guint i = 1; i < 25; i++)
    g_string_append (order, " M21");
  s = coop_game (3, order->str);
  while (!carc_state_is_over (s))
    {
      carc_state_list_actions (s, actions);
      placed += g_array_index (actions, CarcAction, actions->len - 1).kind == CARC_ACTION_PLACE_TILE;
      carc_state_apply (s, &g_array_index (actions, CarcAction, actions->len - 1));
    }
  g_assert_cmpint (carc_state_get_outcome (s), ==, CARC_OUTCOME_LOST_NO_TILES);
  g_assert_cmpuint (placed, ==, 20);
  g_assert_cmpuint (carc_state_get_tiles_left (s), ==, 5);
  carc_state_free (s);
}

/* Seed 000, level 5: a haunted cemetery puts a ghost on each misty tile
 * around it, and at the end of each turn with an open cemetery the next
 * tile goes face down beside it; a face-up tile may touch a face-down one
 * only beside another face-up tile. */
static void
test_haunted_cemetery (void)
{
  CarcState *s = coop_game (5, "G2 M21 M18 M18");
  const CarcDecision *d = carc_state_get_decision (s);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  CarcPlacedTile t;

  place (s, 2, 0, 1, -1);        /* the road to it closes at once */
  g_assert_cmpuint (carc_mists_get_ghosts (s, 3), ==, 2); /* S4 is misty: one more */
  g_assert_cmpuint (carc_mists_get_bank (s), ==, 9);
  evaluate_unguarded (s);
  g_assert_cmpuint (d->choice_kind, ==, CARC_MISTS_ASK_FACE_DOWN);
  carc_state_list_actions (s, actions);
  g_assert_cmpuint (actions->len, ==, 4);   /* (1,-1) (2,-1) (3,0) (2,1) */
  {
    CarcAction a = { .kind = CARC_ACTION_MODULE, .module = d->module, .choice = CARC_MISTS_FACE_DOWN, .x = 2, .y = 1 };

    g_assert_cmpint (carc_state_apply (s, &a), ==, CARC_OK);
  }
  carc_state_get_tile (s, 5, &t);
  g_assert_true (t.face_down);
  g_assert_cmpint (t.x, ==, 2);
  g_assert_cmpint (t.y, ==, 1);
  g_assert_cmpuint (carc_state_get_tiles_left (s), ==, 1);  /* M21 was drawn for it */
  /* Drawn second (after G2), and the only drawing position face down. */
  g_assert_true (carc_state_is_drawn_face_down (s, 1));
  g_assert_false (carc_state_is_drawn_face_down (s, 0));
  g_assert_false (carc_state_is_drawn_face_down (s, 2));
  g_assert_false (carc_state_is_drawn_face_down (s, 3));
  g_assert_cmpint (d->kind, ==, CARC_DECISION_PLACE_TILE);
  {
    CarcAction lonely = { .kind = CARC_ACTION_PLACE_TILE, .x = 2, .y = 2 };
    CarcAction beside = { .kind = CARC_ACTION_PLACE_TILE, .x = 3, .y = 1 };

    g_assert_cmpint (carc_state_check (s, &lonely), ==, CARC_ERROR_NOT_ADJACENT);
    g_assert_cmpint (carc_state_check (s, &beside), ==, CARC_ERROR_NOT_ADJACENT);
  }
  carc_state_free (s);
}

/* rules.md §2.2: alone, the player places a guard of any of the 4
 * colours; two players alternate, each with his own 2 colours. */
static void
test_guard_colours (void)
{
  g_autoptr(CarcSetup) solo_setup = carc_mists_setup_new (mists_tiles (), 1, 1, 3);
  g_autoptr(CarcSetup) duo_setup = carc_mists_setup_new (mists_tiles (), 2, 1, 3);
  CarcState *solo = carc_state_new (solo_setup);
  CarcState *duo = carc_state_new (duo_setup);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  guint seen[2] = { 0, 0 };

  g_assert_cmpuint (carc_setup_get_n_players (solo_setup), ==, 4);
  g_assert_cmpuint (carc_state_get_supply (solo, 3, CARC_FIGURE_MEEPLE), ==, 3);
  for (guint turn = 0; turn < 2; turn++)
    {
      CarcState *states[2] = { solo, duo };

      for (guint k = 0; k < 2; k++)
        {
          CarcState *s = states[k];

          /* Place tiles until a guard may be placed. */
          do
            {
              carc_state_list_actions (s, actions);
              g_assert_cmpint (carc_state_apply (s, &g_array_index (actions, CarcAction, 0)), ==, CARC_OK);
            }
          while (carc_state_get_decision (s)->kind != CARC_DECISION_PLACE_FIGURE && !carc_state_is_over (s));
          carc_state_list_actions (s, actions);
          seen[k] = 0;
          for (guint i = 0; i < actions->len; i++)
            if (g_array_index (actions, CarcAction, i).kind == CARC_ACTION_PLACE_FIGURE)
              seen[k] |= 1u << g_array_index (actions, CarcAction, i).choice;
          if (k == 0)
            g_assert_cmpuint (seen[0], ==, 0xf);
          else
            g_assert_true (seen[1] == 0x3 || seen[1] == 0xc);
          /* Place the guard of the last offered colour. */
          {
            CarcAction a = g_array_index (actions, CarcAction, actions->len - 2);
            guint before = carc_state_get_supply (s, a.choice, CARC_FIGURE_MEEPLE);

            g_assert_cmpint (carc_state_apply (s, &a), ==, CARC_OK);
            g_assert_cmpuint (carc_state_get_supply (s, a.choice, CARC_FIGURE_MEEPLE), ==, before - 1);
          }
          while (carc_state_get_decision (s)->kind == CARC_DECISION_MODULE)
            {
              carc_state_list_actions (s, actions);
              carc_state_apply (s, &g_array_index (actions, CarcAction, 0));
            }
        }
    }
  carc_state_free (solo);
  carc_state_free (duo);
}

/* Guards on the board, buried and in the supplies: always all of them. */
static void
assert_guards_conserved (CarcState *s)
{
  guint colours = carc_setup_get_n_players (carc_state_get_setup (s));
  guint total = carc_state_get_n_figures (s);
  guint level, people, expected;

  g_assert_true (carc_mists_setup_get_level (carc_state_get_setup (s), &level, &people));
  expected = (people >= 3 ? (level == 6 ? 4 : 5) : 3) * colours;

  for (guint c = 0; c < colours; c++)
    total += carc_state_get_supply (s, c, CARC_FIGURE_MEEPLE);
  for (guint t = 0; t < carc_state_get_n_tiles (s); t++)
    total += carc_mists_get_buried (s, t);
  g_assert_cmpuint (total, ==, expected);
}

/* Random games per level: ghosts and guards are conserved, the score
 * never falls, every game ends won (goal reached) or lost (bank empty, or
 * pile empty), and undoing everything then redoing it gives back the
 * identical states. */
static void
test_random_games (gconstpointer data)
{
  guint level = GPOINTER_TO_UINT (data);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  guint outcomes[8] = { 0 };

  for (guint g = 0; g < 1000; g++)
    {
      g_autoptr(CarcSetup) setup = carc_mists_setup_new (mists_tiles (), 1 + g % 5, level, 500 + g);
      g_autoptr(CarcHistory) history = carc_history_new (setup);
      CarcState *s = carc_history_get_state (history);
      g_autofree char *first = test_dump (s);
      g_autofree char *last = NULL;
      g_autofree char *undone = NULL;
      g_autofree char *redone = NULL;
      guint previous = 0;
      CarcRng rng;

      carc_rng_init (&rng, g);
      while (!carc_state_is_over (s))
        {
          guint on_board;

          carc_state_list_actions (s, actions);
          g_assert_cmpint (carc_history_apply (history, &g_array_index (actions, CarcAction,
                                                                        carc_rng_range (&rng, actions->len))),
                           ==, CARC_OK);
          s = carc_history_get_state (history);
          on_board = ghosts_on_board (s);
          if (carc_state_get_outcome (s) != CARC_OUTCOME_LOST_NO_GHOSTS)
            g_assert_cmpuint (carc_mists_get_bank (s) + on_board, ==, carc_mists_get_bank_size (s));
          assert_guards_conserved (s);
          g_assert_cmpuint (carc_mists_get_score (s), >=, previous);
          previous = carc_mists_get_score (s);
        }
      switch (carc_state_get_outcome (s))
        {
        case CARC_OUTCOME_WON:
          g_assert_cmpuint (carc_mists_get_score (s), >=, carc_mists_get_goal (s));
          break;
        case CARC_OUTCOME_LOST_NO_TILES:
          g_assert_cmpuint (carc_mists_get_pile_left (s), ==, 0);
          g_assert_cmpuint (carc_mists_get_score (s), <, carc_mists_get_goal (s));
          break;
        case CARC_OUTCOME_LOST_NO_GHOSTS:
          g_assert_cmpuint (carc_mists_get_score (s), <, carc_mists_get_goal (s));
          break;
        case CARC_OUTCOME_NONE:
        case CARC_OUTCOME_FINISHED:
        default:
          g_assert_not_reached ();
        }
      outcomes[carc_state_get_outcome (s)]++;

      last = test_dump (s);
      while (carc_history_undo (history))
        ;
      undone = test_dump (carc_history_get_state (history));
      g_assert_cmpstr (undone, ==, first);
      while (carc_history_redo (history))
        ;
      redone = test_dump (carc_history_get_state (history));
      g_assert_cmpstr (redone, ==, last);
    }
  g_test_message ("level %u: won %u, lost (bank) %u, lost (pile) %u", level, outcomes[CARC_OUTCOME_WON],
                  outcomes[CARC_OUTCOME_LOST_NO_GHOSTS], outcomes[CARC_OUTCOME_LOST_NO_TILES]);
  /* Random play loses sometimes for each reason. */
  g_assert_cmpuint (outcomes[CARC_OUTCOME_LOST_NO_GHOSTS], >, 0);
}

/* The greedy team plays only legal actions, and wins level 1 now and
 * then; a copied state plays on without touching the original. */
static void
test_team (void)
{
  guint won = 0;

  for (guint g = 0; g < 40; g++)
    {
      g_autoptr(CarcSetup) setup = carc_mists_setup_new (mists_tiles (), 4, 1, 900 + g);
      CarcState *s = carc_state_new (setup);
      CarcRng rng;

      carc_rng_init (&rng, g);
      while (!carc_state_is_over (s))
        {
          CarcAction a;
          CarcState *copy = carc_state_copy (s);
          g_autofree char *before = test_dump (s);
          g_autofree char *after = NULL;

          carc_mists_team_choose (s, &rng, &a);
          g_assert_cmpint (carc_state_apply (copy, &a), ==, CARC_OK);
          after = test_dump (s);
          g_assert_cmpstr (before, ==, after);           /* the copy is independent */
          g_assert_cmpint (carc_state_apply (s, &a), ==, CARC_OK);
          {
            g_autofree char *mine = test_dump (s);
            g_autofree char *theirs = test_dump (copy);

            g_assert_cmpstr (mine, ==, theirs);          /* and plays the same */
          }
          carc_state_free (copy);
        }
      won += carc_state_get_outcome (s) == CARC_OUTCOME_WON;
      carc_state_free (s);
    }
  g_test_message ("greedy team, level 1, 4 colours: %u of 40 won", won);
  g_assert_cmpuint (won, >, 0);
}

static gint
compare_types (gconstpointer a,
               gconstpointer b)
{
  return (gint) *(const guint16 *) a - (gint) *(const guint16 *) b;
}

static gboolean
touches_face_down (CarcState *s,
                   gint       x,
                   gint       y)
{
  static const gint dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };

  for (guint d = 0; d < 4; d++)
    {
      gint n = carc_state_tile_at (s, x + dx[d], y + dy[d]);
      CarcPlacedTile t;

      if (n < 0)
        continue;
      carc_state_get_tile (s, n, &t);
      if (t.face_down)
        return TRUE;
    }
  return FALSE;
}

/* The team's planning asks whether a kind of tile fits an empty cell: it
 * does exactly where the tile may be placed, and also next to a face-down
 * tile where only the face-up rule forbids it for now; never on a tile or
 * away from the board.  Checked through random level-6 games. */
static void
test_cell_fits (void)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  guint n_types = carc_tile_set_get_n_types (mists_tiles ()), checked = 0, near_face_down = 0;

  for (guint64 seed = 1; seed <= 10; seed++)
    {
      g_autoptr(CarcSetup) setup = carc_mists_setup_new (mists_tiles (), 5, 6, seed);
      CarcState *s = carc_state_new (setup);
      CarcRng rng;

      carc_rng_init (&rng, seed);
      while (!carc_state_is_over (s))
        {
          if (carc_state_get_decision (s)->kind == CARC_DECISION_PLACE_TILE)
            for (guint type = 0; type < n_types; type++)
              {
                gint x0 = G_MAXINT, x1 = G_MININT, y0 = G_MAXINT, y1 = G_MININT;

                carc_state_list_placements (s, type, placements);
                for (guint i = 0; i < placements->len; i++)
                  {
                    const CarcAction *a = &g_array_index (placements, CarcAction, i);

                    g_assert_true (carc_state_cell_fits (s, a->x, a->y, type));
                  }
                for (guint t = 0; t < carc_state_get_n_tiles (s); t++)
                  {
                    CarcPlacedTile tile;

                    carc_state_get_tile (s, t, &tile);
                    g_assert_false (carc_state_cell_fits (s, tile.x, tile.y, type));
                    x0 = MIN (x0, tile.x), x1 = MAX (x1, tile.x), y0 = MIN (y0, tile.y), y1 = MAX (y1, tile.y);
                  }
                for (gint x = x0 - 2; x <= x1 + 2; x++)
                  for (gint y = y0 - 2; y <= y1 + 2; y++)
                    {
                      gboolean listed = FALSE;

                      if (!carc_state_cell_fits (s, x, y, type))
                        continue;
                      for (guint i = 0; i < placements->len && !listed; i++)
                        listed = g_array_index (placements, CarcAction, i).x == x
                                 && g_array_index (placements, CarcAction, i).y == y;
                      checked++;
                      if (!listed)
                        {
                          g_assert_true (touches_face_down (s, x, y));
                          near_face_down++;
                        }
                    }
              }
          carc_state_list_actions (s, actions);
          g_assert_cmpint (carc_state_apply (s, &g_array_index (actions, CarcAction,
                                                                carc_rng_range (&rng, actions->len))),
                           ==, CARC_OK);
        }
      carc_state_free (s);
    }
  g_assert_cmpuint (checked, >, 1000);
  g_assert_cmpuint (near_face_down, >, 0);
}

/* The deal @state has drawn from, sorted: the tiles, not their order. */
static GArray *
sorted_deal (const CarcState *state)
{
  guint n;
  const guint16 *order = carc_state_get_order (state, &n);
  GArray *deal = g_array_new (FALSE, FALSE, sizeof (guint16));

  g_array_append_vals (deal, order, n);
  g_array_sort (deal, compare_types);
  return deal;
}

/* A search that chooses the deal swaps the tile drawn (or, once it is
 * placed, the next one) for a later one: the deal keeps its tiles, a copy
 * made before keeps its own order, and a game set up from the new order
 * draws the chosen tile first. */
static void
test_redraw (void)
{
  g_autoptr(CarcSetup) setup = carc_mists_setup_new (mists_tiles (), 1, 6, 5);
  g_autoptr(CarcSetup) replay_setup = carc_mists_setup_new (mists_tiles (), 1, 6, 5);
  CarcState *s = carc_state_new (setup), *before = carc_state_copy (s), *replay;
  guint first = carc_state_get_decision (s)->tile_type, chosen = first, n_left, n;
  const guint16 *left = carc_state_get_remaining (s, &n_left);
  g_autoptr(GArray) deal = sorted_deal (s);
  g_autoptr(GArray) after = NULL;

  for (guint i = 0; i < n_left && chosen == first; i++)
    chosen = left[i];
  g_assert_cmpuint (chosen, !=, first);
  g_assert_true (carc_state_choose_tile (s, chosen));
  g_assert_cmpuint (carc_state_get_decision (s)->tile_type, ==, chosen);
  g_assert_cmpuint (carc_state_get_decision (before)->tile_type, ==, first);
  after = sorted_deal (s);
  g_assert_cmpmem (after->data, after->len * sizeof (guint16), deal->data, deal->len * sizeof (guint16));
  g_assert_cmpuint (carc_state_get_order (before, &n)[0], ==, first);

  /* Only a tile still in the deal, and only while a tile is to be placed. */
  g_assert_true (carc_state_choose_tile (s, first));
  g_assert_cmpuint (carc_state_get_decision (s)->tile_type, ==, first);
  carc_setup_set_order (replay_setup, carc_state_get_order (s, &n), n);
  replay = carc_state_new (replay_setup);
  g_assert_cmpuint (carc_state_get_decision (replay)->tile_type, ==, first);
  carc_state_free (replay);

  g_assert_true (carc_state_choose_tile (s, chosen));
  carc_setup_set_order (replay_setup, carc_state_get_order (s, &n), n);
  replay = carc_state_new (replay_setup);
  g_assert_cmpuint (carc_state_get_decision (replay)->tile_type, ==, chosen);
  carc_state_free (replay);

  /* Once the tile is placed, it is the next tile to draw that is chosen. */
  {
    g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
    guint last;

    carc_state_list_actions (s, actions);
    g_assert_cmpint (carc_state_apply (s, &g_array_index (actions, CarcAction, 0)), ==, CARC_OK);
    g_assert_cmpint (carc_state_get_decision (s)->kind, !=, CARC_DECISION_PLACE_TILE);
    left = carc_state_get_remaining (s, &n_left);
    last = left[n_left - 1];
    g_assert_true (carc_state_choose_tile (s, last));
    g_assert_cmpuint (carc_state_get_remaining (s, &n_left)[0], ==, last);
  }
  carc_state_free (before);
  carc_state_free (s);
}

/* The search that may choose the deal wins level 1 alone, and its moves,
 * replayed from the deal it chose, win the same game. */
static void
test_search_chooses_deal (void)
{
  g_autoptr(CarcSetup) setup = carc_mists_setup_new (mists_tiles (), 1, 1, 3);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  g_autoptr(GArray) deal = g_array_new (FALSE, FALSE, sizeof (guint16));
  g_autoptr(GArray) before = NULL, after = NULL;
  CarcState *s = carc_state_new (setup);

  before = sorted_deal (s);
  g_assert_cmpint (carc_mists_team_search (s, 2, TRUE, moves, deal), ==, CARC_OUTCOME_WON);
  carc_state_free (s);

  carc_setup_set_order (setup, (const guint16 *) (const void *) deal->data, deal->len);
  s = carc_state_new (setup);
  after = sorted_deal (s);
  g_assert_cmpmem (after->data, after->len * sizeof (guint16), before->data, before->len * sizeof (guint16));
  for (guint i = 0; i < moves->len; i++)
    g_assert_cmpint (carc_state_apply (s, &g_array_index (moves, CarcAction, i)), ==, CARC_OK);
  g_assert_cmpint (carc_state_get_outcome (s), ==, CARC_OUTCOME_WON);
  g_assert_cmpuint (carc_mists_get_score (s), >=, 50);
  carc_state_free (s);
}

/* A won level-6 game and what it ends with. */
typedef struct
{
  const char *file;
  guint       people;
  guint       scores[CARC_MISTS_MAX_PEOPLE];
} WonGame;

/* Level 6 can be won by every size of team.  Three and four people: games
 * the search that knows the pile won on a favourable deal (the cemeteries
 * dealt last; `carcassonne-cli simulate --level 6 --players P --search 256
 * --cemeteries-last --seed 1 --save FILE`, the search of 6e02937).  One and
 * two people: games the search won on a deal it chose (`--search 32
 * --choose-deal --seed 1`, the search of c989440); they play a haunted
 * cemetery, alone with four face-down tiles.  Five people: a game the
 * search that counts a colour's points the more the further behind it is
 * won on a deal it chose (`--search 64 --choose-deal --seed 3`).
 * Every colour ends past the goal of 50, and it is the last move that wins. */
static const WonGame won_games[] = {
  { "cooperative-level6-won-1.xml", 1, { 54, 54, 52, 50 } },
  { "cooperative-level6-won-2.xml", 2, { 53, 61, 50, 54 } },
  { "cooperative-level6-won-3.xml", 3, { 63, 56, 51 } },
  { "cooperative-level6-won-4.xml", 4, { 53, 50, 66, 52 } },
  { "cooperative-level6-won-5.xml", 5, { 60, 54, 56, 50, 57 } },
};

static void
test_level_6_won (gconstpointer data)
{
  const WonGame *won = data;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "saves", won->file, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSavedGame) game = carc_save_read_file (file, carc_save_builtin_tile_sets, NULL, &error);
  g_autoptr(CarcHistory) history = NULL;
  guint colours = carc_mists_count_colours (won->people), lowest = G_MAXUINT;
  CarcState *s;
  guint threshold;

  g_assert_no_error (error);
  history = carc_saved_game_to_history (game, &error);
  g_assert_no_error (error);
  s = carc_history_get_state (history);
  g_assert_cmpuint (carc_mists_get_level (s), ==, 6);
  g_assert_cmpuint (carc_setup_get_n_players (carc_state_get_setup (s)), ==, colours);
  g_assert_cmpint (carc_state_get_outcome (s), ==, CARC_OUTCOME_WON);
  for (guint c = 0; c < colours; c++)
    g_assert_cmpuint (carc_state_get_score (s, c), ==, won->scores[c]);
  g_assert_cmpuint (carc_mists_get_pile (s), ==, 2);
  for (guint h = 0; h < 2; h++)
    g_assert_cmpint (carc_mists_get_hound (s, h, &threshold, NULL), !=, CARC_MISTS_HOUND_WAITING);
  g_assert_cmpuint (ghosts_on_board (s) + carc_mists_get_bank (s), ==, 12);
  {
    guint cemeteries = 0, face_down = 0;

    for (guint t = 0; t < carc_state_get_n_tiles (s); t++)
      {
        CarcPlacedTile tile;

        carc_state_get_tile (s, t, &tile);
        face_down += tile.face_down;
        cemeteries += !tile.face_down && carc_tile_type_has_kind (carc_tile_set_get_type (mists_tiles (), tile.type),
                                                                  CARC_KIND ("cemetery"));
      }
    g_test_message ("%u haunted cemeteries, %u face-down tiles", cemeteries, face_down);
  }

  /* One step back, a colour is still short of the goal. */
  g_assert_true (carc_history_undo (history));
  s = carc_history_get_state (history);
  g_assert_cmpint (carc_state_get_outcome (s), ==, CARC_OUTCOME_NONE);
  for (guint c = 0; c < colours; c++)
    lowest = MIN (lowest, carc_state_get_score (s, c));
  g_assert_cmpuint (lowest, <, 50);
}

/* Level 6 by the house rule (rules decision 76): marks for every colour
 * by the number of colours; the option is written only when on, so the
 * ids of other games stay as they were; other levels ignore it. */
static void
test_house_marks (void)
{
  static const struct { guint people, goal, hound_1, hound_2; } marks[] = {
    { 1, 12, 2, 6 }, { 2, 12, 2, 6 }, { 3, 17, 4, 9 }, { 4, 12, 2, 6 }, { 5, 8, 2, 4 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (marks); i++)
    {
      g_autoptr(CarcSetup) house = carc_mists_setup_new_with (mists_tiles (), marks[i].people, 6, TRUE, 3);
      g_autoptr(CarcSetup) printed = carc_mists_setup_new_with (mists_tiles (), marks[i].people, 6, FALSE, 3);
      CarcState *s = carc_state_new (house);
      CarcState *p = carc_state_new (printed);
      g_autofree char *id = g_strdup_printf ("mists:level=6:people=%u:house-marks=1", marks[i].people);
      guint threshold;

      g_assert_cmpstr (carc_setup_get_module (house, 0), ==, id);
      g_assert_true (carc_mists_setup_get_house_marks (house));
      g_assert_false (carc_mists_setup_get_house_marks (printed));
      g_assert_null (strstr (carc_setup_get_module (printed, 0), "house"));
      g_assert_cmpuint (carc_mists_get_goal (s), ==, marks[i].goal);
      carc_mists_get_hound (s, 0, &threshold, NULL);
      g_assert_cmpuint (threshold, ==, marks[i].hound_1);
      carc_mists_get_hound (s, 1, &threshold, NULL);
      g_assert_cmpuint (threshold, ==, marks[i].hound_2);
      g_assert_cmpuint (carc_mists_get_goal (p), ==, 50);
      carc_mists_get_hound (p, 1, &threshold, NULL);
      g_assert_cmpuint (threshold, ==, 25);
      carc_state_free (s);
      carc_state_free (p);
    }
  {
    g_autoptr(CarcSetup) five = carc_mists_setup_new_with (mists_tiles (), 2, 5, TRUE, 3);
    CarcState *s = carc_state_new (five);

    g_assert_false (carc_mists_setup_get_house_marks (five));
    g_assert_cmpuint (carc_mists_get_goal (s), ==, 100);
    carc_state_free (s);
  }
}

/* The cooperative game is a game of its own: no other rules join it,
 * before or after it in the list, nor other tiles than its own. */
static void
test_plays_alone (void)
{
  const char *sets[] = { "mists", NULL };
  const char *with_mini[] = { "mists:level=2:people=2", "gold-mines", NULL };
  const char *after_river[] = { "river", "mists:level=2:people=2", NULL };
  const char *alone[] = { "mists:level=2:people=2", NULL };
  const char *const *refused[] = { with_mini, after_river };
  const char *other_tiles[] = { "mists", "base", NULL };
  const char *classic_tiles[] = { "base", NULL };
  const char *const *refused_tiles[] = { other_tiles, classic_tiles };

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(GError) error = NULL;
      CarcSetup *setup = carc_setup_compose (sets, refused[i], 4, 0, 1, carc_save_builtin_tile_sets, NULL, &error);

      g_assert_null (setup);
      g_assert_error (error, CARC_SETUP_ERROR, CARC_SETUP_ERROR_PLAYS_ALONE);
      g_assert_cmpstr (error->message, ==, "mists");
    }
  /* Nor are other tiles than its own. */
  for (guint i = 0; i < G_N_ELEMENTS (refused_tiles); i++)
    {
      g_autoptr(GError) error = NULL;
      CarcSetup *setup = carc_setup_compose (refused_tiles[i], alone, 4, 0, 1, carc_save_builtin_tile_sets, NULL,
                                             &error);

      g_assert_null (setup);
      g_assert_error (error, CARC_SETUP_ERROR, CARC_SETUP_ERROR_PLAYS_ALONE);
    }
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(CarcSetup) setup = carc_setup_compose (sets, alone, 4, 0, 1, carc_save_builtin_tile_sets, NULL, &error);

    g_assert_no_error (error);
    g_assert_nonnull (setup);
  }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/mists/setup/start-board-ghosts", test_start_board);
  g_test_add_func ("/mists/setup/plays-alone", test_plays_alone);
  g_test_add_func ("/mists/setup/house-marks", test_house_marks);
  g_test_add_func ("/mists/ghosts/two-emerge", test_two_ghosts_emerge);
  g_test_add_func ("/mists/ghosts/one-fewer-when-extending", test_one_fewer_when_extending);
  g_test_add_func ("/mists/mist/closing-places-none", test_closing_mist);
  g_test_add_func ("/mists/evaluate/remove-3-ghosts-instead-of-4-points", test_remove_ghosts_instead_of_scoring);
  g_test_add_func ("/mists/evaluate/score-4", test_score_instead);
  g_test_add_func ("/mists/evaluate/unguarded", test_unguarded);
  g_test_add_func ("/mists/scoring/two-colours-double-with-arms", test_joint_scoring_doubles_arms);
  g_test_add_func ("/mists/castle/12-points-for-6-misty-tiles", test_castle_12);
  g_test_add_func ("/mists/scoring/2-blue-1-red-scores-5", test_majority_scores_once);
  g_test_add_func ("/mists/cemetery/extra-ghost-bury-and-clear", test_cemetery);
  g_test_add_data_func ("/mists/random/level-1", GUINT_TO_POINTER (1), test_random_games);
  g_test_add_func ("/mists/hound/placed-and-clears-2-tiles", test_hound);
  g_test_add_func ("/mists/hound/scores-a-point-per-ghost-with-its-guard", test_hound_scores);
  g_test_add_func ("/mists/hound/lost-when-its-guard-is-buried", test_hound_lost_when_buried);
  g_test_add_func ("/mists/team/greedy-plays-and-wins", test_team);
  g_test_add_func ("/mists/piles/defeat-when-the-pile-is-empty", test_pile_runs_out);
  g_test_add_func ("/mists/bank/defeat-when-the-bank-is-empty", test_bank_runs_out);
  g_test_add_func ("/mists/cemetery/level-2-extra-ghost", test_cemetery_extra_ghost);
  g_test_add_data_func ("/mists/random/level-2", GUINT_TO_POINTER (2), test_random_games);
  g_test_add_data_func ("/mists/random/level-3", GUINT_TO_POINTER (3), test_random_games);
  g_test_add_data_func ("/mists/random/level-4", GUINT_TO_POINTER (4), test_random_games);
  g_test_add_data_func ("/mists/random/level-5", GUINT_TO_POINTER (5), test_random_games);
  g_test_add_data_func ("/mists/random/level-6", GUINT_TO_POINTER (6), test_random_games);
  g_test_add_func ("/mists/haunted/ghosts-around-and-face-down-tiles", test_haunted_cemetery);
  g_test_add_func ("/mists/guards/solo-any-colour-duo-own-colours", test_guard_colours);
  g_test_add_func ("/mists/search/redraw-keeps-the-deal", test_redraw);
  g_test_add_func ("/mists/search/cell-fits-where-a-tile-may-go", test_cell_fits);
  g_test_add_func ("/mists/search/chosen-deal-replays", test_search_chooses_deal);
  for (guint i = 0; i < G_N_ELEMENTS (won_games); i++)
    {
      g_autofree char *name = won_games[i].people == 1 ? g_strdup ("/mists/level-6/won-alone")
                              : g_strdup_printf ("/mists/level-6/won-by-%u-people", won_games[i].people);

      g_test_add_data_func (name, &won_games[i], test_level_6_won);
    }

  return g_test_run ();
}
