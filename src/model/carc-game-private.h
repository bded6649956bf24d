/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-game.h"

G_BEGIN_DECLS

/* For the tests: an action applied without asking the listed choices. */
CarcError  carc_game_apply_action (CarcGame         *self,
                                   const CarcAction *action);
CarcHistory *carc_game_peek_history (CarcGame     *self);
/* How often the engine listed the choices: once per change. */
guint      carc_game_get_n_listings (CarcGame       *self);

G_END_DECLS
