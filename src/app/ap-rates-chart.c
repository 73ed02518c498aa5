/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "ap-published-odds.h"
#include "ap-rates-chart.h"

/* The three bars: the player, the fair player, the clairvoyant. */
enum {
  BAR_PLAYER,
  BAR_FAIR,
  BAR_CLAIRVOYANT,
  N_BARS
};

/* Room between the names, the bars and the numbers, and between rows. */
#define GAP 12
#define ROW_GAP 6
#define BAR_WIDTH 120

struct _ApRatesChart {
  GtkWidget parent_instance;

  gboolean known[N_BARS]; /* the player's is not before a game is played */
  double rate[N_BARS];    /* percent */
  char *name[N_BARS];
  char *value[N_BARS];
  char *summary;
};

G_DEFINE_FINAL_TYPE (ApRatesChart, ap_rates_chart, GTK_TYPE_WIDGET)

static const char *const colors[N_BARS] = { "ap_chart_player", "ap_chart_fair",
                                            "ap_chart_clairvoyant" };

static PangoLayout *
layout (ApRatesChart *self, const char *text)
{
  return gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
}

/* The widest of the names or of the numbers, and the height of a line. */
static void
text_size (ApRatesChart *self, int *names, int *values, int *line)
{
  *names = *values = *line = 0;
  for (int i = 0; i < N_BARS; i++)
    {
      g_autoptr (PangoLayout) n = layout (self, self->name[i]);
      g_autoptr (PangoLayout) v = layout (self, self->value[i]);
      int w, h;

      pango_layout_get_pixel_size (n, &w, &h);
      *names = MAX (*names, w);
      *line = MAX (*line, h);
      pango_layout_get_pixel_size (v, &w, &h);
      *values = MAX (*values, w);
      *line = MAX (*line, h);
    }
}

static void
ap_rates_chart_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                        int *natural, int *minimum_baseline, int *natural_baseline)
{
  ApRatesChart *self = AP_RATES_CHART (widget);
  int names, values, line;

  text_size (self, &names, &values, &line);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = names + values + 2 * GAP + BAR_WIDTH / 2;
      *natural = names + values + 2 * GAP + BAR_WIDTH * 2;
    }
  else
    *minimum = *natural = N_BARS * line + (N_BARS - 1) * ROW_GAP;
}

static void
lookup (GtkWidget *widget, const char *name, GdkRGBA *color)
{
  /* Named colours are the GTK 4.8 way of giving C code colours from CSS;
   * the calls are deprecated only in later GTK (ap-card-colors.c). */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), name, color))
    gtk_style_context_get_color (gtk_widget_get_style_context (widget), color);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

static void
append_text (GtkSnapshot *snapshot, PangoLayout *text, float x, float y, const GdkRGBA *color)
{
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  gtk_snapshot_append_layout (snapshot, text, color);
  gtk_snapshot_restore (snapshot);
}

static void
ap_rates_chart_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  ApRatesChart *self = AP_RATES_CHART (widget);
  int width = gtk_widget_get_width (widget);
  int names, values, line;
  float bar_x, bar_w;
  GdkRGBA ink;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &ink);
  G_GNUC_END_IGNORE_DEPRECATIONS
  text_size (self, &names, &values, &line);
  bar_x = names + GAP;
  bar_w = MAX (0.f, width - bar_x - values - GAP);
  for (int i = 0; i < N_BARS; i++)
    {
      g_autoptr (PangoLayout) name = layout (self, self->name[i]);
      g_autoptr (PangoLayout) value = layout (self, self->value[i]);
      float y = i * (line + ROW_GAP);
      float bar_h = roundf (line * 0.6f);
      GskRoundedRect track;
      GdkRGBA color, faint;
      int value_w, value_h;

      lookup (widget, colors[i], &color);
      faint = ink;
      faint.alpha *= 0.12f;
      gsk_rounded_rect_init_from_rect (&track,
                                       &GRAPHENE_RECT_INIT (bar_x, y + (line - bar_h) / 2, bar_w,
                                                            bar_h),
                                       bar_h / 2);
      gtk_snapshot_push_rounded_clip (snapshot, &track);
      gtk_snapshot_append_color (snapshot, &faint, &track.bounds);
      if (self->known[i])
        gtk_snapshot_append_color (snapshot, &color,
                                   &GRAPHENE_RECT_INIT (bar_x, track.bounds.origin.y,
                                                        bar_w * CLAMP (self->rate[i], 0, 100) / 100,
                                                        bar_h));
      gtk_snapshot_pop (snapshot);
      append_text (snapshot, name, 0, y, &ink);
      pango_layout_get_pixel_size (value, &value_w, &value_h);
      append_text (snapshot, value, width - value_w, y, &ink);
    }
}

