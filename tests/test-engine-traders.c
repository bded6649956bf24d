/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Traders & Builders (rules.md §1.7), tile by tile: the goods of seed
 * 003's examples, the builder's extra tile, the pig, and the Winter
 * Edition, which plays the same rules on its own tiles.  Red is player 0,
 * Blue player 1; the start tile is D (city N, road W–E) at 0,0. */
#include "carc-inns.h"
#include "carc-save.h"
#include "carc-test-util.h"
#include "carc-traders.h"
#include "carc-winter.h"

#define play test_play_figure
#define RED 0
#define BLUE 1

static CarcState *
traders_game (const char *ids,
              guint       variants)
{
  const char *sets[] = { "base", NULL };
  const char *modules[] = { CARC_TRADERS_MODULE, NULL };

  return test_composed_game (sets, modules, variants, ids);
}

static gint
kind (CarcState  *state,
      const char *id)
{
  gint k = carc_state_find_figure_kind (state, id);

  g_assert_cmpint (k, >, 0);
  return k;
}

/* Seed 003: Red completes a city holding Blue's knight and two grain and
 * one wine.  Blue scores the city (5 tiles: 10), Red takes the goods. */
static void
test_goods_to_completer (void)
{
  CarcState *state = traders_game ("U TB01 TB02 TB21 E U", 0);

  play (state, -1, 0, 0, NO_FIGURE, 0);                          /* Red: a road west of D */
  play (state, 0, -1, 2, CARC_FIGURE_MEEPLE, CARC_FEATURE_CITY); /* Blue: grain above D, knight */
  play (state, 1, -1, 3, NO_FIGURE, 0);                          /* Red: wine */
  play (state, 1, 0, 1, NO_FIGURE, 0);                           /* Blue: grain, the road to D */
  play (state, 2, 0, 3, NO_FIGURE, 0);                           /* Red closes the city */
  g_assert_cmpuint (test_line_points (state, BLUE, "city"), ==, 10);
  g_assert_cmpuint (carc_state_get_score (state, RED), ==, 0);
  g_assert_cmpuint (carc_traders_get_goods (state, RED, CARC_GOODS_GRAIN), ==, 2);
  g_assert_cmpuint (carc_traders_get_goods (state, RED, CARC_GOODS_WINE), ==, 1);
  g_assert_cmpuint (carc_traders_get_goods (state, RED, CARC_GOODS_CLOTH), ==, 0);
  g_assert_cmpuint (carc_traders_get_goods (state, BLUE, CARC_GOODS_GRAIN), ==, 0);
  carc_state_free (state);
}

/* Seed 003's final scoring for two: Red holds wine, grain and cloth,
 * Blue wine and cloth.  Wine and cloth are tied (10 each to both), grain
 * is Red's: Blue 20, Red 30. */
static void
test_goods_final (void)
{
  CarcState *state = traders_game ("TB01 TB11 TB18 TB15 E TB07 E E", 0);

  play (state, 0, -1, 2, NO_FIGURE, 0);   /* Red: grain above D */
  play (state, 1, -1, 3, NO_FIGURE, 0);   /* Blue: cloth */
  play (state, 1, 0, 1, NO_FIGURE, 0);    /* Red: wine */
  play (state, -1, -1, 1, NO_FIGURE, 0);  /* Blue: wine, a second city */
  play (state, 1, 1, 0, NO_FIGURE, 0);    /* Red closes the first city */
  g_assert_cmpuint (carc_traders_get_goods (state, RED, CARC_GOODS_WINE), ==, 1);
  g_assert_cmpuint (carc_traders_get_goods (state, RED, CARC_GOODS_GRAIN), ==, 1);
  g_assert_cmpuint (carc_traders_get_goods (state, RED, CARC_GOODS_CLOTH), ==, 1);
  play (state, -1, 0, 0, NO_FIGURE, 0);   /* Blue: cloth */
  play (state, -1, -2, 2, NO_FIGURE, 0);  /* Red */
  play (state, -2, 0, 1, NO_FIGURE, 0);   /* Blue closes the second city */
  g_assert_cmpuint (carc_traders_get_goods (state, BLUE, CARC_GOODS_WINE), ==, 1);
  g_assert_cmpuint (carc_traders_get_goods (state, BLUE, CARC_GOODS_CLOTH), ==, 1);
  g_assert_true (carc_state_is_over (state));
  g_assert_cmpuint (test_line_points (state, BLUE, "goods"), ==, 20);
  g_assert_cmpuint (test_line_points (state, RED, "goods"), ==, 30);
  g_assert_cmpuint (carc_state_get_score (state, BLUE), ==, 20);
  g_assert_cmpuint (carc_state_get_score (state, RED), ==, 30);
  carc_state_free (state);
}

