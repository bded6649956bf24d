/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "carc-mists.h"

G_BEGIN_DECLS

/* Format 2 adds the house rule's marks and an end counted already: an
 * earlier version says it is newer, and leaves it alone, rather than
 * taking it for broken. */
#define CARC_CAMPAIGN_FORMAT 2
#define CARC_CAMPAIGN_MAX_SIZE (64 * 1024)
#define CARC_CAMPAIGN_COLOURS 6

/* How the team did in one level. */
typedef struct
{
  guint    attempts;   /* games finished, won or lost */
  guint    best;       /* best final score (level 6: of the weakest colour) */
  gboolean won;
  gboolean house;      /* won only by the house rule's marks (level 6) */
} CarcCampaignLevel;

/* The campaign's progress as the io layer reads and writes it. */
typedef struct
{
  guint             people;                           /* 1–5 */
  guint             n_colours;
  guint             colours[CARC_CAMPAIGN_COLOURS];   /* indices, see carc_campaign_colour() */
  gboolean          house_marks;                      /* level 6 by the house rule's marks */
  CarcCampaignLevel levels[CARC_MISTS_LEVELS];
  guint             current;                          /* level being played, 0 for none */
  gboolean          counted;                          /* its game ended once already (an undo
                                                       * took the end back): no new attempt */
} CarcCampaignRecord;

void                carc_campaign_record_init   (CarcCampaignRecord        *record);
void                carc_campaign_record_merge  (CarcCampaignRecord        *record,
                                                 const CarcCampaignRecord  *other);
char               *carc_campaign_to_xml        (const CarcCampaignRecord  *record,
                                                 gsize                     *length);
gboolean            carc_campaign_from_bytes    (GBytes                    *bytes,
                                                 const char                *name,
                                                 CarcCampaignRecord        *record,
                                                 GError                   **error);
gboolean            carc_campaign_read_file     (GFile                     *file,
                                                 CarcCampaignRecord        *record,
                                                 GError                   **error);
gboolean            carc_campaign_write_file    (const CarcCampaignRecord  *record,
                                                 GFile                     *file,
                                                 GError                   **error);

/* The guards' colours of the cooperative game: red, green, blue, yellow,
 * black, pink (rules.md §2.1), as "#rrggbb". */
const char         *carc_campaign_colour        (guint                      index);

G_END_DECLS
