/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-board.h"
#include "carc-game.h"

G_BEGIN_DECLS

/* The guided first game: a short classic game on a fixed deal, the
 * player (Red) against an easy computer player (Blue), and the steps
 * that lead through it, each waiting for the player to do what it says
 * while the board marks where. */
#define CARC_TYPE_LESSON (carc_lesson_get_type ())

G_DECLARE_FINAL_TYPE (CarcLesson, carc_lesson, CARC, LESSON, GObject)

/* The lesson's game: its deal, its seats, Blue a computer player. */
CarcGame   *carc_lesson_new_game      (GError    **error);
CarcLesson *carc_lesson_new           (CarcGame   *game,
                                       CarcBoard  *board);
CarcGame   *carc_lesson_get_game      (CarcLesson *self);
guint       carc_lesson_get_step      (CarcLesson *self);
guint       carc_lesson_get_n_steps   (void);
/* The step's words, translated. */
const char *carc_lesson_get_title     (CarcLesson *self);
const char *carc_lesson_get_body      (CarcLesson *self);
/* Whether the step waits for the player to read on (a button), rather
 * than for a move; and whether it is the last. */
gboolean    carc_lesson_get_reads     (CarcLesson *self);
gboolean    carc_lesson_get_last      (CarcLesson *self);
/* The player read the step: on to the next. */
void        carc_lesson_next          (CarcLesson *self);

G_END_DECLS
