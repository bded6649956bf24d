/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The worked examples of the rulebooks (seeds 001, 003, 004), each built
 * tile by tile through the decision API.  Coordinates: x grows east, y
 * grows south; the start tile D lies at (0, 0) with its city north and its
 * road west–east.  Rotations are quarter turns clockwise.  Segment indices
 * follow data/tilesets/base.xml (for example U: 0 road, 1 north field,
 * 2 south field). */
#include "carc-test-util.h"

static void
assert_scores (CarcState *state,
               guint      players,
               ...)
{
  va_list args;

  va_start (args, players);
  for (guint p = 0; p < players; p++)
    g_assert_cmpuint (carc_state_get_score (state, p), ==, va_arg (args, guint));
  va_end (args);
}

/* Seeds 003/004: "Červený získal 3 body." A road of three tiles from a
 * junction to a city gate. */
static void
test_road_3 (void)
{
  CarcState *s = test_game_new (2, 0, "W S");

  test_play (s, 1, 0, 0, 2);          /* red thief on the junction's west arm */
  assert_scores (s, 2, 0, 0);
  test_play (s, -1, 0, 3, NO_FIGURE); /* the city gate closes the road */
  assert_scores (s, 2, 3, 0);
  g_assert_cmpuint (carc_state_get_category_score (s, 0, CARC_SCORE_ROAD), ==, 3);
  g_assert_cmpuint (carc_state_get_supply (s, 0, CARC_FIGURE_MEEPLE), ==, 7);
  carc_state_free (s);
}

/* Seeds 003/004: "Červený získal 4 body." */
static void
test_road_4 (void)
{
  CarcState *s = test_game_new (2, 0, "U W S");

  test_play (s, 1, 0, 0, 0);
  test_play (s, 2, 0, 0, NO_FIGURE);
  assert_scores (s, 2, 0, 0);
  test_play (s, -1, 0, 3, NO_FIGURE);
  assert_scores (s, 2, 4, 0);
  carc_state_free (s);
}

/* "Červený získal 8 bodů (3 části města a 1 erb)." */
static void
test_city_3_tiles_1_arms (void)
{
  CarcState *s = test_game_new (2, 0, "F E");
  guint n;
  const CarcEvent *ev;
  gboolean found = FALSE;

  test_play (s, 0, -1, 1, 0);
  test_play (s, 0, -2, 2, NO_FIGURE);
  assert_scores (s, 2, 8, 0);

  ev = carc_state_get_last_events (s, &n);
  for (guint i = 0; i < n; i++)
    if (ev[i].kind == CARC_EVENT_FEATURE_SCORED)
      {
        g_assert_cmpuint (ev[i].feature, ==, CARC_FEATURE_CITY);
        g_assert_cmpuint (ev[i].tiles, ==, 3);
        g_assert_cmpuint (ev[i].arms, ==, 1);
        g_assert_cmpuint (ev[i].points, ==, 8);
        g_assert_cmpuint (ev[i].players, ==, 1);
        g_assert_false (ev[i].final);
        found = TRUE;
      }
  g_assert_true (found);
  carc_state_free (s);
}

/* "Červený získal 8 bodů (4 části města, žádný erb)." */
static void
test_city_4_tiles (void)
{
  CarcState *s = test_game_new (2, 0, "G G E");

  test_play (s, 0, -1, 1, 0);
  test_play (s, 0, -2, 1, NO_FIGURE);
  test_play (s, 0, -3, 2, NO_FIGURE);
  assert_scores (s, 2, 8, 0);
  carc_state_free (s);
}

/* "Pokud obě části města leží na jedné kartičce, počítají se při bodování
 * jako jedna část."  Tile I's two city caps become one city around a
 * loop: five tiles, 10 points, not 12. */
