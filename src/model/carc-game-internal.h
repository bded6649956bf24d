/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the files of CarcGame share (carc-game.c: the object, its
 * properties and signals, and what it reports after a change;
 * -files.c: opening, serialising and saving; -query.c: what the views
 * read; -moves.c: the listed choices, moves, undo and redo). */
#include "carc-game-private.h"

G_BEGIN_DECLS

struct _CarcGame
{
  GObject       parent_instance;
  CarcHistory  *history;
  GListStore   *players;
  GListStore   *log;          /* CarcLogEntry, the events up to the cursor */
  GListStore   *choices;      /* CarcChoice: the current decision's legal actions */
  guint         n_listings;   /* how often the engine listed them, for tests */
  guint         figure_colours; /* of the listed figure spots, when the player chooses */
  guint         refusal;      /* why the last action asked for was refused */
  const char   *refusal_module;
  GFile        *file;         /* where the player saved it, or NULL */
  guint         saved_cursor; /* the history's cursor when it was saved or
                               * opened; G_MAXUINT once that point is gone */
  gboolean      modified;     /* the cursor is not at the saved point */
  const CarcEvent *reporting; /* what the signal being emitted reports, or NULL */
  CarcGameReferee referee;    /* applies the game's actions elsewhere, or NULL */
  gpointer      referee_data;
  gboolean      paused;       /* the referee cannot be reached: nobody here acts */
  gboolean      ended;        /* ... and it ended the game for another */

  /* What the properties last reported. */
  guint         current_player;
  guint         decision;
  guint         tile;
  guint         tiles_left;
  guint         turn;
  gboolean      can_undo;
  gboolean      can_redo;
  gboolean      game_over;
};

enum {
  PROP_0,
  PROP_CURRENT_PLAYER,
  PROP_DECISION,
  PROP_TILE,
  PROP_TILES_LEFT,
  PROP_TURN,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_GAME_OVER,
  PROP_FILE,
  PROP_MODIFIED,
  N_PROPS
};

enum {
  CHANGED,
  TILE_PLACED,
  FIGURE_PLACED,
  FEATURE_SCORED,
  POINTS_WON,
  GAME_OVER,
  N_SIGNALS
};

extern GParamSpec *carc_game_properties[N_PROPS];
extern guint carc_game_signals[N_SIGNALS];

CarcState *carc_game_state (CarcGame *self);
void carc_game_update_modified (CarcGame *self);
void carc_game_sync_properties (CarcGame *self);
void carc_game_emit_events (CarcGame *self);
void carc_game_watch_seats (CarcGame *self);
void carc_game_settle_chance (CarcGame *self);
gboolean carc_game_mixed_table (CarcGame *self);
gboolean carc_game_move (CarcGame *self,
                         gboolean  forward);
gboolean carc_game_after_move (CarcGame *self,
                               gboolean  moved);

G_END_DECLS
