/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The board page (ui/carc-board-view.ui): the board and the side panel
 * beside it — what the turn asks for, the tile in hand, the figure's
 * colour where the player chooses it, a module's question with buttons
 * for the answers that do not point at the board, the panels of the
 * game's modules, the players and the tiles still to come.  It knows no
 * module: it asks the game's bundles (carc-bundle.h) and their words
 * (carc-words.h). */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-board-view.h"
#include "carc-bundle.h"
#include "carc-figure-painter.h"
#include "carc-tile-painter.h"
#include "carc-words.h"

struct _CarcBoardView
{
  GtkWidget       parent_instance;

  CarcGame       *game;
  gboolean        revealed_for_answers;  /* the flap came out for a question */

  AdwFlap        *flap;
  CarcBoard      *board;
  GtkWidget      *side_panel;
  GtkLabel       *status_label;
  GtkWidget      *turn_box;
  GtkWidget      *hand_box;      /* the tile in hand over the board */
  GtkDrawingArea *hand_preview;
  GtkButton      *hand_skip;
  GtkBox         *hand_kinds;     /* the figure's kind and colour, on the card */
  GtkLabel       *hand_kind_label;
  GtkBox         *hand_colours;
  GtkDrawingArea *tile_preview;
  GtkButton      *skip_button;
  GtkLabel       *tiles_left_label;
  GtkWidget      *colour_choice_box;
  GtkLabel       *colour_label;
  GtkBox         *colour_buttons;
  GtkWidget      *kind_choice_box;
  GtkLabel       *kind_label;
  GtkBox         *kind_buttons;
  GtkWidget      *question_box;
  GtkLabel       *question_label;
  GtkBox         *answer_buttons;
  GtkBox         *bundle_slot;
  GtkListBox     *players_list;
  GtkFlowBox     *remaining_box;
};

G_DEFINE_FINAL_TYPE (CarcBoardView, carc_board_view, GTK_TYPE_WIDGET)

enum {
  REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void update_hand (CarcBoardView *self);

static void
update_status (CarcBoardView *self)
{
  const CarcFigureWords *words = carc_words_figure (self->game);
  g_autofree char *status = carc_words_status (self->game);
  g_autofree char *left = NULL;
  guint n_left = carc_game_get_tiles_left (self->game);
  const CarcBundle *bundles[CARC_MAX_MODULES];
  guint n = carc_bundles_of_game (self->game, bundles);
  gboolean counted = FALSE;

  gtk_label_set_label (self->status_label, status);
  left = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile left in the pile", "%u tiles left in the pile", n_left),
                          n_left);
  gtk_label_set_label (self->tiles_left_label, left);
  /* A module's panel that counts the tiles itself says it better. */
  for (guint i = 0; i < n; i++)
    counted |= bundles[i]->counts_tiles;
  gtk_widget_set_visible (GTK_WIDGET (self->tiles_left_label), !counted);
  gtk_widget_set_visible (self->turn_box, !carc_game_get_game_over (self->game));
  gtk_widget_set_visible (GTK_WIDGET (self->skip_button),
                          carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE
                          && carc_game_get_person_decides (self->game));
  gtk_button_set_label (self->skip_button, _(words->skip));
  gtk_label_set_label (self->colour_label, _(words->colour));
  gtk_widget_queue_draw (GTK_WIDGET (self->tile_preview));
  update_hand (self);
}

static void
draw_remaining_cb (GtkDrawingArea *area,
                   cairo_t        *cr,
                   int             width,
                   int             height,
                   gpointer        data)
{
  const CarcTileType *type = data;
  CarcBoardView *self = CARC_BOARD_VIEW (gtk_widget_get_ancestor (GTK_WIDGET (area), CARC_TYPE_BOARD_VIEW));
  double size = MIN (width, height);

  if (self == NULL)
    return;
  cairo_translate (cr, (width - size) / 2, (height - size) / 2);
  cairo_scale (cr, size, size);
  carc_tile_painter_draw (cr, type, 0, carc_board_get_theme (self->board));
}

static void
update_remaining (CarcBoardView *self)
{
  CarcTileSet *tiles = carc_game_get_tile_set (self->game);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->remaining_box))) != NULL)
    gtk_flow_box_remove (self->remaining_box, child);
  for (guint t = 0; t < carc_tile_set_get_n_types (tiles); t++)
    {
      guint n = carc_game_count_remaining (self->game, t);
      GtkWidget *box, *area, *label;
      g_autofree char *text = NULL;

      if (n == 0)
        continue;
      box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      area = gtk_drawing_area_new ();
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 44);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 44);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_remaining_cb,
                                      (gpointer) carc_tile_set_get_type (tiles, t), NULL);
      text = g_strdup_printf ("×%u", n);
      label = gtk_label_new (text);
      gtk_widget_add_css_class (label, "caption");
      gtk_box_append (GTK_BOX (box), area);
      gtk_box_append (GTK_BOX (box), label);
      gtk_flow_box_append (self->remaining_box, box);
    }
}

