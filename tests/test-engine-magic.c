/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Mage & Witch (rules.md §1.8) on seed 003's examples: the mage's city
 * of 8 tiles and 2 coats of arms (28 to each of two knights), the witch's
 * road of 5 (3) and the mage's road of 3 (6) completed by one tile, and a
 * tile bringing both onto one road.  Red is player 0, Blue player 1; the
 * start tile is D (city N, road W–E) at 0,0. */
#include "carc-feature-kind.h"
#include "carc-magic.h"
#include "carc-rng.h"
#include "carc-save.h"
#include "carc-test-util.h"

#define RED 0
#define BLUE 1

static CarcState *
magic_game (const char *ids)
{
  const char *sets[] = { "base", NULL };
  const char *modules[] = { CARC_MAGIC_MODULE, NULL };

  return test_composed_game (sets, modules, 0, ids);
}

static void
place (CarcState *state,
       gint       x,
       gint       y,
       guint      rotation)
{
  CarcAction a = { .kind = CARC_ACTION_PLACE_TILE, .x = x, .y = y, .rotation = rotation };

  g_assert_cmpstr (carc_error_to_string (carc_state_apply (state, &a)), ==, "ok");
}

static void
answer (CarcState *state,
        guint      choice,
        guint      figure,
        gint       x,
        gint       y,
        guint      segment)
{
  CarcAction a = { .kind = CARC_ACTION_MODULE, .choice = choice, .value = figure };

  if (choice == CARC_MAGIC_PLACE)
    a.x = x, a.y = y, a.segment = segment;
  test_answer (state, a);
}

/* The magic tile's question: @figure onto segment @segment at @x, @y. */
static void
magic (CarcState       *state,
       CarcMagicFigure  figure,
       gint             x,
       gint             y,
       guint            segment)
{
  g_assert_cmpuint (carc_state_get_decision (state)->choice_kind, ==, CARC_MAGIC_ASK_FIGURE);
  answer (state, CARC_MAGIC_CHOOSE, figure, 0, 0, 0);
  g_assert_cmpuint (carc_state_get_decision (state)->choice_kind, ==, CARC_MAGIC_ASK_WHERE);
  answer (state, CARC_MAGIC_PLACE, figure, x, y, segment);
}

/* Seed 003: a city of 8 tiles with 2 coats of arms is worth 20; with the
 * mage 8 more: Red and Blue, one knight each, get 28 each.  The mage then
 * leaves the board. */
static void
test_mage_city (void)
{
  CarcState *state = magic_game ("R V MW-D E F G E F N");

  place (state, 0, -1, 2);                     /* Red: the city over D, a knight */
  test_meeple_of_kind (state, CARC_FEATURE_CITY);
  place (state, 1, 0, 0);                      /* Blue */
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, 0, 1, 1);                      /* Red: a magic tile, the mage into the city */
  magic (state, CARC_MAGIC_MAGE, 0, -1, 0);
  test_meeple_of_kind (state, NO_FIGURE);
  g_assert_cmpint (carc_magic_find (state, CARC_MAGIC_MAGE), >=, 0);
  place (state, 2, 0, 0);                      /* Blue: a knight in a city of his own */
  test_meeple_of_kind (state, CARC_FEATURE_CITY);
  place (state, -1, -1, 0);
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, -2, -1, 0);
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, -3, -1, 1);                    /* the west end */
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, 1, -1, 0);
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, 2, -1, 3);                     /* Red joins the two and closes the city */
  test_meeple_of_kind (state, NO_FIGURE);
  g_assert_cmpuint (test_line_points (state, RED, "city"), ==, 28);
  g_assert_cmpuint (test_line_points (state, BLUE, "city"), ==, 28);
  g_assert_cmpint (carc_magic_find (state, CARC_MAGIC_MAGE), ==, -1);
  g_assert_true (carc_state_is_over (state));
  g_assert_cmpuint (carc_state_get_score (state, RED), ==, 28);
  g_assert_cmpuint (carc_state_get_score (state, BLUE), ==, 28);
  carc_state_free (state);
}