/* Seed 003's builder: Red's thief on a road, then Red's builder on it;
 * Red's next tile on that road gives Red a second tile at once; the
 * second tile extending the road again gives no third. */
static void
test_builder_double_turn (void)
{
  CarcState *state = traders_game ("U E U E U U E U", 0);
  gint builder = kind (state, "builder");

  play (state, 1, 0, 0, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD); /* Red: thief */
  play (state, 0, 1, 2, NO_FIGURE, 0);                          /* Blue */
  play (state, 2, 0, 0, builder, CARC_FEATURE_ROAD);            /* Red: builder */
  g_assert_cmpuint (carc_state_get_supply (state, RED, builder), ==, 0);
  play (state, 0, -1, 2, NO_FIGURE, 0);                         /* Blue */
  g_assert_false (carc_traders_is_extra_turn (state));
  play (state, 3, 0, 0, NO_FIGURE, 0);                          /* Red extends the road … */
  g_assert_cmpuint (carc_state_get_decision (state)->player, ==, RED); /* … and plays again */
  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_PLACE_TILE);
  g_assert_true (carc_traders_is_extra_turn (state));
  play (state, 4, 0, 0, NO_FIGURE, 0);                          /* the road again: no chain */
  g_assert_cmpuint (carc_state_get_decision (state)->player, ==, BLUE);
  g_assert_false (carc_traders_is_extra_turn (state));
  carc_state_free (state);
}

/* The extra tile is given even though the tile that earned it completed
 * the road, whose thief and builder went home in that turn (5 points);
 * the builder may go out again at once. */
static void
test_builder_scored_still_extra (void)
{
  CarcState *state = traders_game ("U A U E A U", 0);
  gint builder = kind (state, "builder");

  play (state, 1, 0, 0, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD); /* Red: thief */
  play (state, -1, 0, 3, NO_FIGURE, 0);                         /* Blue: a monastery ends the road west */
  play (state, 2, 0, 0, builder, CARC_FEATURE_ROAD);            /* Red: builder */
  play (state, 0, 1, 2, NO_FIGURE, 0);                          /* Blue */
  play (state, 3, 0, 1, NO_FIGURE, 0);                          /* Red: a monastery ends it east */
  g_assert_cmpuint (test_line_points (state, RED, "road"), ==, 5);
  g_assert_cmpuint (carc_state_get_supply (state, RED, builder), ==, 1);
  g_assert_cmpuint (carc_state_get_supply (state, RED, CARC_FIGURE_MEEPLE), ==, 7);
  g_assert_cmpuint (carc_state_get_decision (state)->player, ==, RED);
  g_assert_true (carc_traders_is_extra_turn (state));
  carc_state_free (state);
}

/* Red's and Blue's builders on one road: each placed tile on it gives its
 * own player one extra tile, never more, and nothing to the other. */
