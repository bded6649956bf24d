/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-bundle.h"

G_BEGIN_DECLS

/* What the core views say about a game: the words of its modules'
 * bundles where they have their own (design.md decision 7), else the
 * core's.  Every string is translated. */
char                  *carc_words_refusal       (CarcGame           *game,
                                                 CarcError           error);
char                  *carc_words_status        (CarcGame           *game);
char                  *carc_words_question      (CarcGame           *game);
const CarcBundle      *carc_words_asking_bundle (CarcGame           *game);
char                  *carc_words_taken_alone   (CarcGame           *game,
                                                 CarcChoice        **only);
char                  *carc_words_choice_label  (CarcGame           *game,
                                                 CarcChoice         *choice,
                                                 gboolean           *suggested);
const char            *carc_words_player_name   (CarcGame           *game,
                                                 CarcPlayer         *player);
char                  *carc_words_scored        (CarcGame           *game,
                                                 guint               player,
                                                 guint               points,
                                                 guint               feature);
gboolean               carc_words_announce_end  (CarcGame           *game,
                                                 char              **heading,
                                                 char              **body);
const CarcFigureWords *carc_words_figure        (CarcGame           *game);
const CarcFigureLook  *carc_words_figure_look   (CarcGame           *game,
                                                 guint               kind);
char                  *carc_words_supply        (CarcGame           *game,
                                                 guint               player);
const char            *carc_words_score_line    (CarcGame           *game,
                                                 guint               category);
char                  *carc_words_segment       (const CarcTileType *type,
                                                 guint               rotation,
                                                 guint               segment);
char                  *carc_words_tile          (const CarcTileType *type,
                                                 guint               rotation);

G_END_DECLS
