/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The record of the games this computer hosted, from which a game
 * continued later (Continue, Open, a level) is hosted again with the same
 * seats and invitations.
 *
 * One key file, hosted-game.ini beside the certificate and as private,
 * keeps the last RECORDS_KEPT games hosted, the newest last: per game a
 * group "game SEED" (the address and port) and a group "game SEED seat N"
 * per seat (its name, colour, and a remote seat's token).  A file of the
 * versions before held one game, in groups "game" (with its seed) and
 * "seat N": it is read as it is, and kept among the others when the next
 * game is written. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "carc-colour-name.h"
#include "carc-game-private.h"
#include "carc-save.h"
#include "carc-table.h"
#include "carc-table-private.h"

#define RECORD_NAME "hosted-game.ini"

/* The games kept, hosted last. */
#define RECORDS_KEPT 8

/* The groups of the game of @seed (NULL: a record of the versions
 * before), and of its @seat. */
static char *
game_group (const char *seed)
{
  return seed != NULL ? g_strdup_printf ("game %s", seed) : g_strdup ("game");
}

static char *
seat_group (const char *seed,
            guint       seat)
{
  return seed != NULL ? g_strdup_printf ("game %s seat %u", seed, seat) : g_strdup_printf ("seat %u", seat);
}

/* Removes the game of @seed from @record, with its seats. */
static void
remove_game (GKeyFile   *record,
             const char *seed)
{
  g_autofree char *group = game_group (seed);

  g_key_file_remove_group (record, group, NULL);
  for (guint s = 0; s < CARC_MAX_PLAYERS; s++)
    {
      g_autofree char *seat = seat_group (seed, s);

      g_key_file_remove_group (record, seat, NULL);
    }
}

/* Copies the group @from of @record to @to, its keys in order. */
static void
copy_group (GKeyFile   *record,
            const char *from,
            const char *to)
{
  g_auto(GStrv) keys = g_key_file_get_keys (record, from, NULL, NULL);

  for (guint k = 0; keys != NULL && keys[k] != NULL; k++)
    {
      g_autofree char *value = g_key_file_get_value (record, from, keys[k], NULL);

      if (!g_str_equal (keys[k], "seed"))
        g_key_file_set_value (record, to, keys[k], value);
    }
}

/* A record of the versions before holds its game as the others are. */
static void
convert_old (GKeyFile *record)
{
  g_autofree char *seed = g_key_file_get_string (record, "game", "seed", NULL);

  if (seed == NULL)
    {
      remove_game (record, NULL);
      return;
    }
  {
    g_autofree char *group = game_group (seed);

    copy_group (record, "game", group);
  }
  for (guint s = 0; s < CARC_MAX_PLAYERS; s++)
    {
      g_autofree char *old = seat_group (NULL, s);
      g_autofree char *group = seat_group (seed, s);

      if (g_key_file_has_group (record, old))
        copy_group (record, old, group);
    }
  remove_game (record, NULL);
}

/* Keeps at most RECORDS_KEPT games, the last written. */
static void
forget_oldest (GKeyFile *record)
{
  g_auto(GStrv) groups = g_key_file_get_groups (record, NULL);
  guint n = 0;

  for (guint g = 0; groups[g] != NULL; g++)
    n += g_str_has_prefix (groups[g], "game ") && strstr (groups[g], " seat ") == NULL;
  for (guint g = 0; groups[g] != NULL && n > RECORDS_KEPT; g++)
    if (g_str_has_prefix (groups[g], "game ") && strstr (groups[g], " seat ") == NULL)
      {
        remove_game (record, groups[g] + strlen ("game "));
        n--;
      }
}

/* Writes @text to @path beside itself, renamed into place, readable by
 * the user alone. */
static gboolean
write_private (GFile       *folder,
               const char  *path,
               const char  *text,
               GError     **error)
{
  g_autofree char *temporary = g_strconcat (path, ".new", NULL);
  gboolean written;
  int fd;

  if (g_mkdir_with_parents (g_file_peek_path (folder), 0700) != 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "no folder for the hosted game's record");
      return FALSE;
    }
  fd = g_open (temporary, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  if (fd < 0)
    {
      g_set_error_literal (error, G_IO_ERROR, g_io_error_from_errno (errno), g_strerror (errno));
      return FALSE;
    }
  written = write (fd, text, strlen (text)) == (gssize) strlen (text);
  close (fd);
  if (!written || g_rename (temporary, path) != 0)
    {
      g_unlink (temporary);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "the hosted game's record could not be written");
      return FALSE;
    }
  return TRUE;
}

/* Keeps, in @folder, what hosting this game again needs: the game's seed
 * and players, the address and port, and each remote seat's secret (the
 * file is the user's alone, as the certificate is), beside the games
 * hosted before.  Hosting. */
