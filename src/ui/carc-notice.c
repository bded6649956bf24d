/* SPDX-License-Identifier: GPL-3.0-or-later */

/* CarcNotice: a warning that stays on its page until the player dismisses
 * it — here, that a file could not be read and where it was kept.  It is
 * shown while it has a message; its button emits ::dismissed and hides it. */
#include "config.h"

#include "carc-notice.h"

struct _CarcNotice
{
  GtkWidget  parent_instance;
  GtkLabel  *label;
};

G_DEFINE_FINAL_TYPE (CarcNotice, carc_notice, GTK_TYPE_WIDGET)

enum {
  DISMISSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
dismiss_clicked_cb (CarcNotice *self)
{
  carc_notice_set_message (self, NULL);
  g_signal_emit (self, signals[DISMISSED], 0);
}

static void
carc_notice_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), CARC_TYPE_NOTICE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (carc_notice_parent_class)->dispose (object);
}

static void
carc_notice_class_init (CarcNoticeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_notice_dispose;

  /**
   * CarcNotice::dismissed:
   *
   * The player closed the notice.
   */
  signals[DISMISSED] = g_signal_new ("dismissed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/carcassonne/Carcassonne/ui/carc-notice.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcNotice, label);
  gtk_widget_class_bind_template_callback (widget_class, dismiss_clicked_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_ALERT);
}

static void
carc_notice_init (CarcNotice *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* Shows @message, or hides the notice when it is NULL. */
void
carc_notice_set_message (CarcNotice *self,
                         const char *message)
{
  g_return_if_fail (CARC_IS_NOTICE (self));
  gtk_label_set_label (self->label, message ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self), message != NULL && *message != '\0');
}

/* The message shown, or NULL when hidden. */
const char *
carc_notice_get_message (CarcNotice *self)
{
  g_return_val_if_fail (CARC_IS_NOTICE (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self)) ? gtk_label_get_label (self->label) : NULL;
}
