/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Messages (rules.md §1.8) on seed 003's rules: the choice of the
 * scoring figure for each feature's points, a message when the turn's
 * player's figure ends on a dark space, the cards carried out or their 2
 * points, a message's points bringing another, the extra tile, the
 * figures added up at the end, and a robber by the lady.  The start tile
 * is D (city N, road W–E) at 0,0; the first player is P0. */
#include "carc-messages.h"
#include "carc-save.h"
#include "carc-robbers.h"
#include "carc-test-util.h"

#define P0 0
#define P1 1

/* A game for two of the classic tiles @ids with the message deck @deck
 * (top first; the rest of the cards follow in their order). */
static CarcState *
messages_game (const char  *ids,
               const guint *deck,
               const char  *other_module)
{
  const char *sets[] = { "base", NULL };
  const char *modules[] = { CARC_MESSAGES_MODULE, other_module, NULL };
  CarcState *dealt = test_composed_game_for (sets, modules, 2, 0, ids);
  CarcSetup *setup = carc_setup_ref (carc_state_get_setup (dealt));
  guint16 cards[CARC_MESSAGES_N_CARDS];
  guint n = 0;
  CarcState *state;

  for (guint i = 0; deck[i] != 0; i++)
    cards[n++] = deck[i];
  for (guint card = 1; card <= CARC_MESSAGES_N_CARDS; card++)
    {
      gboolean dealt_already = FALSE;

      for (guint i = 0; i < n; i++)
        dealt_already |= cards[i] == card;
      if (!dealt_already)
        cards[n++] = card;
    }
  carc_setup_set_deck (setup, CARC_MESSAGES_MODULE, cards, n);
  carc_state_free (dealt);
  state = carc_state_new (setup);
  carc_setup_unref (setup);
  return state;
}

/* @player's points go to @figure. */
static void
move (CarcState *state,
      guint      player,
      guint      figure)
{
  const CarcDecision *d = carc_state_get_decision (state);

  g_assert_cmpint (d->kind, ==, CARC_DECISION_MODULE);
  g_assert_cmpuint (d->choice_kind, ==, CARC_MESSAGES_ASK_FIGURE);
  g_assert_cmpuint (d->acting, ==, player);
  test_answer (state, (CarcAction) { .kind = CARC_ACTION_MODULE, .choice = CARC_MESSAGES_MOVE, .value = figure });
}

static void
read_card (CarcState *state,
           guint      card,
           guint      choice)
{
  const CarcDecision *d = carc_state_get_decision (state);

  g_assert_cmpint (d->kind, ==, CARC_DECISION_MODULE);
  g_assert_cmpuint (d->choice_kind, ==, CARC_MESSAGES_ASK_CARD);
  g_assert_cmpuint (carc_messages_get_card (state), ==, card);
  test_answer (state, (CarcAction) { .kind = CARC_ACTION_MODULE, .choice = choice,
                                     .value = choice == CARC_MESSAGES_CARRY_OUT ? card : 0 });
}

static void
assert_figures (CarcState *state,
                guint      player,
                guint      marker,
                guint      lady)
{
  g_assert_cmpuint (carc_state_get_score_figure (state, player, CARC_MESSAGES_MARKER), ==, marker);
  g_assert_cmpuint (carc_state_get_score_figure (state, player, CARC_MESSAGES_LADY), ==, lady);
  g_assert_cmpuint (carc_state_get_score (state, player), ==, marker + lady);
}

/* The deal "A U E U A …": P0's city of 4 goes to his marker unasked,
 * then his road of 5 (closed with a monk on its end's monastery) to the
 * lady, who ends on 5 and brings a message. */
static void
lady_to_five (CarcState *state)
{
  test_play_figure (state, 1, 0, 1, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD);
  test_play (state, -1, 0, 0, NO_FIGURE);
  test_play_figure (state, 0, -1, 2, CARC_FIGURE_MEEPLE, CARC_FEATURE_CITY);
  test_play (state, -2, 0, 0, NO_FIGURE);
  test_play_figure (state, -3, 0, 3, CARC_FIGURE_MEEPLE, CARC_FEATURE_MONASTERY);
  move (state, P0, CARC_MESSAGES_LADY);
}

