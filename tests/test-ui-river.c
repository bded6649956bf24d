/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The River in the window: the new-game dialog's switch makes a river game
 * and is remembered by the next dialog; the river on the board, where a
 * click on the water is a click on the river; and screenshots of the
 * dialog, the board at the usual zoom and zoomed out, and every river tile
 * (river-*.png in the build folder). */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include <adwaita.h>

#include "carc-new-game-dialog.h"
#include "carc-river.h"
#include "carc-save.h"
#include "carc-tile-geometry.h"
#include "carc-tile-painter.h"
#include "carc-tileset-loader.h"
#include "carc-test-util.h"
#include "carc-ui-test-util.h"
#include "carc-window.h"

/* The row titled @title under @widget, as the player finds it. */
static AdwActionRow *
find_row (GtkWidget  *widget,
          const char *title)
{
  if (ADW_IS_ACTION_ROW (widget)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return ADW_ACTION_ROW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwActionRow *row = find_row (child, title);

      if (row != NULL)
        return row;
    }
  return NULL;
}

/* The switch of the River's row. */
static GtkSwitch *
river_switch (CarcNewGameDialog *dialog)
{
  AdwActionRow *row = find_row (GTK_WIDGET (dialog), "The River");
  GtkWidget *widget;

  g_assert_nonnull (row);
  widget = adw_action_row_get_activatable_widget (row);
  g_assert_true (GTK_IS_SWITCH (widget));
  return GTK_SWITCH (widget);
}

/* The Start button in the dialog's header bar. */
static GtkButton *
find_start_button (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), "_Start") == 0)
    return GTK_BUTTON (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkButton *button = find_start_button (child);

      if (button != NULL)
        return button;
    }
  return NULL;
}

static void
started_cb (CarcNewGameDialog *dialog,
            CarcGame          *game,
            gpointer           data)
{
  *(CarcGame **) data = g_object_ref (game);
}

/* Opens a dialog, sets the River's switch to @river as a player does (by
 * activating its row when it differs), starts, and returns the game. */
static CarcGame *
start_from_dialog (CarcWindow *window,
                   gboolean    river,
                   gboolean   *was_on)
{
  CarcNewGameDialog *dialog = carc_new_game_dialog_new (GTK_WINDOW (window), test_base_tiles ());
  GtkSwitch *sw;
  CarcGame *game = NULL;

  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_signal_connect (dialog, "start", G_CALLBACK (started_cb), &game);
  gtk_window_present (GTK_WINDOW (dialog));
  test_settle ();
  sw = river_switch (dialog);
  *was_on = gtk_switch_get_active (sw);
  if (*was_on != river)
    {
      adw_action_row_activate (find_row (GTK_WIDGET (dialog), "The River"));
      /* The switch slides over before it changes. */
      TEST_WAIT_UNTIL (gtk_switch_get_active (sw) == river);
    }
  g_assert_true (gtk_switch_get_active (sw) == river);
  g_signal_emit_by_name (find_start_button (GTK_WIDGET (dialog)), "clicked");
  test_settle ();
  /* Started, the dialog is gone. */
  g_assert_null (dialog);
  g_assert_nonnull (game);
  return game;
}

/* Whether the dialog remembers @module switched on. */
static gboolean
modules_remembered (GSettings  *settings,
                    const char *module)
{
  g_auto(GStrv) on = g_settings_get_strv (settings, "modules");

  return g_strv_contains ((const char * const *) on, module);
}

static void
assert_river_game (CarcGame *game)
{
  CarcSetup *setup = carc_game_get_setup (game);
  CarcTileSet *tiles = carc_setup_get_tile_set (setup);
  const CarcStartCell *start;

  g_assert_cmpuint (carc_setup_get_n_modules (setup), ==, 1);
  g_assert_cmpstr (carc_setup_get_module (setup, 0), ==, CARC_RIVER_MODULE);
  g_assert_cmpuint (carc_setup_get_n_start_cells (setup), ==, 1);
  start = carc_setup_get_start_cell (setup, 0);
  g_assert_cmpstr (carc_tile_set_get_type (tiles, start->type)->id, ==, "RV01");
  g_assert_cmpuint (carc_tile_set_get_type (tiles, start->type)->symbol, ==, CARC_MARK ("spring"));
  /* The spring is on the table and a river tile is in hand. */
  g_assert_cmpuint (carc_game_get_n_placed (game), ==, 1);
  g_assert_true (g_str_has_prefix (carc_game_get_tile_type (game, carc_game_get_tile (game))->id, "RV"));
}

