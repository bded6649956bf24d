/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The cooperative level's part of the side panel (ui/carc-mists-panel.ui):
 * the score track with the team's progress (each colour's in level 6),
 * the hounds' marks and the goal; the ghost bank; the piles. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-mists.h"
#include "carc-mists-panel.h"
#include "carc-mists-pieces.h"
#include "carc-figure-painter.h"

#define MEEPLE_SPACING 11.0  /* between colours on one space of the track */

struct _CarcMistsPanel
{
  GtkWidget       parent_instance;

  CarcGame       *game;
  GtkLabel       *progress_label;
  GtkDrawingArea *track_area;
  GtkLabel       *bank_label;
  GtkLabel       *pile_label;
};

G_DEFINE_FINAL_TYPE (CarcMistsPanel, carc_mists_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Colours by score, highest first. */
static gint
by_score (gconstpointer a,
          gconstpointer b,
          gpointer      game)
{
  guint sa = carc_game_get_score (game, *(const guint *) a);
  guint sb = carc_game_get_score (game, *(const guint *) b);

  return sa > sb ? -1 : sa < sb ? 1 : 0;
}

static void
draw_track_cb (GtkDrawingArea *area,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        data)
{
  CarcMistsPanel *self = data;
  CarcState *state;
  guint goal, level;
  double left = 12, right = width - 16, y = height * 0.42;
  double scale;

  if (self->game == NULL)
    return;
  state = carc_game_peek_state (self->game);
  level = carc_mists_get_level (state);
  goal = MAX (carc_mists_get_goal (state), 1);
  scale = (right - left) / goal;

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, 10);
  cairo_move_to (cr, left, y);
  cairo_line_to (cr, right, y);
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.3);
  cairo_stroke (cr);
  cairo_move_to (cr, left, y);
  cairo_line_to (cr, left + MIN (carc_mists_get_progress (state), goal) * scale, y);
  cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
  cairo_stroke (cr);

  for (guint h = 0; h < 2; h++)
    {
      guint threshold;

      if (carc_mists_get_hound (state, h, &threshold, NULL) == CARC_MISTS_HOUND_WAITING && threshold > 0)
        carc_mists_draw_hound (cr, left + threshold * scale, y, 18, h + 1);
    }

  /* The goal: a flag at the end. */
  cairo_set_line_width (cr, 2);
  cairo_move_to (cr, right, y + 8);
  cairo_line_to (cr, right, y - 16);
  cairo_set_source_rgb (cr, 0.25, 0.25, 0.25);
  cairo_stroke (cr);
  cairo_move_to (cr, right, y - 16);
  cairo_line_to (cr, right + 12, y - 11);
  cairo_line_to (cr, right, y - 6);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.85, 0.2, 0.15);
  cairo_fill (cr);

  /* Level 6: where each colour stands, side by side where several stand
   * on one space (as on the printed track): moved left of the colours
   * ahead, then right where the track begins. */
  if (level == CARC_MISTS_LEVELS)
    {
      guint n = carc_game_get_n_players (self->game), order[CARC_MAX_PLAYERS];
      double x[CARC_MAX_PLAYERS];

      for (guint c = 0; c < n; c++)
        order[c] = c;
      g_qsort_with_data (order, n, sizeof (guint), by_score, self->game);
      for (guint i = 0; i < n; i++)
        {
          x[i] = left + MIN (carc_game_get_score (self->game, order[i]), goal) * scale;
          if (i > 0)
            x[i] = MIN (x[i], x[i - 1] - MEEPLE_SPACING);
        }
      for (guint i = n; i-- > 0;)
        x[i] = MAX (x[i], i + 1 < n ? x[i + 1] + MEEPLE_SPACING : left);
      for (guint i = 0; i < n; i++)
        {
          GdkRGBA colour;

          gdk_rgba_parse (&colour, carc_player_get_colour (carc_game_get_player (self->game, order[i])));
          carc_figure_painter_draw_meeple (cr, x[i], y + 13, 14, &colour, FALSE);
        }
    }
}

