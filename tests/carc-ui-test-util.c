/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "carc-ui-test-util.h"
#include "carc-bundle.h"
#include "carc-module.h"

#include <glib/gstdio.h>

#include "carc-colour-name.h"
#include "carc-mists.h"
#include "carc-save.h"
#include "carc-tile-geometry.h"
#include "carc-tileset-loader.h"
#include "carc-tile-painter.h"
#include "carc-ui-resources.h"
#include "carc-window-private.h"

void
test_ui_init (int    *argc,
              char ***argv)
{
  GtkCssProvider *css;

  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  gtk_test_init (argc, argv, NULL);
  adw_init ();
  /* The modules and bundles that come with the program, as main has them. */
  carc_rules_modules_register_builtin ();
  carc_bundles_register_builtin ();
  g_assert_nonnull (carc_ui_get_resource ());
  /* What AdwApplication does for the real program: our icons. */
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    "/io/github/carcassonne/Carcassonne/icons");
  /* And our style sheet, so the screenshots show the program as it is. */
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/io/github/carcassonne/Carcassonne/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

/* Lets @ms go by, then runs on until nothing is due now.  A bound in
 * iterations, not in time, keeps a never-ending animation from holding it. */
void
test_run_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  for (guint i = 0; i < 1000 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

static gboolean
wake_up (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* One blocking turn of the main loop.  A second's wake-up keeps it from
 * sleeping for ever when nothing comes; FALSE once a minute has gone by
 * since @started. */
gboolean
test_wait_step (gint64 started)
{
  static guint wake = 0;

  if (wake == 0)
    wake = g_timeout_add_seconds (1, wake_up, NULL);
  g_main_context_iteration (NULL, TRUE);
  return g_get_monotonic_time () - started < 60 * G_USEC_PER_SEC;
}

static void
count_paint (GdkFrameClock *clock,
             guint         *painted)
{
  (*painted)++;
}

void
test_settle (void)
{
  g_autoptr(GList) windows = NULL;

  for (guint i = 0; i < 1000 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
  windows = gtk_window_list_toplevels ();
  for (GList *l = windows; l != NULL; l = l->next)
    g_object_ref (l->data);
  for (GList *l = windows; l != NULL; l = l->next)
    {
      GtkWidget *window = l->data;
      GdkFrameClock *clock = gtk_widget_get_mapped (window) ? gtk_widget_get_frame_clock (window) : NULL;
      guint painted = 0;
      gulong id;

      if (clock != NULL)
        {
          id = g_signal_connect (clock, "after-paint", G_CALLBACK (count_paint), &painted);
          for (guint frame = 1; frame <= 2; frame++)
            {
              gtk_widget_queue_draw (window);
              TEST_WAIT_UNTIL (painted >= frame || !gtk_widget_get_mapped (window));
            }
          g_signal_handler_disconnect (clock, id);
        }
    }
  g_list_free_full (g_steal_pointer (&windows), g_object_unref);
  for (guint i = 0; i < 1000 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

/* Whether a stack under @widget is still sliding or fading between its
 * pages. */
static gboolean
transition_running (GtkWidget *widget)
{
  if (GTK_IS_STACK (widget) && gtk_stack_get_transition_running (GTK_STACK (widget)))
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (transition_running (c))
      return TRUE;
  return FALSE;
}

/* Renders @widget as it is on screen into a PNG in the build folder. */
GdkTexture *
test_render_widget (GtkWidget *widget)
{
  GdkPaintable *paintable = gtk_widget_paintable_new (widget);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  int w = 0, h = 0;
  g_autoptr(GskRenderNode) node = NULL;

  /* A page shown, not half faded in, and drawn so. */
  TEST_WAIT_UNTIL (!transition_running (widget));
  test_settle ();
  /* A window just presented draws nothing until its first frame is laid
   * out, which on a busy machine (or after a dialog changes its layout to
   * fit) may take a few frames more. */
  for (guint i = 0; i < 200 && node == NULL; i++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();

      if (i > 0)
        test_settle ();
      w = gtk_widget_get_width (widget);
      h = gtk_widget_get_height (widget);
      gdk_paintable_snapshot (paintable, snapshot, w, h);
      node = gtk_snapshot_free_to_node (snapshot);
    }
  g_assert_nonnull (node);
  g_object_unref (paintable);
  return gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
}

/* What the board shows now, as a picture to read pixels from. */
TestPicture *
test_picture_of_board (CarcBoard *board)
{
  g_autoptr(GdkTexture) texture = test_render_widget (GTK_WIDGET (board));
  TestPicture *p = g_new0 (TestPicture, 1);

  p->board = board;
  p->width = gdk_texture_get_width (texture);
  p->height = gdk_texture_get_height (texture);
  p->stride = (gsize) p->width * 4;
  p->data = g_malloc (p->stride * p->height);
  gdk_texture_download (texture, p->data, p->stride);
  return p;
}

void
test_picture_free (TestPicture *picture)
{
  g_free (picture->data);
  g_free (picture);
}

/* The colour at the board point @bx, @by (in tiles) as red, green and
 * blue. */
void
test_picture_rgb (TestPicture *picture,
                  double       bx,
                  double       by,
                  guint        rgb[3])
{
  double px, py;
  const guchar *at;

  carc_board_to_screen (picture->board, bx, by, &px, &py);
  g_assert_true (px >= 0 && py >= 0 && px < picture->width && py < picture->height);
  /* Cairo's native-endian ARGB: blue, green, red, alpha in memory. */
  at = picture->data + (gsize) py * picture->stride + (gsize) px * 4;
  rgb[0] = at[2], rgb[1] = at[1], rgb[2] = at[0];
}

/* Whether the colour at @bx, @by is @r, @g, @b, each within 8. */
gboolean
test_picture_is (TestPicture *picture,
                 double       bx,
                 double       by,
                 guint        r,
                 guint        g,
                 guint        b)
{
  guint rgb[3];

  test_picture_rgb (picture, bx, by, rgb);
  return ABS ((gint) rgb[0] - (gint) r) <= 8 && ABS ((gint) rgb[1] - (gint) g) <= 8 && ABS ((gint) rgb[2] - (gint) b) <= 8;
}

void
test_screenshot (GtkWidget  *widget,
                 const char *name)
{
  g_autoptr(GdkTexture) texture = test_render_widget (widget);
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                            name, NULL);

  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

/* The button of the side panel that gives @answer, or NULL. */
static GtkWidget *
answer_button (CarcWindow       *window,
               const CarcAction *answer)
{
  for (GtkWidget *b = gtk_widget_get_first_child (GTK_WIDGET (test_view_child (window, "answer_buttons"))); b != NULL;
       b = gtk_widget_get_next_sibling (b))
    {
      const CarcAction *a = carc_choice_get_action (g_object_get_data (G_OBJECT (b), "choice"));

      if (a != NULL && carc_action_equal (a, answer))
        return b;
    }
  return NULL;
}

/* Does what the greedy team chose through the window, as a player would:
 * turn and click the cell, pick the guard colour and click the spot,
 * click a marked tile or guard, or press the side panel's button. */
void
test_play_as_a_player (CarcWindow       *window,
                       const CarcAction *a)
{
  CarcBoard *board = carc_window_get_board (window);
  CarcGame *game = carc_window_get_game (window);
  switch ((CarcActionKind) a->kind)
    {
    case CARC_ACTION_PLACE_TILE:
      carc_board_set_rotation (board, a->rotation);
      g_assert_true (carc_board_activate_cell (board, a->x, a->y, 0.5, 0.5));
      break;
    case CARC_ACTION_PLACE_FIGURE:
      {
        CarcPlacedTile t;
        double ax = 0.5, ay = 0.5;

        if (carc_game_get_figure_colours (game) != 0)
          {
            gboolean found = FALSE;

            g_assert_true (gtk_widget_get_visible (test_view_child (window, "colour_choice_box")));
            for (GtkWidget *b = gtk_widget_get_first_child (GTK_WIDGET (test_view_child (window, "colour_buttons"))); b != NULL;
                 b = gtk_widget_get_next_sibling (b))
              if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (b), "colour")) == a->choice)
                {
                  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (b), TRUE);
                  found = TRUE;
                }
            g_assert_true (found);
            g_assert_cmpuint (carc_board_get_figure_colour (board), ==, a->choice);
          }
        /* The kind of figure, where there are several, by its button. */
        if (gtk_widget_get_visible (test_view_child (window, "kind_choice_box")))
          {
            gboolean found = FALSE;

            for (GtkWidget *b = gtk_widget_get_first_child (GTK_WIDGET (test_view_child (window, "kind_buttons"))); b != NULL;
                 b = gtk_widget_get_next_sibling (b))
              if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (b), "kind")) == a->figure)
                {
                  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (b), TRUE);
                  found = TRUE;
                }
            g_assert_true (found);
          }
        g_assert_cmpuint (carc_board_get_figure_kind (board), ==, a->figure);
        carc_game_get_placed (game, carc_game_get_last_placed (game), &t);
        g_assert_true (carc_tile_geometry_anchor (carc_game_get_tile_type (game, t.type), t.rotation, a->segment,
                                                 &ax, &ay));
        g_assert_true (carc_board_activate_cell (board, t.x, t.y, ax, ay));
      }
      break;
    case CARC_ACTION_SKIP_FIGURE:
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.skip-figure", NULL));
      break;
    case CARC_ACTION_CHANCE:
      g_assert_not_reached ();
      break;
    case CARC_ACTION_MODULE:
    default:
      /* Where the listed choice points: a button of the question, a
       * figure's spot, or a cell or tile of the board. */
      g_assert_true (gtk_widget_get_visible (test_view_child (window, "question_box")));
      g_assert_nonnull (carc_game_find_choice (game, a));
      switch (carc_choice_get_target (carc_game_find_choice (game, a)))
        {
        case CARC_TARGET_BUTTON:
        case CARC_TARGET_PLAYER:
          {
            GtkWidget *button = answer_button (window, a);

            g_assert_nonnull (button);
            g_signal_emit_by_name (button, "clicked");
          }
          break;
        case CARC_TARGET_SEGMENT:
          {
            gint tile = carc_game_tile_at (game, a->x, a->y);
            CarcPlacedTile t;
            double ax, ay;

            carc_game_get_placed (game, tile, &t);
            g_assert_true (carc_tile_geometry_anchor (carc_game_get_tile_type (game, t.type), t.rotation, a->segment,
                                                     &ax, &ay));
            g_assert_true (carc_board_activate_cell (board, a->x, a->y, ax, ay));
          }
          break;
        case CARC_TARGET_CELL:
        case CARC_TARGET_TILE:
        default:
          g_assert_true (carc_board_activate_cell (board, a->x, a->y, 0.5, 0.5));
          break;
        }
      break;
    }
}