static void
draw_preview_cb (GtkDrawingArea *area,
                 cairo_t        *cr,
                 int             width,
                 int             height,
                 gpointer        user_data)
{
  CarcBoardView *self = CARC_BOARD_VIEW (user_data);
  guint tile;
  double size = MIN (width, height);
  guint rotation;

  if (self->game == NULL || (tile = carc_game_get_tile (self->game)) == G_MAXUINT)
    return;
  /* In hand, as the player turns it; once placed, as it lies. */
  rotation = carc_board_get_rotation (self->board);
  if (carc_game_get_decision (self->game) != CARC_DECISION_PLACE_TILE && carc_game_get_last_placed (self->game) >= 0)
    {
      CarcPlacedTile t;

      carc_game_get_placed (self->game, carc_game_get_last_placed (self->game), &t);
      if (t.type == tile)
        rotation = t.rotation;
    }
  cairo_translate (cr, (width - size) / 2, (height - size) / 2);
  cairo_scale (cr, size, size);
  carc_tile_painter_draw (cr, carc_game_get_tile_type (self->game, tile), rotation, carc_board_get_theme (self->board));
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
  cairo_set_line_width (cr, 0.02);
  cairo_stroke (cr);
}

static gboolean
uint_to_label (GBinding     *binding,
               const GValue *from,
               GValue       *to,
               gpointer      data)
{
  g_value_take_string (to, g_strdup_printf ("%u", g_value_get_uint (from)));
  return TRUE;
}

/* A figure drawn in a player's colour: the players' rows, the colour
 * and figure choices. */
typedef struct
{
  char   colour[32];
  char   drawing[32];
  double scale;    /* of the box: a meeple fills 0.75, a big meeple all */
} Swatch;

static void
draw_swatch_cb (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        data)
{
  Swatch *swatch = data;
  GdkRGBA colour;

  carc_figure_painter_draw_figure (cr, width / 2.0, height / 2.0, MIN (width, height) * 0.9 * swatch->scale,
                                   carc_figure_painter_colour (swatch->colour, &colour), swatch->drawing, FALSE);
}

static GtkWidget *
figure_swatch_new (const char *colour,
                   const char *drawing,
                   double      scale,
                   int         size)
{
  GtkWidget *area = gtk_drawing_area_new ();
  Swatch *swatch = g_new0 (Swatch, 1);

  swatch->scale = scale;
  g_strlcpy (swatch->colour, colour, sizeof swatch->colour);
  g_strlcpy (swatch->drawing, drawing, sizeof swatch->drawing);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), size);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), size);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_swatch_cb, swatch, g_free);
  return area;
}

static GtkWidget *
swatch_new (const char *colour,
            int         size)
{
  return figure_swatch_new (colour, "meeple", 1.0, size);
}

static void
seat_changed_cb (GSimpleAction *action,
                 GVariant      *value,
                 CarcPlayer    *player)
{
  carc_player_set_computer (player, g_variant_get_int32 (value));
}

/* The seat's menu button shows who plays it. */
static void
show_seat (CarcPlayer    *player,
           GParamSpec    *pspec,
           GtkMenuButton *button)
{
  GActionGroup *group = g_object_get_data (G_OBJECT (button), "actions");
  gint level = carc_player_get_computer (player);

  gtk_menu_button_set_icon_name (button, level == CARC_PLAYER_PERSON ? "avatar-default-symbolic" : "computer-symbolic");
  g_simple_action_set_state (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (group), "seat")),
                             g_variant_new_int32 (level));
}

/* Who plays a seat, and handing it over: to a computer player of a
 * level, or back to a person, at any moment of the game. */
