/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the files of the board page share (carc-board-view.c: the page,
 * its status and the tile in hand; -players.c: the players' rows;
 * -choices.c: a module's question and the figure's kind and colour;
 * -announce.c: the moves told to a screen reader). */
#include <adwaita.h>

#include "carc-board-view.h"
#include "carc-score-track.h"

G_BEGIN_DECLS

struct _CarcBoardView
{
  GtkWidget       parent_instance;

  CarcGame       *game;
  gboolean        revealed_for_answers;  /* the flap came out for a question */

  AdwFlap        *flap;
  CarcBoard      *board;
  GtkWidget      *side_panel;
  GtkLabel       *status_label;
  GtkLabel       *announce_label;
  GString        *announced;     /* the moves told since a person's last */
  guint           announced_events; /* the game's events told so far */
  gboolean        announced_scores; /* points among them */
  guint           announced_tiles;  /* the tiles placed among them */
  gboolean        person_decided;   /* a person decided when last seen */
  GtkWidget      *turn_box;
  GtkWidget      *hand_box;      /* the tile in hand over the board */
  GtkDrawingArea *hand_preview;
  GtkButton      *hand_skip;
  GtkBox         *hand_kinds;     /* the figure's kind and colour, on the card */
  GtkLabel       *hand_kind_label;
  GtkBox         *hand_colours;
  GtkDrawingArea *tile_preview;
  GtkButton      *skip_button;
  GtkLabel       *tiles_left_label;
  GtkLabel       *turn_hint_label;
  GtkWidget      *colour_choice_box;
  GtkLabel       *colour_label;
  GtkBox         *colour_buttons;
  GtkWidget      *kind_choice_box;
  GtkLabel       *kind_label;
  GtkBox         *kind_buttons;
  GtkWidget      *question_box;
  GtkLabel       *question_label;
  GtkWidget      *question_help;
  GtkWidget      *question_widget;  /* the asking bundle's, in the card */
  guint           take_alone_source;
  GtkBox         *answer_buttons;
  GtkBox         *bundle_slot;
  GtkListBox     *players_list;
  CarcScoreTrack *score_track;
  GtkWidget      *players_legend;
  GtkFlowBox     *remaining_box;
  GtkMenuButton  *remaining_button;
  gboolean        remaining_stale;  /* the game moved while its list was closed */
  GHashTable     *tile_images;      /* "type rotation theme px" → the tile's cairo image */
};

enum {
  REFUSED,
  ANNOUNCED,
  N_SIGNALS
};

extern guint carc_board_view_signals[N_SIGNALS];

GtkWidget *carc_board_view_figure_swatch_new (const char *colour,
                                              const char *drawing,
                                              double      scale,
                                              int         size);
GtkWidget *carc_board_view_swatch_new (const char *colour,
                                       int         size);
GtkWidget *carc_board_view_create_player_row (gpointer item,
                                              gpointer user_data);
void carc_board_view_update_players (CarcBoardView *self);
void carc_board_view_announce (CarcBoardView *self,
                               gboolean       restart);
void carc_board_view_reveal_for_answers (CarcBoardView *self,
                                         gboolean       needed);
void carc_board_view_update_question (CarcBoardView *self);
void carc_board_view_update_colour_choice (CarcBoardView *self);
void carc_board_view_update_kind_choice (CarcBoardView *self);
void carc_board_view_answer_asked_cb (CarcBoardView *self);
void carc_board_view_figure_chosen_cb (CarcBoardView *self);
void carc_board_view_pointed_cb (CarcBoardView *self,
                                 CarcChoice    *pointed);

G_END_DECLS