static void
test_city_two_segments_on_one_tile (void)
{
  CarcState *s = test_game_new (2, 0, "R N N I");
  CarcFeatureInfo info;

  test_play (s, 0, -1, 1, 0);
  test_play (s, 0, -2, 2, NO_FIGURE);
  test_play (s, 1, -1, 0, NO_FIGURE);
  assert_scores (s, 2, 0, 0);
  test_play (s, 1, -2, 3, NO_FIGURE);
  assert_scores (s, 2, 10, 0);

  g_assert_true (carc_state_get_feature (s, 4, 0, &info));
  g_assert_true (info.complete);
  g_assert_cmpuint (info.tiles, ==, 5);
  g_assert_true (carc_state_get_feature (s, 4, 1, &info));
  g_assert_cmpuint (info.tiles, ==, 5);
  carc_state_free (s);
}

/* "Modrý a červený získávají oba plný počet bodů, čili po 10 bodech." */
static void
test_city_tie (void)
{
  CarcState *s = test_game_new (2, 0, "G E N N");

  test_play (s, 0, -1, 1, 0);          /* red knight */
  test_play (s, -1, -1, 0, 0);         /* blue knight in a separate city */
  test_play (s, 0, -2, 3, NO_FIGURE);
  test_play (s, -1, -2, 2, NO_FIGURE); /* joins and closes both */
  assert_scores (s, 2, 10, 10);
  g_assert_cmpuint (carc_state_get_supply (s, 0, CARC_FIGURE_MEEPLE), ==, 7);
  g_assert_cmpuint (carc_state_get_supply (s, 1, CARC_FIGURE_MEEPLE), ==, 7);
  carc_state_free (s);
}

/* "Červený získal 9 bodů." The monastery scores when the 8th neighbour
 * arrives, for the monk's owner, whoever places that tile. */
static void
test_monastery_9 (void)
{
  CarcState *s = test_game_new (2, 0, "B U U B B B B B");

  test_play (s, 0, 1, 0, 0);
  test_play (s, -1, 0, 0, NO_FIGURE);
  test_play (s, 1, 0, 0, NO_FIGURE);
  test_play (s, -1, 1, 0, NO_FIGURE);
  test_play (s, 1, 1, 0, NO_FIGURE);
  test_play (s, -1, 2, 0, NO_FIGURE);
  test_play (s, 0, 2, 0, NO_FIGURE);
  assert_scores (s, 2, 0, 0);
  test_play (s, 1, 2, 0, NO_FIGURE);
  assert_scores (s, 2, 9, 0);
  g_assert_cmpuint (carc_state_get_category_score (s, 0, CARC_SCORE_MONASTERY), ==, 9);
  carc_state_free (s);
}

/* A completed feature returns its meeple in the same turn: place, score,
 * take back (seed 003, "Návrat figurek"). */
static void
test_place_score_return (void)
{
  CarcState *s = test_game_new (2, 0, "E U");

  test_play (s, 0, -1, 2, 0);
  assert_scores (s, 2, 4, 0);
  g_assert_cmpuint (carc_state_get_supply (s, 0, CARC_FIGURE_MEEPLE), ==, 7);
  g_assert_cmpuint (carc_state_get_n_figures (s), ==, 0);
  carc_state_free (s);
}

static void
assert_preview (CarcState *s,
                guint      first,
                guint      second)
{
  guint points[2];
  g_autoptr(GString) before = g_string_new (NULL);
  g_autoptr(GString) after = g_string_new (NULL);

  carc_state_dump (s, before);
  carc_state_preview_final (s, points);
  carc_state_dump (s, after);
  g_assert_cmpstr (after->str, ==, before->str);
  g_assert_cmpuint (points[0], ==, first);
  g_assert_cmpuint (points[1], ==, second);
}

/* Seed 001: "Czerwony dostaje 3 punkty za nie skończoną drogę." */
static void
test_final_road_3 (void)
{
  CarcState *s = test_game_new (2, 0, "U U");

  assert_preview (s, 0, 0);
  test_play (s, 1, 0, 0, 0);
  /* Were the game to end now: the road of 2 tiles. */
  assert_preview (s, 2, 0);
  test_play (s, -1, 0, 0, NO_FIGURE);
  g_assert_true (carc_state_is_over (s));
  assert_scores (s, 2, 3, 0);
  carc_state_free (s);
}

