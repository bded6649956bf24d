/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-board-view.h"
#include "carc-coach-card.h"
#include "carc-lesson.h"
#include "carc-notice.h"
#include "carc-session.h"
#include "carc-table-panel.h"
#include "carc-level-view.h"
#include "carc-window.h"

G_BEGIN_DECLS

struct _CarcWindow
{
  AdwApplicationWindow  parent_instance;

  CarcGame             *game;

  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  CarcBoardView        *board_view;
  CarcScoringView      *scoring_view;
  AdwWindowTitle       *window_title;
  guint                 title_idle;
  GtkWidget            *panel_button;
  GtkWidget            *back_button;
  GtkMenuButton        *menu_button;
  gboolean              announces_end;  /* the game's modules announce its end */
  gboolean              announced;      /* that end was announced */
  AdwToast             *message_toast;  /* the refusal or message shown (weak) */
  guint                 message_moves;  /* 1 + the moves when a message about the
                                         * decision then was shown, or 0 */
  char                 *computer_said;  /* what the message says of a computer's answers */
  guint                 computer_turn;  /* in that turn */
  AdwToast             *score_toast;    /* this move's scorings (weak) */
  guint                 score_moves;    /* the game's moves when it was shown */

  /* Start page. */
  GtkWidget            *continue_button;
  GtkWidget            *learn_button;    /* suggested while there is none */
  GtkLabel             *continue_label;
  CarcNotice           *start_notice;
  char                 *autosave_notice;   /* the autosave could not be read */
  GtkWidget            *recent_group;
  GtkListBox           *recent_list;

  /* The game in play, its autosave and the campaign's bookkeeping. */
  CarcSession          *session;
  CarcCampaign         *campaign;       /* the session's */
  CarcLevelView        *level_view;
  GtkWidget            *campaign_box;    /* a button for each campaign */

  GSettings            *settings;
  gboolean              closing;

  /* The coach: the guided game, or the expansions to introduce. */
  CarcCoachCard        *coach_card;
  CarcLesson           *lesson;
  CarcGame             *before_lesson;   /* the game set aside for it */
  GPtrArray            *introductions;   /* const CarcBundle *, the first shown */

  /* A game played from several computers: hosted here, or joined. */
  CarcTable            *table;
  GtkWidget            *table_button;
  CarcTablePanel       *table_panel;
  GtkRevealer          *table_bar;
  GtkLabel             *table_bar_label;
  GtkWidget            *table_bar_button;
  AdwMessageDialog     *undo_dialog;     /* asking the people here (weak) */
  guint8                presence[6];     /* each seat's CarcWirePresence, as last said */

  /* The hint being thought of, and the tile and figure it suggested. */
  GCancellable         *hint_cancellable;
  CarcAction            hint_tile;
  CarcAction            hint_then;
};

/* Makes @dialog a modal dialog of @self that lets go of it and closes
 * when @self is destroyed (see carc-window.c). */
void carc_window_attach_dialog (CarcWindow *self,
                                GtkWindow  *dialog);
AdwMessageDialog *carc_window_new_message_dialog (CarcWindow *self,
                                                  const char *heading,
                                                  const char *body);

/* carc-window-files.c: saving, opening, the autosave and the start page. */
typedef void (*CarcWindowContinuation) (CarcWindow *self,
                                        gpointer    data);

void   carc_window_files_class_init    (GtkWidgetClass         *widget_class);
void   carc_window_files_init          (CarcWindow             *self);
void   carc_window_refresh_start_page  (CarcWindow             *self);
void   carc_window_confirm_replace     (CarcWindow             *self,
                                        CarcWindowContinuation  then,
                                        gpointer                data,
                                        GDestroyNotify          data_free);
void   carc_window_confirm_set_aside   (CarcWindow             *self,
                                        CarcWindowContinuation  then,
                                        gpointer                data,
                                        GDestroyNotify          data_free);
void   carc_window_confirm_table       (CarcWindow             *self,
                                        CarcWindowContinuation  then,
                                        gpointer                data,
                                        GDestroyNotify          data_free);
GFile *carc_window_initial_folder      (GFile                  *document);
void   carc_window_show_message        (CarcWindow             *self,
                                        const char             *message);
void   carc_window_show_toast          (CarcWindow             *self,
                                        const char             *message,
                                        guint                   timeout);
void   carc_window_show_decision_toast (CarcWindow             *self,
                                        const char             *message,
                                        guint                   timeout);
AdwToast *carc_window_toast_new        (const char             *text);
void   carc_window_toast_again         (CarcWindow             *self,
                                        AdwToast               *toast,
                                        guint                   timeout);
void   carc_window_toast_set_text      (AdwToast               *toast,
                                        const char             *text);
const char *carc_window_toast_get_text (AdwToast               *toast);
void   carc_window_use_campaign        (CarcWindow             *self,
                                        const CarcCampaignRules *rules);
void   carc_window_start_level         (CarcWindow             *self,
                                        guint                   level,
                                        guint64                 seed);

void      carc_window_show_game          (CarcWindow       *self,
                                          CarcGame         *game);

/* carc-window-coach.c: the guided game (win.learn), expansions' cards. */
void carc_window_coach_class_init     (GtkWidgetClass *widget_class);
void carc_window_coach_init           (CarcWindow     *self);
void carc_window_coach_dispose        (CarcWindow     *self);
void carc_window_coach_game_shown     (CarcWindow     *self,
                                       CarcGame       *game);
gboolean carc_window_coach_leave_lesson (CarcWindow   *self);
void carc_window_coach_page_changed   (CarcWindow     *self);

/* carc-window-table.c: games played from several computers. */
void carc_window_table_class_init     (GtkWidgetClass *widget_class);
void carc_window_table_dispose        (CarcWindow     *self);
void carc_window_table_game_shown     (CarcWindow     *self,
                                       CarcGame       *game);
gboolean carc_window_table_undo       (CarcWindow     *self);
gboolean carc_window_table_in_play    (CarcWindow     *self);
gboolean carc_window_table_host_again (CarcWindow     *self,
                                       CarcGame       *game,
                                       gboolean        level);
gboolean carc_window_table_ended      (CarcWindow     *self);
AdwMessageDialog *carc_window_table_leave_dialog (CarcWindow *self,
                                                  gboolean    closing,
                                                  const char *more);
void carc_window_update_actions       (CarcWindow     *self);

/* carc-window-hint.c: the hint (win.hint). */
void carc_window_hint_class_init      (GtkWidgetClass *widget_class);
void carc_window_help_class_init      (GtkWidgetClass *widget_class);
void carc_window_hint_game_changed    (CarcWindow     *self);
void carc_window_hint_update_action   (CarcWindow     *self,
                                       gboolean        playing);
void carc_window_hint_dispose         (CarcWindow     *self);

G_END_DECLS