/* P0 closes D's city (4), his two figures on 0 take it without a
 * question; then his road of 5: the marker to 9, or the lady to 5, a dark
 * space, with a message.  The card (a monastery) scores his monk's
 * monastery as at the end, 2, and the monk stays; the marker takes them.
 * At the end the figures are added up before the final scoring. */
static void
test_choose_figure (void)
{
  const guint deck[] = { CARC_MESSAGE_MONASTERY, 0 };
  CarcState *state = messages_game ("A U E U A", deck, NULL);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));

  test_play_figure (state, 1, 0, 1, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD);      /* P0's thief */
  test_play (state, -1, 0, 0, NO_FIGURE);                                        /* P1 */
  test_play_figure (state, 0, -1, 2, CARC_FIGURE_MEEPLE, CARC_FEATURE_CITY);     /* P0 closes the city */
  assert_figures (state, P0, 4, 0);
  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_PLACE_TILE);
  test_play (state, -2, 0, 0, NO_FIGURE);                                        /* P1 */
  test_play_figure (state, -3, 0, 3, CARC_FIGURE_MEEPLE, CARC_FEATURE_MONASTERY); /* P0 closes the road */
  g_assert_cmpuint (carc_state_get_score (state, P0), ==, 4);                     /* withheld */
  carc_state_list_actions (state, actions);
  g_assert_cmpuint (actions->len, ==, 2);
  move (state, P0, CARC_MESSAGES_LADY);
  assert_figures (state, P0, 4, 5);
  g_assert_cmpint (carc_messages_card_value (state, CARC_MESSAGE_MONASTERY, P0), ==, 2);
  read_card (state, CARC_MESSAGE_MONASTERY, CARC_MESSAGES_CARRY_OUT);
  move (state, P0, CARC_MESSAGES_MARKER);
  g_assert_cmpuint (carc_messages_get_n_read (state), ==, 1);
  g_assert_cmpuint (test_line_points (state, P0, "city"), ==, 4);
  g_assert_cmpuint (test_line_points (state, P0, "road"), ==, 5);
  g_assert_cmpuint (test_line_points (state, P0, "messages"), ==, 2);
  g_assert_true (carc_state_is_over (state));
  /* The monk still stands: the final scoring gives his monastery 2 more,
   * on the figures added up. */
  g_assert_cmpuint (test_line_points (state, P0, "monastery"), ==, 2);
  assert_figures (state, P0, 4 + 5 + 2 + 2, 0);
  carc_state_free (state);
}

/* The same road of 5 with P0's thief also on a road of one tile: the
 * lady ends on 5 (a message); the card scores his smallest road, 1, and
 * the marker goes from 4 to 5: a message's points bring another, here a
 * monastery, 2.  Taking its points instead would give 2 as well. */
static void
test_message_brings_another (void)
{
  const guint deck[] = { CARC_MESSAGE_ROAD, CARC_MESSAGE_MONASTERY, 0 };
  CarcState *state = messages_game ("A U E U V B A B", deck, NULL);

  test_play_figure (state, 1, 0, 1, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD);
  test_play (state, -1, 0, 0, NO_FIGURE);
  test_play_figure (state, 0, -1, 2, CARC_FIGURE_MEEPLE, CARC_FEATURE_CITY);      /* 4 */
  test_play (state, -2, 0, 0, NO_FIGURE);
  test_play_figure (state, 0, 1, 0, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD);       /* a road of one tile */
  test_play (state, 2, 0, 0, NO_FIGURE);
  test_play_figure (state, -3, 0, 3, CARC_FIGURE_MEEPLE, CARC_FEATURE_MONASTERY); /* the road of 5 */
  move (state, P0, CARC_MESSAGES_LADY);
  g_assert_cmpint (carc_messages_card_value (state, CARC_MESSAGE_ROAD, P0), ==, 1);
  read_card (state, CARC_MESSAGE_ROAD, CARC_MESSAGES_CARRY_OUT);
  move (state, P0, CARC_MESSAGES_MARKER);
  assert_figures (state, P0, 5, 5);
  g_assert_cmpint (carc_messages_card_value (state, CARC_MESSAGE_MONASTERY, P0), ==, 2);
  read_card (state, CARC_MESSAGE_MONASTERY, CARC_MESSAGES_TAKE_POINTS);
  /* The figures stand together: no question. */
  assert_figures (state, P0, 7, 5);
  g_assert_cmpuint (test_line_points (state, P0, "messages"), ==, 1 + 2);
  g_assert_cmpuint (carc_messages_get_n_read (state), ==, 2);
  carc_state_free (state);
}

