/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The window's way to the help: F1 and the main menu's Help open its
 * first page in the help viewer, a topic's help button its own page
 * (help:APP_ID/PAGE).  The address goes out through the "show-help"
 * signal, whose handler asks the desktop to show it: a test sees what was
 * asked without a viewer.  When no viewer can show it, a toast says so. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-window-private.h"

static void
shown_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      data)
{
  g_autoptr(CarcWindow) self = data;
  g_autoptr(GError) error = NULL;

  if (!gtk_show_uri_full_finish (GTK_WINDOW (source), result, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      /* TRANSLATORS: %s is the reason, as the system gives it */
      g_autofree char *message = g_strdup_printf (_("The help could not be opened: %s"), error->message);

      carc_window_show_message (self, message);
    }
}

static void
show_help (CarcWindow *self,
           const char *uri)
{
  gtk_show_uri_full (GTK_WINDOW (self), uri, GDK_CURRENT_TIME, NULL, shown_cb, g_object_ref (self));
}

/* Shows the help's @page (its first page for NULL). */
void
carc_window_show_help (CarcWindow *self,
                       const char *page)
{
  g_autofree char *uri = NULL;

  g_return_if_fail (CARC_IS_WINDOW (self));
  uri = page != NULL && *page != '\0' ? g_strdup_printf ("help:%s/%s", APP_ID, page)
                                      : g_strdup_printf ("help:%s", APP_ID);
  g_signal_emit_by_name (self, "show-help", uri);
}

static void
help_cb (GtkWidget  *widget,
         const char *action,
         GVariant   *parameter)
{
  carc_window_show_help (CARC_WINDOW (widget), parameter != NULL ? g_variant_get_string (parameter, NULL) : NULL);
}

void
carc_window_help_class_init (GtkWidgetClass *widget_class)
{
  /* The address of a help page to show; its handler shows it. */
  g_signal_new_class_handler ("show-help", G_TYPE_FROM_CLASS (widget_class), G_SIGNAL_RUN_LAST,
                              G_CALLBACK (show_help), NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  gtk_widget_class_install_action (widget_class, "win.help", NULL, help_cb);
  gtk_widget_class_install_action (widget_class, "win.help-page", "s", help_cb);
}
