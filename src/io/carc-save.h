/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "carc-history.h"

G_BEGIN_DECLS

/* Format 3 is format 2 with a module's figure offered when no meeple is
 * left; formats 1 and 2 replay as they were played, and a game read from
 * one is written as format 2 again. */
#define CARC_SAVE_FORMAT 3
#define CARC_SAVE_MAX_SIZE (512 * 1024)

/* A saved game as the io layer reads and writes it: the setup, the people
 * at the table, the action log with its undo cursor, and a summary for
 * previews.  The engine's CarcHistory is rebuilt from it by replay. */
typedef struct
{
  char   *name;
  char   *colour;
  char   *kind;        /* "person" or "computer" */
  char   *level;       /* a computer player's: "easy", "normal", "strong" */
} CarcSavedPlayer;

typedef struct
{
  CarcSetup       *setup;
  guint            n_players;
  CarcSavedPlayer  players[CARC_MAX_PLAYERS];
  GArray          *actions;      /* CarcAction */
  GArray          *turns;        /* guint pairs: turn and player of each action */
  guint            cursor;

  /* Summary, for the open dialog and the start page. */
  char            *saved_at;     /* ISO 8601 */
  guint            turn;
  guint            current_player;
  guint            tiles_left;
  gboolean         game_over;
  guint            scores[CARC_MAX_PLAYERS];

  /* The game that loading replayed, kept so it is not replayed twice. */
  CarcHistory     *history;
} CarcSavedGame;

CarcSavedGame *carc_saved_game_new          (CarcHistory          *history,
                                             const char * const   *names,
                                             const char * const   *colours);
void           carc_saved_game_free         (CarcSavedGame        *self);
CarcHistory   *carc_saved_game_to_history   (CarcSavedGame        *self,
                                             GError              **error);

char          *carc_save_to_xml             (const CarcSavedGame  *game,
                                             gsize                *length);
char          *carc_save_action_to_text     (const CarcSetup      *setup,
                                             const CarcAction     *action);
CarcSavedGame *carc_save_from_bytes         (GBytes               *bytes,
                                             const char           *name,
                                             CarcTileSetLookup     lookup,
                                             gpointer              user_data,
                                             GError              **error);
gboolean       carc_save_write_file         (const CarcSavedGame  *game,
                                             GFile                *file,
                                             GError              **error);
CarcSavedGame *carc_save_read_file          (GFile                *file,
                                             CarcTileSetLookup     lookup,
                                             gpointer              user_data,
                                             GError              **error);
CarcTileSet   *carc_save_builtin_tile_sets  (const char           *id,
                                             gpointer              user_data,
                                             GError              **error);

/* For any file the player owns (a save, the campaign) that could not be
 * read: renamed with a suffix that says so, never overwritten. */
GFile         *carc_file_keep_aside         (GFile                *file,
                                             GError              **error);
guint          carc_file_remove_leftovers   (GFile                *folder,
                                             const char * const   *names);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcSavedGame, carc_saved_game_free)

G_END_DECLS