static void
test_builders_one_road (void)
{
  CarcState *state = traders_game ("U U U U V V E U U U", 0);
  gint builder = kind (state, "builder");

  play (state, 1, 0, 0, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD); /* Red: thief, road through D */
  play (state, 1, -1, 0, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD); /* Blue: thief, a road above */
  play (state, 2, 0, 0, builder, CARC_FEATURE_ROAD);            /* Red: builder */
  play (state, 2, -1, 0, builder, CARC_FEATURE_ROAD);           /* Blue: builder */
  play (state, 3, -1, 0, NO_FIGURE, 0);                         /* Red extends Blue's road: nothing */
  g_assert_cmpuint (carc_state_get_decision (state)->player, ==, BLUE);
  play (state, 3, 0, 1, NO_FIGURE, 0);                          /* Blue joins the two roads */
  g_assert_cmpuint (carc_state_get_decision (state)->player, ==, BLUE);
  play (state, 0, 1, 2, NO_FIGURE, 0);                          /* Blue's extra tile */
  g_assert_cmpuint (carc_state_get_decision (state)->player, ==, RED);
  play (state, -1, 0, 0, NO_FIGURE, 0);                         /* Red extends the joined road */
  g_assert_cmpuint (carc_state_get_decision (state)->player, ==, RED);
  play (state, -2, 0, 0, NO_FIGURE, 0);                         /* Red's extra tile */
  g_assert_cmpuint (carc_state_get_decision (state)->player, ==, BLUE);
  carc_state_free (state);
}

/* A builder goes only on a road or city with the player's own thief or
 * knight; a pig only on a field with the player's own farmer. */
static void
test_builder_and_pig_where (void)
{
  CarcState *state = traders_game ("U U U", 0);
  gint builder = kind (state, "builder");
  gint pig = kind (state, "pig");
  CarcAction place = { .kind = CARC_ACTION_PLACE_TILE, .x = 2, .y = 0, .rotation = 0 };
  CarcAction a = { .kind = CARC_ACTION_PLACE_FIGURE, .x = 2, .y = 0 };

  play (state, 1, 0, 0, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD); /* Red's thief */
  g_assert_cmpint (carc_state_apply (state, &place), ==, CARC_OK); /* Blue extends the road */
  a.figure = builder;
  a.segment = test_segment_of (state, CARC_FEATURE_ROAD);
  g_assert_cmpint (carc_state_apply (state, &a), ==, CARC_ERROR_FIGURE_NOT_ALLOWED);
  a.figure = pig;
  a.segment = test_segment_of (state, CARC_FEATURE_FIELD);
  g_assert_cmpint (carc_state_apply (state, &a), ==, CARC_ERROR_FIGURE_NOT_ALLOWED);
  carc_state_free (state);
}

/* A builder is offered with no meeple left in supply: Red's thief on the
 * road east of D, six meeples on monasteries, then Red extends the road. */
static void
test_builder_last (void)
{
  CarcState *state = traders_game ("U B B B B B B B B B B B B B U", 0);
  gint builder = kind (state, "builder");
  CarcAction a = { .kind = CARC_ACTION_PLACE_FIGURE, .x = 2, .y = 0, .figure = builder };

  play (state, 1, 0, 0, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD);
  for (gint y = 1; y <= 13; y++)
    play (state, 0, y, 0, y % 2 ? NO_FIGURE : CARC_FIGURE_MEEPLE, CARC_FEATURE_MONASTERY);
  g_assert_cmpuint (carc_state_get_supply (state, RED, CARC_FIGURE_MEEPLE), ==, 0);
  g_assert_cmpint (carc_state_apply (state, &(CarcAction) { .kind = CARC_ACTION_PLACE_TILE, .x = 2, .y = 0 }), ==,
                   CARC_OK);
  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_PLACE_FIGURE);
  a.segment = test_segment_of (state, CARC_FEATURE_ROAD);
  g_assert_cmpint (carc_state_check (state, &a), ==, CARC_OK);
  g_assert_cmpint (carc_state_apply (state, &a), ==, CARC_OK);
  g_assert_cmpuint (carc_state_get_supply (state, RED, builder), ==, 0);
  carc_state_free (state);
}

/* Seed 003's pig: one field touches two completed cities.  Blue has two
 * farmers there and a pig, Red one farmer and a pig: Blue owns the field
 * and gets 4 a city, 8 (6 for the field, 2 for the pig); Red nothing.
 * With @tie Blue has one farmer: both own it, 8 each.  With the
 * first-edition farmers each city pays 4 to its fields' majority and the
 * pig 1 more: Blue 10. */
