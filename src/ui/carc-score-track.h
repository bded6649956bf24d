/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "carc-bundle.h"
#include "carc-game.h"

G_BEGIN_DECLS

/* The board game's score track, spaces 0 to 49 in five rows of ten, with
 * every player's scoring figure on it and the modules' pieces (a lady, a
 * robber, the campaign's hounds and goal).  A scoring moves the figures
 * along it; a question's choice that points at a piece is chosen there. */
#define CARC_TYPE_SCORE_TRACK (carc_score_track_get_type ())

G_DECLARE_FINAL_TYPE (CarcScoreTrack, carc_score_track, CARC, SCORE_TRACK, GtkWidget)

#define CARC_SCORE_TRACK_SPACES 50

GtkWidget            *carc_score_track_new         (void);
void                  carc_score_track_set_game    (CarcScoreTrack *self,
                                                    CarcGame       *game);
CarcGame             *carc_score_track_get_game    (CarcScoreTrack *self);
/* Marks the pieces @choice points at and where the figures would go
 * (NULL: none), while its button has the pointer or the keys' focus. */
void                  carc_score_track_show_choice (CarcScoreTrack *self,
                                                    CarcChoice     *choice);
/* The pieces shown now, hidden ones included, in the order drawn. */
guint                 carc_score_track_get_n_pieces (CarcScoreTrack *self);
const CarcTrackPiece *carc_score_track_get_piece   (CarcScoreTrack *self,
                                                    guint           index);
/* The choice of the piece at @x, @y (widget pixels), or NULL. */
CarcChoice           *carc_score_track_choice_at   (CarcScoreTrack *self,
                                                    double          x,
                                                    double          y);
/* Where the centre of space @space is drawn, in widget pixels. */
void                  carc_score_track_space_centre (CarcScoreTrack *self,
                                                    guint           space,
                                                    double         *x,
                                                    double         *y);

G_END_DECLS
