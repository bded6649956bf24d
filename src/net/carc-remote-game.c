/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The game a joining player plays on (docs/network-protocol.md, "Hidden
 * information").
 *
 * The host sends its setup with every pile in an order of its own making
 * (the computer players' determinised view, carc_state_redeal()) and every
 * deck in order of number, then shows each tile as it is drawn and each
 * card as it is read.  The deal played here is that public deal with the
 * shown items swapped into the places they were shown at, each within its
 * own pile or deck; everything not yet shown keeps the public deal's
 * order.  A tile drawn face down is shown as such: in its place the game
 * here draws one of the pile's tiles nobody has seen, so its face, which
 * the rules never read, is a guess.  A replay of the log from that deal
 * is the host's game: the engine draws exactly what the host drew,
 * discards included, and the unseen order never matters because it is
 * never drawn before it is shown.
 * Each time something is shown the deal is made again and the log
 * replayed, a few tens of microseconds. */
#include "config.h"

#include "carc-remote-game.h"

struct _CarcRemoteGame
{
  CarcSetup   *public_setup;
  CarcSetup   *setup;        /* the deal played here */
  GArray      *tiles;        /* guint16: the tiles shown, in drawing order */
  GHashTable  *cards;        /* deck name → GArray of guint16: the cards shown */
  GArray      *actions;      /* CarcAction: the log */
  CarcHistory *history;
};

static void
set_error (GError     **error,
           const char  *why)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, why);
}

/* Swaps each of @known into place @i of @items, from a place at or after
 * @i: FALSE when @items holds no such item there (a deck's cards). */
static gboolean
swap_in (guint16       *items,
         guint          n_items,
         const guint16 *known,
         guint          n_known)
{
  for (guint i = 0; i < n_known; i++)
    {
      guint j = i;

      if (i >= n_items)
        return FALSE;
      while (j < n_items && items[j] != known[i])
        j++;
      if (j == n_items)
        return FALSE;
      items[j] = items[i];
      items[i] = known[i];
    }
  return TRUE;
}

/* Puts the tiles shown, @known, into their places of the pile @items,
 * and the pile's other tiles, in the order the public deal gave them,
 * into the places of tiles drawn face down (which nobody has seen) and
 * those not drawn yet: FALSE when the pile does not hold the tiles shown. */
static gboolean
place_shown (guint16       *items,
             guint          n_items,
             const guint16 *known,
             guint          n_known)
{
  g_autofree guint16 *dealt = g_memdup2 (items, n_items * sizeof (guint16));
  g_autofree gboolean *taken = g_new0 (gboolean, n_items);
  guint next = 0;

  if (n_known > n_items)
    return FALSE;
  for (guint i = 0; i < n_known; i++)
    {
      guint j = 0;

      if (known[i] == CARC_WIRE_FACE_DOWN)
        continue;
      while (j < n_items && (taken[j] || dealt[j] != known[i]))
        j++;
      if (j == n_items)
        return FALSE;
      taken[j] = TRUE;
      items[i] = known[i];
    }
  for (guint i = 0; i < n_items; i++)
    if (i >= n_known || known[i] == CARC_WIRE_FACE_DOWN)
      {
        while (taken[next])
          next++;
        taken[next] = TRUE;
        items[i] = dealt[next];
      }
  return TRUE;
}

/* The public deal with the shown items in their places. */
static CarcSetup *
make_deal (CarcRemoteGame  *self,
           GError         **error)
{
  g_autoptr(CarcSetup) setup = carc_setup_copy (self->public_setup);
  guint start = 0;

  for (guint p = 0; p < carc_setup_get_n_piles (setup); p++)
    {
      guint n;
      const guint16 *dealt = carc_setup_get_pile (setup, p, &n);
      g_autofree guint16 *items = g_memdup2 (dealt, n * sizeof (guint16));
      guint shown = self->tiles->len > start ? MIN (self->tiles->len - start, n) : 0;

      if (!place_shown (items, n, &g_array_index (self->tiles, guint16, start), shown))
        {
          set_error (error, "the host showed a tile its pile does not hold");
          return NULL;
        }
      for (guint i = n; i > 0; i--)
        carc_setup_remove_from_pile (setup, p, i - 1);
      for (guint i = 0; i < n; i++)
        carc_setup_append_to_pile (setup, p, items[i]);
      start += n;
    }
  if (self->tiles->len > start)
    {
      set_error (error, "the host showed more tiles than the piles hold");
      return NULL;
    }
  for (guint d = 0; d < carc_setup_get_n_decks (setup); d++)
    {
      const char *name = carc_setup_get_deck_name (setup, d);
      GArray *known = g_hash_table_lookup (self->cards, name);
      guint n;
      const guint16 *dealt = carc_setup_get_deck (setup, name, &n);
      g_autofree guint16 *items = g_memdup2 (dealt, n * sizeof (guint16));

      if (known != NULL && !swap_in (items, n, (const guint16 *) (const void *) known->data, known->len))
        {
          set_error (error, "the host showed a card its deck does not hold");
          return NULL;
        }
      carc_setup_set_deck (setup, name, items, n);
    }
  return g_steal_pointer (&setup);
}

/* Whether the game drew only what was shown, and face down only what was
 * shown so: a tile in hand nobody has seen would be a guess. */
static gboolean
drew_only_shown (CarcRemoteGame *self)
{
  CarcState *state = carc_history_get_state (self->history);
  guint n_order, drawn;

  carc_setup_get_order (self->setup, &n_order);
  drawn = n_order - carc_state_get_tiles_left (state);
  if (drawn > self->tiles->len)
    return FALSE;
  for (guint i = 0; i < drawn; i++)
    if (g_array_index (self->tiles, guint16, i) == CARC_WIRE_FACE_DOWN && !carc_state_is_drawn_face_down (state, i))
      return FALSE;
  return TRUE;
}