static GtkWidget *
seat_button_new (CarcPlayer *player)
{
  static const char *const labels[] = {
    N_("Person"), N_("Computer, easy"), N_("Computer, normal"), N_("Computer, strong"),
  };
  GtkWidget *button = gtk_menu_button_new ();
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) seat = g_simple_action_new_stateful ("seat", G_VARIANT_TYPE_INT32,
                                                                g_variant_new_int32 (carc_player_get_computer (player)));
  g_autoptr(GMenu) menu = g_menu_new ();

  for (gint level = CARC_PLAYER_PERSON; level < CARC_AI_N_LEVELS; level++)
    {
      g_autoptr(GMenuItem) entry = g_menu_item_new (_(labels[level + 1]), NULL);

      g_menu_item_set_action_and_target_value (entry, "seat.seat", g_variant_new_int32 (level));
      g_menu_append_item (menu, entry);
    }
  g_signal_connect_object (seat, "change-state", G_CALLBACK (seat_changed_cb), player, 0);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (seat));
  gtk_widget_insert_action_group (button, "seat", G_ACTION_GROUP (group));
  g_object_set_data_full (G_OBJECT (button), "actions", g_object_ref (group), g_object_unref);
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_focus_on_click (button, FALSE);
  /* Named for screen readers, with no tooltip: one would cover the menu
   * while it is open. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Who plays"), -1);
  g_signal_connect_object (player, "notify::computer", G_CALLBACK (show_seat), button, 0);
  show_seat (player, NULL, GTK_MENU_BUTTON (button));
  return button;
}

/* The row's subtitle breaks between words only, never inside one with a
 * hyphen ("mee-ple"): libadwaita's own label breaks anywhere. */
static void
wrap_subtitle_by_words (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && gtk_widget_has_css_class (child, "subtitle"))
        gtk_label_set_wrap_mode (GTK_LABEL (child), PANGO_WRAP_WORD);
      wrap_subtitle_by_words (child);
    }
}

static GtkWidget *
create_player_row (gpointer item,
                   gpointer user_data)
{
  CarcBoardView *self = user_data;
  CarcPlayer *player = item;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *score = gtk_label_new (NULL);
  /* The figures on the score track by the player's (robbers beside the
   * player's own) take more lines rather than the supply line's room
   * (update_track_figures()). */
  GtkWidget *track = gtk_flow_box_new ();

  /* Clicking a player leaves the keyboard focus on the board. */
  gtk_widget_set_focus_on_click (row, FALSE);
  /* A name is plain text ("Tom & Jerry"). */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), carc_words_player_name (self->game, player));
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), swatch_new (carc_player_get_colour (player), 28));
  gtk_widget_add_css_class (score, "title-2");
  gtk_widget_add_css_class (score, "numeric");
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (track), GTK_SELECTION_NONE);
  gtk_widget_set_valign (track, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), seat_button_new (player));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), track);
  wrap_subtitle_by_words (row);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), score);
  g_object_bind_property_full (player, "score", score, "label", G_BINDING_SYNC_CREATE,
                               uint_to_label, NULL, NULL, NULL);
  g_object_set_data (G_OBJECT (row), "player", player);
  g_object_set_data (G_OBJECT (row), "track", track);
  return row;
}

/* The modules' figures on the score track by @player's score (robbers),
 * each in its owner's colour. */
static void
update_track_figures (CarcBoardView *self,
                      CarcPlayer    *player,
                      GtkFlowBox    *box)
{
  const CarcBundle *bundles[CARC_MAX_MODULES];
  guint n = carc_bundles_of_game (self->game, bundles);
  g_autoptr(GArray) figures = g_array_new (FALSE, FALSE, sizeof (CarcTrackFigure));
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_flow_box_remove (box, child);
  for (guint i = 0; i < n; i++)
    if (bundles[i]->track_figures != NULL)
      bundles[i]->track_figures (self->game, carc_player_get_index (player), figures);
  for (guint i = 0; i < figures->len; i++)
    {
      CarcTrackFigure *f = &g_array_index (figures, CarcTrackFigure, i);
      CarcPlayer *owner = carc_game_get_player (self->game, f->owner);
      GtkWidget *swatch = figure_swatch_new (carc_player_get_colour (owner), f->drawing, 1.0, 24);
      GtkWidget *figure = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

      gtk_widget_set_tooltip_text (swatch, f->tooltip);
      gtk_box_append (GTK_BOX (figure), swatch);
      if (f->label != NULL)
        {
          GtkWidget *label = gtk_label_new (f->label);

          gtk_widget_add_css_class (label, "numeric");
          gtk_widget_set_margin_end (label, 6);
          gtk_widget_set_tooltip_text (label, f->tooltip);
          gtk_box_append (GTK_BOX (figure), label);
        }
      gtk_flow_box_append (box, figure);
      /* Only pictures: the keys pass them by. */
      gtk_widget_set_focusable (gtk_widget_get_parent (figure), FALSE);
      g_free (f->tooltip);
      g_free (f->label);
    }
  /* A column of up to three (the two scoring figures of the Messages and
   * a robber), then two a line: the name and the supply line keep their
   * width. */
  gtk_flow_box_set_min_children_per_line (box, figures->len <= 3 ? 1 : 2);
  gtk_flow_box_set_max_children_per_line (box, figures->len <= 3 ? 1 : 2);
  gtk_widget_set_visible (GTK_WIDGET (box), figures->len > 0);
}

