/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "carc-game.h"
#include "carc-seat-menu.h"

G_BEGIN_DECLS

#define CARC_TYPE_NEW_GAME_DIALOG (carc_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (CarcNewGameDialog, carc_new_game_dialog, CARC, NEW_GAME_DIALOG, AdwWindow)

extern const char * const carc_player_colours[CARC_MAX_PLAYERS];

CarcNewGameDialog *carc_new_game_dialog_new           (GtkWindow         *parent,
                                                       CarcTileSet       *tiles);
CarcGame          *carc_new_game_dialog_create_game   (CarcNewGameDialog *self,
                                                       guint64            seed);
void               carc_new_game_dialog_set_n_players (CarcNewGameDialog *self,
                                                       guint              n_players);
void               carc_new_game_dialog_set_colour    (CarcNewGameDialog *self,
                                                       guint              seat,
                                                       guint              colour);
void               carc_new_game_dialog_set_seat      (CarcNewGameDialog *self,
                                                       guint              seat,
                                                       gint               level);
void               carc_new_game_dialog_set_name      (CarcNewGameDialog *self,
                                                       guint              seat,
                                                       const char        *name);
gboolean           carc_new_game_dialog_can_start     (CarcNewGameDialog *self);
gboolean           carc_new_game_dialog_get_hosts     (CarcNewGameDialog *self);
char              *carc_new_game_dialog_dup_address   (CarcNewGameDialog *self);
guint              carc_new_game_dialog_get_port      (CarcNewGameDialog *self);
void               carc_new_game_dialog_set_host      (CarcNewGameDialog *self,
                                                       const char        *address,
                                                       guint              port);

G_END_DECLS