static gboolean
rebuild (CarcRemoteGame  *self,
         GError         **error)
{
  g_autoptr(CarcSetup) setup = make_deal (self, error);
  g_autoptr(CarcHistory) history = NULL;
  guint failed = 0;

  if (setup == NULL)
    return FALSE;
  history = carc_history_new (setup);
  if (carc_history_load (history, (const CarcAction *) (const void *) self->actions->data,
                         self->actions->len, self->actions->len, &failed) != CARC_OK)
    {
      set_error (error, "the host's log breaks the rules with the tiles it showed");
      return FALSE;
    }
  g_clear_pointer (&self->history, carc_history_free);
  g_clear_pointer (&self->setup, carc_setup_unref);
  self->history = g_steal_pointer (&history);
  self->setup = g_steal_pointer (&setup);
  return TRUE;
}

CarcRemoteGame *
carc_remote_game_new (CarcSetup *public_setup)
{
  CarcRemoteGame *self = g_new0 (CarcRemoteGame, 1);

  self->public_setup = carc_setup_ref (public_setup);
  self->tiles = g_array_new (FALSE, FALSE, sizeof (guint16));
  self->cards = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_array_unref);
  self->actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  if (!rebuild (self, NULL))
    g_assert_not_reached ();
  return self;
}

void
carc_remote_game_free (CarcRemoteGame *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->history, carc_history_free);
  g_clear_pointer (&self->setup, carc_setup_unref);
  carc_setup_unref (self->public_setup);
  g_array_unref (self->tiles);
  g_hash_table_unref (self->cards);
  g_array_unref (self->actions);
  g_free (self);
}

CarcSetup *
carc_remote_game_get_setup (CarcRemoteGame *self)
{
  return self->setup;
}

CarcState *
carc_remote_game_get_state (CarcRemoteGame *self)
{
  return carc_history_get_state (self->history);
}

guint
carc_remote_game_get_length (CarcRemoteGame *self)
{
  return self->actions->len;
}

guint
carc_remote_game_get_n_known (CarcRemoteGame *self)
{
  return self->tiles->len;
}

/* Takes in tiles or cards the host shows.  Shown items only ever follow
 * what was shown before: an undo takes no tile back out of sight. */
static void
restore (GArray *known,
         GArray *before)
{
  g_array_set_size (known, 0);
  g_array_append_vals (known, before->data, before->len);
}

gboolean
carc_remote_game_reveal (CarcRemoteGame        *self,
                         const CarcWireReveal  *reveal,
                         GError               **error)
{
  GArray *known = self->tiles;
  g_autoptr(GArray) before = NULL;

  if (reveal->deck != NULL)
    {
      guint n;

      if (carc_setup_get_deck (self->public_setup, reveal->deck, &n) == NULL)
        {
          set_error (error, "the host showed cards of a deck the game does not deal");
          return FALSE;
        }
      known = g_hash_table_lookup (self->cards, reveal->deck);
      if (known == NULL)
        {
          known = g_array_new (FALSE, FALSE, sizeof (guint16));
          g_hash_table_insert (self->cards, g_strdup (reveal->deck), known);
        }
    }
  /* Items follow those shown, but for a tile shown face down before, whose
   * face an undo may let the game draw face up later. */
  if (reveal->from > known->len)
    {
      set_error (error, "the host showed items out of order");
      return FALSE;
    }
  before = g_array_copy (known);
  for (guint i = 0; i < reveal->items->len; i++)
    {
      guint at = reveal->from + i;
      guint16 item = g_array_index (reveal->items, guint16, i);

      if (at == known->len)
        g_array_append_val (known, item);
      else if (reveal->deck == NULL && g_array_index (known, guint16, at) == CARC_WIRE_FACE_DOWN
               && item != CARC_WIRE_FACE_DOWN)
        g_array_index (known, guint16, at) = item;
      else
        {
          set_error (error, "the host showed items out of order");
          restore (known, before);
          return FALSE;
        }
      if (reveal->deck != NULL && item == CARC_WIRE_FACE_DOWN)
        {
          set_error (error, "the host showed a card face down");
          restore (known, before);
          return FALSE;
        }
    }
  if (!rebuild (self, error))
    {
      restore (known, before);
      return FALSE;
    }
  return TRUE;
}

/* Appends @action to the log; FALSE, and nothing changed, when the rules
 * refuse it or when it would draw a tile the host has not shown. */
gboolean
carc_remote_game_apply (CarcRemoteGame    *self,
                        const CarcAction  *action,
                        GError           **error)
{
  CarcError result = carc_history_apply (self->history, action);

  if (result != CARC_OK)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "the host's action breaks the rules (%s)",
                   carc_error_to_string (result));
      return FALSE;
    }
  g_array_append_vals (self->actions, action, 1);
  if (!drew_only_shown (self))
    {
      set_error (error, "the host did not show a tile that was drawn");
      g_array_set_size (self->actions, self->actions->len - 1);
      return rebuild (self, NULL) && FALSE;
    }
  return TRUE;
}

/* The log back to its first @length actions (an undo agreed at the host). */
gboolean
carc_remote_game_cut (CarcRemoteGame  *self,
                      guint            length,
                      GError         **error)
{
  if (length > self->actions->len)
    {
      set_error (error, "the host undid actions that never were");
      return FALSE;
    }
  g_array_set_size (self->actions, length);
  return rebuild (self, error);
}

/* The log: @n_actions actions. */
const CarcAction *
carc_remote_game_get_actions (CarcRemoteGame *self,
                              guint          *n_actions)
{
  *n_actions = self->actions->len;
  return (const CarcAction *) (const void *) self->actions->data;
}
