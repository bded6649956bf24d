/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Traders & Builders' part of the side panel (ui/carc-goods-panel.ui):
 * a row per player with the goods tokens held, by kind, each kind drawn
 * as on the tiles.  The most of a kind is worth 10 at the end, so the
 * leaders' counts are bold. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-drawing.h"
#include "carc-goods-panel.h"
#include "carc-traders.h"
#include "carc-words.h"

struct _CarcGoodsPanel
{
  GtkWidget  parent_instance;

  CarcGame  *game;
  GtkGrid   *goods_grid;
};

G_DEFINE_FINAL_TYPE (CarcGoodsPanel, carc_goods_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char *const goods_drawings[CARC_N_GOODS] = { "goods-wine", "goods-grain", "goods-cloth" };

static const char *
goods_name (guint goods)
{
  switch (goods)
    {
    case CARC_GOODS_WINE: return _("Wine");
    case CARC_GOODS_GRAIN: return _("Grain");
    case CARC_GOODS_CLOTH: return _("Cloth");
    default: return "";
    }
}

static void
draw_goods_cb (GtkDrawingArea *area,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        data)
{
  carc_drawing_paint (cr, NULL, data, NULL, width / 2.0, height / 2.0, MIN (width, height));
}

static void
update (CarcGoodsPanel *self)
{
  CarcState *state = carc_game_peek_state (self->game);
  guint n = carc_game_get_n_players (self->game);
  guint most[CARC_N_GOODS] = { 0 };
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->goods_grid))) != NULL)
    gtk_grid_remove (self->goods_grid, child);
  for (guint g = 0; g < CARC_N_GOODS; g++)
    {
      GtkWidget *icon = gtk_drawing_area_new ();

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (icon), 22);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (icon), 22);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (icon), draw_goods_cb, (gpointer) goods_drawings[g], NULL);
      gtk_widget_set_tooltip_text (icon, goods_name (g + 1));
      gtk_grid_attach (self->goods_grid, icon, g + 1, 0, 1, 1);
      for (guint p = 0; p < n; p++)
        most[g] = MAX (most[g], carc_traders_get_goods (state, p, g + 1));
    }
  for (guint p = 0; p < n; p++)
    {
      GtkWidget *name = gtk_label_new (carc_words_player_name (self->game, carc_game_get_player (self->game, p)));

      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_widget_set_hexpand (name, TRUE);
      gtk_grid_attach (self->goods_grid, name, 0, p + 1, 1, 1);
      for (guint g = 0; g < CARC_N_GOODS; g++)
        {
          guint held = carc_traders_get_goods (state, p, g + 1);
          g_autofree char *text = g_strdup_printf ("%u", held);
          GtkWidget *label = gtk_label_new (text);

          gtk_widget_add_css_class (label, "numeric");
          if (held > 0 && held == most[g])
            gtk_widget_add_css_class (label, "heading");
          else if (held == 0)
            gtk_widget_add_css_class (label, "dim-label");
          gtk_grid_attach (self->goods_grid, label, g + 1, p + 1, 1, 1);
        }
    }
}

CarcGame *
carc_goods_panel_get_game (CarcGoodsPanel *self)
{
  g_return_val_if_fail (CARC_IS_GOODS_PANEL (self), NULL);
  return self->game;
}

void
carc_goods_panel_set_game (CarcGoodsPanel *self,
                           CarcGame       *game)
{
  g_return_if_fail (CARC_IS_GOODS_PANEL (self));
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
carc_goods_panel_dispose (GObject *object)
{
  CarcGoodsPanel *self = CARC_GOODS_PANEL (object);
  GtkWidget *child;

  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), CARC_TYPE_GOODS_PANEL);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (carc_goods_panel_parent_class)->dispose (object);
}

static void
carc_goods_panel_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_GAME: g_value_set_object (value, CARC_GOODS_PANEL (object)->game); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_goods_panel_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_GAME: carc_goods_panel_set_game (CARC_GOODS_PANEL (object), g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_goods_panel_class_init (CarcGoodsPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_goods_panel_dispose;
  object_class->get_property = carc_goods_panel_get_property;
  object_class->set_property = carc_goods_panel_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CARC_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/carcassonne/Carcassonne/ui/carc-goods-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcGoodsPanel, goods_grid);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
carc_goods_panel_init (CarcGoodsPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
