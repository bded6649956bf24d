/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Gold Mines' part of the side panel: the bars each player holds,
 * with what they will be worth at the end in each count's tooltip. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-gold.h"
#include "carc-gold-panel.h"

struct _CarcGoldPanel
{
  CarcTallyPanel parent_instance;
};

G_DEFINE_FINAL_TYPE (CarcGoldPanel, carc_gold_panel, CARC_TYPE_TALLY_PANEL)

static const char *
gold_heading (void)
{
  return C_("side panel", "Gold");
}

static const char *
gold_drawing (guint column)
{
  return "gold";
}

static const char *
gold_name (guint column)
{
  return _("Gold bars");
}

static guint
gold_count (const CarcState *state,
            guint            player,
            guint            column)
{
  return carc_gold_get_held (state, player);
}

static char *
gold_tooltip (const CarcState *state,
              guint            player,
              guint            column)
{
  guint held = carc_gold_get_held (state, player);
  guint points = held * carc_gold_bar_value (held);

  /* TRANSLATORS: a player's gold bars, as the final scoring will count
   * them (1 to 4 points a bar, by how many the player holds) */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Worth %u point at the end", "Worth %u points at the end",
                                       points), points);
}

static void
carc_gold_panel_class_init (CarcGoldPanelClass *klass)
{
  CarcTallyPanelClass *tally_class = CARC_TALLY_PANEL_CLASS (klass);

  tally_class->heading = gold_heading;
  tally_class->n_columns = 1;
  tally_class->drawing = gold_drawing;
  tally_class->column_name = gold_name;
  tally_class->count = gold_count;
  tally_class->count_tooltip = gold_tooltip;
}

static void
carc_gold_panel_init (CarcGoldPanel *self)
{
}
