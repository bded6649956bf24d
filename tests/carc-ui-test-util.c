/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "carc-ui-test-util.h"
#include "carc-ui-resources.h"

void
test_ui_init (int    *argc,
              char ***argv)
{
  GtkCssProvider *css;

  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  gtk_test_init (argc, argv, NULL);
  adw_init ();
  g_assert_nonnull (carc_ui_get_resource ());
  /* What AdwApplication does for the real program: our icons. */
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    "/io/github/carcassonne/Carcassonne/icons");
  /* And our style sheet, so the screenshots show the program as it is. */
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/io/github/carcassonne/Carcassonne/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

void
test_iterate (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

/* Renders @widget as it is on screen into a PNG in the build folder. */
void
test_screenshot (GtkWidget  *widget,
                 const char *name)
{
  GdkPaintable *paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                            name, NULL);

  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
  g_object_unref (paintable);
}
