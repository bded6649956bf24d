/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The players' rows of the board page: each player's colour, name,
 * figures in supply, who plays the seat (a person or a computer), the
 * modules' figures by the player's score, and the score; the seats that
 * decide now are marked. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-board-view-private.h"
#include "carc-bundle.h"
#include "carc-figure-painter.h"
#include "carc-words.h"

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

GtkWidget *
carc_board_view_figure_swatch_new (const char *colour,
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

GtkWidget *
carc_board_view_swatch_new (const char *colour,
                            int         size)
{
  return carc_board_view_figure_swatch_new (colour, "meeple", 1.0, size);
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

  static const char *const who[] = {
    /* TRANSLATORS: the tooltip and name of a seat's menu button */
    N_("Played by a person"), N_("Played by the computer, easy"), N_("Played by the computer, normal"),
    N_("Played by the computer, strong"),
  };
  const char *name = _(who[CLAMP (level + 1, 0, (gint) G_N_ELEMENTS (who) - 1)]);

  /* A seat played at another computer is no one's here to hand over. */
  if (carc_player_get_remote (player))
    /* TRANSLATORS: the tooltip and name of a seat's button */
    name = _("Played at another computer");
  gtk_widget_set_sensitive (GTK_WIDGET (button), !carc_player_get_remote (player));
  gtk_menu_button_set_icon_name (button, carc_player_get_remote (player) ? "network-workgroup-symbolic"
                                         : level == CARC_PLAYER_PERSON ? "avatar-default-symbolic" : "computer-symbolic");
  /* The tooltip says who plays, which the icon alone shows to the
   * sighted only (it is off while the menu is open: menu_open_cb()). */
  gtk_widget_set_tooltip_text (GTK_WIDGET (button), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_simple_action_set_state (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (group), "seat")),
                             g_variant_new_int32 (level));
}

/* No tooltip over the open menu. */
static void
menu_open_cb (GtkWidget *popover)
{
  GtkWidget *button = gtk_widget_get_parent (popover);

  if (button != NULL)
    gtk_widget_set_has_tooltip (button, !gtk_widget_get_visible (popover));
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
  g_signal_connect_object (player, "notify::computer", G_CALLBACK (show_seat), button, 0);
  g_signal_connect_object (player, "notify::remote", G_CALLBACK (show_seat), button, 0);
  g_signal_connect (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)), "notify::visible",
                    G_CALLBACK (menu_open_cb), NULL);
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

GtkWidget *
carc_board_view_create_player_row (gpointer item,
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
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), carc_board_view_swatch_new (carc_player_get_colour (player), 28));
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
      GtkWidget *swatch = carc_board_view_figure_swatch_new (carc_player_get_colour (owner), f->drawing, 1.0, 24);
      GtkWidget *figure = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

      gtk_widget_set_tooltip_text (swatch, f->tooltip);
      /* A picture with a name: a screen reader reads the tooltip's words. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (figure), GTK_ACCESSIBLE_PROPERTY_LABEL, f->tooltip, -1);
      gtk_widget_set_tooltip_text (figure, f->tooltip);
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

/* The legend under the players' list: each kind of figure shown beside
 * the scores, drawn and named once ("lady · robber"); hidden without. */
static void
update_legend (CarcBoardView *self)
{
  const CarcBundle *bundles[CARC_MAX_MODULES];
  guint n = carc_bundles_of_game (self->game, bundles);
  g_autoptr(GArray) figures = g_array_new (FALSE, FALSE, sizeof (CarcTrackFigure));
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  GtkBox *legend = GTK_BOX (self->players_legend);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (legend))) != NULL)
    gtk_box_remove (legend, child);
  for (guint p = 0; p < carc_game_get_n_players (self->game); p++)
    for (guint i = 0; i < n; i++)
      if (bundles[i]->track_figures != NULL)
        bundles[i]->track_figures (self->game, p, figures);
  for (guint i = 0; i < figures->len; i++)
    {
      CarcTrackFigure *f = &g_array_index (figures, CarcTrackFigure, i);
      gboolean seen = FALSE;

      for (guint j = 0; j < names->len && !seen; j++)
        seen = g_strcmp0 (g_ptr_array_index (names, j), f->name) == 0;
      if (f->name != NULL && !seen)
        {
          GtkWidget *label = gtk_label_new (_(f->name));

          if (names->len > 0)
            gtk_box_append (legend, gtk_label_new ("·"));
          /* In no player's colour: the kind, not whose. */
          gtk_box_append (legend, carc_board_view_figure_swatch_new ("#9a9996", f->drawing, 1.0, 16));
          gtk_box_append (legend, label);
          g_ptr_array_add (names, (gpointer) f->name);
        }
      g_free (f->tooltip);
      g_free (f->label);
    }
  gtk_widget_set_visible (GTK_WIDGET (legend), names->len > 0);
}

/* The seats that decide now, marked: the turn's (all the colours one
 * person places), or the one a module asks. */
void
carc_board_view_update_players (CarcBoardView *self)
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
  update_legend (self);
}
