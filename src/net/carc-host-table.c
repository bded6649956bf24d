/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The hosted game itself: the one true history, what the players are
 * shown of it, and the undo they agree on.
 *
 * After every action the host shows the tiles the game drew since the
 * last (the drawing order's next positions, discards included) and the
 * cards the rules made known (carc_state_get_deck_seen()), inside the
 * step that drew them, so a player's game never holds a tile in hand
 * nobody showed it.  A tile drawn face down is shown as such (nobody
 * sees its face).  What was shown stays shown: an undo and the same
 * draws again show nothing new. */
#include "config.h"

#include <gnutls/crypto.h>

#include "carc-host-private.h"
#include "carc-module.h"
#include "carc-save.h"

/* Who decided a chance outcome: nobody. */
#define NOBODY 0xff
/* What the host remembers of each action of the log (self->acting): the
 * seat that decided it, or for a chance outcome CHANCE and the seat whose
 * turn it is after it; and REVEALS when it made something known (a tile
 * drawn, a card seen). */
#define SEAT_BITS 0x0f
#define CHANCE 0x40
#define REVEALS 0x80

static int
compare_items (gconstpointer a,
               gconstpointer b)
{
  return (gint) *(const guint16 *) a - (gint) *(const guint16 *) b;
}

/* The setup the players are sent: the host's, with no seed, each pile in
 * an order dealt again from a secret of this host's (what the computer
 * players assume, so the modules' known facts stay true: the River's lake
 * last), each deck in order of number. */
static CarcSetup *
make_public_setup (CarcSetup *setup)
{
  g_autoptr(CarcSetup) public = carc_setup_copy (setup);
  CarcState *state = carc_state_new (setup);
  guint64 secret = 0;
  const guint16 *order;
  guint n_order, start = 0;
  CarcRng rng;

  if (gnutls_rnd (GNUTLS_RND_NONCE, &secret, sizeof secret) != 0)
    g_error ("no random source");
  carc_rng_init (&rng, secret);
  carc_state_redeal (state, &rng);
  order = carc_state_get_order (state, &n_order);
  carc_setup_set_seed (public, 0);
  for (guint p = 0; p < carc_setup_get_n_piles (public); p++)
    {
      guint n;

      carc_setup_get_pile (public, p, &n);
      for (guint i = n; i > 0; i--)
        carc_setup_remove_from_pile (public, p, i - 1);
      for (guint i = 0; i < n && start + i < n_order; i++)
        carc_setup_append_to_pile (public, p, order[start + i]);
      start += n;
    }
  for (guint d = 0; d < carc_setup_get_n_decks (public); d++)
    {
      const char *name = carc_setup_get_deck_name (public, d);
      guint n;
      const guint16 *dealt = carc_setup_get_deck (public, name, &n);
      g_autofree guint16 *items = g_memdup2 (dealt, n * sizeof (guint16));

      qsort (items, n, sizeof (guint16), compare_items);
      carc_setup_set_deck (public, name, items, n);
    }
  carc_state_free (state);
  return g_steal_pointer (&public);
}

static CarcState *
state_of (CarcHost *self)
{
  return carc_history_get_state (self->history);
}

/* Adds to @message what the game has drawn or made known since the last
 * time, and counts it shown.  A tile drawn face down is shown as such,
 * never its face; if an undo then lets it be drawn face up, it is shown
 * then. */
static void
show_new (CarcHost        *self,
          CarcWireMessage *message)
{
  CarcState *state = state_of (self);
  guint n_order;
  const guint16 *order = carc_state_get_order (state, &n_order);
  guint drawn = n_order - carc_state_get_tiles_left (state);
  g_autoptr(GArray) run = g_array_new (FALSE, FALSE, sizeof (guint16));
  guint from = 0;

  for (guint i = 0; i <= drawn; i++)
    {
      guint16 item = i == drawn ? 0 : carc_state_is_drawn_face_down (state, i) ? CARC_WIRE_FACE_DOWN : order[i];
      gboolean news = i < drawn && (i >= self->shown->len
                                    || (g_array_index (self->shown, guint16, i) == CARC_WIRE_FACE_DOWN
                                        && item != CARC_WIRE_FACE_DOWN));

      if (news)
        {
          if (run->len == 0)
            from = i;
          g_array_append_val (run, item);
          if (i >= self->shown->len)
            g_array_append_val (self->shown, item);
          else
            g_array_index (self->shown, guint16, i) = item;
        }
      else if (run->len > 0)
        {
          carc_wire_message_add_reveal (message, NULL, from, (const guint16 *) (const void *) run->data, run->len);
          g_array_set_size (run, 0);
        }
    }
  for (guint d = 0; d < carc_setup_get_n_decks (self->setup); d++)
    {
      const char *name = carc_setup_get_deck_name (self->setup, d);
      guint n;
      const guint16 *deck = carc_setup_get_deck (self->setup, name, &n);
      guint seen = MIN (carc_state_get_deck_seen (state, name), n);

      if (seen > self->cards_shown[d])
        {
          carc_wire_message_add_reveal (message, name, self->cards_shown[d], deck + self->cards_shown[d],
                                        seen - self->cards_shown[d]);
          self->cards_shown[d] = seen;
        }
    }
}

/* How much of the hidden @state is known: tiles drawn and cards seen. */
static guint
known (CarcState *state)
{
  const CarcSetup *setup = carc_state_get_setup (state);
  guint n_order, sum;

  carc_state_get_order (state, &n_order);
  sum = n_order - carc_state_get_tiles_left (state);
  for (guint d = 0; d < carc_setup_get_n_decks (setup); d++)
    sum += carc_state_get_deck_seen (state, carc_setup_get_deck_name (setup, d));
  return sum;
}

/* What the host remembers of an action decided by @seat (NOBODY: a
 * chance outcome) that took @state from @known_before known items. */
static guint8
acting_of (CarcState *state,
           guint      seat,
           guint      known_before)
{
  guint8 who = seat == NOBODY ? CHANCE | carc_state_get_player (state) : seat;

  return who | (known (state) > known_before ? REVEALS : 0);
}

/* Who decided each action of a game hosted again (a saved game): the
 * log played over from the setup. */
static void
remember_acting (CarcHost *self)
{
  guint cursor = carc_history_get_cursor (self->history);
  CarcState *replay = carc_state_new (self->setup);

  for (guint i = 0; i < cursor; i++)
    {
      const CarcDecision *d = carc_state_get_decision (replay);
      guint seat = d->kind == CARC_DECISION_CHANCE ? NOBODY : d->acting;
      guint before = known (replay);
      guint8 who;

      if (carc_state_apply (replay, carc_history_get_action (self->history, i)) != CARC_OK)
        break;
      who = acting_of (replay, seat, before);
      g_array_append_val (self->acting, who);
    }
  carc_state_free (replay);
}

void
carc_host_table_init (CarcHost           *self,
                      const char * const *names,
                      const char * const *colours)
{
  g_autoptr(CarcSetup) public = make_public_setup (self->setup);
  g_autoptr(CarcHistory) history = carc_history_new (public);
  g_autoptr(CarcSavedGame) saved = carc_saved_game_new (history, names, colours);
  g_autoptr(CarcWireMessage) nothing = carc_wire_message_new (CARC_WIRE_SYNC);

  for (guint s = 0; s < self->n_seats; s++)
    if (!self->seats[s].remote)
      {
        g_free (saved->players[s].kind);
        saved->players[s].kind = g_strdup ("computer");
        saved->players[s].level = g_strdup ("easy");
      }
  self->setup_frame = carc_save_to_xml (saved, NULL);
  self->cards_shown = g_new0 (guint, carc_setup_get_n_decks (self->setup) + 1);
  self->shown = g_array_new (FALSE, FALSE, sizeof (guint16));
  self->acting = g_array_new (FALSE, FALSE, sizeof (guint8));
  remember_acting (self);
  show_new (self, nothing);
}

void
carc_host_table_broadcast (CarcHost              *self,
                           const CarcWireMessage *message)
{
  gsize length;
  g_autofree char *text = carc_wire_write (message, self->setup, &length);

  for (guint s = 0; s < self->n_seats; s++)
    if (self->seats[s].peer != NULL)
      carc_host_peer_send_text (self->seats[s].peer, text, length);
}

/* The catch-up a joining player gets after its welcome and the setup:
 * everything shown so far and the log. */
void
carc_host_table_send_sync (CarcHost     *self,
                           CarcHostPeer *peer)
{
  g_autoptr(CarcWireMessage) sync = carc_wire_message_new (CARC_WIRE_SYNC);

  sync->seq = carc_history_get_cursor (self->history);
  carc_wire_message_add_reveal (sync, NULL, 0, (const guint16 *) (const void *) self->shown->data, self->shown->len);
  for (guint d = 0; d < carc_setup_get_n_decks (self->setup); d++)
    {
      const char *name = carc_setup_get_deck_name (self->setup, d);
      guint n;

      carc_wire_message_add_reveal (sync, name, 0, carc_setup_get_deck (self->setup, name, &n), self->cards_shown[d]);
    }
  for (guint i = 0; i < sync->seq; i++)
    g_array_append_vals (sync->actions, carc_history_get_action (self->history, i), 1);
  carc_host_peer_send (peer, sync, self->setup);
}

static void
refuse_undo (CarcHost *self,
             guint     request,
             guint     seat)
{
  g_autoptr(CarcWireMessage) refused = carc_wire_message_new (CARC_WIRE_UNDO_REFUSED);

  refused->request = request;
  refused->seat = seat;
  carc_host_table_broadcast (self, refused);
  g_signal_emit_by_name (self, "undo-refused", request, seat);
}

static void
send_over (CarcHost *self)
{
  g_autoptr(CarcWireMessage) over = carc_wire_message_new (CARC_WIRE_OVER);

  over->n_scores = self->n_seats;
  for (guint s = 0; s < self->n_seats; s++)
    over->scores[s] = carc_state_get_score (state_of (self), s);
  carc_host_table_broadcast (self, over);
}

static CarcError
apply_one (CarcHost         *self,
           guint             seat,
           const CarcAction *action)
{
  guint cursor = carc_history_get_cursor (self->history);
  g_autoptr(CarcWireMessage) step = carc_wire_message_new (CARC_WIRE_STEP);
  guint before = known (state_of (self));
  CarcError result = carc_history_apply (self->history, action);
  guint8 who;

  if (result != CARC_OK)
    return result;
  who = acting_of (state_of (self), seat, before);
  g_array_set_size (self->acting, cursor);
  g_array_append_val (self->acting, who);
  step->seq = cursor;
  step->seat = seat == NOBODY ? carc_state_get_player (state_of (self)) : seat;
  g_array_append_vals (step->actions, carc_history_get_action (self->history, cursor), 1);
  show_new (self, step);
  carc_host_table_broadcast (self, step);
  return CARC_OK;
}

/* Applies @action of @seat (who must decide now), and then the chance
 * outcomes nobody decides; the players see each as a step. */
CarcError
carc_host_table_apply (CarcHost         *self,
                       guint             seat,
                       const CarcAction *action)
{
  const CarcDecision *decision = carc_state_get_decision (state_of (self));
  g_autoptr(GArray) chance = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  CarcError result;

  if (carc_state_is_over (state_of (self)))
    return CARC_ERROR_GAME_OVER;
  if (decision->kind == CARC_DECISION_CHANCE || decision->acting != seat)
    return CARC_ERROR_WRONG_DECISION;
  result = apply_one (self, seat, action);
  if (result != CARC_OK)
    return result;
  if (self->undo.id != 0)
    {
      refuse_undo (self, self->undo.id, self->undo.seat);
      self->undo.id = 0;
    }
  while (carc_state_get_decision (state_of (self))->kind == CARC_DECISION_CHANCE)
    {
      g_array_set_size (chance, 0);
      carc_state_list_actions (state_of (self), chance);
      if (chance->len == 0 || apply_one (self, NOBODY, &g_array_index (chance, CarcAction, 0)) != CARC_OK)
        break;
    }
  if (carc_state_is_over (state_of (self)))
    send_over (self);
  g_signal_emit_by_name (self, "changed");
  return CARC_OK;
}

static void
undo_now (CarcHost *self,
          guint     target)
{
  g_autoptr(CarcWireMessage) undone = carc_wire_message_new (CARC_WIRE_UNDONE);

  self->undo.id = 0;
  g_debug ("undo back to %u", target);
  if (carc_history_seek (self->history, target) != CARC_OK)
    return;
  g_array_set_size (self->acting, target);
  undone->seq = target;
  carc_host_table_broadcast (self, undone);
  g_signal_emit_by_name (self, "changed");
}

/* Adds @seat to the seats an undo waits for: one whose player is
 * connected or asked here; the others consent by the host's preference. */
static guint
ask_seat (CarcHost *self,
          guint     waiting,
          guint     seat)
{
  if (self->seats[seat].peer != NULL || self->seats[seat].asked)
    waiting |= 1u << seat;
  return waiting;
}

/* The seats whose consent an undo of @seat back to @target waits for:
 * each other seat that decided since; and for each step since that made
 * hidden information known or was chance (a tile drawn, a card seen), the
 * seat whose turn it began, or every other seat when that is @seat's own:
 * an undo must not let a player decide again knowing what it could not
 * know when it decided. */
static guint
undo_waits_for (CarcHost *self,
                guint     seat,
                guint     target)
{
  guint cursor = carc_history_get_cursor (self->history);
  guint waiting = 0;

  for (guint i = target; i < cursor; i++)
    {
      guint8 acting = g_array_index (self->acting, guint8, i);
      guint who = acting & SEAT_BITS;

      if (who != seat && (acting & CHANCE) == 0)
        waiting = ask_seat (self, waiting, who);
      if ((acting & (CHANCE | REVEALS)) == 0)
        continue;
      if (who != seat)
        waiting = ask_seat (self, waiting, who);
      else
        for (guint s = 0; s < self->n_seats; s++)
          if (s != seat)
            waiting = ask_seat (self, waiting, s);
    }
  return waiting;
}

/* @seat asks to take back its last decision, from a log of @length
 * actions; everyone whose decision it passes, or to whom it would give
 * back a decision taken knowing less, is asked first. */
void
carc_host_table_ask_undo (CarcHost *self,
                          guint     seat,
                          guint     length)
{
  guint cursor = carc_history_get_cursor (self->history);
  guint target = cursor;
  guint waiting;
  g_autoptr(CarcWireMessage) asked = carc_wire_message_new (CARC_WIRE_UNDO_ASKED);

  while (target > 0 && (g_array_index (self->acting, guint8, target - 1) & (CHANCE | SEAT_BITS)) != seat)
    target--;
  if (length != cursor || target == 0 || self->undo.id != 0 || carc_state_is_over (state_of (self)))
    {
      g_debug ("undo of seat %u at %u refused (log %u, target %u)", seat, length, cursor, target);
      refuse_undo (self, 0, seat);
      return;
    }
  target--;
  waiting = undo_waits_for (self, seat, target);
  if (waiting == 0 && CARC_HOST_UNDO_CONSENT)
    {
      undo_now (self, target);
      return;
    }
  self->undo = (CarcHostUndo) { ++self->next_request, seat, target, waiting };
  asked->request = self->undo.id;
  asked->seat = seat;
  asked->seq = target;
  carc_host_table_broadcast (self, asked);
  for (guint s = 0; s < self->n_seats; s++)
    if (self->seats[s].asked && (waiting & (1u << s)))
      {
        /* The people here answer together (carc_host_answer_undo()). */
        g_signal_emit_by_name (self, "undo-asked", self->undo.id, seat);
        break;
      }
}

void
carc_host_table_answer_undo (CarcHost *self,
                             guint     seat,
                             guint     request,
                             gboolean  consent)
{
  if (self->undo.id == 0 || request != self->undo.id || !(self->undo.waiting & (1u << seat)))
    return;  /* an answer to a request already settled */
  if (!consent)
    {
      refuse_undo (self, self->undo.id, seat);
      self->undo.id = 0;
      return;
    }
  self->undo.waiting &= ~(1u << seat);
  if (self->undo.waiting == 0)
    undo_now (self, self->undo.target);
}
