/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "carc-choice.h"
#include "carc-history.h"
#include "carc-log-entry.h"
#include "carc-player.h"

G_BEGIN_DECLS

#define CARC_TYPE_GAME (carc_game_get_type ())

G_DECLARE_FINAL_TYPE (CarcGame, carc_game, CARC, GAME, GObject)

/* Who applies the moves of a game played from several computers (a
 * CarcTable): it sends @action on and returns whether it went; the game
 * changes when carc_game_follow() brings it the one true log. */
typedef CarcError (*CarcGameReferee) (const CarcAction *action,
                                      gpointer          data);

CarcGame           *carc_game_new                 (CarcSetup          *setup,
                                                   const char * const *names,
                                                   const char * const *colours);

CarcGame           *carc_game_new_from_file       (GFile              *file,
                                                   GError            **error);
gboolean            carc_game_save                (CarcGame           *self,
                                                   GFile              *file,
                                                   gboolean            as_document,
                                                   GError            **error);
GBytes             *carc_game_serialize           (CarcGame           *self);
GFile              *carc_game_get_file            (CarcGame           *self);
gboolean            carc_game_get_modified        (CarcGame           *self);
void                carc_game_forget_file         (CarcGame           *self);
CarcSetup          *carc_game_get_setup           (CarcGame           *self);
CarcTileSet        *carc_game_get_tile_set        (CarcGame           *self);
GListModel         *carc_game_get_players         (CarcGame           *self);
GListModel         *carc_game_get_log             (CarcGame           *self);
CarcPlayer         *carc_game_get_player          (CarcGame           *self,
                                                   guint               index);
guint               carc_game_get_n_players       (CarcGame           *self);
guint               carc_game_get_current_player  (CarcGame           *self);
CarcDecisionKind    carc_game_get_decision        (CarcGame           *self);
guint               carc_game_get_tile            (CarcGame           *self);
guint               carc_game_get_tiles_left      (CarcGame           *self);
guint               carc_game_get_turn            (CarcGame           *self);
guint               carc_game_get_n_moves         (CarcGame           *self);
gboolean            carc_game_get_can_undo        (CarcGame           *self);
gboolean            carc_game_get_can_redo        (CarcGame           *self);
gboolean            carc_game_get_game_over       (CarcGame           *self);

const CarcTileType *carc_game_get_tile_type       (CarcGame           *self,
                                                   guint               type);
guint               carc_game_get_n_placed        (CarcGame           *self);
void                carc_game_get_placed          (CarcGame           *self,
                                                   guint               index,
                                                   CarcPlacedTile     *tile);
gint                carc_game_tile_at             (CarcGame           *self,
                                                   gint                x,
                                                   gint                y);
gint                carc_game_get_last_placed     (CarcGame           *self);
guint               carc_game_get_n_figures       (CarcGame           *self);
void                carc_game_get_figure          (CarcGame           *self,
                                                   guint               index,
                                                   CarcFigureInfo     *figure);
guint               carc_game_get_score           (CarcGame           *self,
                                                   guint               player);
guint               carc_game_get_category_score  (CarcGame           *self,
                                                   guint               player,
                                                   guint               category);
guint               carc_game_get_n_score_categories (CarcGame        *self);
const char         *carc_game_get_score_category_id (CarcGame         *self,
                                                   guint               category);
guint               carc_game_get_n_figure_kinds  (CarcGame           *self);
guint               carc_game_get_listed_figure_kinds (CarcGame       *self);
guint               carc_game_get_supply          (CarcGame           *self,
                                                   guint               player,
                                                   guint               kind);
const char         *carc_game_get_figure_kind_id  (CarcGame           *self,
                                                   guint               kind);
const CarcEvent    *carc_game_get_events          (CarcGame           *self,
                                                   guint              *n_events);
const CarcEvent    *carc_game_get_current_event   (CarcGame           *self);
GArray             *carc_game_list_feature_tiles  (CarcGame           *self,
                                                   guint               feature_id);
guint               carc_game_count_remaining     (CarcGame           *self,
                                                   guint               type);

GListModel         *carc_game_get_choices         (CarcGame           *self);
GArray             *carc_game_list_choices        (CarcGame           *self,
                                                   CarcChoiceKind      kind);
CarcChoice         *carc_game_find_choice         (CarcGame           *self,
                                                   const CarcAction   *action);
CarcError           carc_game_choose              (CarcGame           *self,
                                                   CarcChoice         *choice);
CarcError           carc_game_choose_action       (CarcGame           *self,
                                                   const CarcAction   *action);
GArray             *carc_game_list_placements     (CarcGame           *self,
                                                   guint               rotation);
GArray             *carc_game_list_figure_options (CarcGame           *self);
CarcError           carc_game_check_placement     (CarcGame           *self,
                                                   gint                x,
                                                   gint                y,
                                                   guint               rotation);
CarcError           carc_game_place_tile          (CarcGame           *self,
                                                   gint                x,
                                                   gint                y,
                                                   guint               rotation);
CarcError           carc_game_place_figure        (CarcGame           *self,
                                                   guint               segment);
CarcError           carc_game_skip_figure         (CarcGame           *self);
gboolean            carc_game_undo                (CarcGame           *self);
gboolean            carc_game_redo                (CarcGame           *self);
gboolean            carc_game_undo_turn           (CarcGame           *self);
void                carc_game_set_referee         (CarcGame           *self,
                                                   CarcGameReferee     referee,
                                                   gpointer            data);
gboolean            carc_game_get_refereed        (CarcGame           *self);
void                carc_game_set_paused          (CarcGame           *self,
                                                   gboolean            paused,
                                                   gboolean            ended);
gboolean            carc_game_get_paused          (CarcGame           *self);
gboolean            carc_game_get_ended_elsewhere (CarcGame           *self);
gboolean            carc_game_follow              (CarcGame           *self,
                                                   CarcSetup          *setup,
                                                   const CarcAction   *actions,
                                                   guint               n_actions);

/* What any module's decision asks, for the views. */
CarcState          *carc_game_peek_state          (CarcGame           *self);
guint               carc_game_get_acting          (CarcGame           *self);
gboolean            carc_game_get_person_decides  (CarcGame           *self);
guint               carc_game_get_question        (CarcGame           *self);
CarcOutcome         carc_game_get_outcome         (CarcGame           *self);
CarcState          *carc_game_preview             (CarcGame           *self,
                                                   CarcChoice         *choice);
guint               carc_game_get_refusal         (CarcGame           *self,
                                                   const char        **module);
guint               carc_game_get_figure_colours  (CarcGame           *self);
guint               carc_game_get_turn_seats      (CarcGame           *self);

G_END_DECLS