/* The seats that decide now, marked: the turn's (all the colours one
 * person places), or the one a module asks. */
static void
update_players (CarcBoardView *self)
{
  guint n_players = carc_game_get_n_players (self->game);
  guint acting = carc_game_get_acting (self->game);
  guint seats = acting != carc_game_get_current_player (self->game) && !carc_game_get_game_over (self->game)
                ? 1u << acting : carc_game_get_turn_seats (self->game);

  /* Alone at the table every colour is the player's: nothing to mark. */
  if (seats == (1u << n_players) - 1)
    seats = 0;
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->players_list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      CarcPlayer *player = g_object_get_data (G_OBJECT (row), "player");
      g_autofree char *meeples = NULL;

      if (player == NULL)
        continue;
      meeples = carc_words_supply (self->game, carc_player_get_index (player));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), meeples);
      update_track_figures (self, player, g_object_get_data (G_OBJECT (row), "track"));
      if (seats & (1u << carc_player_get_index (player)))
        gtk_widget_add_css_class (row, "current-player");
      else
        gtk_widget_remove_css_class (row, "current-player");
    }
}

/* Folded away in a narrow window, the side panel comes out while it asks
 * a question (with its answers' buttons, or what to choose on the board),
 * and goes back once the question is answered (unless the player had it
 * out already). */
static void
reveal_for_answers (CarcBoardView *self,
                    gboolean       needed)
{
  if (!adw_flap_get_folded (self->flap))
    self->revealed_for_answers = FALSE;
  else if (needed && !adw_flap_get_reveal_flap (self->flap))
    {
      adw_flap_set_reveal_flap (self->flap, TRUE);
      self->revealed_for_answers = TRUE;
    }
  else if (!needed && self->revealed_for_answers)
    {
      adw_flap_set_reveal_flap (self->flap, FALSE);
      self->revealed_for_answers = FALSE;
    }
}

/* The window narrowed while a question waits in the side panel: it comes
 * out with it, as after the question. */
static void
folded_cb (CarcBoardView *self)
{
  reveal_for_answers (self, gtk_widget_get_visible (self->question_box));
}

/* Folded out over the board, the side panel covers the board's end side:
 * the board keeps what it shows beside it. */
/* The tile in hand (and the figure step's Skip) over the board, while
 * the side panel that shows them is folded away. */