static void
update (CarcMistsPanel *self)
{
  CarcState *state = carc_game_peek_state (self->game);
  guint level = carc_mists_get_level (state);
  guint bank_size = carc_mists_get_bank_size (state), bank = carc_mists_get_bank (state);
  guint pile = carc_mists_get_pile (state), left = carc_mists_get_pile_left (state);
  CarcMistsLevelInfo info;
  g_autofree char *progress = NULL, *bank_text = NULL, *pile_text = NULL;

  carc_mists_get_level_info (level, &info);
  progress = level == CARC_MISTS_LEVELS && carc_mists_setup_get_house_marks (carc_game_get_setup (self->game))
           /* TRANSLATORS: level 6 played by the house rule's shared marks */
           ? g_strdup_printf (_("Level %u · weakest colour %u of %u points (house rule)"), level,
                              carc_mists_get_progress (state), carc_mists_get_goal (state))
           : level == CARC_MISTS_LEVELS
           /* TRANSLATORS: level 6, where every guard colour scores on its own */
           ? g_strdup_printf (_("Level %u · weakest colour %u of %u points"), level,
                              carc_mists_get_progress (state), carc_mists_get_goal (state))
           : g_strdup_printf (_("Level %u · %u of %u points"), level, carc_mists_get_progress (state),
                              carc_mists_get_goal (state));
  /* TRANSLATORS: the ghost bank is the supply of ghost figures; the game is
   * lost when it is empty */
  bank_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Ghost bank: %u of %u ghost",
                                            "Ghost bank: %u of %u ghosts", bank_size), bank, bank_size);
  /* TRANSLATORS: the draw pile of land tiles (levels 3–6 have three) */
  pile_text = info.piles > 1
            ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Pile %u of %u: %u tile left",
                                            "Pile %u of %u: %u tiles left", left), pile + 1, info.piles, left)
            : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Pile: %u tile left", "Pile: %u tiles left", left), left);
  gtk_label_set_label (self->progress_label, progress);
  gtk_label_set_label (self->bank_label, bank_text);
  gtk_label_set_label (self->pile_label, pile_text);
  gtk_widget_queue_draw (GTK_WIDGET (self->track_area));
}

CarcGame *
carc_mists_panel_get_game (CarcMistsPanel *self)
{
  g_return_val_if_fail (CARC_IS_MISTS_PANEL (self), NULL);
  return self->game;
}

void
carc_mists_panel_set_game (CarcMistsPanel *self,
                           CarcGame       *game)
{
  g_return_if_fail (CARC_IS_MISTS_PANEL (self));
  g_return_if_fail (game == NULL || CARC_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      g_signal_connect_object (game, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
      update (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

static void
carc_mists_panel_dispose (GObject *object)
{
  CarcMistsPanel *self = CARC_MISTS_PANEL (object);
  GtkWidget *child;

  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), CARC_TYPE_MISTS_PANEL);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (carc_mists_panel_parent_class)->dispose (object);
}

static void
carc_mists_panel_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_GAME: g_value_set_object (value, CARC_MISTS_PANEL (object)->game); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_mists_panel_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_GAME: carc_mists_panel_set_game (CARC_MISTS_PANEL (object), g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_mists_panel_class_init (CarcMistsPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_mists_panel_dispose;
  object_class->get_property = carc_mists_panel_get_property;
  object_class->set_property = carc_mists_panel_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CARC_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/carcassonne/Carcassonne/ui/carc-mists-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcMistsPanel, progress_label);
  gtk_widget_class_bind_template_child (widget_class, CarcMistsPanel, track_area);
  gtk_widget_class_bind_template_child (widget_class, CarcMistsPanel, bank_label);
  gtk_widget_class_bind_template_child (widget_class, CarcMistsPanel, pile_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
carc_mists_panel_init (CarcMistsPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (self->track_area, draw_track_cb, self, NULL);
}