/* Seed 003: one tile completes two roads: Blue's of 5 tiles with the
 * witch scores 3, Red's of 3 with the mage 6.  The witch never goes onto
 * the mage's road. */
static void
test_witch_and_mage_roads (void)
{
  CarcState *state = magic_game ("U U A B U A MW-D MW-A W");
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));

  place (state, -1, 0, 0);                     /* Red */
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, -2, 0, 0);                     /* Blue: a thief on D's road */
  test_meeple_of_kind (state, CARC_FEATURE_ROAD);
  place (state, -3, 0, 3);                     /* Red: its west end */
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, 0, 1, 0);                      /* Blue */
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, 1, 1, 1);                      /* Red: a thief on a road of his own */
  test_meeple_of_kind (state, CARC_FEATURE_ROAD);
  place (state, 1, 2, 2);                      /* Blue: its south end */
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, 0, -1, 0);                     /* Red: a magic tile, the mage onto his road */
  magic (state, CARC_MAGIC_MAGE, 1, 2, 1);     /* (by its newest tile, A) */
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, 0, -2, 2);                     /* Blue: a magic tile */
  answer (state, CARC_MAGIC_CHOOSE, CARC_MAGIC_WITCH, 0, 0, 0);
  carc_state_list_actions (state, actions);
  for (guint i = 0; i < actions->len; i++)
    g_assert_false (g_array_index (actions, CarcAction, i).x == 1 && g_array_index (actions, CarcAction, i).y >= 1);
  answer (state, CARC_MAGIC_PLACE, CARC_MAGIC_WITCH, -3, 0, 1);  /* the witch onto D's road, by its A */
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, 1, 0, 0);                      /* Red ends both roads */
  test_meeple_of_kind (state, NO_FIGURE);
  g_assert_cmpuint (test_line_points (state, BLUE, "road"), ==, 3);
  g_assert_cmpuint (test_line_points (state, RED, "road"), ==, 6);
  g_assert_cmpint (carc_magic_find (state, CARC_MAGIC_MAGE), ==, -1);
  g_assert_cmpint (carc_magic_find (state, CARC_MAGIC_WITCH), ==, -1);
  carc_state_free (state);
}

/* A tile joins the mage's road and the witch's: its player moves one of
 * them away before anything else. */
static void
test_split_when_joined (void)
{
  CarcState *state = magic_game ("V MW-D U MW-A D V");
  const CarcDecision *d;

  place (state, 1, 0, 0);                      /* Red: D's road turns south */
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, 0, 1, 1);                      /* Blue: the mage onto D's road (by V) */
  magic (state, CARC_MAGIC_MAGE, 1, 0, 0);
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, 0, 2, 0);                      /* Red: a road of its own */
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, -1, 1, 1);                     /* Blue: the witch onto it */
  magic (state, CARC_MAGIC_WITCH, 0, 2, 0);
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, 1, 1, 3);                      /* Red */
  test_meeple_of_kind (state, NO_FIGURE);
  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_PLACE_TILE);
  place (state, 1, 2, 1);                      /* Blue joins the two roads */
  d = carc_state_get_decision (state);
  g_assert_cmpint (d->kind, ==, CARC_DECISION_MODULE);
  g_assert_cmpuint (d->choice_kind, ==, CARC_MAGIC_ASK_SPLIT);
  g_assert_cmpuint (d->acting, ==, BLUE);
  answer (state, CARC_MAGIC_CHOOSE, CARC_MAGIC_WITCH, 0, 0, 0);
  answer (state, CARC_MAGIC_PLACE, CARC_MAGIC_WITCH, -1, 1, 1);  /* onto a road of the magic tile */
  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_PLACE_FIGURE);
  carc_state_free (state);
}

static void
test_random_games (void)
{
  const char *const modules[] = { CARC_MAGIC_MODULE, NULL };

  test_random_module_games (modules, 300, 72 + 8);
}

/* The feature @figure stands on, or CARC_NO_FEATURE. */
static guint32
figure_feature (CarcState       *state,
                CarcMagicFigure  figure)
{
  gint index = carc_magic_find (state, figure);
  CarcFigureInfo info;

  if (index < 0)
    return CARC_NO_FEATURE;
  carc_state_get_figure (state, index, &info);
  return carc_state_find_feature (state, info.tile, info.segment);
}

