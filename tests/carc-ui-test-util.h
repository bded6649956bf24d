/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "carc-action.h"
#include "carc-application.h"
#include "carc-board.h"
#include "carc-window.h"

G_BEGIN_DECLS

/* What the UI tests share: GTK and libadwaita set up as the program sets
 * them up (resources, icons, style sheet), running the main loop for a
 * while, and screenshots of a widget in the build folder. */
void test_ui_init       (int         *argc,
                         char      ***argv);
/* Waits for the event, not for time: test_settle() returns once what
 * is due now has run and every window on screen has painted two frames
 * after it (the one that lays out what was queued, and the next that
 * draws what that layout queued).  TEST_WAIT_UNTIL (cond) runs the main
 * loop until @cond holds; only a minute with nothing happening fails it,
 * a bound no machine's speed comes near. */
void test_settle        (void);
gboolean test_wait_step (gint64       started);
#define TEST_WAIT_UNTIL(cond) \
  G_STMT_START { \
    gint64 test_wait_started_ = g_get_monotonic_time (); \
    while (!(cond)) \
      if (!test_wait_step (test_wait_started_)) \
        g_error ("%s:%d: still waiting for %s", __FILE__, __LINE__, #cond); \
  } G_STMT_END
/* Lets @ms of time go by on purpose: for a test about time itself
 * (a toast's timeout, timers fired at random moments). */
void test_run_for       (guint        ms);
/* What @widget shows now, drawn as the window draws it. */
GdkTexture *test_render_widget (GtkWidget *widget);
void test_screenshot    (GtkWidget   *widget,
                         const char  *name);
/* What the board shows now, to read its colours at board points (in
 * tiles): a board's marks tested as drawn. */
typedef struct
{
  CarcBoard *board;
  guchar    *data;
  gsize      stride;
  int        width;
  int        height;
} TestPicture;
TestPicture *test_picture_of_board (CarcBoard   *board);
void         test_picture_free     (TestPicture *picture);
void         test_picture_rgb      (TestPicture *picture,
                                    double       bx,
                                    double       by,
                                    guint        rgb[3]);
gboolean     test_picture_is       (TestPicture *picture,
                                    double       bx,
                                    double       by,
                                    guint        r,
                                    guint        g,
                                    guint        b);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TestPicture, test_picture_free)

/* @widget's first event controller of @type (named @name, unless NULL). */
GtkEventController *test_find_controller (GtkWidget  *widget,
                                          GType       type,
                                          const char *name);

/* Does @action in @window as a player would: turns and clicks the cell,
 * picks the guard colour and clicks the spot, clicks a marked tile or
 * guard, or presses the side panel's button. */
void test_play_as_a_player (CarcWindow       *window,
                            const CarcAction *action);
AdwMessageDialog *test_find_message_dialog (void);
void              test_click_response      (AdwMessageDialog *dialog,
                                            const char       *label);
CarcApplication  *test_application_get     (void);

/* The board page's widgets (carc-board-view.ui) by their ids, and those
 * of a module's panel. */
gpointer          test_view_child          (CarcWindow       *window,
                                            const char       *name);
gpointer          test_panel_child         (CarcWindow       *window,
                                            const char       *module,
                                            GType             type,
                                            const char       *name);
guint             test_game_level          (CarcGame         *game);
void              test_forget_user_files   (void);

/* A game for Red and Blue of the classic set with @modules, its start
 * tile, then the tiles @ids in that order and the rest of the deal after
 * them; and a window of 1280 × 820 playing it. */
/* A classic game for two whose pile is exactly @order (tile ids). */
CarcGame         *test_classic_game        (const char        *order);
CarcGame         *test_composed_ui_game    (const char *const *modules,
                                            const char        *ids);
CarcGame         *test_coop_game           (guint             people,
                                           guint             level,
                                           guint64           seed);
CarcWindow       *test_window_with         (CarcGame         *game);
void              test_join                (CarcWindow       *joined,
                                            const char       *link);

/* A player's action through the window (test_play_as_a_player()), then
 * a moment for the window to show it. */
void              test_ui_act              (CarcWindow       *window,
                                            const CarcAction *action);
/* The tile in hand at @x, @y turned @rotation; then, when there is a
 * figure step, a meeple on the new tile's segment @segment, or (-1) none. */
void              test_ui_tile             (CarcWindow       *window,
                                            gint              x,
                                            gint              y,
                                            guint             rotation,
                                            gint              segment);
/* The module's question answered with @action, its module filled in. */
void              test_ui_answer           (CarcWindow       *window,
                                            CarcAction        action);

G_END_DECLS
