/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-history.h"
#include "carc-tileset-loader.h"

G_BEGIN_DECLS

/* g_test_init(), and the rules modules that come with the program
 * registered, as main registers them. */
void         test_init            (int          *argc,
                                   char       ***argv);

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

/* @n_games random whole games of the classic set with @modules, seeds 1
 * to @n_games, 2 to 6 players and every variant in turn: the invariants
 * after every action, undo-all and redo-all, and a save read back to the
 * same state.  The deal holds @n_tiles. */
void         test_random_module_games    (const char *const *modules,
                                   guint        n_games,
                                   guint        n_tiles);

/* A game for two of @sets with @modules, its start tile, then exactly
 * the tiles @ids (space-separated) in that order. */
CarcState   *test_composed_game   (const char *const *sets,
                                   const char *const *modules,
                                   guint        variants,
                                   const char  *ids);
/* The same for @n_players. */
CarcState   *test_composed_game_for (const char *const *sets,
                                   const char *const *modules,
                                   guint        n_players,
                                   guint        variants,
                                   const char  *ids);
/* The first segment of @kind on the tile just placed. */
guint        test_segment_of      (CarcState   *state,
                                   guint        kind);
/* Places the next tile and a figure of kind @figure (NO_FIGURE: none) on
 * its first segment of @kind. */
void         test_play_figure     (CarcState   *state,
                                   gint         x,
                                   gint         y,
                                   guint        rotation,
                                   gint         figure,
                                   guint        kind);
/* The figure step, after a module's questions about the tile: a meeple on
 * the new tile's first segment of @kind, or (NO_FIGURE) none. */
void         test_meeple_of_kind  (CarcState   *state,
                                   gint         kind);
/* The module's question answered with @action (its module filled in). */
void         test_answer          (CarcState   *state,
                                   CarcAction   action);
/* @player's points in the breakdown's line @line ("road", "inn" …). */
guint        test_line_points     (CarcState   *state,
                                   guint        player,
                                   const char  *line);

G_END_DECLS
