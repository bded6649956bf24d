/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Traders & Builders' part of the side panel: the goods tokens each
 * player holds, by kind, each kind drawn as on the tiles.  The most of a
 * kind is worth 10 at the end, so the leaders' counts are bold. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-goods-panel.h"
#include "carc-traders.h"

struct _CarcGoodsPanel
{
  CarcTallyPanel parent_instance;
};

G_DEFINE_FINAL_TYPE (CarcGoodsPanel, carc_goods_panel, CARC_TYPE_TALLY_PANEL)

static const char *
goods_heading (void)
{
  return C_("side panel", "Goods");
}

static const char *
goods_drawing (guint column)
{
  static const char *const drawings[CARC_N_GOODS] = { "wine", "grain", "cloth" };

  return drawings[column];
}

static const char *
goods_name (guint column)
{
  switch (column + 1)
    {
    case CARC_GOODS_WINE: return _("Wine");
    case CARC_GOODS_GRAIN: return _("Grain");
    case CARC_GOODS_CLOTH: return _("Cloth");
    default: return "";
    }
}

static guint
goods_count (const CarcState *state,
             guint            player,
             guint            column)
{
  return carc_traders_get_goods (state, player, column + 1);
}

static void
carc_goods_panel_class_init (CarcGoodsPanelClass *klass)
{
  CarcTallyPanelClass *tally_class = CARC_TALLY_PANEL_CLASS (klass);

  tally_class->heading = goods_heading;
  tally_class->n_columns = CARC_N_GOODS;
  tally_class->drawing = goods_drawing;
  tally_class->column_name = goods_name;
  tally_class->count = goods_count;
  tally_class->bold_most = TRUE;
}

static void
carc_goods_panel_init (CarcGoodsPanel *self)
{
}