/* The message dialog on screen, or NULL. */
AdwMessageDialog *
test_find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* borrowed */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

/* A new user: no campaign, level in play or autosave left by an earlier
 * test or run. */
void
test_forget_user_files (void)
{
  static const char * const kept[] = { "autosave.carcassonne", NULL };
  const CarcCampaignRules *rules;

  /* The autosave, and every campaign's progress, backup and level. */
  for (guint i = 0; kept[i] != NULL; i++)
    {
      g_autofree char *path = g_build_filename (g_get_user_data_dir (), "carcassonne", kept[i], NULL);

      g_unlink (path);
    }
  for (guint c = 0; (rules = carc_campaign_rules_nth (c)) != NULL; c++)
    {
      g_autofree char *record = g_build_filename (g_get_user_data_dir (), "carcassonne", rules->file_name, NULL);
      g_autofree char *backup = g_strconcat (record, ".backup", NULL);
      g_autofree char *game = g_build_filename (g_get_user_data_dir (), "carcassonne", rules->game_file_name, NULL);

      g_unlink (record);
      g_unlink (backup);
      g_unlink (game);
    }
}

/* The program's application, started up as g_application_run() would
 * (its actions, accelerators and tile set) but without a main loop of its
 * own, and never the one instance on the session bus.  One for the test
 * program: an application is registered once in a process. */
