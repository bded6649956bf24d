/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The coach's card: words and two buttons, in a template.  Its owner
 * (the guided game, the expansions' introductions) says what it shows
 * and hears its buttons ("primary", "secondary").  A screen reader finds
 * it by its title and reads its lines as its description. */
#include "config.h"

#include "carc-coach-card.h"

struct _CarcCoachCard
{
  GtkWidget  parent_instance;

  GtkLabel  *progress_label;
  GtkLabel  *title_label;
  GtkLabel  *body_label;
  GtkButton *primary_button;
  GtkButton *secondary_button;
};

G_DEFINE_FINAL_TYPE (CarcCoachCard, carc_coach_card, GTK_TYPE_WIDGET)

enum {
  PRIMARY,
  SECONDARY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
carc_coach_card_set_text (CarcCoachCard *self,
                          const char    *title,
                          const char    *body)
{
  g_return_if_fail (CARC_IS_COACH_CARD (self));
  gtk_label_set_label (self->title_label, title);
  gtk_label_set_label (self->body_label, body);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, body, -1);
}

const char *
carc_coach_card_get_title (CarcCoachCard *self)
{
  g_return_val_if_fail (CARC_IS_COACH_CARD (self), NULL);
  return gtk_label_get_label (self->title_label);
}

const char *
carc_coach_card_get_body (CarcCoachCard *self)
{
  g_return_val_if_fail (CARC_IS_COACH_CARD (self), NULL);
  return gtk_label_get_label (self->body_label);
}

void
carc_coach_card_set_progress (CarcCoachCard *self,
                              const char    *progress)
{
  g_return_if_fail (CARC_IS_COACH_CARD (self));
  gtk_label_set_label (self->progress_label, progress != NULL ? progress : "");
  gtk_widget_set_visible (GTK_WIDGET (self->progress_label), progress != NULL);
}

static void
set_button (GtkButton  *button,
            const char *label)
{
  gtk_widget_set_visible (GTK_WIDGET (button), label != NULL);
  if (label != NULL)
    gtk_button_set_label (button, label);
}

void
carc_coach_card_set_buttons (CarcCoachCard *self,
                             const char    *primary,
                             const char    *secondary)
{
  g_return_if_fail (CARC_IS_COACH_CARD (self));
  set_button (self->primary_button, primary);
  set_button (self->secondary_button, secondary);
}

void
carc_coach_card_focus_primary (CarcCoachCard *self)
{
  g_return_if_fail (CARC_IS_COACH_CARD (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->primary_button));
}

static void
primary_clicked_cb (CarcCoachCard *self)
{
  g_signal_emit (self, signals[PRIMARY], 0);
}

static void
secondary_clicked_cb (CarcCoachCard *self)
{
  g_signal_emit (self, signals[SECONDARY], 0);
}

static void
carc_coach_card_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), CARC_TYPE_COACH_CARD);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (carc_coach_card_parent_class)->dispose (object);
}

static void
carc_coach_card_class_init (CarcCoachCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_coach_card_dispose;
  signals[PRIMARY] = g_signal_new ("primary", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
  signals[SECONDARY] = g_signal_new ("secondary", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                     NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/carcassonne/Carcassonne/ui/carc-coach-card.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcCoachCard, progress_label);
  gtk_widget_class_bind_template_child (widget_class, CarcCoachCard, title_label);
  gtk_widget_class_bind_template_child (widget_class, CarcCoachCard, body_label);
  gtk_widget_class_bind_template_child (widget_class, CarcCoachCard, primary_button);
  gtk_widget_class_bind_template_child (widget_class, CarcCoachCard, secondary_button);
  gtk_widget_class_bind_template_callback (widget_class, primary_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, secondary_clicked_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
carc_coach_card_init (CarcCoachCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
