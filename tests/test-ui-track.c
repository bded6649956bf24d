/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The score track of the side panel: every player's scoring figure on
 * the space of its points, the Messages' lady beside it, a robber by the
 * figure it waits by, the campaign's team marker, goal and hounds; the
 * figures a question points at are chosen on the track, and the answer
 * the keys or the pointer are on shows where the figures would go.  Red
 * is player 0, Blue player 1; the start tile is D at 0,0. */
#include "config.h"

#include "carc-colour-name.h"
#include "carc-messages.h"
#include "carc-mists.h"
#include "carc-robbers.h"
#include "carc-score-track.h"
#include "carc-tileset-loader.h"
#include "carc-ui-test-util.h"
#include "carc-window-private.h"

#define RED 0
#define BLUE 1

static CarcScoreTrack *
track_of (CarcWindow *window)
{
  return test_view_child (window, "score_track");
}

/* The piece drawn @drawing of @owner (-1: a neutral piece) with @id, or
 * fails. */
static const CarcTrackPiece *
piece (CarcWindow *window,
       const char *drawing,
       gint        owner,
       guint       id)
{
  CarcScoreTrack *track = track_of (window);

  for (guint i = 0; i < carc_score_track_get_n_pieces (track); i++)
    {
      const CarcTrackPiece *p = carc_score_track_get_piece (track, i);

      if (g_strcmp0 (p->drawing, drawing) == 0 && p->owner == owner && p->id == id)
        return p;
    }
  g_assert_not_reached ();
  return NULL;
}

static gboolean
has_piece (CarcWindow *window,
           const char *drawing)
{
  CarcScoreTrack *track = track_of (window);

  for (guint i = 0; i < carc_score_track_get_n_pieces (track); i++)
    if (g_strcmp0 (carc_score_track_get_piece (track, i)->drawing, drawing) == 0)
      return TRUE;
  return FALSE;
}

/* A click on the track's space @space: the choice of the piece there. */
static void
click_space (CarcWindow *window,
             guint       space)
{
  CarcScoreTrack *track = track_of (window);
  CarcChoice *choice;
  double x, y;

  carc_score_track_space_centre (track, space, &x, &y);
  choice = carc_score_track_choice_at (track, x, y);
  g_assert_nonnull (choice);
  g_signal_emit_by_name (track, "chosen", choice);
  test_settle ();
}

/* The classic rulebook's first examples: a road of 3 tiles scores 3, a
 * city of 2 tiles 4; each figure stands on the space of its points. */
