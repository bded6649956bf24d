/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-mists.h"
#include "carc-rng.h"

G_BEGIN_DECLS

/* A greedy team for the cooperative game: it tries every listed action on
 * a copy of the state (a tile with the best guard it could take), finishes
 * the turn simply, and keeps the action whose result is worth most: points
 * made and in prospect, ghosts kept in the bank, cemeteries closed, the
 * goal (docs/mists-difficulty.md). */
void carc_mists_team_choose (CarcState  *state,
                             CarcRng    *rng,
                             CarcAction *action);

/* The same team's view of every listed action: up to @max of them, best
 * first (ties in a random order), into @ranked, and unless @values is
 * NULL their worth in points; returns how many. */
guint carc_mists_team_rank (CarcState  *state,
                            CarcRng    *rng,
                            CarcAction *ranked,
                            double     *values,
                            guint       max);

/* Whether a team that knew the order of the pile could win from @state:
 * a search keeping the @width best positions after every turn; with
 * @choose_deal, whether any order of the tiles left could be won.  A won
 * game's moves go to @won_by (CarcAction) and the order of its tiles to
 * @won_deal (guint16), unless they are NULL. */
CarcOutcome carc_mists_team_search (CarcState *state,
                                    guint      width,
                                    gboolean   choose_deal,
                                    GArray    *won_by,
                                    GArray    *won_deal);

G_END_DECLS