static void
update_hand (CarcBoardView *self)
{
  /* Out of sight: folded away, or hidden by the player (F9). */
  gboolean hidden = !adw_flap_get_reveal_flap (self->flap);
  gboolean playing = self->game != NULL && !carc_game_get_game_over (self->game)
                     && carc_game_get_person_decides (self->game);

  int width = 0, height = 0;

  gtk_widget_set_visible (self->hand_box, hidden && playing);
  gtk_widget_set_visible (GTK_WIDGET (self->hand_skip), gtk_widget_get_visible (GTK_WIDGET (self->skip_button)));
  gtk_button_set_label (self->hand_skip, gtk_button_get_label (self->skip_button));
  gtk_widget_queue_draw (GTK_WIDGET (self->hand_preview));
  /* The board keeps the cursor and the tiles it shows out from under it. */
  if (gtk_widget_get_visible (self->hand_box))
    {
      gtk_widget_measure (self->hand_box, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
      gtk_widget_measure (self->hand_box, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
      width += gtk_widget_get_margin_start (self->hand_box);
      height += gtk_widget_get_margin_top (self->hand_box);
    }
  carc_board_set_covered_corner (self->board, width, height);
}

static void
flap_moved_cb (CarcBoardView *self)
{
  int width = 0;

  if (adw_flap_get_folded (self->flap) && adw_flap_get_reveal_flap (self->flap))
    gtk_widget_measure (adw_flap_get_flap (self->flap), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  carc_board_set_covered_end (self->board, width);
  update_hand (self);
}

static void
answer_clicked_cb (GtkButton     *button,
                   CarcBoardView *self)
{
  CarcChoice *choice = g_object_get_data (G_OBJECT (button), "choice");
  CarcError error = carc_game_choose (self->game, choice);

  if (error != CARC_OK)
    g_signal_emit (self, signals[REFUSED], 0, (guint) error);
}

/* A button of a choice on the board puts the board's mark on it while
 * the pointer is over it or the keys have put the focus on it, so that
 * like answers (two fields) are told apart. */
static void
show_answer_target (GtkEventController *controller,
                    CarcBoardView      *self)
{
  GtkWidget *button = gtk_event_controller_get_widget (controller);
  CarcChoice *choice = g_object_get_data (G_OBJECT (button), "choice");

  carc_board_show_choice (self->board, carc_choice_get_action (choice));
}

static void
answer_entered_cb (GtkEventControllerMotion *motion,
                   double                    x,
                   double                    y,
                   CarcBoardView            *self)
{
  show_answer_target (GTK_EVENT_CONTROLLER (motion), self);
}

static void
add_answer_button (CarcBoardView *self,
                   CarcChoice    *choice)
{
  gboolean suggested = FALSE;
  g_autofree char *label = carc_words_choice_label (self->game, choice, &suggested);
  GtkWidget *button, *text;

  if (label == NULL)
    return;
  button = gtk_button_new ();
  text = gtk_label_new (label);
  /* Long answers wrap: the side panel keeps its width. */
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_justify (GTK_LABEL (text), GTK_JUSTIFY_CENTER);
  gtk_button_set_child (GTK_BUTTON (button), text);
  gtk_widget_set_focus_on_click (button, FALSE);
  /* The listed choice itself: a button applies exactly what was listed. */
  g_object_set_data_full (G_OBJECT (button), "choice", g_object_ref (choice), g_object_unref);
  g_signal_connect (button, "clicked", G_CALLBACK (answer_clicked_cb), self);
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  if (carc_choice_on_board (choice))
    {
      GtkEventController *motion = gtk_event_controller_motion_new ();
      GtkEventController *focus = gtk_event_controller_focus_new ();

      g_signal_connect (motion, "enter", G_CALLBACK (answer_entered_cb), self);
      gtk_widget_add_controller (button, motion);
      g_signal_connect (focus, "enter", G_CALLBACK (show_answer_target), self);
      gtk_widget_add_controller (button, focus);
    }
  gtk_box_append (self->answer_buttons, button);
}

/* A module's question, in its words, and buttons for the answers that do
 * not point at the board (buttons and players), and for those on the
 * board its bundle words. */
static void
update_question (CarcBoardView *self)
{
  /* A computer player's question is its own to answer. */
  g_autofree char *question = carc_game_get_person_decides (self->game) ? carc_words_question (self->game) : NULL;
  GListModel *choices = carc_game_get_choices (self->game);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *child;

  /* An answer's button that had the keyboard focus (a hint put it there)
   * gives it back to the board, where the next decision is taken. */
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->answer_buttons)))
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->answer_buttons))) != NULL)
    gtk_box_remove (self->answer_buttons, child);
  gtk_widget_set_visible (self->question_box, question != NULL);
  if (question == NULL)
    {
      reveal_for_answers (self, FALSE);
      return;
    }
  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(CarcChoice) choice = g_list_model_get_item (choices, i);

      /* A choice on the board gets a button too when its bundle words it
       * (what it gives, as a message's figures do). */
      if (carc_choice_get_kind (choice) == CARC_CHOICE_MODULE)
        add_answer_button (self, choice);
    }
  gtk_label_set_label (self->question_label, question);
  /* The question says what to do, even when it is answered on the board
   * alone (its places come out from beside the panel). */
  reveal_for_answers (self, TRUE);
}

static void
colour_clicked_cb (GtkToggleButton *button,
                   CarcBoardView   *self)
{
  if (gtk_toggle_button_get_active (button))
    carc_board_set_figure_colour (self->board, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "colour")));
}

static void
clear_box (GtkBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_box_remove (box, child);
}

/* A toggle button of a group of choices in @box, keyed @key = @value. */
static GtkWidget *
choice_button_new (GtkBox     *box,
                   GtkWidget  *child,
                   const char *name,
                   const char *key,
                   guint       value)
{
  GtkWidget *button = gtk_toggle_button_new ();
  GtkWidget *first = gtk_widget_get_first_child (GTK_WIDGET (box));

  gtk_widget_set_focus_on_click (button, FALSE);
  gtk_button_set_child (GTK_BUTTON (button), child);
  gtk_widget_set_tooltip_text (button, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_object_set_data (G_OBJECT (button), key, GUINT_TO_POINTER (value));
  if (first != NULL)
    gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), GTK_TOGGLE_BUTTON (first));
  gtk_box_append (box, button);
  return button;
}

