/* SPDX-License-Identifier: GPL-3.0-or-later */

/* A rules module the program does not have, with a bundle of its own,
 * played through the window: the seam every module plugs into.  The
 * beacon module asks the next player in turn order, after each tile, to
 * light a beacon on the new tile or to pass; its bundle draws the
 * beacons (a layer of the board, with a click on a burning beacon
 * meaning "pass"), shows their number in a panel built from its own
 * GtkBuilder template, and words the question and its answers. */
#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "carc-bundle.h"
#include "carc-game-private.h"
#include "carc-tileset-loader.h"
#include "carc-ui-test-util.h"
#include "carc-window-private.h"
#include "carc-words.h"

#define BEACON_MODULE "test-beacon"
#define MAX_BEACONS 16

enum { BEACON_LIGHT, BEACON_PASS };

typedef struct
{
  guint asked_for;          /* the tile count the question was answered for */
  guint n_lit;
  guint lit[MAX_BEACONS];   /* placed tiles with a beacon */
} Beacons;

static gpointer
beacons_create (CarcState *state)
{
  return g_new0 (Beacons, 1);
}

static gpointer
beacons_copy (gconstpointer data)
{
  return g_memdup2 (data, sizeof (Beacons));
}

static gboolean
beacons_pending (CarcState    *state,
                 gpointer      data,
                 CarcDecision *decision)
{
  Beacons *b = data;

  if (b->asked_for == carc_state_get_n_tiles (state))
    return FALSE;
  decision->choice_kind = 1;
  decision->acting = (decision->player + 1) % carc_setup_get_n_players (carc_state_get_setup (state));
  return TRUE;
}

static void
beacons_list (CarcState *state,
              gpointer   data,
              GArray    *actions)
{
  Beacons *b = data;
  CarcPlacedTile t;
  CarcAction light = { .kind = CARC_ACTION_MODULE, .module = carc_state_get_decision (state)->module,
                       .choice = BEACON_LIGHT };
  CarcAction pass = light;

  carc_state_get_tile (state, carc_state_get_last_tile (state), &t);
  light.x = t.x;
  light.y = t.y;
  if (b->n_lit < MAX_BEACONS)
    g_array_append_val (actions, light);
  pass.choice = BEACON_PASS;
  g_array_append_val (actions, pass);
}

static CarcError
beacons_apply (CarcState        *state,
               gpointer          data,
               const CarcAction *action)
{
  Beacons *b = data;

  if (action->choice == BEACON_LIGHT)
    b->lit[b->n_lit++] = carc_state_get_last_tile (state);
  b->asked_for = carc_state_get_n_tiles (state);
  return CARC_OK;
}

static const CarcModuleAction beacon_actions[] = {
  { "light", CARC_TARGET_TILE },
  { "pass", CARC_TARGET_BUTTON },
  { NULL, CARC_TARGET_BUTTON },
};

static const CarcRulesModule beacon_module = {
  .id = BEACON_MODULE,
  .actions = beacon_actions,
  .create = beacons_create,
  .destroy = g_free,
  .copy = beacons_copy,
  .pending_decision = beacons_pending,
  .list_actions = beacons_list,
  .apply = beacons_apply,
};

static Beacons *
beacons_of (CarcGame *game)
{
  Beacons *b = carc_state_get_module_data (carc_game_peek_state (game), BEACON_MODULE);

  g_assert_nonnull (b);
  return b;
}

/* The bundle's panel: the beacons' count, from its own template. */
#define TEST_TYPE_BEACON_PANEL (test_beacon_panel_get_type ())
G_DECLARE_FINAL_TYPE (TestBeaconPanel, test_beacon_panel, TEST, BEACON_PANEL, GtkWidget)

struct _TestBeaconPanel
{
  GtkWidget  parent_instance;
  CarcGame  *game;
  GtkLabel  *count_label;
};

G_DEFINE_FINAL_TYPE (TestBeaconPanel, test_beacon_panel, GTK_TYPE_WIDGET)

