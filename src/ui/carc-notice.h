/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CARC_TYPE_NOTICE (carc_notice_get_type ())

G_DECLARE_FINAL_TYPE (CarcNotice, carc_notice, CARC, NOTICE, GtkWidget)

void        carc_notice_set_message (CarcNotice *self,
                                     const char *message);
const char *carc_notice_get_message (CarcNotice *self);

G_END_DECLS
