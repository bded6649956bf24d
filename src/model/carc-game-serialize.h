/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-game.h"

G_BEGIN_DECLS

GBytes *carc_game_serialize (CarcGame *game);

G_END_DECLS
