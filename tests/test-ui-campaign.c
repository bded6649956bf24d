/* SPDX-License-Identifier: GPL-3.0-or-later */

/* A second campaign, in the tests only: "Target Practice", two levels of
 * the classic game for two colours, won once a colour reaches 3 points
 * (level 1) or 6 (level 2), lost when the pile runs out first.  It is a
 * rules module with a campaign declaration and a bundle with the words of
 * its levels page, registered here and nowhere else: the window shows
 * its button on the start page, its levels page, plays a level through,
 * opens the next, and a new window resumes the level left in progress. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "carc-bundle.h"
#include "carc-module.h"
#include "carc-rng.h"
#include "carc-session.h"
#include "carc-ui-test-util.h"
#include "carc-window-private.h"

#define TARGET "target"

static const guint targets[] = { 0, 3, 6 };

static const CarcModuleOption target_options[] = {
  { "level", 1, 2 },
  { "people", 1, 2 },
  { NULL, 0, 0 },
};

static const CarcRulesModule *target_module (void);

/* The level and people of @setup's id "target:level=…:people=…". */
static guint
setup_level (CarcSetup *setup,
             guint     *people,
             gboolean  *switched)
{
  for (guint i = 0; i < carc_setup_get_n_modules (setup); i++)
    {
      guint values[CARC_MAX_MODULE_OPTIONS];

      if (carc_rules_module_parse_options (target_module (), carc_setup_get_module (setup, i), values))
        {
          *people = values[1];
          *switched = FALSE;
          return values[0];
        }
    }
  return 0;
}

static gpointer
target_create (CarcState *state)
{
  guint people;
  gboolean switched;

  return GUINT_TO_POINTER (setup_level ((CarcSetup *) carc_state_get_setup (state), &people, &switched));
}

static gpointer
target_copy (gconstpointer data)
{
  return (gpointer) data;
}

static guint
best_score (CarcState *state)
{
  guint best = 0;

  for (guint p = 0; p < carc_setup_get_n_players (carc_state_get_setup (state)); p++)
    best = MAX (best, carc_state_get_score (state, p));
  return best;
}

static void
target_turn_scored (CarcState *state,
                    gpointer   data)
{
  if (best_score (state) >= targets[GPOINTER_TO_UINT (data)])
    carc_state_end (state, CARC_OUTCOME_WON);
}

static void
target_final_scoring (CarcState *state,
                      gpointer   data)
{
  carc_state_end (state, best_score (state) >= targets[GPOINTER_TO_UINT (data)] ? CARC_OUTCOME_WON
                                                                               : CARC_OUTCOME_LOST);
}

static CarcSetup *
level_setup (CarcTileSet *tiles,
             guint        level,
             guint        people,
             gboolean     switched,
             guint64      seed)
{
  CarcSetup *setup = carc_setup_new_shuffled (tiles, 2, 0, seed);
  g_autofree char *id = carc_rules_module_make_id (target_module (), (guint[CARC_MAX_MODULE_OPTIONS]) { level, people });

  g_assert_true (carc_setup_add_module (setup, id));
  return setup;
}

static guint
two_colours (guint people)
{
  return 2;
}

static const char * const colours[] = { "#f2c318", "#2f62c8", "#2b2b2b" };
static const guint first_colours[] = { 0, 1, G_MAXUINT };

static const CarcCampaignRules target_campaign = {
  .id = TARGET,
  .tile_set = "base",
  .file_name = "target-campaign.xml",
  .game_file_name = "target-game.carcassonne",
  .n_levels = 2,
  .max_people = 2,
  .n_colours = G_N_ELEMENTS (colours),
  .colours = colours,
  .first_colours = first_colours,
  .count_colours = two_colours,
  .level_setup = level_setup,
  .setup_level = setup_level,
  .progress = best_score,
};

static const CarcRulesModule *
target_module (void)
{
  static const CarcRulesModule module = {
    .id = TARGET,
    .options = target_options,
    .create = target_create,
    .copy = target_copy,
    .turn_scored = target_turn_scored,
    .final_scoring = target_final_scoring,
    .campaign = &target_campaign,
  };

  return &module;
}

static const char *
level_summary (guint level)
{
  return level == 1 ? "A first closed feature will do." : "Twice as many points.";
}

static void
level_facts (guint      level,
             guint      n_colours,
             gboolean   switched,
             GPtrArray *facts)
{
  g_ptr_array_add (facts, g_strdup_printf ("Target: %u points", targets[level]));
}

static const CarcCampaignLook target_look = {
  .start_label = "_Target Practice",
  .start_tooltip = "Two levels against the clock",
  .title = "Target Practice",
  .intro = "Reach the target before the pile runs out.",
  .people_subtitle = "One or two people, two colours.",
  .level_summary = level_summary,
  .level_facts = level_facts,
};

static const CarcBundle target_bundle = {
  .module = TARGET,
  .campaign = &target_look,
};

/* A window on the start page. */
static CarcWindow *
new_window (void)
{
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  gtk_window_present (GTK_WINDOW (window));
  test_settle ();
  return window;
}

