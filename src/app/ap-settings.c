/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ap-settings.h"

G_DEFINE_ENUM_TYPE (ApBases, ap_bases,
                    G_DEFINE_ENUM_VALUE (AP_BASES_ACES_AND_KINGS, "aces-and-kings"),
                    G_DEFINE_ENUM_VALUE (AP_BASES_KINGS, "kings"),
                    G_DEFINE_ENUM_VALUE (AP_BASES_NONE, "none"))

G_DEFINE_ENUM_TYPE (ApReserveSpaces, ap_reserve_spaces,
                    G_DEFINE_ENUM_VALUE (AP_SPACES_NEVER, "never"),
                    G_DEFINE_ENUM_VALUE (AP_SPACES_WHEN_STOCK_EMPTY, "when-stock-empty"),
                    G_DEFINE_ENUM_VALUE (AP_SPACES_ALWAYS, "always"))

G_DEFINE_ENUM_TYPE (ApPreset, ap_preset, G_DEFINE_ENUM_VALUE (AP_PRESET_TARBART, "tarbart"),
                    G_DEFINE_ENUM_VALUE (AP_PRESET_PARLETT, "parlett"),
                    G_DEFINE_ENUM_VALUE (AP_PRESET_STRICT, "strict"),
                    G_DEFINE_ENUM_VALUE (AP_PRESET_SIX_CARD, "six-card"),
                    G_DEFINE_ENUM_VALUE (AP_PRESET_CUSTOM, "custom"))

G_DEFINE_ENUM_TYPE (ApAutoMove, ap_auto_move, G_DEFINE_ENUM_VALUE (AP_AUTO_MOVE_OFF, "off"),
                    G_DEFINE_ENUM_VALUE (AP_AUTO_MOVE_SAFE, "safe"))

G_DEFINE_ENUM_TYPE (ApTapAction, ap_tap_action, G_DEFINE_ENUM_VALUE (AP_TAP_SELECT, "select"),
                    G_DEFINE_ENUM_VALUE (AP_TAP_AUTO, "auto"),
                    G_DEFINE_ENUM_VALUE (AP_TAP_PICK, "pick"))

G_DEFINE_ENUM_TYPE (ApFaceDesign, ap_face_design, G_DEFINE_ENUM_VALUE (AP_FACE_INDEX, "index"),
                    G_DEFINE_ENUM_VALUE (AP_FACE_TRADITIONAL, "traditional"))

G_DEFINE_ENUM_TYPE (ApBackDesign, ap_back_design, G_DEFINE_ENUM_VALUE (AP_BACK_LATTICE, "lattice"),
                    G_DEFINE_ENUM_VALUE (AP_BACK_CHEVRON, "chevron"),
                    G_DEFINE_ENUM_VALUE (AP_BACK_RINGS, "rings"),
                    G_DEFINE_ENUM_VALUE (AP_BACK_CHECKS, "checks"))

G_DEFINE_ENUM_TYPE (ApTable, ap_table, G_DEFINE_ENUM_VALUE (AP_TABLE_GREEN, "green"),
                    G_DEFINE_ENUM_VALUE (AP_TABLE_BLUE, "blue"),
                    G_DEFINE_ENUM_VALUE (AP_TABLE_RED, "red"),
                    G_DEFINE_ENUM_VALUE (AP_TABLE_GRAY, "gray"))

G_DEFINE_ENUM_TYPE (ApPace, ap_pace, G_DEFINE_ENUM_VALUE (AP_PACE_OFF, "off"),
                    G_DEFINE_ENUM_VALUE (AP_PACE_SLOW, "slow"),
                    G_DEFINE_ENUM_VALUE (AP_PACE_NORMAL, "normal"),
                    G_DEFINE_ENUM_VALUE (AP_PACE_FAST, "fast"))

G_DEFINE_ENUM_TYPE (ApHintSource, ap_hint_source,
                    G_DEFINE_ENUM_VALUE (AP_HINT_SOURCE_WINNING_LINE, "winning-line"),
                    G_DEFINE_ENUM_VALUE (AP_HINT_SOURCE_FAIR, "fair"))

struct _ApSettings {
  GObject parent_instance;

  GSettings *settings;