/* The places the rules give @figure, found by a walk of every segment of
 * every tile, newest tile first: each unfinished road or city but the two
 * figures' own, once, by its first segment met. */
static void
scan_places (CarcState       *state,
             CarcMagicFigure  figure,
             GArray          *places)
{
  CarcTileSet *set = carc_setup_get_tile_set (carc_state_get_setup (state));
  guint32 own = figure_feature (state, figure), other = figure_feature (state, !figure);
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

  g_array_set_size (places, 0);
  for (guint t = carc_state_get_n_tiles (state); t-- > 0;)
    {
      CarcPlacedTile placed;
      const CarcTileType *type;

      carc_state_get_tile (state, t, &placed);
      type = carc_tile_set_get_type (set, placed.type);
      for (guint s = 0; s < type->n_segments && !placed.face_down; s++)
        {
          guint scored = carc_feature_kind_get (type->segments[s].kind)->scored;
          guint32 feature = carc_state_find_feature (state, t, s);
          CarcAction a = { .kind = CARC_ACTION_MODULE, .choice = CARC_MAGIC_PLACE, .x = placed.x, .y = placed.y,
                           .segment = s, .value = figure };

          if ((scored != CARC_SCORED_AS_ROAD && scored != CARC_SCORED_AS_CITY) || feature == own || feature == other
              || !g_hash_table_add (seen, GUINT_TO_POINTER (feature + 1)) || carc_state_feature_complete (state, feature))
            continue;
          g_array_append_val (places, a);
        }
    }
}

/* At every question of where a figure goes, in random games with the
 * Ferries too (whose roads split when a ferry moves), the module's
 * listing (which keeps only the segments it may offer again) gives the
 * places a walk of the whole board gives, in the same order. */
static void
test_places_scan (void)
{
  static const char *const sets[] = { "base", NULL };
  static const char *const modules[] = { CARC_MAGIC_MODULE, "ferries", NULL };
  g_autoptr(GArray) listed = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  g_autoptr(GArray) scanned = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  guint questions = 0;

  for (guint i = 0; i < 60; i++)
    {
      g_autoptr(CarcSetup) setup = carc_setup_compose (sets, modules, 2 + i % 3, 0, 1 + i,
                                                       carc_save_builtin_tile_sets, NULL, NULL);
      CarcState *state = carc_state_new (setup);
      CarcRng rng;

      carc_rng_init (&rng, 1 + i);
      while (!carc_state_is_over (state))
        {
          const CarcDecision *d = carc_state_get_decision (state);
          CarcAction picked;

          if (d->kind == CARC_DECISION_MODULE && d->choice_kind == CARC_MAGIC_ASK_WHERE)
            {
              carc_state_list_actions (state, listed);
              scan_places (state, carc_magic_get_chosen (state), scanned);
              g_assert_cmpuint (listed->len, ==, scanned->len);
              for (guint k = 0; k < listed->len; k++)
                {
                  const CarcAction *a = &g_array_index (listed, CarcAction, k);
                  const CarcAction *b = &g_array_index (scanned, CarcAction, k);

                  g_assert_true (a->choice == b->choice && a->x == b->x && a->y == b->y && a->segment == b->segment
                                 && a->value == b->value);
                }
              questions++;
            }
          g_assert_true (carc_state_pick_action (state, &rng, &picked));
          g_assert_cmpint (carc_state_apply (state, &picked), ==, CARC_OK);
        }
      carc_state_free (state);
    }
  g_assert_cmpuint (questions, >, 100);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/engine/magic/mage-city", test_mage_city);
  g_test_add_func ("/engine/magic/witch-and-mage-roads", test_witch_and_mage_roads);
  g_test_add_func ("/engine/magic/split-when-joined", test_split_when_joined);
  g_test_add_func ("/engine/magic/random-games", test_random_games);
  g_test_add_func ("/engine/magic/places-scan", test_places_scan);
  return g_test_run ();
}