/* A button per colour of @colours in @box, of @size pixels. */
static void
fill_colour_buttons (CarcBoardView *self,
                     GtkBox        *box,
                     guint          colours,
                     int            size)
{
  clear_box (box);
  for (guint c = 0; c < carc_game_get_n_players (self->game); c++)
    {
      CarcPlayer *player = carc_game_get_player (self->game, c);
      GtkWidget *button;

      if (!(colours & (1u << c)))
        continue;
      button = choice_button_new (box, swatch_new (carc_player_get_colour (player), size),
                                  carc_words_player_name (self->game, player), "colour", c);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), c == carc_board_get_figure_colour (self->board));
      g_signal_connect (button, "toggled", G_CALLBACK (colour_clicked_cb), self);
    }
}

/* Where the rules let the player choose the colour of the figure placed
 * (the cooperative team alone or two), a button per colour, in the side
 * panel and on the card of the tile in hand. */
static void
update_colour_choice (CarcBoardView *self)
{
  guint colours = carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE
                   && carc_game_get_person_decides (self->game)
                 ? carc_game_get_figure_colours (self->game) : 0;

  gtk_widget_set_visible (self->colour_choice_box, colours != 0);
  gtk_widget_set_visible (GTK_WIDGET (self->hand_colours), colours != 0);
  fill_colour_buttons (self, self->colour_buttons, colours, 22);
  fill_colour_buttons (self, self->hand_colours, colours, 16);
}

static void
kind_clicked_cb (GtkToggleButton *button,
                 CarcBoardView   *self)
{
  if (gtk_toggle_button_get_active (button))
    {
      carc_board_set_figure_kind (self->board, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "kind")));
      gtk_label_set_label (self->kind_label, gtk_widget_get_tooltip_text (GTK_WIDGET (button)));
      gtk_label_set_label (self->hand_kind_label, gtk_widget_get_tooltip_text (GTK_WIDGET (button)));
    }
}

/* A button per kind of figure of @kinds in @box, of @size pixels, the
 * @chosen one pressed. */
static void
fill_kind_buttons (CarcBoardView *self,
                   GtkBox        *box,
                   guint          kinds,
                   guint          chosen,
                   int            size)
{
  const char *colour = carc_player_get_colour (carc_game_get_player (self->game,
                                                                     carc_game_get_current_player (self->game)));

  clear_box (box);
  for (guint k = 0; k < carc_game_get_n_figure_kinds (self->game); k++)
    {
      const CarcFigureLook *look = carc_words_figure_look (self->game, k);
      GtkWidget *button;

      if (!(kinds & (1u << k)))
        continue;
      button = choice_button_new (box, figure_swatch_new (colour, look->drawing, MIN (look->scale * 0.75, 1.0), size),
                                  _(look->name), "kind", k);
      g_signal_connect (button, "toggled", G_CALLBACK (kind_clicked_cb), self);
      if (k == chosen)
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), TRUE);
    }
}

/* Where several kinds of figure may be placed (a meeple, a big meeple, a
 * builder, a pig), a button for each, in the side panel and on the card
 * of the tile in hand: the board shows the spots of the kind chosen, the
 * meeple's first. */
static void
update_kind_choice (CarcBoardView *self)
{
  guint kinds = carc_game_get_person_decides (self->game) ? carc_game_get_listed_figure_kinds (self->game) : 0, chosen;
  /* One kind alone needs no choice. */
  gboolean several = kinds != 0 && (kinds & (kinds - 1)) != 0;

  gtk_widget_set_visible (self->kind_choice_box, several);
  gtk_widget_set_visible (GTK_WIDGET (self->hand_kinds), several);
  gtk_widget_set_visible (GTK_WIDGET (self->hand_kind_label), several);
  if (!several)
    {
      clear_box (self->kind_buttons);
      clear_box (self->hand_kinds);
      /* Each turn's figure is a meeple until the player picks another. */
      if (kinds == 0 && carc_board_get_figure_kind (self->board) != CARC_FIGURE_MEEPLE)
        carc_board_set_figure_kind (self->board, CARC_FIGURE_MEEPLE);
      return;
    }
  chosen = carc_board_get_figure_kind (self->board);
  if (!(kinds & (1u << chosen)))
    chosen = g_bit_nth_lsf (kinds, -1);
  fill_kind_buttons (self, self->kind_buttons, kinds, chosen, 28);
  fill_kind_buttons (self, self->hand_kinds, kinds, chosen, 20);
  gtk_label_set_label (self->kind_label, _(carc_words_figure_look (self->game, chosen)->name));
  gtk_label_set_label (self->hand_kind_label, _(carc_words_figure_look (self->game, chosen)->name));
}