static void
pig_game (gboolean tie,
          guint    variants,
          guint    blue,
          guint    red)
{
  CarcState *state = traders_game ("E U D E E U", variants);
  gint pig = kind (state, "pig");

  play (state, 0, -1, 2, CARC_FIGURE_MEEPLE, CARC_FEATURE_FIELD); /* Red: closes D's city, farmer */
  play (state, 1, 0, 0, CARC_FIGURE_MEEPLE, CARC_FEATURE_FIELD);  /* Blue: farmer north of the road */
  play (state, 2, 0, 0, NO_FIGURE, 0);                           /* Red: a city by the road */
  play (state, 2, -1, 2, tie ? NO_FIGURE : CARC_FIGURE_MEEPLE, CARC_FEATURE_FIELD); /* Blue closes it */
  play (state, 1, -1, 0, pig, CARC_FEATURE_FIELD);               /* Red joins the fields: pig */
  play (state, 3, 0, 0, pig, CARC_FEATURE_FIELD);                /* Blue: pig */
  g_assert_true (carc_state_is_over (state));
  g_assert_cmpuint (carc_state_get_score (state, BLUE), ==, blue);
  g_assert_cmpuint (carc_state_get_score (state, RED), ==, red);
  g_assert_cmpuint (test_line_points (state, BLUE, "pig"), ==, blue > 0 ? 2 : 0);
  g_assert_cmpuint (test_line_points (state, RED, "pig"), ==, red > 0 ? 2 : 0);
  carc_state_free (state);
}

static void
test_pig (void)
{
  pig_game (FALSE, 0, 8, 0);
}

static void
test_pigs_tied (void)
{
  pig_game (TRUE, 0, 8, 8);
}

static void
test_pig_first_edition (void)
{
  pig_game (FALSE, CARC_VARIANT_FIRST_EDITION_FARMERS, 10, 0);
}

/* Inns & Cathedrals (seed 003): Blue's knight in a cathedral city of 7
 * tiles with one coat of arms, 3 for each: 24. */
static void
test_cathedral_24 (void)
{
  const char *sets[] = { "base", NULL };
  const char *modules[] = { CARC_INNS_MODULE, CARC_TRADERS_MODULE, NULL };
  CarcState *state = test_composed_game (sets, modules, 0, "IC01 E F E G E");

  play (state, 0, -1, 0, NO_FIGURE, 0);                           /* Red: the cathedral */
  play (state, 0, -2, 2, CARC_FIGURE_MEEPLE, CARC_FEATURE_CITY);  /* Blue: knight */
  play (state, -1, -1, 0, NO_FIGURE, 0);
  play (state, -2, -1, 1, NO_FIGURE, 0);
  play (state, 1, -1, 0, NO_FIGURE, 0);
  g_assert_cmpuint (test_line_points (state, BLUE, "cathedral"), ==, 0);
  play (state, 2, -1, 3, NO_FIGURE, 0);
  g_assert_cmpuint (test_line_points (state, BLUE, "cathedral"), ==, 24);
  g_assert_cmpuint (test_line_points (state, BLUE, "city"), ==, 0);
  carc_state_free (state);
}

/* The Winter Edition: 84 tiles instead of the classic 72, a WinD to start,
 * and the inn of its animal tile counts only with Inns & Cathedrals. */
