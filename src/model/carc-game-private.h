/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-game.h"

G_BEGIN_DECLS

/* Shared by carc-game.c and carc-game-coop.c only. */
CarcState *carc_game_peek_state   (CarcGame         *self);
CarcError  carc_game_apply_action (CarcGame         *self,
                                   const CarcAction *action);
CarcHistory *carc_game_peek_history (CarcGame     *self);
/* How often the engine listed the choices: once per change. */
guint      carc_game_get_n_listings (CarcGame       *self);

G_END_DECLS