/* "Žlutý získal 5 bodů za neuzavřený klášter." */
static void
test_final_monastery_5 (void)
{
  CarcState *s = test_game_new (2, 0, "B U U B");

  test_play (s, 0, 1, 0, 0);
  test_play (s, -1, 0, 0, NO_FIGURE);
  test_play (s, 1, 0, 0, NO_FIGURE);
  /* Were the game to end now: the monastery and its 3 neighbours. */
  assert_preview (s, 4, 0);
  test_play (s, -1, 1, 0, NO_FIGURE);
  g_assert_true (carc_state_is_over (s));
  assert_scores (s, 2, 5, 0);
  assert_preview (s, 0, 0);
  carc_state_free (s);
}

/* "Modrý získal 3 body za neuzavřené město (2 body za kartičku, 1 bod za
 * erb)." */
static void
test_final_city_arms_3 (void)
{
  CarcState *s = test_game_new (2, 0, "F");

  test_play (s, 0, -1, 1, 0);
  g_assert_true (carc_state_is_over (s));
  assert_scores (s, 2, 3, 0);
  carc_state_free (s);
}

/* "Zelený získal za nedokončené velké město 8 bodů. Černý nezískal nic,
 * protože zelený má ve městě početní převahu rytířů." Six tiles and two
 * coats of arms; green two knights, black one. */
static void
test_final_city_majority (void)
{
  CarcState *s = test_game_new (2, 0, "U U G F E G B B E Q");

  test_play (s, -1, 0, 0, NO_FIGURE);
  test_play (s, 1, 0, 0, NO_FIGURE);
  test_play (s, -1, 1, 0, 0);         /* green knight */
  test_play (s, 1, 1, 0, 0);          /* black knight */
  test_play (s, -2, 1, 1, NO_FIGURE);
  test_play (s, 2, 1, 0, NO_FIGURE);
  test_play (s, -1, 2, 0, NO_FIGURE);
  test_play (s, 1, 2, 0, NO_FIGURE);
  test_play (s, 0, 2, 0, 0);          /* green's second knight */
  test_play (s, 0, 1, 2, NO_FIGURE);  /* joins the three parts */
  g_assert_true (carc_state_is_over (s));
  assert_scores (s, 2, 8, 0);
  carc_state_free (s);
}

/* Seed 003, field 1: "Modrý ... dostane 6 bodů" for two completed cities;
 * the unfinished city pays nothing. */
static void
test_farmers_two_cities (void)
{
  CarcState *s = test_game_new (2, 0, "E E E E E");

  test_play (s, 0, 1, 2, NO_FIGURE);
  test_play (s, -1, 1, 2, 1);         /* blue farmer */
  test_play (s, 0, 2, 0, NO_FIGURE);
  test_play (s, -1, 2, 0, NO_FIGURE);
  test_play (s, 1, 1, 2, NO_FIGURE);  /* a city that stays open */
  g_assert_true (carc_state_is_over (s));
  assert_scores (s, 2, 0, 6);
  g_assert_cmpuint (carc_state_get_category_score (s, 1, CARC_SCORE_FIELD), ==, 6);
  carc_state_free (s);
}

/* Seed 003, field 2: red and blue one farmer each, three completed cities:
 * "Modrý a červený dostanou 9 bodů." The two farmers stood on separate
 * fields that the monastery tile joined. */
static void
test_farmers_tie_9 (void)
{
  CarcState *s = test_game_new (2, 0, "E U E E A E E");

  test_play (s, 0, 1, 2, 1);          /* red farmer, south field */
  test_play (s, -1, 0, 0, 1);         /* blue farmer, north strip */
  test_play (s, 0, 2, 0, NO_FIGURE);
  test_play (s, 0, -1, 2, NO_FIGURE);
  test_play (s, 1, 0, 1, NO_FIGURE);  /* the monastery ends the road: fields join */
  test_play (s, -1, 1, 2, NO_FIGURE);
  test_play (s, -1, 2, 0, NO_FIGURE);
  g_assert_true (carc_state_is_over (s));
  assert_scores (s, 2, 9, 9);
  carc_state_free (s);
}