static void
test_winter_replaces_classic (void)
{
  const char *sets[] = { "base", NULL };
  const char *alone[] = { CARC_WINTER_MODULE, NULL };
  const char *all[] = { CARC_WINTER_MODULE, CARC_INNS_MODULE, CARC_TRADERS_MODULE, "river", NULL };
  const char *twice[] = { CARC_WINTER_MODULE, CARC_WINTER_MODULE, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSetup) winter = carc_setup_compose (sets, alone, 2, 0, 1, carc_save_builtin_tile_sets, NULL, &error);
  g_autoptr(CarcSetup) every = NULL;
  g_autoptr(CarcSetup) none = NULL;
  CarcTileSet *tiles;

  g_assert_no_error (error);
  tiles = carc_setup_get_tile_set (winter);
  g_assert_cmpuint (carc_tile_set_get_n_tiles (tiles), ==, 84);
  g_assert_cmpstr (carc_tile_set_get_theme (tiles), ==, "winter");
  g_assert_cmpstr (carc_tile_set_get_type (tiles, carc_setup_get_start_cell (winter, 0)->type)->id, ==, "WinD");

  every = carc_setup_compose (sets, all, 4, 0, 1, carc_save_builtin_tile_sets, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (carc_tile_set_get_n_tiles (carc_setup_get_tile_set (every)), ==, 84 + 18 + 24 + 12);
  g_assert_cmpstr (carc_tile_set_get_theme (carc_setup_get_tile_set (every)), ==, "winter");

  none = carc_setup_compose (sets, twice, 2, 0, 1, carc_save_builtin_tile_sets, NULL, &error);
  g_assert_null (none);
  g_assert_error (error, CARC_SETUP_ERROR, CARC_SETUP_ERROR_MODULE_TWICE);
}

/* WinTierE's inn road east of WinD, closed by a junction: 3 tiles, 2 a
 * tile with Inns & Cathedrals (6, as an inn), 1 without (3, a road). */
static void
test_winter_inn (void)
{
  for (guint with = 0; with < 2; with++)
    {
      const char *sets[] = { "base", NULL };
      const char *modules[] = { CARC_WINTER_MODULE, with ? CARC_INNS_MODULE : NULL, NULL };
      CarcState *state = test_composed_game (sets, modules, 0, "WinTierE WinW WinE");

      play (state, 1, 0, 1, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD);
      play (state, -1, 0, 0, NO_FIGURE, 0);
      g_assert_cmpuint (carc_state_get_score (state, RED), ==, with ? 6 : 3);
      g_assert_cmpuint (test_line_points (state, RED, "road"), ==, with ? 0 : 3);
      carc_state_free (state);
    }
}

/* Random whole games with Traders & Builders alone, then with all four:
 * the Winter set, the River, Inns & Cathedrals and Traders & Builders. */
static void
test_games (void)
{
  const char *alone[] = { CARC_TRADERS_MODULE, NULL };

  test_random_module_games (alone, 100, 72 + 24);
}

static void
test_games_all_four (void)
{
  const char *all[] = { CARC_WINTER_MODULE, "river", CARC_INNS_MODULE, CARC_TRADERS_MODULE, NULL };

  test_random_module_games (all, 1000, 84 + 12 + 18 + 24);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/engine/traders/goods-to-completer", test_goods_to_completer);
  g_test_add_func ("/engine/traders/builder-last", test_builder_last);
  g_test_add_func ("/engine/traders/goods-final", test_goods_final);
  g_test_add_func ("/engine/traders/builder-double-turn", test_builder_double_turn);
  g_test_add_func ("/engine/traders/builder-scored-still-extra", test_builder_scored_still_extra);
  g_test_add_func ("/engine/traders/builders-one-road", test_builders_one_road);
  g_test_add_func ("/engine/traders/builder-and-pig-where", test_builder_and_pig_where);
  g_test_add_func ("/engine/traders/pig", test_pig);
  g_test_add_func ("/engine/traders/pigs-tied", test_pigs_tied);
  g_test_add_func ("/engine/traders/pig-first-edition", test_pig_first_edition);
  g_test_add_func ("/engine/inns/cathedral-24", test_cathedral_24);
  g_test_add_func ("/engine/winter/replaces-classic", test_winter_replaces_classic);
  g_test_add_func ("/engine/winter/inn", test_winter_inn);
  g_test_add_func ("/engine/traders/games", test_games);
  g_test_add_func ("/engine/traders/games-all-four", test_games_all_four);
  return g_test_run ();
}