/* The start page's button of the campaign @id, or NULL. */
static GtkWidget *
campaign_button (CarcWindow *window,
                 const char *id)
{
  for (GtkWidget *b = gtk_widget_get_first_child (window->campaign_box); b != NULL; b = gtk_widget_get_next_sibling (b))
    {
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (b));

      if (target != NULL && g_str_equal (g_variant_get_string (target, NULL), id))
        return b;
    }
  return NULL;
}

/* Plays legal moves as a player would, the first listed each time, until
 * the game ends or @moves were made. */
static void
play (CarcWindow *window,
      guint       moves)
{
  CarcGame *game = carc_window_get_game (window);

  for (guint m = 0; m < moves && !carc_game_get_game_over (game); m++)
    {
      g_autoptr(CarcChoice) first = g_list_model_get_item (carc_game_get_choices (game), 0);

      test_play_as_a_player (window, carc_choice_get_action (first));
    }
}

static void
test_second_campaign (void)
{
  CarcWindow *window;
  GtkWidget *button;
  CarcCampaign *campaign;
  CarcGame *game;
  guint placed;
  g_autofree char *progress = NULL;
  g_autofree char *path = NULL;

  test_forget_user_files ();
  window = new_window ();
  /* Its button, beside the Mists'. */
  button = campaign_button (window, TARGET);
  g_assert_nonnull (button);
  g_assert_nonnull (campaign_button (window, "mists"));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "_Target Practice");
  g_signal_emit_by_name (button, "clicked");
  test_settle ();
  g_assert_cmpstr (carc_window_get_page (window), ==, "levels");
  campaign = carc_level_view_get_campaign (window->level_view);
  g_assert_true (carc_campaign_get_rules (campaign) == &target_campaign);
  g_assert_nonnull (carc_level_view_get_card (window->level_view, 2));
  g_assert_cmpint (carc_campaign_get_status (campaign, 1), ==, CARC_LEVEL_OPEN);
  g_assert_cmpint (carc_campaign_get_status (campaign, 2), ==, CARC_LEVEL_LOCKED);
  test_screenshot (GTK_WIDGET (window), "screenshot-second-campaign.png");

  /* Level 1, played through the window to its end: won, level 2 open. */
  g_signal_emit_by_name (window->level_view, "start-level", 1);
  test_settle ();
  game = carc_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpstr (carc_window_get_page (window), ==, "board");
  g_assert_cmpstr (carc_player_get_colour (carc_game_get_player (game, 1)), ==, "#2f62c8");
  play (window, 400);
  g_assert_true (carc_game_get_game_over (game));
  g_assert_cmpint (carc_game_get_outcome (game), ==, CARC_OUTCOME_WON);
  test_settle ();
  g_assert_cmpint (carc_campaign_get_status (campaign, 1), ==, CARC_LEVEL_WON);
  g_assert_cmpint (carc_campaign_get_status (campaign, 2), ==, CARC_LEVEL_OPEN);
  g_assert_cmpuint (carc_campaign_get_attempts (campaign, 1), ==, 1);
  g_assert_cmpuint (carc_campaign_get_best (campaign, 1), >=, 3);

  /* Level 2, a few moves, and the window goes. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-levels", NULL));
  test_settle ();
  g_signal_emit_by_name (window->level_view, "start-level", 2);
  test_settle ();
  game = carc_window_get_game (window);
  play (window, 3);
  g_assert_false (carc_game_get_game_over (game));
  placed = carc_game_get_n_placed (game);
  carc_session_flush (window->session);
  gtk_window_destroy (GTK_WINDOW (window));
  test_settle ();

  /* Its own files, beside the Mists'. */
  path = g_build_filename (g_get_user_data_dir (), "carcassonne", "target-campaign.xml", NULL);
  g_assert_true (g_file_get_contents (path, &progress, NULL, NULL));
  g_assert_nonnull (strstr (progress, "<current level=\"2\"/>"));
  g_assert_nonnull (strstr (progress, "number=\"1\""));

  /* A new window resumes it where it stopped. */
  window = new_window ();
  g_signal_emit_by_name (campaign_button (window, TARGET), "clicked");
  test_settle ();
  campaign = carc_level_view_get_campaign (window->level_view);
  g_assert_cmpuint (carc_campaign_get_current_level (campaign), ==, 2);
  g_signal_emit_by_name (window->level_view, "continue");
  test_settle ();
  game = carc_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpuint (carc_game_get_n_placed (game), ==, placed);
  g_assert_cmpstr (carc_window_get_page (window), ==, "board");
  /* And the way back leads to its levels, not the Mists'. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.go-back", NULL));
  test_settle ();
  g_assert_cmpstr (carc_window_get_page (window), ==, "levels");
  g_assert_true (carc_campaign_get_rules (carc_level_view_get_campaign (window->level_view)) == &target_campaign);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);
  carc_rules_module_register (target_module ());
  carc_bundle_register (&target_bundle);
  g_test_add_func ("/ui/campaign/second-campaign", test_second_campaign);
  return g_test_run ();
}
