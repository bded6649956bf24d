/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-table.h"

G_BEGIN_DECLS

/* What the hosted games' record (carc-table-record.c) reads of a table. */
const char *carc_table_get_address (CarcTable *self);
const char *carc_table_get_token   (CarcTable *self,
                                    guint      seat);

G_END_DECLS