CarcApplication *
test_application_get (void)
{
  static CarcApplication *app;
  g_autoptr(GError) error = NULL;

  if (app != NULL)
    return app;
  app = carc_application_new ();
  g_application_set_flags (G_APPLICATION (app), g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  return app;
}

static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Clicks the button of @dialog labelled @label (with its underline), as
 * a player would: the dialog closes, then answers. */
void
test_click_response (AdwMessageDialog *dialog,
                     const char       *label)
{
  GtkWidget *button = find_button (GTK_WIDGET (dialog), label);

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
}

gpointer
test_view_child (CarcWindow *window,
                 const char *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (carc_window_get_board_view (window)),
                                                  CARC_TYPE_BOARD_VIEW, name);

  g_assert_nonnull (child);
  return child;
}

/* @module's panel itself with @name NULL. */
gpointer
test_panel_child (CarcWindow *window,
                  const char *module,
                  GType       type,
                  const char *name)
{
  GtkWidget *panel = carc_board_view_get_panel (carc_window_get_board_view (window), module);

  g_assert_nonnull (panel);
  if (name == NULL)
    return panel;
  return gtk_widget_get_template_child (panel, type, name);
}

/* The cooperative level of @game, 0 for another game. */
guint
test_game_level (CarcGame *game)
{
  return carc_mists_get_level (carc_game_peek_state (game));
}

/* A game for Red and Blue of the classic set with @modules, its start
 * tile, then the tiles @ids in that order and the rest of the deal after
 * them (a save holds the whole deal). */
CarcGame *
test_classic_game (const char *order)
{
  static const char * const names[] = { "Red", "Blue", NULL };
  static const char * const colours[] = { "#e01b24", "#1c71d8", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin ("base", &error);
  g_autoptr(CarcSetup) setup = NULL;
  g_auto(GStrv) ids = g_strsplit (order, " ", -1);

  g_assert_no_error (error);
  setup = carc_setup_new (tiles, 2);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      guint type;

      g_assert_true (carc_tile_set_lookup (tiles, ids[i], &type));
      carc_setup_append_tile (setup, type);
    }
  return carc_game_new (setup, names, colours);
}