static void
game_changed_cb (CarcBoardView *self)
{
  update_status (self);
  update_players (self);
  update_remaining (self);
  update_question (self);
  update_colour_choice (self);
  update_kind_choice (self);
  update_hand (self);
}

/* The panels of the game's modules, in setup order.  The slot is shown
 * before the panels go in: a panel added to a hidden box keeps the size
 * it was measured at while hidden (GTK 4.8), and would lie under the
 * players' list. */
static void
set_panels (CarcBoardView *self)
{
  const CarcBundle *bundles[CARC_MAX_MODULES];
  guint n = self->game != NULL ? carc_bundles_of_game (self->game, bundles) : 0;
  gboolean any = FALSE;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->bundle_slot))) != NULL)
    gtk_box_remove (self->bundle_slot, child);
  for (guint i = 0; i < n; i++)
    any |= bundles[i]->panel_type != NULL;
  gtk_widget_set_visible (GTK_WIDGET (self->bundle_slot), any);
  for (guint i = 0; i < n; i++)
    if (bundles[i]->panel_type != NULL)
      {
        GtkWidget *panel = g_object_new (bundles[i]->panel_type (), "game", self->game, NULL);

        g_object_set_data_full (G_OBJECT (panel), "module", g_strdup (bundles[i]->module), g_free);
        gtk_box_append (self->bundle_slot, panel);
      }
}

/* A click on a button of the side panel leaves the keyboard focus where
 * it was, on the board. */
static void
buttons_keep_focus (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child))
        gtk_widget_set_focus_on_click (child, FALSE);
      buttons_keep_focus (child);
    }
}

static void
rotation_changed_cb (CarcBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self->tile_preview));
  gtk_widget_queue_draw (GTK_WIDGET (self->hand_preview));
}

static void
refused_cb (CarcBoardView *self,
            guint          error)
{
  g_signal_emit (self, signals[REFUSED], 0, error);
}

CarcGame *
carc_board_view_get_game (CarcBoardView *self)
{
  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), NULL);
  return self->game;
}

void
carc_board_view_set_game (CarcBoardView *self,
                          CarcGame      *game)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));
  g_return_if_fail (game == NULL || CARC_IS_GAME (game));

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  carc_board_set_game (self->board, game);
  gtk_list_box_bind_model (self->players_list, game ? carc_game_get_players (game) : NULL,
                           create_player_row, self, NULL);
  set_panels (self);
  if (game != NULL)
    {
      g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      game_changed_cb (self);
    }
}

CarcBoard *
carc_board_view_get_board (CarcBoardView *self)
{
  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), NULL);
  return self->board;
}

/* Puts the keyboard focus on the answer button that applies @action, as
 * a hint suggests it, for Enter to take; FALSE when no button does. */
gboolean
carc_board_view_focus_answer (CarcBoardView    *self,
                              const CarcAction *action)
{
  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), FALSE);
  for (GtkWidget *button = gtk_widget_get_first_child (GTK_WIDGET (self->answer_buttons)); button != NULL;
       button = gtk_widget_get_next_sibling (button))
    {
      CarcChoice *choice = g_object_get_data (G_OBJECT (button), "choice");

      if (choice != NULL && carc_action_equal (carc_choice_get_action (choice), action))
        {
          /* The board's own pick would say otherwise; the button marks
           * its place there, if it has one, when it takes the focus. */
          carc_board_cancel (self->board);
          if (!gtk_widget_grab_focus (button))
            return FALSE;
          gtk_window_set_focus_visible (GTK_WINDOW (gtk_widget_get_root (button)), TRUE);
          return TRUE;
        }
    }
  return FALSE;
}

/* Enter on the board, for a question answered by the side panel's
 * buttons: the one answer the words recommend is taken; among several
 * the first takes the focus, so that the keys go on among them. */
static void
answer_asked_cb (CarcBoardView *self)
{
  GtkWidget *recommended = NULL, *first = NULL;
  guint n_recommended = 0;

  for (GtkWidget *button = gtk_widget_get_first_child (GTK_WIDGET (self->answer_buttons)); button != NULL;
       button = gtk_widget_get_next_sibling (button))
    {
      if (!gtk_widget_get_visible (button) || !gtk_widget_get_sensitive (button))
        continue;
      if (first == NULL)
        first = button;
      if (gtk_widget_has_css_class (button, "suggested-action"))
        {
          recommended = button;
          n_recommended++;
        }
    }
  if (n_recommended == 1)
    g_signal_emit_by_name (recommended, "clicked");
  else if (first != NULL)
    {
      if (!adw_flap_get_reveal_flap (self->flap))
        adw_flap_set_reveal_flap (self->flap, TRUE);
      gtk_widget_grab_focus (first);
      gtk_window_set_focus_visible (GTK_WINDOW (gtk_widget_get_root (first)), TRUE);
    }
}

