import type { Flag, Id } from "./types.js";

/* Running the site: weather, banners, currencies, settings, payments. */

export interface WeatherReadingsTable {
  id: Id;
  temperature: number;
  condition_code: number | null;
  condition_icon: string | null;
  water_temperature: number | null;
  wind_speed: number | null;
  humidity: number | null;
  source: string;
  recorded_at: string;
}

export interface BannersTable {
  id: Id;
  name: string;
  title: string | null;
  alt_text: string | null;
  banner_type: string;
  image_url: string | null;
  link_url: string | null;
  html_content: string | null;
  html_content_en: string | null;
  html_content_es: string | null;
  /** The picture and alt text Spanish pages show; null: they show image_url and alt_text (the English ones). */
  image_url_es: string | null;
  alt_text_es: string | null;
  width: number | null;
  height: number | null;
  priority: number;
  position: string;
  is_active: Flag;
  start_date: string | null;
  end_date: string | null;
  clicks_count: number;
  impressions_count: number;
  created_at: string;
  updated_at: string;
}

export interface BannerDailyStatsTable {
  banner_id: number;
  day: string;
  impressions: number;
  clicks: number;
}

export interface CurrenciesTable {
  code: string;
  symbol: string;
  name: string;
  /** Units of this currency for one pound sterling, as a decimal string. */
  rate_from_gbp: string;
  is_active: Flag;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface PaymentsTable {
  id: Id;
  listing_id: number | null;
  user_id: number;
  provider: string;
  purpose: string;
  amount_minor: number;
  currency: string;
  status: string;
  provider_ref: string | null;
  created_at: string;
  updated_at: string;
  /** The promotion order the money paid for. */
  order_id: number | null;
}