static void
panel_update (TestBeaconPanel *self)
{
  g_autofree char *text = g_strdup_printf ("Beacons: %u", beacons_of (self->game)->n_lit);

  gtk_label_set_label (self->count_label, text);
}

static void
panel_set_property (GObject      *object,
                    guint         prop_id,
                    const GValue *value,
                    GParamSpec   *pspec)
{
  TestBeaconPanel *self = TEST_BEACON_PANEL (object);

  g_set_object (&self->game, g_value_get_object (value));
  if (self->game != NULL)
    {
      g_signal_connect_object (self->game, "changed", G_CALLBACK (panel_update), self, G_CONNECT_SWAPPED);
      panel_update (self);
    }
}

static void
panel_get_property (GObject    *object,
                    guint       prop_id,
                    GValue     *value,
                    GParamSpec *pspec)
{
  g_value_set_object (value, TEST_BEACON_PANEL (object)->game);
}

static void
panel_dispose (GObject *object)
{
  TestBeaconPanel *self = TEST_BEACON_PANEL (object);
  GtkWidget *child;

  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), TEST_TYPE_BEACON_PANEL);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (test_beacon_panel_parent_class)->dispose (object);
}

static void
test_beacon_panel_class_init (TestBeaconPanelClass *klass)
{
  static const char template[] =
    "<interface><template class=\"TestBeaconPanel\" parent=\"GtkWidget\">"
    "<child><object class=\"GtkLabel\" id=\"count_label\"/></child>"
    "</template></interface>";
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  g_autoptr(GBytes) bytes = g_bytes_new_static (template, sizeof template - 1);

  object_class->set_property = panel_set_property;
  object_class->get_property = panel_get_property;
  object_class->dispose = panel_dispose;
  g_object_class_install_property (object_class, 1,
                                   g_param_spec_object ("game", NULL, NULL, CARC_TYPE_GAME, G_PARAM_READWRITE));
  gtk_widget_class_set_template (widget_class, bytes);
  gtk_widget_class_bind_template_child (widget_class, TestBeaconPanel, count_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
test_beacon_panel_init (TestBeaconPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* The board layer: an orange beacon in each lit tile's top left corner. */
#define BEACON_X 0.2
#define BEACON_Y 0.2
static guint layer_draws;

static void
draw_beacons (CarcGame             *game,
              const CarcBoardFrame *frame,
              cairo_t              *cr)
{
  Beacons *b = beacons_of (game);
  double ts = frame->tile_size;

  for (guint i = 0; i < b->n_lit; i++)
    {
      CarcPlacedTile t;
      double px, py;

      carc_game_get_placed (game, b->lit[i], &t);
      carc_board_frame_to_screen (frame, t.x + BEACON_X, t.y + BEACON_Y, &px, &py);
      cairo_new_sub_path (cr);
      cairo_arc (cr, px, py, ts * 0.1, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 1.0, 0.5, 0.0);
      cairo_fill (cr);
    }
  layer_draws++;
}

/* A click on a burning beacon lets it burn: the "pass" answer. */
static CarcChoice *
beacon_at (CarcGame             *game,
           const CarcBoardFrame *frame,
           gint                  x,
           gint                  y,
           double                fx,
           double                fy)
{
  Beacons *b = beacons_of (game);
  CarcAction pass = { .kind = CARC_ACTION_MODULE, .choice = BEACON_PASS };

  pass.module = carc_state_get_decision (carc_game_peek_state (game))->module;
  for (guint i = 0; i < b->n_lit; i++)
    {
      CarcPlacedTile t;

      carc_game_get_placed (game, b->lit[i], &t);
      if (t.x == x && t.y == y && hypot (fx - BEACON_X, fy - BEACON_Y) < 0.12)
        return carc_game_find_choice (game, &pass);
    }
  return NULL;
}

static char *
beacon_question (CarcGame *game)
{
  CarcPlayer *who = carc_game_get_player (game, carc_game_get_acting (game));

  return g_strdup_printf ("%s: light a beacon on the new tile, or pass.", carc_player_get_name (who));
}

static char *
beacon_label (CarcGame   *game,
              CarcChoice *choice,
              gboolean   *suggested)
{
  return carc_choice_get_action (choice)->choice == BEACON_PASS ? g_strdup ("Let It Be") : NULL;
}

static const CarcBundle beacon_bundle = {
  .module = BEACON_MODULE,
  .panel_type = test_beacon_panel_get_type,
  .draw_pieces = draw_beacons,
  .choice_at = beacon_at,
  .question = beacon_question,
  .choice_label = beacon_label,
};

/* Which rows of the players list are marked as deciding now. */
static guint
marked_rows (CarcWindow *window)
{
  guint marked = 0, i = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (test_view_child (window, "players_list")));
       row != NULL; row = gtk_widget_get_next_sibling (row), i++)
    if (gtk_widget_has_css_class (row, "current-player"))
      marked |= 1u << i;
  return marked;
}

/* Places the first listed tile by the window. */
static void
play_tile (CarcWindow *window)
{
  CarcGame *game = carc_window_get_game (window);
  g_autoptr(CarcChoice) first = g_list_model_get_item (carc_game_get_choices (game), 0);
  CarcAction place = *carc_choice_get_action (first);

  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_PLACE_TILE);
  test_play_as_a_player (window, &place);
}

