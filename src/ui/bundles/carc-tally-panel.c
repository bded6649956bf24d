/* SPDX-License-Identifier: GPL-3.0-or-later */

/* A count per player in the side panel (ui/carc-tally-panel.ui), for the
 * modules whose players hold things: a heading, a drawing above each
 * column, a row per player.  Subclasses say what is counted. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-drawing.h"
#include "carc-tally-panel.h"
#include "carc-words.h"

typedef struct
{
  CarcGame  *game;
  GtkLabel  *heading;
  GtkGrid   *grid;
} CarcTallyPanelPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (CarcTallyPanel, carc_tally_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
draw_cb (GtkDrawingArea *area,
         cairo_t        *cr,
         int             width,
         int             height,
         gpointer        drawing)
{
  carc_drawing_paint (cr, NULL, drawing, NULL, width / 2.0, height / 2.0, MIN (width, height));
}

static void
update (CarcTallyPanel *self)
{
  CarcTallyPanelPrivate *priv = carc_tally_panel_get_instance_private (self);
  CarcTallyPanelClass *klass = CARC_TALLY_PANEL_GET_CLASS (self);
  CarcState *state = carc_game_peek_state (priv->game);
  guint n = carc_game_get_n_players (priv->game);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (priv->grid))) != NULL)
    gtk_grid_remove (priv->grid, child);
  for (guint c = 0; c < klass->n_columns; c++)
    {
      GtkWidget *icon = gtk_drawing_area_new ();
      guint most = 0;

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (icon), 22);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (icon), 22);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (icon), draw_cb, (gpointer) klass->drawing (c), NULL);
      gtk_widget_set_tooltip_text (icon, klass->column_name (c));
      gtk_grid_attach (priv->grid, icon, c + 1, 0, 1, 1);
      for (guint p = 0; p < n; p++)
        most = MAX (most, klass->count (state, p, c));
      for (guint p = 0; p < n; p++)
        {
          guint held = klass->count (state, p, c);
          g_autofree char *text = g_strdup_printf ("%u", held);
          g_autofree char *tooltip = klass->count_tooltip != NULL ? klass->count_tooltip (state, p, c) : NULL;
          GtkWidget *label = gtk_label_new (text);

          gtk_widget_add_css_class (label, "numeric");
          if (klass->bold_most && held > 0 && held == most)
            gtk_widget_add_css_class (label, "heading");
          else if (held == 0)
            gtk_widget_add_css_class (label, "dim-label");
          gtk_widget_set_tooltip_text (label, tooltip);
          gtk_grid_attach (priv->grid, label, c + 1, p + 1, 1, 1);
        }
    }
  for (guint p = 0; p < n; p++)
    {
      GtkWidget *name = gtk_label_new (carc_words_player_name (priv->game, carc_game_get_player (priv->game, p)));

      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_widget_set_hexpand (name, TRUE);
      gtk_grid_attach (priv->grid, name, 0, p + 1, 1, 1);
    }
}

CarcGame *
carc_tally_panel_get_game (CarcTallyPanel *self)
{
  CarcTallyPanelPrivate *priv = carc_tally_panel_get_instance_private (self);

  g_return_val_if_fail (CARC_IS_TALLY_PANEL (self), NULL);
  return priv->game;
}

void
carc_tally_panel_set_game (CarcTallyPanel *self,
                           CarcGame       *game)
{
  CarcTallyPanelPrivate *priv = carc_tally_panel_get_instance_private (self);

  g_return_if_fail (CARC_IS_TALLY_PANEL (self));
  g_return_if_fail (game == NULL || CARC_IS_GAME (game));

  if (priv->game == game)
    return;
  if (priv->game != NULL)
    g_signal_handlers_disconnect_by_data (priv->game, self);
  g_set_object (&priv->game, game);
  if (game != NULL)
    {
      g_signal_connect_object (game, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
      update (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

static void
carc_tally_panel_constructed (GObject *object)
{
  CarcTallyPanel *self = CARC_TALLY_PANEL (object);
  CarcTallyPanelPrivate *priv = carc_tally_panel_get_instance_private (self);

  G_OBJECT_CLASS (carc_tally_panel_parent_class)->constructed (object);
  gtk_label_set_label (priv->heading, CARC_TALLY_PANEL_GET_CLASS (self)->heading ());
}

static void
carc_tally_panel_dispose (GObject *object)
{
  CarcTallyPanel *self = CARC_TALLY_PANEL (object);
  CarcTallyPanelPrivate *priv = carc_tally_panel_get_instance_private (self);
  GtkWidget *child;

  g_clear_object (&priv->game);
  /* The template's box holds every child: unparenting it is enough (GTK
   * 4.8's gtk_widget_dispose_template() wants the instance's own class
   * to hold the template, a subclass's does not). */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (carc_tally_panel_parent_class)->dispose (object);
}

static void
carc_tally_panel_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_GAME: g_value_set_object (value, carc_tally_panel_get_game (CARC_TALLY_PANEL (object))); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_tally_panel_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_GAME: carc_tally_panel_set_game (CARC_TALLY_PANEL (object), g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_tally_panel_class_init (CarcTallyPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = carc_tally_panel_constructed;
  object_class->dispose = carc_tally_panel_dispose;
  object_class->get_property = carc_tally_panel_get_property;
  object_class->set_property = carc_tally_panel_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CARC_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/carcassonne/Carcassonne/ui/carc-tally-panel.ui");
  gtk_widget_class_bind_template_child_private (widget_class, CarcTallyPanel, heading);
  gtk_widget_class_bind_template_child_private (widget_class, CarcTallyPanel, grid);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
carc_tally_panel_init (CarcTallyPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
