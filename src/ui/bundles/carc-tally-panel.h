/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "carc-game.h"

G_BEGIN_DECLS

#define CARC_TYPE_TALLY_PANEL (carc_tally_panel_get_type ())

G_DECLARE_DERIVABLE_TYPE (CarcTallyPanel, carc_tally_panel, CARC, TALLY_PANEL, GtkWidget)

/* A module's part of the side panel that counts something per player
 * (goods tokens, gold bars): a heading, a column per kind of thing with
 * its drawing of data/art above it, and a row per player.  A subclass
 * fills in its class. */
struct _CarcTallyPanelClass
{
  GtkWidgetClass parent_class;

  /* The heading, translated. */
  const char *(*heading)      (void);
  guint        n_columns;
  /* The drawing above @column and its name (translated). */
  const char *(*drawing)      (guint            column);
  const char *(*column_name)  (guint            column);
  guint       (*count)        (const CarcState *state,
                               guint            player,
                               guint            column);
  /* A tooltip for one player's count, or NULL (translated, freed). */
  char       *(*count_tooltip)(const CarcState *state,
                               guint            player,
                               guint            column);
  /* The most of a column is shown in bold (goods: worth 10 at the end). */
  gboolean     bold_most;
};

CarcGame *carc_tally_panel_get_game (CarcTallyPanel *self);
void      carc_tally_panel_set_game (CarcTallyPanel *self,
                                     CarcGame       *game);

G_END_DECLS
