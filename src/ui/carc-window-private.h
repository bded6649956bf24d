/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-notice.h"
#include "carc-level-view.h"
#include "carc-window.h"

G_BEGIN_DECLS

struct _CarcWindow
{
  AdwApplicationWindow  parent_instance;

  CarcGame             *game;

  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  CarcBoard            *board;
  GtkLabel             *status_label;
  GtkLabel             *tiles_left_label;
  GtkDrawingArea       *tile_preview;
  GtkListBox           *players_list;
  GtkFlowBox           *remaining_box;
  GtkButton            *skip_button;
  CarcScoringView      *scoring_view;
  AdwFlap              *flap;
  gboolean              revealed_for_answers;  /* the flap came out for a question */
  AdwWindowTitle       *window_title;
  guint                 title_idle;
  GtkWidget            *side_panel;
  GtkWidget            *panel_button;

  /* Start page. */
  GtkWidget            *continue_button;
  GtkLabel             *continue_label;
  CarcNotice           *start_notice;
  char                 *autosave_notice;   /* the autosave could not be read */
  GtkWidget            *recent_group;
  GtkListBox           *recent_list;

  /* The cooperative campaign (carc-window-coop.c). */
  CarcCampaign         *campaign;
  CarcLevelView        *level_view;
  GtkWidget            *back_button;
  GtkWidget            *campaign_button;
  GtkWidget            *colour_choice_box;
  GtkBox               *colour_buttons;
  GtkWidget            *question_box;
  GtkLabel             *question_label;
  GtkBox               *answer_buttons;
  GtkWidget            *coop_box;
  GtkLabel             *progress_label;
  GtkDrawingArea       *track_area;
  GtkLabel             *bank_label;
  GtkLabel             *pile_label;
  gboolean              announced;
  gboolean              plays_campaign; /* the game on screen is the campaign's, not a file's */
  char                 *campaign_save_error;

  GSettings            *settings;
  char                 *autosave_error;     /* why the last autosave failed */
  gboolean              closing;
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
void   carc_window_autosave            (CarcWindow             *self);
void   carc_window_refresh_start_page  (CarcWindow             *self);
void   carc_window_confirm_replace     (CarcWindow             *self,
                                        CarcWindowContinuation  then,
                                        gpointer                data,
                                        GDestroyNotify          data_free);
GFile *carc_window_initial_folder      (GFile                  *document);
GFile *carc_window_get_autosave_file   (void);
void   carc_window_show_message        (CarcWindow             *self,
                                        const char             *message);
void   carc_window_report_write        (CarcWindow             *self,
                                        char                  **last,
                                        const GError           *error);

/* carc-window-coop.c: the campaign's levels on the board and the side panel. */
void      carc_window_coop_class_init (GtkWidgetClass *widget_class);
void      carc_window_coop_init       (CarcWindow     *self);
void      carc_window_coop_dispose    (CarcWindow     *self);
gboolean  carc_window_coop_changed    (CarcWindow     *self);
char     *carc_window_coop_status     (CarcWindow     *self);
const char *carc_window_player_name   (CarcWindow     *self,
                                       CarcPlayer     *player);
void      carc_window_start_level     (CarcWindow     *self,
                                       guint           level,
                                       guint64         seed);

void      carc_window_show_game          (CarcWindow       *self,
                                          CarcGame         *game,
                                          gboolean          campaign);

G_END_DECLS