/* Seed 003, field 3: player 0 (yellow) has two farmers on a field that
 * borders four completed cities, player 1 (black) one.  Returns the
 * finished game. */
static CarcState *
play_four_city_field (guint variants)
{
  CarcState *s = test_game_new (2, variants, "E U E E B E E E E A");

  test_play (s, 0, 1, 2, 1);          /* yellow farmer */
  test_play (s, -1, 0, 0, 1);         /* black farmer */
  test_play (s, 0, 2, 0, NO_FIGURE);
  test_play (s, 0, -1, 2, NO_FIGURE);
  test_play (s, 1, -1, 0, 1);         /* yellow's second farmer */
  test_play (s, -1, 1, 2, NO_FIGURE);
  test_play (s, -1, 2, 0, NO_FIGURE);
  test_play (s, 1, 1, 2, NO_FIGURE);
  test_play (s, 1, 2, 0, NO_FIGURE);
  test_play (s, 1, 0, 1, NO_FIGURE);  /* joins all the fields */
  g_assert_true (carc_state_is_over (s));
  return s;
}

/* "Vlastníkem této louky je žlutý, protože na ní má více sedláků než
 * černý. Za 4 města ... dostane žlutý 12 bodů." */
static void
test_farmers_majority_12 (void)
{
  CarcState *s = play_four_city_field (0);

  assert_scores (s, 2, 12, 0);
  carc_state_free (s);
}

/* Seeds 003/004, the big field: "Na velké louce mají červený a žlutý každý
 * dva sedláky. Oba ... mají po 6 bodech (za dvě uzavřená města A a B).
 * Modrý má 3 body za město A."  Red is player 0, yellow 1, blue 2.
 * Returns the finished game for the first-edition comparison. */
static CarcState *
play_big_field (guint variants)
{
  CarcState *s = test_game_new (3, variants, "U U E U U U E E A A A");

  test_play (s, 1, 0, 0, 1);          /* red farmer, top band */
  test_play (s, 0, 1, 0, 1);          /* yellow farmer, second band */
  test_play (s, 0, -1, 2, 1);         /* blue farmer beyond city A */
  test_play (s, 0, 2, 0, 1);          /* red farmer, third band */
  test_play (s, 1, 2, 0, 2);          /* yellow farmer, bottom band */
  test_play (s, 1, 1, 0, NO_FIGURE);
  test_play (s, 0, 3, 2, NO_FIGURE);
  test_play (s, 0, 4, 0, NO_FIGURE);  /* city B closed */
  test_play (s, 2, 0, 1, NO_FIGURE);  /* three monasteries end the roads */
  test_play (s, 2, 1, 1, NO_FIGURE);
  test_play (s, 2, 2, 1, NO_FIGURE);
  g_assert_true (carc_state_is_over (s));
  return s;
}

static void
test_farmers_big_field_tie (void)
{
  CarcState *s = play_big_field (0);

  assert_scores (s, 3, 6, 6, 3);
  carc_state_free (s);
}

/* Seed 001 (first edition): each completed city pays 4 points to the
 * player(s) with the most farmers on all the fields touching it.  On the
 * big-field board blue's own field touches city A, but red and yellow
 * have two farmers each there: blue gets nothing. */
static void
test_first_edition_farmers (void)
{
  CarcState *s = play_big_field (CARC_VARIANT_FIRST_EDITION_FARMERS);

  assert_scores (s, 3, 8, 8, 0);
  g_assert_cmpuint (carc_state_get_category_score (s, 0, CARC_SCORE_FIELD), ==, 8);
  carc_state_free (s);
}

/* Seed 001: "Za każde ukończone miasto, z którym łączy się łąka, gracz
 * posiadający farmera na łące otrzymuje 4 punkty bez względu na wielkość
 * miasta."  On the board of the 12-point field each of the four completed
 * cities pays 4 to the farmer majority: 16 instead of 12. */
static void
test_first_edition_farmers_city_majority (void)
{
  CarcState *s = play_four_city_field (CARC_VARIANT_FIRST_EDITION_FARMERS);

  assert_scores (s, 2, 16, 0);
  carc_state_free (s);
}