/* Points in another player's turn bring no message: P1 closes P0's road
 * of 5.  In his own turn, P0 closing it himself brings the extra tile (card 7),
 * and P0 plays again before P1. */
static void
test_extra_tile (void)
{
  const guint deck[] = { CARC_MESSAGE_TILE, 0 };
  CarcState *state = messages_game ("A U U A B B", deck, NULL);

  test_play_figure (state, 1, 0, 1, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD);
  test_play (state, -1, 0, 0, NO_FIGURE);
  test_play (state, -2, 0, 0, NO_FIGURE);
  test_play (state, -3, 0, 3, NO_FIGURE);                                         /* P1 closes P0's road */
  /* Not P0's turn: his marker on 5 brings no message. */
  assert_figures (state, P0, 5, 0);
  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_PLACE_TILE);
  g_assert_cmpuint (carc_state_get_decision (state)->player, ==, P0);
  g_assert_cmpuint (carc_messages_get_n_read (state), ==, 0);
  carc_state_free (state);

  state = messages_game ("A U U B A B B", deck, NULL);
  test_play_figure (state, 1, 0, 1, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD);
  test_play (state, -1, 0, 0, NO_FIGURE);
  test_play (state, -2, 0, 0, NO_FIGURE);
  test_play (state, 0, 1, 0, NO_FIGURE);                                          /* P1 */
  test_play (state, -3, 0, 3, NO_FIGURE);                                         /* P0 closes it: 5 */
  assert_figures (state, P0, 5, 0);
  read_card (state, CARC_MESSAGE_TILE, CARC_MESSAGES_CARRY_OUT);
  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_PLACE_TILE);
  g_assert_cmpuint (carc_state_get_decision (state)->player, ==, P0);
  test_play (state, 1, 1, 0, NO_FIGURE);                                          /* the extra tile */
  g_assert_cmpuint (carc_state_get_decision (state)->player, ==, P1);
  carc_state_free (state);
}

/* What each card gives P0 with a farmer by D's road, a knight alone in
 * an open city of one tile without arms, and no thief or monk: 2 for the
 * knight, 2 for the farmer, 1 for the smallest city, nothing to do for
 * roads, monasteries and the arms (no arms: not offered). */
static void
test_card_values (void)
{
  const guint deck[] = { 0 };
  CarcState *state = messages_game ("U E E B B", deck, NULL);

  test_play_figure (state, 1, 0, 0, CARC_FIGURE_MEEPLE, CARC_FEATURE_FIELD);
  test_play (state, 1, -1, 0, NO_FIGURE);
  test_play_figure (state, 2, -1, 0, CARC_FIGURE_MEEPLE, CARC_FEATURE_CITY);
  g_assert_cmpint (carc_messages_card_value (state, CARC_MESSAGE_ROAD, P0), ==, -1);
  g_assert_cmpint (carc_messages_card_value (state, CARC_MESSAGE_CITY, P0), ==, 1);
  g_assert_cmpint (carc_messages_card_value (state, CARC_MESSAGE_MONASTERY, P0), ==, -1);
  g_assert_cmpint (carc_messages_card_value (state, CARC_MESSAGE_ARMS, P0), ==, 0);
  g_assert_cmpint (carc_messages_card_value (state, CARC_MESSAGE_KNIGHTS, P0), ==, 2);
  g_assert_cmpint (carc_messages_card_value (state, CARC_MESSAGE_FARMERS, P0), ==, 2);
  g_assert_cmpint (carc_messages_card_value (state, CARC_MESSAGE_TILE, P0), ==, 0);
  g_assert_cmpint (carc_messages_card_value (state, CARC_MESSAGE_KNIGHTS, P1), ==, -1);
  carc_state_free (state);
}