static void
ap_rates_chart_finalize (GObject *object)
{
  ApRatesChart *self = AP_RATES_CHART (object);

  for (int i = 0; i < N_BARS; i++)
    {
      g_free (self->name[i]);
      g_free (self->value[i]);
    }
  g_free (self->summary);
  G_OBJECT_CLASS (ap_rates_chart_parent_class)->finalize (object);
}

static void
ap_rates_chart_class_init (ApRatesChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = ap_rates_chart_finalize;
  widget_class->measure = ap_rates_chart_measure;
  widget_class->snapshot = ap_rates_chart_snapshot;
  gtk_widget_class_set_css_name (widget_class, "ap-rates-chart");
  /* A picture: screen readers read its label and its words. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
ap_rates_chart_init (ApRatesChart *self)
{
}

/* A rate as the chart shows it, "58%". */
static char *
percent (double rate)
{
  /* TRANSLATORS: a win rate in percent, e.g. "58%". */
  return g_strdup_printf (C_ ("win rate", "%.0f%%"), rate);
}

GtkWidget *
ap_rates_chart_new (const ApRules *rules, const ApStatsRecord *record)
{
  const ApPublishedOdds *odds = ap_published_odds_lookup (rules);
  ApRatesChart *self;
  g_autofree char *player = NULL;
  g_autofree char *fair = NULL;
  g_autofree char *clairvoyant = NULL;

  if (odds == NULL)
    return NULL;
  self = g_object_new (AP_TYPE_RATES_CHART, NULL);
  self->known[BAR_PLAYER] = record->played > 0;
  self->rate[BAR_PLAYER] = ap_stats_record_win_rate (record);
  self->known[BAR_FAIR] = self->known[BAR_CLAIRVOYANT] = TRUE;
  self->rate[BAR_FAIR] = odds->fair_rate;
  self->rate[BAR_CLAIRVOYANT] = odds->clairvoyant_rate;
  /* TRANSLATORS: the bars of the chart that compares win rates: the
   * player's, a careful player's who sees what the player sees, and the
   * solver's, which knows the order of the stock. */
  self->name[BAR_PLAYER] = g_strdup (C_ ("chart", "You"));
  self->name[BAR_FAIR] = g_strdup (C_ ("chart", "Careful player"));
  self->name[BAR_CLAIRVOYANT] = g_strdup (C_ ("chart", "Knowing the stock"));
  for (int i = 0; i < N_BARS; i++)
    self->value[i] = self->known[i] ? percent (self->rate[i])
                                    /* TRANSLATORS: the player's bar before a
                                     * game of these rules is played. */
                                    : g_strdup (C_ ("chart", "Not played"));

  if (self->known[BAR_PLAYER])
    /* TRANSLATORS: %s is a win rate, e.g. "58%"; %u the games played. */
    player = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You win %s of your %u game.",
                                           "You win %s of your %u games.", record->played),
                              self->value[BAR_PLAYER], record->played);
  else
    player = g_strdup (_ ("You have not played these rules yet."));
  /* TRANSLATORS: %s is a win rate, e.g. "58%". */
  fair =
    g_strdup_printf (_ ("A careful player who sees what you see wins %s."), self->value[BAR_FAIR]);
  /* TRANSLATORS: %s is a win rate, e.g. "93%". */
  clairvoyant = g_strdup_printf (_ ("The solver, knowing the order of the stock, wins %s."),
                                 self->value[BAR_CLAIRVOYANT]);
  self->summary = g_strdup_printf ("%s %s %s", player, fair, clairvoyant);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Win rates compared"), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->summary, -1);
  return GTK_WIDGET (self);
}

const char *
ap_rates_chart_get_summary (ApRatesChart *self)
{
  g_return_val_if_fail (AP_IS_RATES_CHART (self), NULL);
  return self->summary;
}

GtkWidget *
ap_rates_chart_row_new (const ApRules *rules, const ApStatsRecord *record)
{
  GtkWidget *chart = ap_rates_chart_new (rules, record);
  GtkWidget *row, *box, *title;

  if (chart == NULL)
    return NULL;
  row = adw_preferences_row_new ();
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  title = gtk_label_new (_ ("How You Compare"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _ ("How You Compare"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), chart);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  /* Screen readers read a row by its name, its title (a plain
   * AdwPreferencesRow is not named by it): the words go with it, as its
   * description (as the statistics' other rows). */
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("How You Compare"), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  ap_rates_chart_get_summary (AP_RATES_CHART (chart)), -1);
  return row;
}
