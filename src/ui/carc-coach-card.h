/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A card that teaches, over the window's pages: a title, a few lines,
 * and up to two buttons (the step's own, and leaving or the rules). */
#define CARC_TYPE_COACH_CARD (carc_coach_card_get_type ())

G_DECLARE_FINAL_TYPE (CarcCoachCard, carc_coach_card, CARC, COACH_CARD, GtkWidget)

void        carc_coach_card_set_text      (CarcCoachCard *self,
                                           const char    *title,
                                           const char    *body);
const char *carc_coach_card_get_title     (CarcCoachCard *self);
const char *carc_coach_card_get_body      (CarcCoachCard *self);
/* A line over the title ("Step 3 of 11"), or NULL for none. */
void        carc_coach_card_set_progress  (CarcCoachCard *self,
                                           const char    *progress);
/* The buttons' labels, with a mnemonic; NULL hides the button. */
void        carc_coach_card_set_buttons   (CarcCoachCard *self,
                                           const char    *primary,
                                           const char    *secondary);
/* Puts the keys on the primary button, for Enter. */
void        carc_coach_card_focus_primary (CarcCoachCard *self);

G_END_DECLS