/* Card 8: P0 chooses his monk, whose monastery he holds; it scores as at
 * the end (1 + 1 neighbour) and the monk goes home.  His other figures
 * are on no feature now, so the monk and the 2 points are all he may
 * choose. */
static void
test_score_a_figure (void)
{
  const guint deck[] = { CARC_MESSAGE_FIGURE, 0 };
  CarcState *state = messages_game ("A U E U A B", deck, NULL);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  CarcAction monk;

  lady_to_five (state);
  carc_state_list_actions (state, actions);
  g_assert_cmpuint (actions->len, ==, 2);
  monk = g_array_index (actions, CarcAction, 0);
  g_assert_cmpuint (monk.choice, ==, CARC_MESSAGES_SCORE_FIGURE);
  g_assert_cmpint (monk.x, ==, -3);
  g_assert_cmpuint (carc_state_get_supply (state, P0, CARC_FIGURE_MEEPLE), ==, 6);
  g_assert_cmpint (carc_state_apply (state, &monk), ==, CARC_OK);
  move (state, P0, CARC_MESSAGES_MARKER);
  assert_figures (state, P0, 4 + 2, 5);
  g_assert_cmpuint (test_line_points (state, P0, "messages"), ==, 2);
  g_assert_cmpuint (carc_state_get_supply (state, P0, CARC_FIGURE_MEEPLE), ==, 7);
  carc_state_free (state);
}

/* A robber by the lady robs the lady's points, not the marker's: P1's
 * robber may go by P0's marker on 6 or his lady on 5, and goes by the
 * lady; then 4 points for the marker pass it by, and for the lady lose 2
 * to it (P1's own figures stand together, so his 2 need no choice). */
static void
test_robber_by_lady (void)
{
  const guint deck[] = { CARC_MESSAGE_MONASTERY, 0 };
  CarcState *state = messages_game ("A U E U A RB-F B", deck, CARC_ROBBERS_MODULE);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));

  lady_to_five (state);
  read_card (state, CARC_MESSAGE_MONASTERY, CARC_MESSAGES_TAKE_POINTS);
  move (state, P0, CARC_MESSAGES_MARKER);
  assert_figures (state, P0, 6, 5);
  g_assert_cmpuint (carc_state_get_decision (state)->player, ==, P1);
  {
    CarcAction place = { .kind = CARC_ACTION_PLACE_TILE, .x = 0, .y = 1, .rotation = 1 };

    g_assert_cmpint (carc_state_apply (state, &place), ==, CARC_OK);
  }
  /* By P0's marker on 6 or his lady on 5, or none. */
  carc_state_list_actions (state, actions);
  g_assert_cmpuint (actions->len, ==, 3);
  test_answer (state, (CarcAction) { .kind = CARC_ACTION_MODULE, .choice = CARC_ROBBERS_PLACE,
                                     .value = carc_robbers_target (P0, CARC_MESSAGES_LADY) });
  g_assert_cmpint (carc_robbers_get_space (state, P1), ==, 5);
  /* Points for P0 (4, given as a module gives them) wait for his choice;
   * on the marker they pass the robber by, on the lady they lose 2 to it. */
  for (guint figure = CARC_MESSAGES_MARKER; figure <= CARC_MESSAGES_LADY; figure++)
    {
      CarcState *copy = carc_state_copy (state);
      CarcPointsChange change = { P0, carc_state_find_score_category (copy, "messages"), CARC_NO_FEATURE, FALSE, 0 };

      carc_state_award_points (copy, &change, 4);
      g_assert_cmpuint (carc_state_get_score (copy, P0), ==, 11);
      g_assert_true (carc_state_peek_withheld (copy, NULL, NULL));
      carc_state_place_withheld (copy, figure);
      g_assert_false (carc_state_peek_withheld (copy, NULL, NULL));
      g_assert_cmpuint (carc_state_get_score (copy, P0), ==, 15);
      g_assert_cmpuint (test_line_points (copy, P1, "robbers"), ==, figure == CARC_MESSAGES_LADY ? 2 : 0);
      g_assert_cmpint (carc_robbers_get_space (copy, P1), ==, figure == CARC_MESSAGES_LADY ? -1 : 5);
      carc_state_free (copy);
    }
  carc_state_free (state);
}