static void
test_classic_figures (void)
{
  const char *modules[] = { NULL };
  g_autoptr(CarcGame) game = test_composed_ui_game (modules, "E U");
  CarcWindow *window = test_window_with (game);

  g_assert_cmpuint (piece (window, "meeple", RED, 0)->points, ==, 0);
  g_assert_cmpuint (piece (window, "meeple", BLUE, 0)->points, ==, 0);
  g_assert_cmpuint (carc_score_track_get_n_pieces (track_of (window)), ==, 2);
  test_ui_tile (window, 0, -1, 2, 0);              /* Red closes the start tile's city: 4 */
  g_assert_cmpuint (piece (window, "meeple", RED, 0)->points, ==, 4);
  g_assert_cmpuint (piece (window, "meeple", BLUE, 0)->points, ==, 0);
  g_assert_cmpstr (piece (window, "meeple", RED, 0)->tooltip, ==, "Red: 4 points");
  g_assert_cmpstr (piece (window, "meeple", BLUE, 0)->tooltip, ==, "Blue: 0 points");
  test_screenshot (GTK_WIDGET (window), "track-classic.png");
  /* Undone, the figure goes back. */
  g_assert_true (carc_game_undo_turn (game));
  test_settle ();
  g_assert_cmpuint (piece (window, "meeple", RED, 0)->points, ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The Messages' scene of test-ui-messages: Red's road of 5, his figure
 * on 4 and his lady on 0; the lady is chosen on the track and goes to 5,
 * a message; Blue's robber is put by Red's figure on the track. */
static void
test_lady_and_robber (void)
{
  const char *modules[] = { CARC_MESSAGES_MODULE, CARC_ROBBERS_MODULE, NULL };
  g_autoptr(CarcGame) game = test_composed_ui_game (modules, "A U E U A RB-F");
  CarcWindow *window = test_window_with (game);
  CarcScoreTrack *track = track_of (window);
  g_autoptr(CarcChoice) lady_choice = NULL;
  const CarcTrackPiece *lady;

  test_ui_tile (window, 1, 0, 1, 1);                       /* Red: a thief */
  test_ui_tile (window, -1, 0, 0, -1);
  test_ui_tile (window, 0, -1, 2, 0);                      /* Red closes the city: 4 */
  test_ui_tile (window, -2, 0, 0, -1);
  test_ui_tile (window, -3, 0, 3, 0);                      /* Red closes the road of 5, a monk */
  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_MODULE);
  g_assert_cmpuint (piece (window, "meeple", RED, CARC_MESSAGES_MARKER)->points, ==, 4);
  lady = piece (window, "lady", RED, CARC_MESSAGES_LADY);
  g_assert_cmpuint (lady->points, ==, 0);
  g_assert_cmpstr (lady->tooltip, ==, "Red’s lady: 0 points");
  /* Both of Red's figures are the question's answers; Blue's are not. */
  g_assert_nonnull (piece (window, "meeple", RED, CARC_MESSAGES_MARKER)->choice);
  g_assert_nonnull (lady->choice);
  g_assert_null (piece (window, "meeple", BLUE, CARC_MESSAGES_MARKER)->choice);
  g_assert_null (piece (window, "lady", BLUE, CARC_MESSAGES_LADY)->choice);
  /* The lady's button, under the keys' focus, shows where she would go. */
  lady_choice = g_object_ref (lady->choice);
  carc_score_track_show_choice (track, lady_choice);
  test_screenshot (GTK_WIDGET (window), "track-lady-preview.png");
  carc_score_track_show_choice (track, NULL);
  /* On space 0 stand Red's lady and Blue's two figures: the click takes
   * the one that answers. */
  click_space (window, 0);
  g_assert_cmpuint (piece (window, "lady", RED, CARC_MESSAGES_LADY)->points, ==, 5);
  g_assert_cmpuint (piece (window, "meeple", RED, CARC_MESSAGES_MARKER)->points, ==, 4);
  /* The card read gives nothing now: its 2 points are taken unasked and
   * wait for a figure. */
  test_ui_answer (window, (CarcAction) { .kind = CARC_ACTION_MODULE, .choice = CARC_MESSAGES_MOVE,
                                         .value = CARC_MESSAGES_MARKER });
  g_assert_cmpuint (piece (window, "meeple", RED, CARC_MESSAGES_MARKER)->points, ==, 6);
  g_assert_cmpuint (piece (window, "lady", RED, CARC_MESSAGES_LADY)->points, ==, 5);
  /* Blue's robber tile: Red's figures on 6 and 5 are the answers. */
  test_ui_tile (window, 0, 1, 1, -1);
  g_assert_cmpuint (carc_game_get_acting (game), ==, BLUE);
  g_assert_false (has_piece (window, "robber-figure"));
  g_assert_nonnull (piece (window, "lady", RED, CARC_MESSAGES_LADY)->choice);
  g_assert_nonnull (piece (window, "meeple", RED, CARC_MESSAGES_MARKER)->choice);
  click_space (window, 6);
  g_assert_cmpint (carc_robbers_get_space (carc_game_peek_state (game), BLUE), ==, 6);
  g_assert_cmpuint (piece (window, "robber-figure", BLUE, 0)->points, ==, 6);
  g_assert_true (piece (window, "robber-figure", BLUE, 0)->beside);
  g_assert_cmpstr (piece (window, "robber-figure", BLUE, 0)->tooltip, ==,
                   "Blue’s robber on space 6, by Red: half of their next points");
  test_screenshot (GTK_WIDGET (window), "track-robber.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Level 3 of the campaign: one marker for the team, the goal of 100 on
 * space 0 of the third lap, the hounds on 15 and 50. */
static void
test_campaign_marks (void)
{
  const char *names[CARC_CAMPAIGN_MAX_COLOURS + 1] = { NULL };
  const char *colours[CARC_CAMPAIGN_MAX_COLOURS + 1] = { NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin (CARC_MISTS_MODULE, &error);
  g_autoptr(CarcSetup) setup = NULL;
  g_autoptr(CarcGame) game = NULL;
  CarcWindow *window;

  g_assert_no_error (error);
  setup = carc_mists_setup_new (tiles, 1, 3, 7);
  for (guint c = 0; c < carc_mists_count_colours (1); c++)
    {
      colours[c] = carc_mists_get_module ()->campaign->colours[c];
      names[c] = carc_colour_name (colours[c]);
    }
  game = carc_game_new (setup, names, colours);
  window = test_window_with (game);
  g_assert_true (piece (window, "meeple", RED, 0)->hidden);
  g_assert_cmpuint (piece (window, "meeple", -1, 0)->points, ==, 0);
  g_assert_false (piece (window, "meeple", -1, 0)->hidden);
  g_assert_cmpstr (piece (window, "meeple", -1, 0)->tooltip, ==, "The team: 0 points");
  g_assert_cmpuint (piece (window, "goal", -1, 1)->points, ==, 100);
  g_assert_cmpstr (piece (window, "goal", -1, 1)->tooltip, ==, "Goal: 100 points");
  g_assert_cmpuint (piece (window, "hound", -1, 2)->points, ==, 15);
  g_assert_cmpuint (piece (window, "hound", -1, 3)->points, ==, 50);
  test_screenshot (GTK_WIDGET (window), "track-campaign.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui/track/classic-figures", test_classic_figures);
  g_test_add_func ("/ui/track/lady-and-robber", test_lady_and_robber);
  g_test_add_func ("/ui/track/campaign-marks", test_campaign_marks);
  return g_test_run ();
}
