/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The board widget: the game it shows and follows (which choices it
 * marks, refreshed after every change), its properties and signals, and
 * the focus it keeps.  Where the view looks is carc-board-camera.c, the
 * drawing carc-board-render.c, the pointer and the keys
 * carc-board-input.c, the keyboard cursor carc-board-cursor.c. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "carc-board-private.h"

G_DEFINE_FINAL_TYPE (CarcBoard, carc_board, GTK_TYPE_WIDGET)

GParamSpec *carc_board_properties[N_PROPS];
guint carc_board_signals[N_SIGNALS];

/* Sorts the game's listed choices for drawing and hit-testing: the cells
 * where the tile fits, the figure spots, a module's places. */
void
carc_board_refresh_options (CarcBoard *self)
{
  GListModel *choices;
  guint n, colours, period = 1;

  g_clear_pointer (&self->cells, g_array_unref);
  g_clear_pointer (&self->figure_options, g_ptr_array_unref);
  g_clear_pointer (&self->targets, g_ptr_array_unref);
  if (self->game == NULL)
    return;
  self->cells = g_array_new (FALSE, FALSE, sizeof (CarcBoardCell));
  self->figure_options = g_ptr_array_new_with_free_func (g_object_unref);
  self->targets = g_ptr_array_new_with_free_func (g_object_unref);
  choices = carc_game_get_choices (self->game);
  /* A computer player's choices are not the people's to click. */
  n = carc_game_get_person_decides (self->game) ? g_list_model_get_n_items (choices) : 0;
  if (carc_game_get_decision (self->game) == CARC_DECISION_PLACE_TILE)
    period = carc_game_get_tile_type (self->game, carc_game_get_tile (self->game))->period;
  /* When the player chooses the figure's colour, the spots are those of
   * the chosen colour; of several kinds of figure, those of the chosen
   * kind. */
  colours = carc_game_get_figure_colours (self->game);
  self->figure_kinds = carc_game_get_listed_figure_kinds (self->game);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CarcChoice) choice = g_list_model_get_item (choices, i);
      const CarcAction *a = carc_choice_get_action (choice);

      switch (carc_choice_get_kind (choice))
        {
        case CARC_CHOICE_PLACE_TILE:
          {
            guint k;

            for (k = 0; k < self->cells->len; k++)
              if (g_array_index (self->cells, CarcBoardCell, k).x == a->x
                  && g_array_index (self->cells, CarcBoardCell, k).y == a->y)
                break;
            if (k == self->cells->len)
              g_array_append_val (self->cells, ((CarcBoardCell) { a->x, a->y, 0 }));
            /* A symmetric tile is listed once per distinct orientation. */
            for (guint r = a->rotation; r < 4; r += period)
              g_array_index (self->cells, CarcBoardCell, k).rotations |= 1u << r;
          }
          break;
        case CARC_CHOICE_PLACE_FIGURE:
          if ((colours == 0 || a->choice == carc_board_get_figure_colour (self))
              && a->figure == carc_board_get_figure_kind (self))
            g_ptr_array_add (self->figure_options, g_object_ref (choice));
          break;
        case CARC_CHOICE_MODULE:
          if (carc_choice_on_board (choice))
            g_ptr_array_add (self->targets, g_object_ref (choice));
          break;
        case CARC_CHOICE_SKIP_FIGURE:
        case CARC_CHOICE_CHANCE:
        default:
          break;
        }
    }
  if (self->option_index >= MAX (self->figure_options->len, self->targets->len))
    self->option_index = 0;
}

/* The question's answer under the pointer, or NULL. */
void
carc_board_set_pointed (CarcBoard  *self,
                        CarcChoice *choice)
{
  if (self->pointed == choice)
    return;
  g_set_object (&self->pointed, choice);
  g_signal_emit (self, carc_board_signals[POINTED], 0, choice);
}

/* The question's answer under the pointer, or NULL. */
CarcChoice *
carc_board_get_pointed (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), NULL);
  return self->pointed;
}

/* Once the main loop is idle after a move: gives the heap's free pages
 * back.  A frame drawn with cairo takes and frees surfaces of the whole
 * view, which glibc keeps in its heap (its threshold for mapping them
 * apart grows with them), so that a game would end holding megabytes it
 * uses no more. */