/* After the question the turn's player places a figure or not. */
static void
skip_figure (CarcWindow *window,
             guint       player)
{
  CarcGame *game = carc_window_get_game (window);

  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_PLACE_FIGURE);
  g_assert_cmpuint (carc_game_get_current_player (game), ==, player);
  g_assert_cmpuint (marked_rows (window), ==, 1u << player);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.skip-figure", NULL));
}

/* A window of @width × @height with a game of the beacons for @n_players
 * (Anna, Ben, Cleo) on the classic set, seed 11. */
static CarcWindow *
beacon_window (guint      n_players,
               int        width,
               int        height,
               CarcGame **game)
{
  const char * const names[] = { "Anna", "Ben", "Cleo", NULL };
  const char * const colours[] = { "red", "green", "blue", NULL };
  const char *some_names[G_N_ELEMENTS (names)] = { NULL };
  const char *some_colours[G_N_ELEMENTS (colours)] = { NULL };
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin ("base", NULL);
  g_autoptr(CarcSetup) setup = carc_setup_new_shuffled (tiles, n_players, 0, 11);
  CarcWindow *window;

  g_assert_cmpuint (n_players, <, G_N_ELEMENTS (names));
  memcpy (some_names, names, n_players * sizeof names[0]);
  memcpy (some_colours, colours, n_players * sizeof colours[0]);
  carc_rules_module_register (&beacon_module);
  carc_bundle_register (&beacon_bundle);
  g_assert_true (carc_setup_add_module (setup, BEACON_MODULE));
  *game = carc_game_new (setup, some_names, some_colours);
  window = g_object_new (CARC_TYPE_WINDOW, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_set_game (window, *game);
  test_settle ();
  return window;
}

static void
test_module_bundle_in_the_window (void)
{
  g_autoptr(CarcGame) game = NULL;
  CarcWindow *window = beacon_window (3, 1280, 820, &game);
  GtkLabel *count;
  CarcPlacedTile first;
  guint draws, listings;

  /* The bundle's panel, from its template, in the side panel's slot. */
  count = test_panel_child (window, BEACON_MODULE, TEST_TYPE_BEACON_PANEL, "count_label");
  g_assert_nonnull (count);
  g_assert_cmpstr (gtk_label_get_label (count), ==, "Beacons: 0");
  g_assert_false (gtk_widget_get_visible (test_view_child (window, "question_box")));

  /* Anna's tile: Ben, the next in turn order, decides about the beacon;
   * the turn stays Anna's.  The window's views (board, side panel,
   * bundle) read the choices the game listed once for the change. */
  listings = carc_game_get_n_listings (game);
  play_tile (window);
  test_settle ();
  g_assert_cmpuint (carc_game_get_n_listings (game), ==, listings + 1);
  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_MODULE);
  g_assert_cmpuint (carc_game_get_current_player (game), ==, 0);
  g_assert_cmpuint (carc_game_get_acting (game), ==, 1);
  g_assert_cmpstr (carc_window_get_status (window), ==, "Ben decides");
  g_assert_cmpuint (marked_rows (window), ==, 1u << 1);
  g_assert_true (gtk_widget_get_visible (test_view_child (window, "question_box")));
  g_assert_cmpstr (gtk_label_get_label (test_view_child (window, "question_label")), ==,
                   "Ben: light a beacon on the new tile, or pass.");
  /* One button, the bundle's; the tile is the board's to take. */
  {
    GtkWidget *buttons = test_view_child (window, "answer_buttons");
    GtkWidget *button = gtk_widget_get_first_child (buttons);

    g_assert_nonnull (button);
    g_assert_null (gtk_widget_get_next_sibling (button));
    g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button)))), ==, "Let It Be");
  }
  /* A click on the new tile lights the beacon there. */
  carc_game_get_placed (game, carc_game_get_last_placed (game), &first);
  g_assert_false (carc_board_activate_cell (carc_window_get_board (window), first.x + 5, first.y, 0.5, 0.5));
  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_MODULE);
  {
    /* A click beside it says where the answers are. */
    g_autofree char *words = carc_words_refusal (game, CARC_ERROR_WRONG_DECISION);

    g_assert_cmpstr (words, ==, "Choose a place marked on the board, or answer in the side panel.");
  }
  g_assert_true (carc_board_activate_cell (carc_window_get_board (window), first.x, first.y, 0.5, 0.5));
  g_assert_cmpuint (beacons_of (game)->n_lit, ==, 1);
  g_assert_cmpstr (gtk_label_get_label (count), ==, "Beacons: 1");
  skip_figure (window, 0);
  g_assert_cmpuint (carc_game_get_current_player (game), ==, 1);
  g_assert_cmpuint (marked_rows (window), ==, 1u << 1);

  /* The layer draws the beacon. */
  draws = layer_draws;
  gtk_widget_queue_draw (GTK_WIDGET (carc_window_get_board (window)));
  test_settle ();
  g_assert_cmpuint (layer_draws, >, draws);
  test_screenshot (GTK_WIDGET (window), "screenshot-module-bundle.png");

  /* Ben's tile: Cleo decides; a click on the burning beacon is the
   * bundle's own piece, and means "pass". */
  play_tile (window);
  g_assert_cmpuint (carc_game_get_acting (game), ==, 2);
  g_assert_cmpstr (carc_window_get_status (window), ==, "Cleo decides");
  g_assert_true (carc_board_activate_cell (carc_window_get_board (window), first.x, first.y, BEACON_X, BEACON_Y));
  g_assert_cmpuint (beacons_of (game)->n_lit, ==, 1);
  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_PLACE_FIGURE);

  /* Undo brings the question back to Cleo, with its button. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_MODULE);
  g_assert_cmpstr (carc_window_get_status (window), ==, "Cleo decides");
  g_signal_emit_by_name (gtk_widget_get_first_child (test_view_child (window, "answer_buttons")), "clicked");
  skip_figure (window, 1);
  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_PLACE_TILE);
  g_assert_cmpuint (carc_game_get_current_player (game), ==, 2);

  /* By keys: Cleo's tile, Anna decides; Enter picks the marked tile, and
   * Enter again lights the beacon there. */
  play_tile (window);
  g_assert_cmpuint (carc_game_get_acting (game), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (carc_window_get_board (window)), "board.activate", NULL));
  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_MODULE);
  g_assert_true (carc_board_get_cursor (carc_window_get_board (window), NULL, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (carc_window_get_board (window)), "board.activate", NULL));
  g_assert_cmpuint (beacons_of (game)->n_lit, ==, 2);
  g_assert_cmpstr (gtk_label_get_label (count), ==, "Beacons: 2");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* In a narrow window the side panel comes out over the board with the
 * question's button; the tile the question points at, which it would
 * cover, comes out from under it, with some of the board beside it; so
 * does the tile that lay just beside where the panel came (@data). */
