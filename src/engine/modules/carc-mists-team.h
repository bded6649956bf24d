/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-mists.h"
#include "carc-rng.h"

G_BEGIN_DECLS

/* A greedy team for the cooperative game: it tries every listed action on
 * a copy of the state, finishes the turn simply, and keeps the action whose
 * result is worth most (points, ghosts kept in the bank, the goal). */
void carc_mists_team_choose (CarcState  *state,
                             CarcRng    *rng,
                             CarcAction *action);

G_END_DECLS
