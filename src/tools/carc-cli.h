/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-setup.h"
#include "carc-state.h"
#include "carc-tileset.h"

G_BEGIN_DECLS

/* What carcassonne-cli's commands share: the options and a new game's
 * setup. */
typedef struct
{
  gint64   games;
  gint     players;
  gboolean players_given; /* mists-report: only that team size */
  gint64   seed;
  gint     boards;
  gint     reps;
  gboolean verbose;
  char    *variants;
  char    *save;
  gint     moves;
  gint     level;
  gint     search;
  gboolean cemeteries_last;
  gboolean house_marks;
  gboolean choose_deal;
  gboolean if_final;
  gboolean actions;
  char    *modules;
  char    *a;           /* tournament: the two levels */
  char    *b;
  gint     ms;          /* the strong level's time a decision */
  gint     playouts;    /* or its playouts a decision */
  char    *policy;      /* mists-report: greedy or hint */
  gint     port;        /* host: the port to listen on, 0 for any */
  gint     remote;      /* host: the seats played from other computers */
  char    *address;     /* host: the address to listen on (all when NULL) */
  gboolean hand_over;   /* host: a computer plays a seat whose player left */
  char    *computer;    /* join: the computer player's level */
  gint     drop_after;  /* join: own actions before leaving and joining again */
  gint     undo_after;  /* join: own actions before asking to undo the last */
  gboolean times;       /* join: print when each action is sent and each step arrives */
} Options;

/* The option strings, freed as main() returns. */
static inline void
carc_cli_options_clear (Options *o)
{
  g_free (o->variants);
  g_free (o->save);
  g_free (o->modules);
  g_free (o->a);
  g_free (o->b);
  g_free (o->policy);
  g_free (o->address);
  g_free (o->computer);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, carc_cli_options_clear)

CarcSetup *carc_cli_new_setup        (CarcTileSet   *tiles,
                                      const Options *o,
                                      guint          variants,
                                      guint64        seed);
guint      carc_cli_parse_variants   (const char    *list);

/* carc-cli-ai.c: the computer players' tournament and playout speed. */
int        carc_cli_tournament       (CarcTileSet   *tiles,
                                      const Options *o);
int        carc_cli_bench_ai         (CarcTileSet   *tiles,
                                      const Options *o);

/* carc-cli-net.c: a game played from several computers. */
GOptionGroup *carc_cli_net_options   (Options       *o);
int        carc_cli_host             (CarcTileSet   *tiles,
                                      const Options *o);
int        carc_cli_join             (const char    *link,
                                      const Options *o);

/* carc-cli-mists.c: the Mists module's levels and difficulty report. */
CarcSetup  *carc_cli_mists_setup      (CarcTileSet   *mists,
                                       guint          people,
                                       guint          level,
                                       guint64        seed,
                                       gboolean       cemeteries_last,
                                       gboolean       house_marks);
CarcOutcome carc_cli_mists_search     (CarcState     *state,
                                       const Options *o,
                                       GArray        *actions,
                                       GArray        *deal);
void        carc_cli_mists_print_state (CarcState    *state);
int         carc_cli_mists_report     (const Options *o);

G_END_DECLS
