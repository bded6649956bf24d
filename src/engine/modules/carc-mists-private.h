/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the files of the cooperative game share (carc-mists.c: its rules
 * and its declarations; -guards.c: burials, castles and hounds;
 * -setup.c: its ids, levels and team; -query.c: what it tells of a game
 * in play). */
#include "carc-mists.h"

G_BEGIN_DECLS

typedef struct
{
  guint    tile;          /* placed index */
  gboolean closed;
  guint    buried;        /* guards lying on it */
} Cemetery;

typedef struct
{
  guint   level;
  guint   people;        /* at the table: 1–5 */
  guint   bank;          /* ghosts not on the board */
  guint   bank_size;     /* the level's whole bank */
  guint   goal;
  guint   hound_marks[2];  /* the scores that bring the hounds */
  gboolean house_marks;    /* level 6 by the house rule's marks */
  GArray *ghosts;        /* guint8 per placed tile */
  GArray *pending;       /* guint32 features awaiting the choice */
  GArray *cemeteries;    /* Cemetery */
  GArray *to_bury;       /* guint: indices into cemeteries, closed this turn */
  gboolean emerge_due;   /* 2a waits for the burials of this turn */
  guint   new_tile;
  gboolean cemetery_ghost_due;

  guint    pile;          /* 0, 1, 2: the current pile (levels 3–6) */
  guint    n_piles;

  /* Hounds: waiting for their threshold, beside a guard, or gone. */
  CarcMistsHoundState hound[2];
  guint    hound_tile[2];      /* the guard's tile and segment */
  guint    hound_segment[2];
  gint     hound_to_place;     /* hound whose guard must be chosen, or -1 */
  gint     hound_clearing;     /* hound clearing tiles now, or -1 */
  guint    hound_cleared;      /* tiles it cleared so far (at most 2) */

  gboolean face_down_due;      /* levels 5–6: the end of a turn */
} Mists;

static const guint bank_sizes[CARC_MISTS_LEVELS] = { 15, 15, 15, 13, 13, 12 };
static const guint goals[CARC_MISTS_LEVELS] = { 50, 75, 100, 120, 100, 50 };
static const guint hound_thresholds[CARC_MISTS_LEVELS][2] = {
  { 0, 0 }, { 0, 0 }, { 15, 50 }, { 20, 60 }, { 15, 50 }, { 10, 25 },
};

#define PILE_SIZE 20

gboolean carc_mists_parse_id (const char *id,
                              guint      *level,
                              guint      *people,
                              gboolean   *house_marks);
void carc_mists_house_marks (guint  colours,
                             guint *goal,
                             guint  hounds[2]);
Mists *carc_mists_data_of (CarcState *state);
guint carc_mists_count_around (CarcState *state,
                               gint       x,
                               gint       y);
guint carc_mists_count_orthogonal (CarcState *state,
                                   gint       x,
                                   gint       y);

guint8 *carc_mists_ghosts_on (Mists *m,
                              guint  tile);
const CarcTileType *carc_mists_type_of (CarcState      *state,
                                        guint           placed,
                                        CarcPlacedTile *tile);
guint carc_mists_n_open_cemeteries (Mists *m,
                                    guint *last);
void carc_mists_ghosts_emerge (CarcState *state,
                               Mists     *m);
void carc_mists_close_cemeteries (CarcState *state,
                                  Mists     *m);
void carc_mists_list_standing_guards (CarcState *state,
                                      guint      module,
                                      guint      choice,
                                      GArray    *actions);
void carc_mists_list_burials (CarcState *state,
                              guint      module,
                              GArray    *actions);
guint carc_mists_castle_points (CarcState *state,
                                guint32    feature);
CarcError carc_mists_apply_bury (CarcState        *state,
                                 Mists            *m,
                                 const CarcAction *action);
void carc_mists_check_hounds (CarcState *state,
                              Mists     *m);
void carc_mists_hounds_follow (CarcState *state,
                               Mists     *m,
                               guint32    feature);
CarcError carc_mists_apply_hound (CarcState        *state,
                                  Mists            *m,
                                  const CarcAction *action);

G_END_DECLS