/* Seed 001: "Czerwony otrzymuje 2 punkty za miasto" — in the first
 * edition a completed city of two tiles scores 2, not 4. */
static void
test_first_edition_small_city (void)
{
  CarcState *s = test_game_new (2, CARC_VARIANT_FIRST_EDITION_CITY, "E U");
  CarcState *modern = test_game_new (2, 0, "E U");

  test_play (s, 0, -1, 2, 0);
  test_play (modern, 0, -1, 2, 0);
  assert_scores (s, 2, 2, 0);
  assert_scores (modern, 2, 4, 0);
  carc_state_free (s);
  carc_state_free (modern);
}

static void
test_first_edition_small_city_only_two_tiles (void)
{
  CarcState *s = test_game_new (2, CARC_VARIANT_FIRST_EDITION_CITY, "F E");

  test_play (s, 0, -1, 1, 0);
  test_play (s, 0, -2, 2, NO_FIGURE);
  assert_scores (s, 2, 8, 0);
  carc_state_free (s);
}

/* Without farmers no field is offered, and nothing scores for fields. */
static void
test_no_farmers (void)
{
  CarcState *s = test_game_new (2, CARC_VARIANT_NO_FARMERS, "U E");
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  CarcAction farmer = { .kind = CARC_ACTION_PLACE_FIGURE, .segment = 1 };

  {
    CarcAction place = { .kind = CARC_ACTION_PLACE_TILE, .x = 1, .y = 0, .rotation = 0 };

    g_assert_cmpint (carc_state_apply (s, &place), ==, CARC_OK);
  }
  carc_state_list_actions (s, actions);
  g_assert_cmpuint (actions->len, ==, 2); /* the road, and skip */
  g_assert_cmpint (g_array_index (actions, CarcAction, 0).segment, ==, 0);
  g_assert_cmpint (carc_state_apply (s, &farmer), ==, CARC_ERROR_SEGMENT_NOT_PLAYABLE);
  carc_state_free (s);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/engine/scoring/road-3", test_road_3);
  g_test_add_func ("/engine/scoring/road-4", test_road_4);
  g_test_add_func ("/engine/scoring/city-3-tiles-1-arms", test_city_3_tiles_1_arms);
  g_test_add_func ("/engine/scoring/city-4-tiles", test_city_4_tiles);
  g_test_add_func ("/engine/scoring/city-two-segments-one-tile", test_city_two_segments_on_one_tile);
  g_test_add_func ("/engine/scoring/city-tie-10-10", test_city_tie);
  g_test_add_func ("/engine/scoring/monastery-9", test_monastery_9);
  g_test_add_func ("/engine/scoring/place-score-return", test_place_score_return);
  g_test_add_func ("/engine/final/road-3", test_final_road_3);
  g_test_add_func ("/engine/final/monastery-5", test_final_monastery_5);
  g_test_add_func ("/engine/final/city-2-tiles-1-arms-3", test_final_city_arms_3);
  g_test_add_func ("/engine/final/city-majority-8-0", test_final_city_majority);
  g_test_add_func ("/engine/farmers/two-cities-6", test_farmers_two_cities);
  g_test_add_func ("/engine/farmers/tie-9-9", test_farmers_tie_9);
  g_test_add_func ("/engine/farmers/majority-12", test_farmers_majority_12);
  g_test_add_func ("/engine/farmers/big-field-6-6-3", test_farmers_big_field_tie);
  g_test_add_func ("/engine/variants/first-edition-farmers-8-8-0", test_first_edition_farmers);
  g_test_add_func ("/engine/variants/first-edition-farmers-per-city", test_first_edition_farmers_city_majority);
  g_test_add_func ("/engine/variants/first-edition-small-city-2", test_first_edition_small_city);
  g_test_add_func ("/engine/variants/first-edition-small-city-only-two-tiles",
                   test_first_edition_small_city_only_two_tiles);
  g_test_add_func ("/engine/variants/no-farmers", test_no_farmers);

  return g_test_run ();
}