/* The River's switch makes a river game; the next dialog remembers it,
 * on and then off again. */
static void
test_new_game_switch (void)
{
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(CarcGame) river = NULL;
  g_autoptr(CarcGame) again = NULL;
  g_autoptr(CarcGame) classic = NULL;
  gboolean was_on;

  g_settings_reset (settings, "modules");
  river = start_from_dialog (window, TRUE, &was_on);
  g_assert_false (was_on);
  assert_river_game (river);
  g_assert_true (modules_remembered (settings, CARC_RIVER_MODULE));

  /* A second dialog starts with the river on. */
  again = start_from_dialog (window, TRUE, &was_on);
  g_assert_true (was_on);
  assert_river_game (again);

  /* Off again: the classic game, and remembered off. */
  classic = start_from_dialog (window, FALSE, &was_on);
  g_assert_true (was_on);
  g_assert_cmpuint (carc_setup_get_n_modules (carc_game_get_setup (classic)), ==, 0);
  g_assert_cmpstr (carc_game_get_tile_type (classic, carc_game_get_tile (classic))->id, !=, "RV01");
  g_assert_cmpuint (carc_game_get_tiles_left (classic), ==, 70);
  g_assert_false (modules_remembered (settings, CARC_RIVER_MODULE));
  {
    CarcNewGameDialog *dialog = carc_new_game_dialog_new (GTK_WINDOW (window), test_base_tiles ());

    g_assert_false (gtk_switch_get_active (river_switch (dialog)));
    gtk_window_present (GTK_WINDOW (dialog));
    test_settle ();
    test_screenshot (GTK_WIDGET (dialog), "river-new-game.png");
    gtk_window_destroy (GTK_WINDOW (dialog));
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Rules that cannot be set up are said, and the dialog stays: here its
 * tiles are the river's, which are played only with the River, and the
 * switch is off. */
static void
test_setup_error_said (void)
{
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin ("river", NULL);
  CarcNewGameDialog *dialog;
  AdwMessageDialog *message;

  g_settings_reset (settings, "modules");
  dialog = carc_new_game_dialog_new (GTK_WINDOW (window), tiles);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  test_settle ();
  g_assert_null (test_find_message_dialog ());
  g_assert_null (carc_new_game_dialog_create_game (dialog, 1));
  message = test_find_message_dialog ();
  g_assert_nonnull (message);
  g_assert_cmpstr (adw_message_dialog_get_heading (message), ==, "Could Not Start the Game");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (message), "“river”"));
  test_click_response (message, "_Close");
  test_settle ();
  g_assert_null (test_find_message_dialog ());
  g_assert_nonnull (dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A river game for two whose river pile is exactly @ids. */
static CarcGame *
river_game (const char *ids)
{
  static const char * const names[] = { "Red", "Blue", NULL };
  static const char * const colours[] = { "#d0312d", "#2f62c8", NULL };
  const char *sets[] = { "base", NULL };
  const char *modules[] = { CARC_RIVER_MODULE, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSetup) setup = carc_setup_compose (sets, modules, 2, 0, 5, carc_save_builtin_tile_sets, NULL,
                                                   &error);
  g_auto(GStrv) list = g_strsplit (ids, " ", -1);
  CarcTileSet *tiles;
  guint pile, n;

  g_assert_no_error (error);
  tiles = carc_setup_get_tile_set (setup);
  g_assert_true (carc_setup_find_pile (setup, CARC_RIVER_MODULE, &pile));
  carc_setup_get_pile (setup, pile, &n);
  while (n-- > 0)
    carc_setup_remove_from_pile (setup, pile, 0);
  for (guint i = 0; list[i] != NULL; i++)
    {
      guint type;

      g_assert_true (carc_tile_set_lookup (tiles, list[i], &type));
      carc_setup_append_to_pile (setup, pile, type);
    }
  return carc_game_new (setup, names, colours);
}

/* Places the tile in hand where it first fits, preferring @rotation. */
static void
place_first (CarcGame *game,
             guint     rotation)
{
  for (guint k = 0; k < 4; k++)
    {
      g_autoptr(GArray) cells = carc_game_list_placements (game, (rotation + k) & 3);

      if (cells->len > 0)
        {
          const CarcAction *a = &g_array_index (cells, CarcAction, cells->len - 1);

          g_assert_cmpint (carc_game_place_tile (game, a->x, a->y, a->rotation), ==, CARC_OK);
          return;
        }
    }
  g_assert_not_reached ();
}

/* The whole river, from the spring to the lake, with a few land tiles
 * beside it and a meeple on a bank, at zoom 1 and zoomed out. */
static void
test_river_screenshots (void)
{
  g_autoptr(CarcGame) game = river_game ("RV04 RV03 RV09 RV05 RV10 RV06 RV04 RV07 RV08 RV03 RV02");
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  CarcBoard *board;
  gboolean meeple = FALSE;

  test_forget_user_files ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_set_game (window, game);
  test_settle ();
  board = carc_window_get_board (window);

  /* The river (ten tiles and the lake) and three land tiles. */
  for (guint turn = 0; turn < 14 && !carc_game_get_game_over (game); turn++)
    {
      place_first (game, turn);
      if (carc_game_get_decision (game) != CARC_DECISION_PLACE_FIGURE)
        continue;
      if (!meeple && turn == 3)
        {
          g_autoptr(GArray) options = carc_game_list_figure_options (game);

          g_assert_cmpuint (options->len, >, 0);
          g_assert_cmpint (carc_game_place_figure (game, g_array_index (options, CarcAction, 0).segment), ==,
                           CARC_OK);
          meeple = TRUE;
        }
      else
        g_assert_cmpint (carc_game_skip_figure (game), ==, CARC_OK);
    }
  g_assert_true (meeple);

  /* Centred on the whole board, at zoom 1. */
  carc_board_fit (board);
  carc_board_set_zoom (board, 1.0);
  test_settle ();
  test_screenshot (GTK_WIDGET (board), "river-zoom-1.png");
  carc_board_set_zoom (board, 0.35);
  test_settle ();
  test_screenshot (GTK_WIDGET (board), "river-zoom-small.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* On every river tile, turned every way, each spot lies on its own
 * segment, so a meeple on a bank stands on dry land, and a click on the
 * water where the river leaves the tile is a click on the river. */
static void
test_spots_and_water (void)
{
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin ("river", NULL);

  for (guint t = 0; t < carc_tile_set_get_n_types (tiles); t++)
    {
      const CarcTileType *type = carc_tile_set_get_type (tiles, t);

      for (guint r = 0; r < 4; r++)
        for (guint seg = 0; seg < type->n_segments; seg++)
          {
            const CarcSegment *s = &type->segments[seg];
            double ax, ay;

            if (carc_tile_geometry_anchor (type, r, seg, &ax, &ay))
              g_assert_cmpint (carc_tile_geometry_segment_at (type, r, ax, ay), ==, seg);
            if (s->kind != CARC_KIND ("river"))
              continue;
            for (guint d = 0; d < 4; d++)
              if (s->edges & (1u << d))
                {
                  /* The edge's middle, a little inside, turned as the tile is. */
                  static const double inside[4][2] = { { 0.5, 0.06 }, { 0.94, 0.5 }, { 0.5, 0.94 }, { 0.06, 0.5 } };
                  const double *p = inside[(d + r) & 3];

                  g_assert_cmpint (carc_tile_geometry_segment_at (type, r, p[0], p[1]), ==, seg);
                }
          }
    }
}

/* Every river tile as the painter draws it, large, in a row. */
static void
test_river_tiles (void)
{
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin ("river", NULL);
  const guint size = 160, n = carc_tile_set_get_n_types (tiles);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, n * (size + 8), size);
  cairo_t *cr = cairo_create (surface);
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                            "river-tiles.png", NULL);

  for (guint t = 0; t < n; t++)
    {
      cairo_save (cr);
      cairo_translate (cr, t * (size + 8), 0);
      cairo_scale (cr, size, size);
      carc_tile_painter_draw (cr, carc_tile_set_get_type (tiles, t), 0, carc_theme_lookup (NULL));
      cairo_restore (cr);
    }
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  g_test_message ("screenshot: %s", path);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* The texts of the toasts over @window now. */
static void
collect_labels (GtkWidget *widget,
                GString   *texts)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    g_string_append_printf (texts, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, texts);
}

static char *
dump (CarcGame *game)
{
  GString *text = g_string_new (NULL);

  carc_state_dump (carc_game_peek_state (game), text);
  return g_string_free (text, FALSE);
}

/* Presses a key bound on the board: Enter places at the keyboard's cursor
 * (the first press shows it), R turns the tile. */
static void
press_on_board (CarcWindow *window,
                const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (carc_window_get_board (window)), action, NULL));
}

