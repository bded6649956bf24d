/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-history.h"
#include "carc-tileset-loader.h"

G_BEGIN_DECLS

/* Skip the figure step. */
#define NO_FIGURE (-1)

CarcTileSet *test_base_tiles      (void);
guint        test_type            (const char  *id);
CarcState   *test_game_new        (guint        players,
                                   guint        variants,
                                   const char  *order);
void         test_play            (CarcState   *state,
                                   gint         x,
                                   gint         y,
                                   guint        rotation,
                                   gint         segment);
char        *test_dump            (CarcState   *state);
void         test_check_invariants(CarcState   *state,
                                   const guint *previous_scores);
char        *test_play_random     (CarcHistory *history,
                                   guint64      seed);

G_END_DECLS