  ApGame game;
  ApRules algerian;                  /* the four options, as rules of Algerian */
  gboolean cotillion_as_they_appear; /* Royal Cotillion's foundation-bases */
  int window_width;
  int window_height;
  gboolean window_maximized;
  gboolean animations;
  ApAutoMove auto_move;
  ApTapAction tap_action;
  gboolean winnable_only;
  gboolean ask_before_leaving;
  gboolean show_verdicts;
  gboolean four_colour_deck;
  ApFaceDesign face_design;
  ApBackDesign card_back;
  ApTable table;
  ApPace animation_pace;
  ApHintSource hint_kind;
};

G_DEFINE_FINAL_TYPE (ApSettings, ap_settings, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SETTINGS,
  PROP_GAME,
  PROP_FOUNDATION_BASES,
  PROP_RESERVE_SIZE,
  PROP_RESERVE_SPACES,
  PROP_FOUNDATION_TRANSFERS,
  PROP_PRESET,
  PROP_WINDOW_WIDTH,
  PROP_WINDOW_HEIGHT,
  PROP_WINDOW_MAXIMIZED,
  PROP_ANIMATIONS,
  PROP_AUTO_MOVE,
  PROP_TAP_ACTION,
  PROP_WINNABLE_ONLY,
  PROP_ASK_BEFORE_LEAVING,
  PROP_SHOW_VERDICTS,
  PROP_FOUR_COLOUR_DECK,
  PROP_COTILLION_AS_THEY_APPEAR,
  PROP_FACE_DESIGN,
  PROP_CARD_BACK,
  PROP_TABLE,
  PROP_ANIMATION_PACE,
  PROP_HINT_KIND,
  N_PROPS
};

enum {
  STATISTICS_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The keys bound one to one to a property of the same name. The pace comes
 * before animations, which follows it: an animations key that an older
 * version of the game set to false turns the pace off when first read. */
static const char *const bound_keys[] = {
  "animation-pace",
  "game",
  "foundation-bases",
  "reserve-spaces",
  "foundation-transfers",
  "window-width",
  "window-height",
  "window-maximized",
  "animations",
  "auto-move",
  "tap-action",
  "winnable-only",
  "ask-before-leaving",
  "show-verdicts",
  "four-colour-deck",
  "face-design",
  "card-back",
  "table",
  "hint-kind",
};

/* reserve-size is a string key ("4" or "6", spelled as in a rules: line)
 * behind an unsigned property. */
static gboolean
reserve_size_get_mapping (GValue *value, GVariant *variant, gpointer user_data)
{
  const char *text = g_variant_get_string (variant, NULL);

  if (g_strcmp0 (text, "6") == 0)
    g_value_set_uint (value, 6);
  else
    g_value_set_uint (value, 4);
  return TRUE;
}

/* royal-cotillion-bases is a string key, spelled as in a rules: line,
 * behind a boolean property: the option has two values. */
static gboolean
cotillion_bases_get_mapping (GValue *value, GVariant *variant, gpointer user_data)
{
  g_value_set_boolean (value,
                       g_strcmp0 (g_variant_get_string (variant, NULL), "as-they-appear") == 0);
  return TRUE;
}

static GVariant *
cotillion_bases_set_mapping (const GValue *value, const GVariantType *expected_type,
                             gpointer user_data)
{
  return g_variant_new_string (g_value_get_boolean (value) ? "as-they-appear" : "laid-out");
}

static GVariant *
reserve_size_set_mapping (const GValue *value, const GVariantType *expected_type,
                          gpointer user_data)
{
  return g_variant_new_string (g_value_get_uint (value) == 6 ? "6" : "4");
}

/* Runs an update of one Algerian option and tells about the preset too when
 * the options now match another one. */
static void
update_option (ApSettings *self, const ApRules *rules, GParamSpec *pspec)
{
  ApPreset before = ap_rules_get_preset (&self->algerian);

  if (ap_rules_equal (rules, &self->algerian))
    return;
  self->algerian = *rules;
  g_object_notify_by_pspec (G_OBJECT (self), pspec);
  if (ap_rules_get_preset (&self->algerian) != before)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PRESET]);
}

static void
set_int (ApSettings *self, int *field, int value, guint prop)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