AdwFlap *
carc_board_view_get_flap (CarcBoardView *self)
{
  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), NULL);
  return self->flap;
}

/* The side panel's line about whose turn it is and what to do. */
const char *
carc_board_view_get_status (CarcBoardView *self)
{
  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), NULL);
  return gtk_label_get_label (self->status_label);
}

/* The side panel's widget of @module's bundle, or NULL. */
GtkWidget *
carc_board_view_get_panel (CarcBoardView *self,
                           const char    *module)
{
  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), NULL);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->bundle_slot)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_strcmp0 (g_object_get_data (G_OBJECT (child), "module"), module) == 0)
      return child;
  return NULL;
}

static void
carc_board_view_dispose (GObject *object)
{
  CarcBoardView *self = CARC_BOARD_VIEW (object);
  GtkWidget *child;

  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), CARC_TYPE_BOARD_VIEW);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (carc_board_view_parent_class)->dispose (object);
}

static void
carc_board_view_class_init (CarcBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_board_view_dispose;

  /**
   * CarcBoardView::refused:
   * @error: the CarcError the game gave
   *
   * A click, key or button asked for something the rules do not allow.
   */
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  g_type_ensure (CARC_TYPE_BOARD);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/carcassonne/Carcassonne/ui/carc-board-view.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, flap);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, board);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, side_panel);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, status_label);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, turn_box);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, hand_box);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, hand_preview);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, hand_skip);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, hand_kinds);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, hand_kind_label);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, hand_colours);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, tile_preview);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, skip_button);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, tiles_left_label);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, colour_choice_box);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, colour_label);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, colour_buttons);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, kind_choice_box);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, kind_label);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, kind_buttons);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, question_box);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, question_label);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, answer_buttons);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, bundle_slot);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, players_list);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, remaining_box);
  gtk_widget_class_bind_template_callback (widget_class, refused_cb);
  gtk_widget_class_bind_template_callback (widget_class, rotation_changed_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

/* Every drawing under @widget again: the side panel's tiles, figures and
 * swatches are drawn by the painters, whose theme or signs changed. */
static void
redraw_drawings (GtkWidget *widget)
{
  if (GTK_IS_DRAWING_AREA (widget))
    gtk_widget_queue_draw (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    redraw_drawings (child);
}

void
carc_board_view_redraw_figures (CarcBoardView *self)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));
  redraw_drawings (GTK_WIDGET (self));
}

/* Keeps the buttons of @box (each with its @key) on the board's choice,
 * when the keyboard (K) changed it. */
static void
press_chosen_button (GtkBox     *box,
                     const char *key,
                     guint       chosen)
{
  for (GtkWidget *b = gtk_widget_get_first_child (GTK_WIDGET (box)); b != NULL; b = gtk_widget_get_next_sibling (b))
    if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (b), key)) == chosen)
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (b), TRUE);
}

static void
figure_chosen_cb (CarcBoardView *self)
{
  press_chosen_button (self->kind_buttons, "kind", carc_board_get_figure_kind (self->board));
  press_chosen_button (self->colour_buttons, "colour", carc_board_get_figure_colour (self->board));
  press_chosen_button (self->hand_kinds, "kind", carc_board_get_figure_kind (self->board));
  press_chosen_button (self->hand_colours, "colour", carc_board_get_figure_colour (self->board));
}

static void
carc_board_view_init (CarcBoardView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (self->tile_preview, draw_preview_cb, self, NULL);
  gtk_drawing_area_set_draw_func (self->hand_preview, draw_preview_cb, self, NULL);
  g_signal_connect_object (self->board, "answer-asked", G_CALLBACK (answer_asked_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "notify::theme", G_CALLBACK (carc_board_view_redraw_figures), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "notify::figure-kind", G_CALLBACK (figure_chosen_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "notify::figure-colour", G_CALLBACK (figure_chosen_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->flap, "notify::folded", G_CALLBACK (folded_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->flap, "notify::folded", G_CALLBACK (flap_moved_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->flap, "notify::reveal-flap", G_CALLBACK (flap_moved_cb), self, G_CONNECT_SWAPPED);
  buttons_keep_focus (gtk_widget_get_parent (GTK_WIDGET (self->status_label)));
  /* The colour choice's label expands to push the buttons to the end of
   * the line; that must not make the side panel expand too, or it would
   * take half the board's width whenever a figure's colour is chosen. */
  gtk_widget_set_hexpand (self->colour_choice_box, FALSE);
}