/* One turn as a player plays it: the tile by keys (Enter at the cursor,
 * which a new tile puts where it fits) or by a click on a marked cell;
 * then a meeple by a click on its spot now and then, else S. */
static void
place_tile (CarcWindow *window,
            guint       turn)
{
  CarcGame *game = carc_window_get_game (window);
  CarcBoard *board = carc_window_get_board (window);
  guint placed = carc_game_get_n_placed (game);

  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_PLACE_TILE);
  if (turn % 2 == 0)
    {
      press_on_board (window, "board.activate");
      if (carc_game_get_n_placed (game) == placed)
        press_on_board (window, "board.activate");
    }
  else
    {
      GListModel *choices = carc_game_get_choices (game);
      g_autoptr(CarcChoice) choice = g_list_model_get_item (choices, turn % g_list_model_get_n_items (choices));
      const CarcAction *a = carc_choice_get_action (choice);

      g_assert_true (carc_board_activate_cell (board, a->x, a->y, 0.5, 0.5));
    }
  g_assert_cmpuint (carc_game_get_n_placed (game), ==, placed + 1);
}

static void
play_turn (CarcWindow *window,
           guint       turn)
{
  CarcGame *game = carc_window_get_game (window);

  place_tile (window, turn);
  if (carc_game_get_game_over (game) || carc_game_get_decision (game) != CARC_DECISION_PLACE_FIGURE)
    return;
  if (turn % 3 == 0)
    {
      g_autoptr(GArray) spots = carc_game_list_figure_options (game);

      if (spots->len > 0)
        {
          test_play_as_a_player (window, &g_array_index (spots, CarcAction, spots->len - 1));
          g_assert_cmpint (carc_game_get_decision (game), !=, CARC_DECISION_PLACE_FIGURE);
          return;
        }
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.skip-figure", NULL));
}

/* A River game as a new player plays it: the new-game dialog's switch, the
 * whole game by keys and clicks, the water refused to a meeple in the
 * River's words, undo and redo, saved and opened again half way, to the
 * final scores. */
static void
test_whole_game (void)
{
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(CarcGame) started = NULL;
  g_autofree char *folder = g_dir_make_tmp ("carc-river-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "river.carcassonne", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  CarcGame *game;
  gboolean was_on, water_refused = FALSE;
  guint turn = 0;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 820);
  gtk_window_present (GTK_WINDOW (window));
  g_settings_reset (settings, "modules");
  started = start_from_dialog (window, TRUE, &was_on);
  carc_window_set_game (window, started);
  game = carc_window_get_game (window);
  assert_river_game (game);
  test_settle ();

  while (!carc_game_get_game_over (game))
    {
      const CarcTileType *type = carc_game_get_tile_type (game, carc_game_get_tile (game));

      /* While the river flows: a click on the water of the new tile is
       * refused in the River's words. */
      if (!water_refused && g_str_has_prefix (type->id, "RV") && turn > 0)
        {
          CarcPlacedTile t;
          g_autoptr(GString) shown = g_string_new (NULL);

          place_tile (window, 1);
          turn++;
          /* No spot left for a meeple (the banks' fields taken): the
           * figure step was passed; the next river tile then. */
          if (carc_game_get_decision (game) != CARC_DECISION_PLACE_FIGURE)
            continue;
          carc_game_get_placed (game, carc_game_get_last_placed (game), &t);
          for (guint seg = 0; seg < carc_game_get_tile_type (game, t.type)->n_segments && !water_refused; seg++)
            if (carc_game_get_tile_type (game, t.type)->segments[seg].kind == CARC_KIND ("river"))
              {
                double ax, ay;

                g_assert_true (carc_tile_geometry_anchor (carc_game_get_tile_type (game, t.type), t.rotation, seg,
                                                         &ax, &ay));
                g_assert_false (carc_board_activate_cell (carc_window_get_board (window), t.x, t.y, ax, ay));
                water_refused = TRUE;
              }
          g_assert_true (water_refused);
          test_settle ();
          collect_labels (GTK_WIDGET (window), shown);
          g_assert_nonnull (strstr (shown->str, "No figure can stand on the river."));
          test_screenshot (GTK_WIDGET (window), "river-water-refused.png");
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.skip-figure", NULL));
          continue;
        }

      play_turn (window, turn++);

      /* Undo and redo (Ctrl+Z, Ctrl+Shift+Z) a few moves back and forth. */
      if (turn == 6 || turn == 40)
        {
          g_autofree char *before = dump (game);
          g_autofree char *after = NULL;

          for (guint i = 0; i < 3; i++)
            g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
          g_assert_cmpstr (dump (game), !=, before);
          for (guint i = 0; i < 3; i++)
            g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
          after = dump (game);
          g_assert_cmpstr (after, ==, before);
        }

      /* Saved half way, and opened again: the same game goes on. */
      if (turn == 30)
        {
          g_autoptr(GError) error = NULL;
          g_autofree char *before = dump (game);
          g_autofree char *reopened = NULL;

          g_assert_true (carc_game_save (game, file, TRUE, &error));
          g_assert_no_error (error);
          carc_window_open (window, file);
          test_settle ();
          g_assert_true (carc_window_get_game (window) != game);
          game = carc_window_get_game (window);
          reopened = dump (game);
          g_assert_cmpstr (reopened, ==, before);
          g_assert_cmpstr (carc_setup_get_module (carc_game_get_setup (game), 0), ==, CARC_RIVER_MODULE);
          g_assert_cmpstr (carc_window_get_page (window), ==, "board");
        }
      g_assert_cmpuint (turn, <, 200);
    }
  test_settle ();
  g_assert_true (water_refused);
  g_assert_cmpstr (carc_window_get_page (window), ==, "scores");
  g_assert_cmpuint (carc_game_get_tiles_left (game), ==, 0);
  test_screenshot (GTK_WIDGET (window), "river-whole-game.png");
  g_settings_reset (settings, "modules");
  gtk_window_destroy (GTK_WINDOW (window));
  g_file_delete (file, NULL, NULL);
  g_rmdir (folder);
}

/* A U-turn asked for is refused, and the window says why in the River's
 * words.  (The board itself never asks for one: a marked cell takes the
 * tile the way it fits.) */
static void
test_u_turn_refused (void)
{
  g_autoptr(CarcGame) game = river_game ("RV04 RV04 RV03 RV03 RV05 RV06 RV07 RV08 RV09 RV10 RV02");
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  g_autoptr(GString) shown = g_string_new (NULL);
  g_autoptr(CarcChoice) bend = NULL;
  CarcAction end;
  CarcError error = CARC_OK;
  const char *module = NULL;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 820);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_set_game (window, game);
  /* A bend, then the same bend again. */
  bend = g_list_model_get_item (carc_game_get_choices (game), 0);
  g_assert_cmpint (carc_game_choose (game, bend), ==, CARC_OK);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.skip-figure", NULL));
  g_assert_cmpstr (carc_game_get_tile_type (game, carc_game_get_tile (game))->id, ==, "RV04");
  g_assert_cmpuint (g_list_model_get_n_items (carc_game_get_choices (game)), ==, 1);
  {
    g_autoptr(CarcChoice) only = g_list_model_get_item (carc_game_get_choices (game), 0);

    end = *carc_choice_get_action (only);
  }
  for (guint r = 0; r < 4; r++)
    if (r != end.rotation && (error = carc_game_place_tile (game, end.x, end.y, r)) == CARC_ERROR_MODULE_RULE)
      break;
  g_assert_cmpint (error, ==, CARC_ERROR_MODULE_RULE);
  g_assert_cmpuint (carc_game_get_refusal (game, &module), ==, CARC_RIVER_U_TURN);
  g_assert_cmpstr (module, ==, CARC_RIVER_MODULE);
  g_signal_emit_by_name (carc_window_get_board (window), "refused", (guint) error);
  test_settle ();
  collect_labels (GTK_WIDGET (window), shown);
  g_assert_nonnull (strstr (shown->str, "The river may not turn the same way twice in a row."));
  test_screenshot (GTK_WIDGET (window), "river-u-turn-refused.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);

  g_test_add_func ("/ui/river/new-game-switch", test_new_game_switch);
  g_test_add_func ("/ui/river/setup-error-said", test_setup_error_said);
  g_test_add_func ("/ui/river/screenshots", test_river_screenshots);
  g_test_add_func ("/ui/river/spots-and-water", test_spots_and_water);
  g_test_add_func ("/ui/river/tiles", test_river_tiles);
  g_test_add_func ("/ui/river/whole-game", test_whole_game);
  g_test_add_func ("/ui/river/u-turn-refused", test_u_turn_refused);

  return g_test_run ();
}
