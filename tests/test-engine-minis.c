/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The mini-expansions together, with each other and with the River, Inns
 * & Cathedrals and Traders & Builders: whole random games with the
 * invariants after every action, undo-all and redo-all, and saves read
 * back to the same state; the order of a turn's questions; and the dice
 * of a copy dealt again for a player looking ahead, which owe nothing to
 * the real throws. */
#include "carc-crop.h"
#include "carc-ferries.h"
#include "carc-flying.h"
#include "carc-gold.h"
#include "carc-inns.h"
#include "carc-magic.h"
#include "carc-messages.h"
#include "carc-robbers.h"
#include "carc-test-util.h"
#include "carc-traders.h"

/* The new-game dialog's order: the rulebook's order of actions. */
static const char *const minis[] = {
  CARC_FLYING_MODULE, CARC_MESSAGES_MODULE, CARC_FERRIES_MODULE, CARC_GOLD_MODULE, CARC_MAGIC_MODULE,
  CARC_ROBBERS_MODULE, CARC_CROP_MODULE, NULL,
};
#define MINI_TILES (8 + 8 + 8 + 8 + 8 + 6)

static void
test_minis_alone (void)
{
  test_random_module_games (minis, 1000, 72 + MINI_TILES);
}

static void
test_with_every_expansion (void)
{
  const char *all[] = {
    "river", CARC_INNS_MODULE, CARC_TRADERS_MODULE, CARC_FLYING_MODULE, CARC_MESSAGES_MODULE, CARC_FERRIES_MODULE,
    CARC_GOLD_MODULE, CARC_MAGIC_MODULE, CARC_ROBBERS_MODULE, CARC_CROP_MODULE, NULL,
  };

  test_random_module_games (all, 1000, 72 + 12 + 18 + 24 + MINI_TILES);
}

/* A gold tile that is a magic tile too would ask gold first; here one
 * tile of each asks in a game with both: gold's bar is asked before the
 * mage, the robbers after the tile, the flight's die before the scoring,
 * the crop circle after it. */
static void
test_order_of_actions (void)
{
  const char *sets[] = { "base", NULL };
  CarcState *state = test_composed_game (sets, minis, 0, "GM-A");
  CarcAction tile = { .kind = CARC_ACTION_PLACE_TILE, .x = 1, .y = 0 };
  const CarcDecision *d;

  g_assert_cmpstr (carc_error_to_string (carc_state_apply (state, &tile)), ==, "ok");
  d = carc_state_get_decision (state);
  g_assert_cmpint (d->kind, ==, CARC_DECISION_MODULE);
  g_assert_cmpstr (carc_setup_get_module (carc_state_get_setup (state), d->module), ==, CARC_GOLD_MODULE);
  carc_state_free (state);
}

/* The rulebook's order of a turn with a flight and a ferry: the tile,
 * the figure flown (its die and landing), then the ferry moves, then the
 * scoring.  A flying machine's tile extends a road with a ferry. */