static void
test_targets_beside_the_panel (gconstpointer data)
{
  gboolean at_the_edge = GPOINTER_TO_INT (data);
  g_autoptr(CarcGame) game = NULL;
  g_autoptr(CarcChoice) first = NULL;
  CarcWindow *window = beacon_window (2, 800, 600, &game);
  CarcBoard *board;
  AdwFlap *flap;
  CarcAction place;
  double px, py, ts, panel, beside;

  board = carc_window_get_board (window);
  flap = carc_board_view_get_flap (carc_window_get_board_view (window));
  g_assert_true (adw_flap_get_folded (flap));
  g_assert_false (adw_flap_get_reveal_flap (flap));

  /* The tile goes where the panel will cover it, in full view before. */
  first = g_list_model_get_item (carc_game_get_choices (game), 0);
  place = *carc_choice_get_action (first);
  ts = carc_board_tile_size (board);
  carc_board_to_screen (board, place.x, place.y, &px, &py);
  carc_board_pan (board, (px - (gtk_widget_get_width (GTK_WIDGET (board)) - 1.5 * ts)) / ts, 0);
  carc_board_to_screen (board, place.x, place.y, &px, &py);
  g_assert_cmpfloat (px, >, gtk_widget_get_width (GTK_WIDGET (board)) - 340);
  g_assert_cmpfloat (px + ts, <=, gtk_widget_get_width (GTK_WIDGET (board)));
  /* Or just beside where the panel will come, in view then too. */
  if (at_the_edge)
    {
      int width;

      gtk_widget_measure (adw_flap_get_flap (flap), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
      carc_board_pan (board, (px + ts - (gtk_widget_get_width (GTK_WIDGET (board)) - width - 8)) / ts, 0);
    }
  /* Clicked, with the pointer resting on it. */
  carc_board_to_screen (board, place.x, place.y, &px, &py);
  g_signal_emit_by_name (test_find_controller (GTK_WIDGET (board), GTK_TYPE_EVENT_CONTROLLER_MOTION, NULL),
                         "motion", px + ts / 2, py + ts / 2);
  test_ui_act (window, &place);
  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_MODULE);
  g_assert_true (adw_flap_get_reveal_flap (flap));
  TEST_WAIT_UNTIL (adw_flap_get_reveal_progress (flap) == 1 && !carc_board_get_animating (board));
  test_settle ();

  panel = gtk_widget_get_width (adw_flap_get_flap (flap));
  g_assert_cmpfloat (panel, >=, 340);
  carc_board_to_screen (board, place.x, place.y, &px, &py);
  g_assert_cmpfloat (px, >=, 0);
  /* Not pressed against the panel: with some of the board beside it. */
  g_assert_cmpfloat (px + ts, <=, gtk_widget_get_width (GTK_WIDGET (board)) - panel - ts / 2);
  test_screenshot (GTK_WIDGET (window), "screenshot-module-narrow.png");

  /* The panel goes: what was in the middle beside it goes to the middle. */
  beside = px + ts / 2 - (gtk_widget_get_width (GTK_WIDGET (board)) - panel) / 2;
  adw_flap_set_reveal_flap (flap, FALSE);
  TEST_WAIT_UNTIL (adw_flap_get_reveal_progress (flap) == 0);
  test_settle ();
  carc_board_to_screen (board, place.x, place.y, &px, &py);
  g_assert_cmpfloat (fabs (px + ts / 2 - gtk_widget_get_width (GTK_WIDGET (board)) / 2.0 - beside), <, 2);
  test_screenshot (GTK_WIDGET (window), "screenshot-module-narrow-panel-gone.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);
  test_forget_user_files ();
  g_test_add_func ("/ui/module/bundle-in-the-window", test_module_bundle_in_the_window);
  g_test_add_data_func ("/ui/module/targets-beside-the-panel", GINT_TO_POINTER (FALSE), test_targets_beside_the_panel);
  g_test_add_data_func ("/ui/module/targets-at-the-panel-edge", GINT_TO_POINTER (TRUE), test_targets_beside_the_panel);
  return g_test_run ();
}
