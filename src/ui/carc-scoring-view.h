/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "carc-game.h"

G_BEGIN_DECLS

#define CARC_TYPE_SCORING_VIEW (carc_scoring_view_get_type ())

G_DECLARE_FINAL_TYPE (CarcScoringView, carc_scoring_view, CARC, SCORING_VIEW, GtkWidget)

void        carc_scoring_view_set_game       (CarcScoringView *self,
                                              CarcGame        *game);
const char *carc_scoring_view_get_headline   (CarcScoringView *self);
char       *carc_scoring_view_dup_cell_text  (CarcScoringView *self,
                                              guint            row,
                                              guint            column);
char      **carc_scoring_view_dup_legend     (CarcScoringView *self);
guint       carc_scoring_view_axis_step      (guint            max,
                                              guint            max_ticks);

G_END_DECLS