static gboolean
trim_cb (gpointer data)
{
  CarcBoard *self = data;

#ifdef __GLIBC__
  malloc_trim (0);
#endif
  self->trim_source = 0;
  return G_SOURCE_REMOVE;
}

/* After every change of the game.  A new draw — also of the same tile type
 * as the last one, which the game's "tile" property does not announce —
 * starts turned the first way that fits somewhere (as printed when it
 * can), with the keyboard cursor on a cell where it fits.  Otherwise
 * (after an undo, say) the tile keeps its rotation while that fits
 * somewhere. */
static void
game_changed_cb (CarcBoard *self)
{
  guint drawn[3] = { carc_game_get_turn (self->game), carc_game_get_tiles_left (self->game),
                     carc_game_get_tile (self->game) };
  gboolean new_draw = memcmp (drawn, self->drawn, sizeof drawn) != 0;

  carc_board_refresh_options (self);
  if (self->trim_source == 0)
    self->trim_source = g_idle_add_full (G_PRIORITY_LOW, trim_cb, self, NULL);
  /* A question's places come out from under the side panel. */
  if (self->covered_end > 0 && carc_game_get_decision (self->game) == CARC_DECISION_MODULE)
    carc_board_reveal_targets (self);
  /* Back from a question that took the view elsewhere, the person places
   * a figure on their tile: it comes back into view. */
  if (self->decision == CARC_DECISION_MODULE && carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE
      && carc_game_get_person_decides (self->game))
    carc_board_reveal_last_tile (self);
  self->decision = carc_game_get_decision (self->game);
  self->hint_shown = FALSE;
  /* An undo takes the points back, and their labels with them. */
  if (carc_game_get_can_redo (self->game))
    carc_board_motion_clear_labels (self->motion);
  /* A new question: the first Enter only shows which place the keys
   * pick, so that a key pressed for the step before answers nothing. */
  self->target_shown = FALSE;
  self->picked_valid = FALSE;
  carc_board_set_pointed (self, NULL);
  if (carc_game_get_decision (self->game) == CARC_DECISION_PLACE_TILE)
    {
      memcpy (self->drawn, drawn, sizeof drawn);
      if (new_draw || !carc_board_fits_somewhere (self, self->rotation))
        for (guint k = 0; k < 4; k++)
          {
            guint r = new_draw ? k : (self->rotation + k) & 3;

            if (carc_board_fits_somewhere (self, r))
              {
                carc_board_set_rotation (self, r);
                break;
              }
          }
      if (new_draw)
        carc_board_cursor_to_legal_cell (self);
    }
  carc_board_render_hand_ahead (self);
  carc_board_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
reclaim_focus (gpointer data)
{
  CarcBoard *self = data;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  self->focus_source = 0;
  if (root != NULL && gtk_widget_get_mapped (GTK_WIDGET (self)) && !gtk_widget_has_focus (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

/* The board is where a game is played with the keyboard, so while it is
 * shown it takes the focus back when its window is active again (after a
 * dialog) and when the focus is left nowhere (the side panel's button
 * that had it went away, as Skip does once pressed). */
static void
window_focus_cb (CarcBoard  *self,
                 GParamSpec *pspec,
                 GtkWindow  *window)
{
  gboolean reclaim;

  if (g_str_equal (pspec->name, "is-active"))
    reclaim = gtk_window_is_active (window);
  else
    reclaim = gtk_window_get_focus (window) == NULL;
  if (reclaim && self->focus_source == 0 && gtk_widget_get_mapped (GTK_WIDGET (self)))
    self->focus_source = g_idle_add (reclaim_focus, self);
}

static void
carc_board_root (GtkWidget *widget)
{
  GtkRoot *root;

  GTK_WIDGET_CLASS (carc_board_parent_class)->root (widget);
  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    {
      g_signal_connect_object (root, "notify::is-active", G_CALLBACK (window_focus_cb), widget, G_CONNECT_SWAPPED);
      g_signal_connect_object (root, "notify::focus-widget", G_CALLBACK (window_focus_cb), widget, G_CONNECT_SWAPPED);
    }
}

static void
carc_board_unroot (GtkWidget *widget)
{
  CarcBoard *self = CARC_BOARD (widget);

  g_signal_handlers_disconnect_by_func (gtk_widget_get_root (widget), window_focus_cb, self);
  g_clear_handle_id (&self->focus_source, g_source_remove);
  GTK_WIDGET_CLASS (carc_board_parent_class)->unroot (widget);
}

static void
carc_board_dispose (GObject *object)
{
  CarcBoard *self = CARC_BOARD (object);

  g_clear_pointer (&self->motion, carc_board_motion_free);
  g_clear_handle_id (&self->focus_source, g_source_remove);
  g_clear_object (&self->game);
  g_clear_handle_id (&self->redraw_source, g_source_remove);
  g_clear_handle_id (&self->hand_source, g_source_remove);
  g_clear_pointer (&self->hand_keys, g_hash_table_unref);
  g_clear_pointer (&self->fog_covers, g_hash_table_unref);
  g_clear_pointer (&self->drifts, g_hash_table_unref);
  g_clear_pointer (&self->textures, g_hash_table_unref);
  g_clear_pointer (&self->stale_textures, g_hash_table_unref);
  g_clear_pointer (&self->pending, g_hash_table_unref);
  g_clear_pointer (&self->cells, g_array_unref);
  g_clear_pointer (&self->figure_options, g_ptr_array_unref);
  g_clear_pointer (&self->targets, g_ptr_array_unref);
  g_clear_object (&self->pointed);
  g_clear_pointer (&self->theme_name, g_free);
  g_clear_pointer (&self->table, cairo_surface_destroy);
  for (guint i = 0; i < G_N_ELEMENTS (self->relief); i++)
    g_clear_object (&self->relief[i]);
  g_clear_handle_id (&self->trim_source, g_source_remove);
  G_OBJECT_CLASS (carc_board_parent_class)->dispose (object);
}

static void
carc_board_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  CarcBoard *self = CARC_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME: g_value_set_object (value, self->game); break;
    case PROP_ROTATION: g_value_set_uint (value, self->rotation); break;
    case PROP_ZOOM: g_value_set_double (value, self->zoom); break;
    case PROP_THEME: g_value_set_string (value, self->theme_name != NULL ? self->theme_name : ""); break;
    case PROP_SHOW_GRID: g_value_set_boolean (value, carc_board_get_show_grid (self)); break;
    case PROP_FIGURE_KIND: g_value_set_uint (value, carc_board_get_figure_kind (self)); break;
    case PROP_FIGURE_COLOUR: g_value_set_uint (value, carc_board_get_figure_colour (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_board_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  CarcBoard *self = CARC_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME: carc_board_set_game (self, g_value_get_object (value)); break;
    case PROP_ROTATION: carc_board_set_rotation (self, g_value_get_uint (value)); break;
    case PROP_ZOOM: carc_board_set_zoom (self, g_value_get_double (value)); break;
    case PROP_THEME: carc_board_set_theme (self, g_value_get_string (value)); break;
    case PROP_SHOW_GRID: carc_board_set_show_grid (self, g_value_get_boolean (value)); break;
    case PROP_FIGURE_KIND: carc_board_set_figure_kind (self, g_value_get_uint (value)); break;
    case PROP_FIGURE_COLOUR: carc_board_set_figure_colour (self, g_value_get_uint (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_board_size_allocate (GtkWidget *widget,
                          int        width,
                          int        height,
                          int        baseline)
{
  CarcBoard *self = CARC_BOARD (widget);

  GTK_WIDGET_CLASS (carc_board_parent_class)->size_allocate (widget, width, height, baseline);
  /* A board fitted stays fitted as the window grows or shrinks. */
  if ((self->fit_pending || (self->fitted && (width != self->allocated[0] || height != self->allocated[1])))
      && width > 0 && height > 0)
    carc_board_fit (self);
  /* Shown or resized with the side panel over it: the question's places
   * come out from under it. */
  if (self->covered_end > 0 && (width != self->allocated[0] || height != self->allocated[1]))
    carc_board_reveal_targets (self);
  self->allocated[0] = width;
  self->allocated[1] = height;
}

static void
carc_board_class_init (CarcBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_board_dispose;
  object_class->get_property = carc_board_get_property;
  object_class->set_property = carc_board_set_property;
  widget_class->snapshot = carc_board_snapshot;
  widget_class->size_allocate = carc_board_size_allocate;
  widget_class->root = carc_board_root;
  widget_class->unroot = carc_board_unroot;

  carc_board_properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CARC_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  carc_board_properties[PROP_ROTATION] =
    g_param_spec_uint ("rotation", NULL, NULL, 0, 3, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  carc_board_properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL, MIN_ZOOM, MAX_ZOOM, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The theme the player chose (a theme's id), or "" for
   * the one the tile set names. */
  carc_board_properties[PROP_THEME] =
    g_param_spec_string ("theme", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Lines between the tiles; without them the board is one landscape. */
  carc_board_properties[PROP_SHOW_GRID] =
    g_param_spec_boolean ("show-grid", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The kind (CarcFigureKind) and the colour of the next figure, where the
   * player chooses them. */
  carc_board_properties[PROP_FIGURE_KIND] =
    g_param_spec_uint ("figure-kind", NULL, NULL, 0, CARC_MAX_FIGURE_KINDS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  carc_board_properties[PROP_FIGURE_COLOUR] =
    g_param_spec_uint ("figure-colour", NULL, NULL, 0, CARC_MAX_PLAYERS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, carc_board_properties);

  /**
   * CarcBoard::refused:
   * @error: the CarcError the game gave
   *
   * A click or key asked for something the rules do not allow.
   */
  carc_board_signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * CarcBoard::answer-asked:
   *
   * Enter was pressed on a question the board has no place for: the
   * side panel's buttons answer it.
   */
  carc_board_signals[ANSWER_ASKED] = g_signal_new ("answer-asked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * CarcBoard::pointed:
   * @choice: (nullable): the module's choice under the pointer
   *
   * The pointer came over a question's answer on the board, or left it:
   * the side panel lights its button.
   */
  carc_board_signals[POINTED] = g_signal_new ("pointed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, CARC_TYPE_CHOICE);

  carc_board_input_class_init (widget_class);

  gtk_widget_class_set_css_name (widget_class, "carc-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
carc_board_init (CarcBoard *self)
{
  self->zoom = 1.0;
  self->motion = carc_board_motion_new (self, carc_board_move_view);
  self->textures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->stale_textures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->pending = g_hash_table_new (NULL, NULL);
  self->hand_keys = g_hash_table_new (NULL, NULL);
  carc_board_fog_init (self);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  carc_board_input_init (self);
  /* TRANSLATORS: the name a screen reader says for the board; its
   * description says what is under the keyboard cursor */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"), -1);
}

GtkWidget *
carc_board_new (void)
{
  return g_object_new (CARC_TYPE_BOARD, NULL);
}

CarcGame *
carc_board_get_game (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), NULL);
  return self->game;
}

void
carc_board_set_game (CarcBoard *self,
                     CarcGame  *game)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  g_return_if_fail (game == NULL || CARC_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  self->n_bundles = game != NULL ? carc_bundles_of_game (game, self->bundles) : 0;
  g_hash_table_remove_all (self->textures);
  g_hash_table_remove_all (self->stale_textures);
  g_hash_table_remove_all (self->pending);
  g_hash_table_remove_all (self->hand_keys);
  carc_board_fog_forget (self);
  carc_board_motion_finish (self->motion);
  /* Another game starts at the usual size, whatever the last one was
   * looked at from. */
  carc_board_set_zoom (self, 1.0);
  self->centre_x = 0.5;
  self->centre_y = 0.5;
  self->cursor_x = 0;
  self->cursor_y = -1;
  carc_board_set_cursor_active (self, FALSE);
  memset (self->drawn, 0xff, sizeof self->drawn);
  carc_board_refresh_options (self);
  if (game != NULL)
    {
      g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "tile-placed", G_CALLBACK (carc_board_tile_placed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "feature-scored", G_CALLBACK (carc_board_feature_scored_cb), self, G_CONNECT_SWAPPED);
      game_changed_cb (self);
      /* A game opens where it was left, without gliding there. */
      carc_board_last_tile_middle (self, &self->centre_x, &self->centre_y);
    }
  carc_board_update_theme_class (self);
  carc_board_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), carc_board_properties[PROP_GAME]);
}