CarcGame *
test_composed_ui_game (const char *const *modules,
                       const char        *ids)
{
  static const char * const names[] = { "Red", "Blue", NULL };
  static const char * const colours[] = { "#d0312d", "#2f62c8", NULL };
  const char *sets[] = { "base", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSetup) setup = carc_setup_compose (sets, modules, 2, 0, 1, carc_save_builtin_tile_sets, NULL,
                                                   &error);
  g_auto(GStrv) list = g_strsplit (ids, " ", -1);
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (guint16));
  g_autoptr(GArray) rest = g_array_new (FALSE, FALSE, sizeof (guint16));
  const guint16 *dealt;
  guint n_dealt;

  g_assert_no_error (error);
  dealt = carc_setup_get_order (setup, &n_dealt);
  g_array_append_vals (rest, dealt, n_dealt);
  for (guint i = 0; list[i] != NULL; i++)
    {
      guint type, j;

      g_assert_true (carc_tile_set_lookup (carc_setup_get_tile_set (setup), list[i], &type));
      g_array_append_val (order, (guint16) { type });
      for (j = 0; j < rest->len && g_array_index (rest, guint16, j) != type; j++)
        ;
      g_assert_cmpuint (j, <, rest->len);
      g_array_remove_index (rest, j);
    }
  g_array_append_vals (order, rest->data, rest->len);
  carc_setup_set_order (setup, (const guint16 *) order->data, order->len);
  return carc_game_new (setup, names, colours);
}

/* A level of the cooperative campaign for @people at the table, dealt by
 * @seed. */
CarcGame *
test_coop_game (guint   people,
                guint   level,
                guint64 seed)
{
  const char *names[CARC_CAMPAIGN_MAX_COLOURS + 1] = { NULL };
  const char *colours[CARC_CAMPAIGN_MAX_COLOURS + 1] = { NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin (CARC_MISTS_MODULE, &error);
  g_autoptr(CarcSetup) setup = NULL;

  g_assert_no_error (error);
  setup = carc_mists_setup_new (tiles, people, level, seed);
  for (guint c = 0; c < carc_mists_count_colours (people); c++)
    {
      names[c] = carc_colour_name (carc_mists_get_module ()->campaign->colours[c]);
      colours[c] = carc_mists_get_module ()->campaign->colours[c];
    }
  return carc_game_new (setup, names, colours);
}

CarcWindow *
test_window_with (CarcGame *game)
{
  CarcWindow *window;

  test_forget_user_files ();
  window = g_object_new (CARC_TYPE_WINDOW, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 820);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_set_game (window, game);
  test_settle ();
  return window;
}

void
test_ui_act (CarcWindow       *window,
             const CarcAction *action)
{
  test_play_as_a_player (window, action);
  test_settle ();
  TEST_WAIT_UNTIL (!carc_board_get_animating (carc_window_get_board (window)));
}

void
test_ui_tile (CarcWindow *window,
              gint        x,
              gint        y,
              guint       rotation,
              gint        segment)
{
  CarcAction tile = { .kind = CARC_ACTION_PLACE_TILE, .x = x, .y = y, .rotation = rotation };
  CarcAction skip = { .kind = CARC_ACTION_SKIP_FIGURE };
  CarcAction meeple = { .kind = CARC_ACTION_PLACE_FIGURE, .figure = CARC_FIGURE_MEEPLE, .segment = MAX (segment, 0) };

  test_ui_act (window, &tile);
  if (carc_game_get_decision (carc_window_get_game (window)) == CARC_DECISION_PLACE_FIGURE)
    test_ui_act (window, segment >= 0 ? &meeple : &skip);
}

void
test_ui_answer (CarcWindow *window,
                CarcAction  action)
{
  action.module = carc_state_get_decision (carc_game_peek_state (carc_window_get_game (window)))->module;
  test_ui_act (window, &action);
}

GtkEventController *
test_find_controller (GtkWidget  *widget,
                      GType       type,
                      const char *name)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) c = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type)
          && (name == NULL || g_strcmp0 (gtk_event_controller_get_name (c), name) == 0))
        return c;
    }
  g_error ("no %s%s%s on the %s", g_type_name (type), name != NULL ? " named " : "", name != NULL ? name : "",
           G_OBJECT_TYPE_NAME (widget));
}

/* Shows @joined and joins the game @link invites to, until its game is
 * there. */
void
test_join (CarcWindow *joined,
           const char *link)
{
  gtk_window_present (GTK_WINDOW (joined));
  carc_window_join (joined, link);
  TEST_WAIT_UNTIL (carc_window_get_game (joined) != NULL);
}