/* Once a write: the statistics and the games won with Play for Me are
 * written together (store()), and heard as one change. */
static gboolean
change_event_cb (GSettings *settings, const GQuark *keys, int n_keys, ApSettings *self)
{
  gboolean changed = keys == NULL;

  for (int i = 0; i < n_keys && !changed; i++)
    changed = keys[i] == g_quark_from_static_string ("statistics") ||
              keys[i] == g_quark_from_static_string ("statistics-helped");
  if (changed)
    g_signal_emit (self, signals[STATISTICS_CHANGED], 0);
  return FALSE;
}

static void
ap_settings_constructed (GObject *object)
{
  ApSettings *self = AP_SETTINGS (object);

  G_OBJECT_CLASS (ap_settings_parent_class)->constructed (object);

  if (self->settings == NULL)
    self->settings = g_settings_new (APP_ID);

  for (guint i = 0; i < G_N_ELEMENTS (bound_keys); i++)
    g_settings_bind (self->settings, bound_keys[i], self, bound_keys[i], G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (self->settings, "reserve-size", self, "reserve-size",
                                G_SETTINGS_BIND_DEFAULT, reserve_size_get_mapping,
                                reserve_size_set_mapping, NULL, NULL);
  g_settings_bind_with_mapping (self->settings, "royal-cotillion-bases", self,
                                "royal-cotillion-as-they-appear", G_SETTINGS_BIND_DEFAULT,
                                cotillion_bases_get_mapping, cotillion_bases_set_mapping, NULL,
                                NULL);
  g_signal_connect_object (self->settings, "change-event", G_CALLBACK (change_event_cb), self, 0);
}

static void
ap_settings_dispose (GObject *object)
{
  ApSettings *self = AP_SETTINGS (object);

  if (self->settings)
    for (guint i = 0; i < G_N_ELEMENTS (bound_keys); i++)
      g_settings_unbind (self, bound_keys[i]);
  if (self->settings)
    {
      g_settings_unbind (self, "reserve-size");
      g_settings_unbind (self, "royal-cotillion-as-they-appear");
    }
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (ap_settings_parent_class)->dispose (object);
}

static void
ap_settings_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ApSettings *self = AP_SETTINGS (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    case PROP_GAME:
      g_value_set_enum (value, self->game);
      break;
    case PROP_FOUNDATION_BASES:
      g_value_set_enum (value, self->algerian.bases);
      break;
    case PROP_RESERVE_SIZE:
      g_value_set_uint (value, self->algerian.reserve_size);
      break;
    case PROP_RESERVE_SPACES:
      g_value_set_enum (value, self->algerian.reserve_spaces);
      break;
    case PROP_FOUNDATION_TRANSFERS:
      g_value_set_boolean (value, self->algerian.transfers);
      break;
    case PROP_PRESET:
      g_value_set_enum (value, ap_rules_get_preset (&self->algerian));
      break;
    case PROP_WINDOW_WIDTH:
      g_value_set_int (value, self->window_width);
      break;
    case PROP_WINDOW_HEIGHT:
      g_value_set_int (value, self->window_height);
      break;
    case PROP_WINDOW_MAXIMIZED:
      g_value_set_boolean (value, self->window_maximized);
      break;
    case PROP_ANIMATIONS:
      g_value_set_boolean (value, self->animations);
      break;
    case PROP_AUTO_MOVE:
      g_value_set_enum (value, self->auto_move);
      break;
    case PROP_TAP_ACTION:
      g_value_set_enum (value, self->tap_action);
      break;
    case PROP_WINNABLE_ONLY:
      g_value_set_boolean (value, self->winnable_only);
      break;
    case PROP_ASK_BEFORE_LEAVING:
      g_value_set_boolean (value, self->ask_before_leaving);
      break;
    case PROP_SHOW_VERDICTS:
      g_value_set_boolean (value, self->show_verdicts);
      break;
    case PROP_FOUR_COLOUR_DECK:
      g_value_set_boolean (value, self->four_colour_deck);
      break;
    case PROP_COTILLION_AS_THEY_APPEAR:
      g_value_set_boolean (value, self->cotillion_as_they_appear);
      break;
    case PROP_FACE_DESIGN:
      g_value_set_enum (value, self->face_design);
      break;
    case PROP_CARD_BACK:
      g_value_set_enum (value, self->card_back);
      break;
    case PROP_TABLE:
      g_value_set_enum (value, self->table);
      break;
    case PROP_ANIMATION_PACE:
      g_value_set_enum (value, self->animation_pace);
      break;
    case PROP_HINT_KIND:
      g_value_set_enum (value, self->hint_kind);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ap_settings_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  ApSettings *self = AP_SETTINGS (object);
  ApRules rules = self->algerian;

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;
    case PROP_GAME:
      ap_settings_set_game (self, g_value_get_enum (value));
      break;
    case PROP_FOUNDATION_BASES:
      rules.bases = g_value_get_enum (value);
      update_option (self, &rules, pspec);
      break;
    case PROP_RESERVE_SIZE:
      /* Only 4 and 6 are rule sets of rules.md; 5 is not a third option. */
      rules.reserve_size = g_value_get_uint (value) == 6 ? 6 : 4;
      update_option (self, &rules, pspec);
      break;
    case PROP_RESERVE_SPACES:
      rules.reserve_spaces = g_value_get_enum (value);
      update_option (self, &rules, pspec);
      break;
    case PROP_FOUNDATION_TRANSFERS:
      rules.transfers = g_value_get_boolean (value);
      update_option (self, &rules, pspec);
      break;
    case PROP_PRESET:
      ap_settings_set_preset (self, g_value_get_enum (value));
      break;
    case PROP_WINDOW_WIDTH:
      set_int (self, &self->window_width, g_value_get_int (value), prop_id);
      break;
    case PROP_WINDOW_HEIGHT:
      set_int (self, &self->window_height, g_value_get_int (value), prop_id);
      break;
    case PROP_WINDOW_MAXIMIZED:
      set_int (self, &self->window_maximized, g_value_get_boolean (value), prop_id);
      break;
    case PROP_ANIMATIONS:
      set_int (self, &self->animations, g_value_get_boolean (value), prop_id);
      /* The old switch and the pace say the same: off is off. */
      if (!self->animations && self->animation_pace != AP_PACE_OFF)
        set_int (self, (int *) &self->animation_pace, AP_PACE_OFF, PROP_ANIMATION_PACE);
      else if (self->animations && self->animation_pace == AP_PACE_OFF)
        set_int (self, (int *) &self->animation_pace, AP_PACE_NORMAL, PROP_ANIMATION_PACE);
      break;
    case PROP_ANIMATION_PACE:
      set_int (self, (int *) &self->animation_pace, g_value_get_enum (value), prop_id);
      set_int (self, &self->animations, self->animation_pace != AP_PACE_OFF, PROP_ANIMATIONS);
      break;
    case PROP_FACE_DESIGN:
      set_int (self, (int *) &self->face_design, g_value_get_enum (value), prop_id);
      break;
    case PROP_CARD_BACK:
      set_int (self, (int *) &self->card_back, g_value_get_enum (value), prop_id);
      break;
    case PROP_TABLE:
      set_int (self, (int *) &self->table, g_value_get_enum (value), prop_id);
      break;
    case PROP_AUTO_MOVE:
      set_int (self, (int *) &self->auto_move, g_value_get_enum (value), prop_id);
      break;
    case PROP_TAP_ACTION:
      set_int (self, (int *) &self->tap_action, g_value_get_enum (value), prop_id);
      break;
    case PROP_HINT_KIND:
      set_int (self, (int *) &self->hint_kind, g_value_get_enum (value), prop_id);
      break;
    case PROP_WINNABLE_ONLY:
      set_int (self, &self->winnable_only, g_value_get_boolean (value), prop_id);
      break;
    case PROP_ASK_BEFORE_LEAVING:
      set_int (self, &self->ask_before_leaving, g_value_get_boolean (value), prop_id);
      break;
    case PROP_SHOW_VERDICTS:
      set_int (self, &self->show_verdicts, g_value_get_boolean (value), prop_id);
      break;
    case PROP_COTILLION_AS_THEY_APPEAR:
      set_int (self, &self->cotillion_as_they_appear, g_value_get_boolean (value), prop_id);
      break;
    case PROP_FOUR_COLOUR_DECK:
      set_int (self, &self->four_colour_deck, g_value_get_boolean (value), prop_id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ap_settings_class_init (ApSettingsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->constructed = ap_settings_constructed;
  object_class->dispose = ap_settings_dispose;
  object_class->get_property = ap_settings_get_property;
  object_class->set_property = ap_settings_set_property;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME] =
    g_param_spec_enum ("game", NULL, NULL, AP_TYPE_GAME, AP_GAME_ALGERIAN, flags);
  properties[PROP_FOUNDATION_BASES] =
    g_param_spec_enum ("foundation-bases", NULL, NULL, AP_TYPE_BASES, AP_BASES_ACES_AND_KINGS,
                       flags);
  properties[PROP_RESERVE_SIZE] = g_param_spec_uint ("reserve-size", NULL, NULL, 4, 6, 4, flags);
  properties[PROP_RESERVE_SPACES] =
    g_param_spec_enum ("reserve-spaces", NULL, NULL, AP_TYPE_RESERVE_SPACES,
                       AP_SPACES_WHEN_STOCK_EMPTY, flags);
  properties[PROP_FOUNDATION_TRANSFERS] =
    g_param_spec_boolean ("foundation-transfers", NULL, NULL, TRUE, flags);
  properties[PROP_PRESET] =
    g_param_spec_enum ("preset", NULL, NULL, AP_TYPE_PRESET, AP_PRESET_TARBART, flags);
  properties[PROP_WINDOW_WIDTH] =
    g_param_spec_int ("window-width", NULL, NULL, 1, G_MAXINT16, 1100, flags);
  properties[PROP_WINDOW_HEIGHT] =
    g_param_spec_int ("window-height", NULL, NULL, 1, G_MAXINT16, 760, flags);
  properties[PROP_WINDOW_MAXIMIZED] =
    g_param_spec_boolean ("window-maximized", NULL, NULL, FALSE, flags);
  properties[PROP_ANIMATIONS] = g_param_spec_boolean ("animations", NULL, NULL, TRUE, flags);
  properties[PROP_AUTO_MOVE] =
    g_param_spec_enum ("auto-move", NULL, NULL, AP_TYPE_AUTO_MOVE, AP_AUTO_MOVE_OFF, flags);
  properties[PROP_TAP_ACTION] =
    g_param_spec_enum ("tap-action", NULL, NULL, AP_TYPE_TAP_ACTION, AP_TAP_SELECT, flags);
  properties[PROP_WINNABLE_ONLY] = g_param_spec_boolean ("winnable-only", NULL, NULL, FALSE, flags);
  properties[PROP_ASK_BEFORE_LEAVING] =
    g_param_spec_boolean ("ask-before-leaving", NULL, NULL, TRUE, flags);
  properties[PROP_SHOW_VERDICTS] = g_param_spec_boolean ("show-verdicts", NULL, NULL, TRUE, flags);
  properties[PROP_FOUR_COLOUR_DECK] =
    g_param_spec_boolean ("four-colour-deck", NULL, NULL, FALSE, flags);
  properties[PROP_COTILLION_AS_THEY_APPEAR] =
    g_param_spec_boolean ("royal-cotillion-as-they-appear", NULL, NULL, FALSE, flags);
  properties[PROP_FACE_DESIGN] =
    g_param_spec_enum ("face-design", NULL, NULL, AP_TYPE_FACE_DESIGN, AP_FACE_INDEX, flags);
  properties[PROP_CARD_BACK] =
    g_param_spec_enum ("card-back", NULL, NULL, AP_TYPE_BACK_DESIGN, AP_BACK_LATTICE, flags);
  properties[PROP_TABLE] =
    g_param_spec_enum ("table", NULL, NULL, AP_TYPE_TABLE, AP_TABLE_GREEN, flags);
  properties[PROP_ANIMATION_PACE] =
    g_param_spec_enum ("animation-pace", NULL, NULL, AP_TYPE_PACE, AP_PACE_NORMAL, flags);
  properties[PROP_HINT_KIND] = g_param_spec_enum ("hint-kind", NULL, NULL, AP_TYPE_HINT_SOURCE,
                                                  AP_HINT_SOURCE_WINNING_LINE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[STATISTICS_CHANGED] =
    g_signal_new ("statistics-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);
}

static void
ap_settings_init (ApSettings *self)
{
  ap_rules_default (AP_GAME_ALGERIAN, &self->algerian);
  self->window_width = 1100;
  self->window_height = 760;
  self->animations = TRUE;
  self->animation_pace = AP_PACE_NORMAL;
  self->ask_before_leaving = TRUE;
  self->show_verdicts = TRUE;
}

ApSettings *
ap_settings_new (GSettings *settings)
{
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);
  return g_object_new (AP_TYPE_SETTINGS, "settings", settings, NULL);
}

GSettings *
ap_settings_get_gsettings (ApSettings *self)
{
  g_return_val_if_fail (AP_IS_SETTINGS (self), NULL);
  return self->settings;
}

ApGame
ap_settings_get_game (ApSettings *self)
{
  g_return_val_if_fail (AP_IS_SETTINGS (self), AP_GAME_ALGERIAN);
  return self->game;
}

void
ap_settings_set_game (ApSettings *self, ApGame game)
{
  g_return_if_fail (AP_IS_SETTINGS (self));
  g_return_if_fail (game < AP_N_GAMES);
  if (self->game == game)
    return;
  self->game = game;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

void
ap_settings_get_rules_for_game (ApSettings *self, ApGame game, ApRules *rules)
{
  g_return_if_fail (AP_IS_SETTINGS (self));
  if (game == AP_GAME_ALGERIAN)
    *rules = self->algerian;
  else
    ap_rules_default (game, rules);
  if (game == AP_GAME_ROYAL_COTILLION && self->cotillion_as_they_appear)
    rules->bases = AP_BASES_NONE;
}

void
ap_settings_get_rules (ApSettings *self, ApRules *rules)
{
  ap_settings_get_rules_for_game (self, self->game, rules);
}

/* Sets the four Algerian options at once from rules of Algerian. */
static void
ap_settings_set_algerian_rules (ApSettings *self, const ApRules *rules)
{
  g_return_if_fail (AP_IS_SETTINGS (self));
  g_return_if_fail (rules->game == AP_GAME_ALGERIAN);

  /* One property at a time, so that each bound key is written; the freeze
   * makes listeners see one consistent change instead of a half-set one. */
  g_object_freeze_notify (G_OBJECT (self));
  g_object_set (self, "foundation-bases", rules->bases, "reserve-size", (guint) rules->reserve_size,
                "reserve-spaces", rules->reserve_spaces, "foundation-transfers",
                rules->transfers ? TRUE : FALSE, NULL);
  g_object_thaw_notify (G_OBJECT (self));
}

ApPreset
ap_settings_get_preset (ApSettings *self)
{
  g_return_val_if_fail (AP_IS_SETTINGS (self), AP_PRESET_CUSTOM);
  return ap_rules_get_preset (&self->algerian);
}

void
ap_settings_set_preset (ApSettings *self, ApPreset preset)
{
  ApRules rules;

  g_return_if_fail (AP_IS_SETTINGS (self));
  /* Custom is what the options are when they match no preset: choosing it
   * changes nothing, the options are then changed one by one. */
  if (preset >= AP_N_PRESETS)
    return;
  ap_rules_preset (preset, &rules);
  ap_settings_set_algerian_rules (self, &rules);
}

gboolean
ap_settings_get_animations (ApSettings *self)
{
  g_return_val_if_fail (AP_IS_SETTINGS (self), TRUE);
  return self->animations;
}

ApAutoMove
ap_settings_get_auto_move (ApSettings *self)
{
  g_return_val_if_fail (AP_IS_SETTINGS (self), AP_AUTO_MOVE_OFF);
  return self->auto_move;
}

ApPace
ap_settings_get_animation_pace (ApSettings *self)
{
  g_return_val_if_fail (AP_IS_SETTINGS (self), AP_PACE_NORMAL);
  return self->animation_pace;
}

ApTapAction
ap_settings_get_tap_action (ApSettings *self)
{
  g_return_val_if_fail (AP_IS_SETTINGS (self), AP_TAP_SELECT);
  return self->tap_action;
}

ApHintSource
ap_settings_get_hint_kind (ApSettings *self)
{
  g_return_val_if_fail (AP_IS_SETTINGS (self), AP_HINT_SOURCE_WINNING_LINE);
  return self->hint_kind;
}

ApStatistics *
ap_settings_load_statistics (ApSettings *self)
{
  g_autoptr (GVariant) helped = NULL;
  g_autoptr (GVariant) variant = NULL;
  guint repaired = 0;
  ApStatistics *statistics;

  g_return_val_if_fail (AP_IS_SETTINGS (self), NULL);
  variant = g_settings_get_value (self->settings, "statistics");
  statistics = ap_statistics_from_variant (variant, &repaired);
  helped = g_settings_get_value (self->settings, "statistics-helped");
  ap_statistics_read_helped (statistics, helped);
  if (repaired > 0)
    g_debug ("Repaired or dropped %u impossible statistics records", repaired);
  return statistics;
}

/* The statistics, the games won with Play for Me and, with `pending`, the
 * pending record written as one change: with g_settings_apply() the backend
 * gets every key in one write (one keyfile write, one dconf change set), so
 * a crash leaves all or none. The delayed copy is a second GSettings on the
 * same backend and path, since a GSettings cannot leave delay mode once in
 * it. */
static void
store (ApSettings *self, const ApStatistics *statistics, gboolean pending, const char *checksum,
       const ApStatistics *before)
{
  g_autoptr (GSettingsBackend) backend = NULL;
  g_autoptr (GSettingsSchema) schema = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GSettings) batch = NULL;
  g_autoptr (ApStatistics) none = ap_statistics_new ();

  g_object_get (self->settings, "backend", &backend, "settings-schema", &schema, "path", &path,
                NULL);
  batch = g_settings_new_full (schema, backend, path);
  g_settings_delay (batch);
  g_settings_set_value (batch, "statistics", ap_statistics_to_variant (statistics));
  g_settings_set_value (batch, "statistics-helped", ap_statistics_helped_to_variant (statistics));
  if (pending)
    {
      g_settings_set_value (batch, "statistics-pending",
                            g_variant_new ("(s@a{s(uuuuuuuu)})", checksum != NULL ? checksum : "",
                                           ap_statistics_to_variant (before != NULL ? before
                                                                                    : none)));
      g_settings_set_value (batch, "statistics-helped-pending",
                            ap_statistics_helped_to_variant (before != NULL ? before : none));
    }
  g_settings_apply (batch);
  /* dconf writes asynchronously; a statistic must not be lost to a crash
   * right after the event that made it. */
  g_settings_sync ();
}

void
ap_settings_store_statistics_pending (ApSettings *self, const ApStatistics *statistics,
                                      const char *checksum, const ApStatistics *before)
{
  g_return_if_fail (AP_IS_SETTINGS (self));
  store (self, statistics, TRUE, checksum, before);
}

ApStatistics *
ap_settings_get_statistics_pending (ApSettings *self, char **checksum)
{
  g_autoptr (GVariant) pending = NULL;
  g_autoptr (GVariant) before = NULL;
  g_autoptr (GVariant) helped = NULL;
  ApStatistics *statistics;
  const char *sum;

  g_return_val_if_fail (AP_IS_SETTINGS (self), NULL);
  pending = g_settings_get_value (self->settings, "statistics-pending");
  g_variant_get (pending, "(&s@a{s(uuuuuuuu)})", &sum, &before);
  if (sum[0] == '\0')
    return NULL;
  if (checksum != NULL)
    *checksum = g_strdup (sum);
  statistics = ap_statistics_from_variant (before, NULL);
  helped = g_settings_get_value (self->settings, "statistics-helped-pending");
  ap_statistics_read_helped (statistics, helped);
  return statistics;
}

void
ap_settings_clear_statistics_pending (ApSettings *self)
{
  g_return_if_fail (AP_IS_SETTINGS (self));
  g_settings_reset (self->settings, "statistics-pending");
  g_settings_reset (self->settings, "statistics-helped-pending");
  g_settings_sync ();
}

void
ap_settings_store_statistics (ApSettings *self, const ApStatistics *statistics)
{
  g_return_if_fail (AP_IS_SETTINGS (self));
  store (self, statistics, FALSE, NULL, NULL);
}