gboolean
carc_table_write_record (CarcTable  *self,
                         GFile      *folder,
                         GError    **error)
{
  g_autoptr(GKeyFile) record = g_key_file_new ();
  g_autoptr(GFile) file = g_file_get_child (folder, RECORD_NAME);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *text = NULL;
  g_autofree char *seed = NULL;
  g_autofree char *group = NULL;
  CarcGame *game;
  guint n;

  g_return_val_if_fail (CARC_IS_TABLE (self) && carc_table_get_hosting (self), FALSE);
  if (path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "no folder for the hosted game's record");
      return FALSE;
    }
  /* A record that cannot be read is kept aside, never written over. */
  if (!g_key_file_load_from_file (record, path, G_KEY_FILE_NONE, NULL))
    {
      g_autoptr(GFile) kept = g_file_query_exists (file, NULL) ? carc_file_keep_aside (file, NULL) : NULL;

      g_clear_pointer (&record, g_key_file_unref);
      record = g_key_file_new ();
    }
  if (g_key_file_has_group (record, "game"))
    convert_old (record);
  game = carc_table_get_game (self);
  n = carc_game_get_n_players (game);
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, carc_setup_get_seed (carc_game_get_setup (game)));
  remove_game (record, seed);
  group = game_group (seed);
  g_key_file_set_string (record, group, "address",
                         carc_table_get_address (self) != NULL ? carc_table_get_address (self) : "");
  g_key_file_set_integer (record, group, "port", (gint) carc_table_get_port (self));
  for (guint s = 0; s < n; s++)
    {
      CarcPlayer *player = carc_game_get_player (game, s);
      g_autofree char *seat = seat_group (seed, s);

      /* A seat named after its colour as the files name it: the game
       * continued in another language is the same game. */
      g_key_file_set_string (record, seat, "name",
                             carc_colour_name_stored (carc_player_get_colour (player), carc_player_get_name (player)));
      g_key_file_set_string (record, seat, "colour", carc_player_get_colour (player));
      if (carc_table_get_token (self, s) != NULL)
        g_key_file_set_string (record, seat, "token", carc_table_get_token (self, s));
    }
  forget_oldest (record);
  text = g_key_file_to_data (record, NULL, NULL);
  return write_private (folder, path, text, error);
}

/* The record in @file is broken: kept aside, never written over, and
 * said in @error. */
static gboolean
record_broken (GFile   *file,
               GError **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(GFile) kept = carc_file_keep_aside (file, &local);

  if (kept != NULL)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                 /* TRANSLATORS: %s is the path the unreadable file was moved to */
                 _("The record of the game this computer hosted could not be read. It was kept as %s. "
                   "If this is that game, it is played here: its players' links do not join it."),
                 g_file_peek_path (kept));
  else
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                 /* TRANSLATORS: %s is the path of the file, then the system's reason */
                 _("The record of the game this computer hosted, %s, could not be read, nor moved aside: %s"),
                 g_file_peek_path (file), local->message);
  return FALSE;
}

/* Whether @folder keeps the record of hosting @game (the same seed and
 * players): then @game's remote seats are marked, and @address, @port
 * and @tokens (one a seat, "" for the seats played here; free with
 * g_strfreev()) say how to host it again.  FALSE without @error when
 * there is no record of it; with @error (translated) when the record is
 * broken, and then it is kept aside. */
gboolean
carc_table_read_record (GFile      *folder,
                        CarcGame   *game,
                        char      **address,
                        guint      *port,
                        char     ***tokens,
                        GError    **error)
{
  g_autoptr(GKeyFile) record = g_key_file_new ();
  g_autoptr(GFile) file = g_file_get_child (folder, RECORD_NAME);
  g_autoptr(GError) local = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *group = NULL;
  const char *seed = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n = carc_game_get_n_players (game), n_remote = 0;
  gint64 number;

  if (!g_key_file_load_from_file (record, g_file_peek_path (file), G_KEY_FILE_NONE, &local))
    return g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT) ? FALSE : record_broken (file, error);
  expected = g_strdup_printf ("%" G_GUINT64_FORMAT, carc_setup_get_seed (carc_game_get_setup (game)));
  /* A record of the versions before: its one game. */
  if (g_key_file_has_group (record, "game"))
    {
      g_autofree char *old = g_key_file_get_string (record, "game", "seed", NULL);

      if (old == NULL)
        return record_broken (file, error);
      if (!g_str_equal (old, expected))
        seed = "";
    }
  else
    seed = expected;
  group = game_group (seed);
  if (seed != NULL && !g_key_file_has_group (record, group))
    return FALSE;
  number = g_key_file_get_int64 (record, group, "port", &local);
  if (local != NULL || number < 0 || number > 65535)
    return record_broken (file, error);
  for (guint s = 0; s < n; s++)
    {
      CarcPlayer *player = carc_game_get_player (game, s);
      g_autofree char *seat = seat_group (seed, s);
      g_autofree char *name = g_key_file_get_string (record, seat, "name", NULL);
      g_autofree char *colour = g_key_file_get_string (record, seat, "colour", NULL);
      g_autofree char *token = g_key_file_get_string (record, seat, "token", NULL);

      if (g_strcmp0 (colour, carc_player_get_colour (player)) != 0
          || g_strcmp0 (carc_colour_name_stored (colour, name),
                        carc_colour_name_stored (colour, carc_player_get_name (player))) != 0)
        return FALSE;
      /* Each remote seat's secret its own: one shared joins either seat. */
      if (token != NULL && (!carc_wire_is_hex (token, CARC_WIRE_TOKEN_CHARS) || !g_hash_table_add (seen, g_strdup (token))))
        return record_broken (file, error);
      g_strv_builder_add (builder, token != NULL ? token : "");
      n_remote += token != NULL;
    }
  if (n_remote == 0)
    return FALSE;
  *tokens = g_strv_builder_end (builder);
  for (guint s = 0; s < n; s++)
    carc_player_set_remote (carc_game_get_player (game, s), *(*tokens)[s] != '\0');
  *address = g_key_file_get_string (record, group, "address", NULL);
  if (*address != NULL && **address == '\0')
    g_clear_pointer (address, g_free);
  *port = (guint) number;
  return TRUE;
}