static void
test_flight_before_ferry (void)
{
  const char *sets[] = { "base", NULL };
  CarcState *state = test_composed_game (sets, minis, 0, "A U FR-2 FM-B U");
  CarcAction figure = { .kind = CARC_ACTION_PLACE_FIGURE, .x = 1, .y = 0, .segment = 0 };
  CarcAction skip = { .kind = CARC_ACTION_SKIP_FIGURE };
  CarcAction machine = { .kind = CARC_ACTION_PLACE_FIGURE, .x = 3, .y = 0, .segment = CARC_SEGMENT_PICTURE };
  CarcAction roll = { .kind = CARC_ACTION_CHANCE, .value = 5 };
  CarcAction land = { .kind = CARC_ACTION_MODULE, .choice = CARC_FLYING_LAND, .x = 0, .y = 0, .segment = 1 };
  CarcAction ferry = { .kind = CARC_ACTION_MODULE, .choice = CARC_FERRIES_PLACE, .x = 2, .y = 0, .segment = 0,
                       .value = 2 };
  const CarcDecision *d;

  g_assert_cmpint (carc_state_apply (state, &(CarcAction) { .kind = CARC_ACTION_PLACE_TILE, .x = -1, .rotation = 3 }),
                   ==, CARC_OK);
  g_assert_cmpint (carc_state_apply (state, &skip), ==, CARC_OK);
  g_assert_cmpint (carc_state_apply (state, &(CarcAction) { .kind = CARC_ACTION_PLACE_TILE, .x = 1 }), ==, CARC_OK);
  g_assert_cmpint (carc_state_apply (state, &figure), ==, CARC_OK);
  g_assert_cmpint (carc_state_apply (state, &(CarcAction) { .kind = CARC_ACTION_PLACE_TILE, .x = 2 }), ==, CARC_OK);
  g_assert_cmpint (carc_state_apply (state, &skip), ==, CARC_OK);
  ferry.module = carc_state_get_decision (state)->module;
  g_assert_cmpint (carc_state_apply (state, &ferry), ==, CARC_OK);  /* west and east: one road */
  g_assert_cmpint (carc_state_apply (state, &(CarcAction) { .kind = CARC_ACTION_PLACE_TILE, .x = 3 }), ==, CARC_OK);
  g_assert_cmpint (carc_state_apply (state, &machine), ==, CARC_OK);
  d = carc_state_get_decision (state);
  g_assert_cmpint (d->kind, ==, CARC_DECISION_CHANCE);
  g_assert_cmpstr (carc_setup_get_module (carc_state_get_setup (state), d->module), ==, CARC_FLYING_MODULE);
  roll.module = d->module;
  g_assert_cmpint (carc_state_apply (state, &roll), ==, CARC_OK);   /* 3 cells west: onto D */
  d = carc_state_get_decision (state);
  g_assert_cmpuint (d->choice_kind, ==, CARC_FLYING_LAND);
  land.module = d->module;
  g_assert_cmpint (carc_state_apply (state, &land), ==, CARC_OK);   /* onto D's road */
  d = carc_state_get_decision (state);
  g_assert_cmpint (d->kind, ==, CARC_DECISION_MODULE);
  g_assert_cmpstr (carc_setup_get_module (carc_state_get_setup (state), d->module), ==, CARC_FERRIES_MODULE);
  g_assert_cmpuint (d->choice_kind, ==, CARC_FERRIES_ASK_MOVE);
  carc_state_free (state);
}

/* Two copies of one state dealt again from different sources throw the
 * die differently at least once in 64 throws, and the same source throws
 * the same. */
static void
test_redealt_dice (void)
{
  const char *sets[] = { "base", NULL };
  const char *fly[] = { CARC_FLYING_MODULE, NULL };
  CarcState *state = test_composed_game (sets, fly, 0, "FM-B U");
  CarcAction tile = { .kind = CARC_ACTION_PLACE_TILE, .x = 1, .y = 0 };
  CarcAction machine = { .kind = CARC_ACTION_PLACE_FIGURE, .x = 1, .y = 0, .segment = CARC_SEGMENT_PICTURE };
  guint differ = 0;

  g_assert_cmpint (carc_state_apply (state, &tile), ==, CARC_OK);
  g_assert_cmpint (carc_state_apply (state, &machine), ==, CARC_OK);
  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_CHANCE);
  for (guint64 seed = 1; seed <= 64; seed++)
    {
      CarcState *a = carc_state_copy (state), *b = carc_state_copy (state), *c = carc_state_copy (state);
      g_autoptr(GArray) ta = g_array_new (FALSE, FALSE, sizeof (CarcAction));
      g_autoptr(GArray) tb = g_array_new (FALSE, FALSE, sizeof (CarcAction));
      g_autoptr(GArray) tc = g_array_new (FALSE, FALSE, sizeof (CarcAction));
      CarcRng ra, rb, rc;

      carc_rng_init (&ra, seed);
      carc_rng_init (&rb, seed + 1000);
      carc_rng_init (&rc, seed);
      carc_state_redeal (a, &ra);
      carc_state_redeal (b, &rb);
      carc_state_redeal (c, &rc);
      carc_state_list_actions (a, ta);
      carc_state_list_actions (b, tb);
      carc_state_list_actions (c, tc);
      g_assert_cmpuint (ta->len, ==, 1);
      g_assert_cmpuint (g_array_index (ta, CarcAction, 0).value, ==, g_array_index (tc, CarcAction, 0).value);
      differ += g_array_index (ta, CarcAction, 0).value != g_array_index (tb, CarcAction, 0).value;
      carc_state_free (a);
      carc_state_free (b);
      carc_state_free (c);
    }
  g_assert_cmpuint (differ, >, 0);
  carc_state_free (state);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/engine/minis/alone", test_minis_alone);
  g_test_add_func ("/engine/minis/with-every-expansion", test_with_every_expansion);
  g_test_add_func ("/engine/minis/order-of-actions", test_order_of_actions);
  g_test_add_func ("/engine/minis/flight-before-ferry", test_flight_before_ferry);
  g_test_add_func ("/engine/minis/redealt-dice", test_redealt_dice);
  return g_test_run ();
}