/* A player looking ahead deals the cards nobody has read again, never the
 * one being read: copies dealt again from different sources keep the
 * card, and their decks differ at least once in 16. */
static void
test_redealt_deck (void)
{
  const guint deck[] = { CARC_MESSAGE_MONASTERY, 0 };
  CarcState *state = messages_game ("A U E U A B", deck, NULL);
  g_autofree char *first = NULL;
  guint differ = 0;

  lady_to_five (state);
  for (guint64 seed = 1; seed <= 16; seed++)
    {
      CarcState *copy = carc_state_copy (state);
      g_autofree char *dump = NULL;
      CarcRng rng;

      carc_rng_init (&rng, seed);
      carc_state_redeal (copy, &rng);
      g_assert_cmpuint (carc_messages_get_card (copy), ==, CARC_MESSAGE_MONASTERY);
      dump = test_dump (copy);
      if (first == NULL)
        first = g_steal_pointer (&dump);
      else
        differ += g_strcmp0 (first, dump) != 0;
      carc_state_free (copy);
    }
  g_assert_cmpuint (differ, >, 0);
  carc_state_free (state);
}

/* A turn that earns both a builder's extra tile and a message's (card 7)
 * gives the player two more turns, whichever module the game lists
 * first: in both saves player 0 read card 7 on turn 29 and plays turns 30
 * and 31. */
static void
test_two_extra_tiles (void)
{
  const char *files[] = { "messages-card7-builder-messages-first.xml", "messages-card7-builder-traders-first.xml" };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "saves", files[i], NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      CarcSavedGame *game = carc_save_read_file (file, carc_save_builtin_tile_sets, NULL, &error);
      CarcHistory *history;
      CarcState *state;

      g_assert_no_error (error);
      history = carc_saved_game_to_history (game, &error);
      g_assert_no_error (error);
      state = carc_history_get_state (history);
      g_assert_cmpuint (carc_state_get_turn (state), ==, 31);
      g_assert_cmpuint (carc_state_get_player (state), ==, 0);
      carc_history_free (history);
      carc_saved_game_free (game);
    }
}

static void
test_random_games (void)
{
  const char *modules[] = { CARC_MESSAGES_MODULE, NULL };
  const char *with_robbers[] = { CARC_MESSAGES_MODULE, CARC_ROBBERS_MODULE, NULL };

  test_random_module_games (modules, 300, 72);
  test_random_module_games (with_robbers, 300, 72 + 8);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/engine/messages/choose-figure", test_choose_figure);
  g_test_add_func ("/engine/messages/message-brings-another", test_message_brings_another);
  g_test_add_func ("/engine/messages/extra-tile", test_extra_tile);
  g_test_add_func ("/engine/messages/card-values", test_card_values);
  g_test_add_func ("/engine/messages/score-a-figure", test_score_a_figure);
  g_test_add_func ("/engine/messages/robber-by-lady", test_robber_by_lady);
  g_test_add_func ("/engine/messages/redealt-deck", test_redealt_deck);
  g_test_add_func ("/engine/messages/two-extra-tiles", test_two_extra_tiles);
  g_test_add_func ("/engine/messages/random-games", test_random_games);
  return g_test_run ();
}
