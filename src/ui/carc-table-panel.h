/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "carc-table.h"

G_BEGIN_DECLS

/* The players of a game played from several computers: each seat's
 * presence, and hosting, each remote seat's invitation to copy and the
 * host's choice to hand an away seat to a computer player. */
#define CARC_TYPE_TABLE_PANEL (carc_table_panel_get_type ())

G_DECLARE_FINAL_TYPE (CarcTablePanel, carc_table_panel, CARC, TABLE_PANEL, GtkWidget)

CarcTablePanel *carc_table_panel_new       (void);
void            carc_table_panel_set_table (CarcTablePanel *self,
                                            CarcTable      *table);
char           *carc_table_presence_words  (CarcTable      *table,
                                            guint           seat);

G_END_DECLS
