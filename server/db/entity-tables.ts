// Written by `npm run generate:tables` from schemas/ and the tables they make: do not edit.

// tests/api/entity-tables.test.ts fails when it is stale.

import type { ColumnType, Generated } from 'kysely';

/** Agency (schemas/agencies/agency.json). */
export interface AgenciesAgencyRow {
  id_agency: Generated<number>;
  name: string;
  city: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  street: ColumnType<string | null, string | null | undefined, string | null>;
  zip: ColumnType<string | null, string | null | undefined, string | null>;
  country: ColumnType<
    'DE' | 'AT' | 'CH' | 'IT' | 'NL' | 'BE',
    'DE' | 'AT' | 'CH' | 'IT' | 'NL' | 'BE' | undefined,
    'DE' | 'AT' | 'CH' | 'IT' | 'NL' | 'BE'
  >;
  contact_person: ColumnType<string | null, string | null | undefined, string | null>;
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  email: ColumnType<string | null, string | null | undefined, string | null>;
  cancellation_email: ColumnType<string | null, string | null | undefined, string | null>;
  commission_rate: ColumnType<number, number | undefined, number>;
  ratio_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** App configuration (schemas/configs/app-config.json). */
export interface ConfigsAppConfigRow {
  id_app_config: Generated<number>;
  title: string;
  id_app_config_settings: ColumnType<number | null, number | null | undefined, number | null>;
  id_app_config_logos: ColumnType<number | null, number | null | undefined, number | null>;
  id_app_config_info: ColumnType<number | null, number | null | undefined, number | null>;
  id_app_config_features: ColumnType<number | null, number | null | undefined, number | null>;
  id_app_config_links: ColumnType<number | null, number | null | undefined, number | null>;
  id_app_config_colors: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** App colours (schemas/configs/app-config-colors.json). */
export interface ConfigsAppConfigColorsRow {
  id_app_config_colors: Generated<number>;
  colors: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** App features (schemas/configs/app-config-features.json). */
export interface ConfigsAppConfigFeaturesRow {
  id_app_config_features: Generated<number>;
  push: ColumnType<boolean, boolean | undefined, boolean>;
  diary: ColumnType<boolean, boolean | undefined, boolean>;
  photo_competition: ColumnType<boolean, boolean | undefined, boolean>;
  travel_menu: ColumnType<boolean, boolean | undefined, boolean>;
  pack_suitcase: ColumnType<boolean, boolean | undefined, boolean>;
  bus_location: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** App company info (schemas/configs/app-config-info.json). */
export interface ConfigsAppConfigInfoRow {
  id_app_config_info: Generated<number>;
  company: ColumnType<string | null, string | null | undefined, string | null>;
  address: ColumnType<string | null, string | null | undefined, string | null>;
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  email: ColumnType<string | null, string | null | undefined, string | null>;
  about: ColumnType<string | null, string | null | undefined, string | null>;
  imprint_url: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** App links (schemas/configs/app-config-links.json). */
export interface ConfigsAppConfigLinksRow {
  id_app_config_links: Generated<number>;
  website_url: ColumnType<string | null, string | null | undefined, string | null>;
  privacy_url: ColumnType<string | null, string | null | undefined, string | null>;
  terms_url: ColumnType<string | null, string | null | undefined, string | null>;
  faq_url: ColumnType<string | null, string | null | undefined, string | null>;
  shop_url: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** App logos (schemas/configs/app-config-logos.json). */
export interface ConfigsAppConfigLogosRow {
  id_app_config_logos: Generated<number>;
  logo_url: ColumnType<string | null, string | null | undefined, string | null>;
  logo_dark_url: ColumnType<string | null, string | null | undefined, string | null>;
  icon_url: ColumnType<string | null, string | null | undefined, string | null>;
  splash_url: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** App settings (schemas/configs/app-config-settings.json). */
export interface ConfigsAppConfigSettingsRow {
  id_app_config_settings: Generated<number>;
  customer_name: ColumnType<string | null, string | null | undefined, string | null>;
  app_name: ColumnType<string | null, string | null | undefined, string | null>;
  default_language: ColumnType<
    'de' | 'dk' | 'en' | 'es' | 'ru',
    'de' | 'dk' | 'en' | 'es' | 'ru' | undefined,
    'de' | 'dk' | 'en' | 'es' | 'ru'
  >;
  booking_url: ColumnType<string | null, string | null | undefined, string | null>;
  api_url: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Consumption (schemas/app/consumption.json). */
export interface AppConsumptionRow {
  id_consumption: Generated<number>;
  id_users: ColumnType<number | null, number | null | undefined, number | null>;
  id_app_departure: number;
  day: ColumnType<number, number | undefined, number>;
  course: ColumnType<
    'breakfast' | 'starter' | 'main' | 'dessert' | 'snack' | 'drink',
    'breakfast' | 'starter' | 'main' | 'dessert' | 'snack' | 'drink' | undefined,
    'breakfast' | 'starter' | 'main' | 'dessert' | 'snack' | 'drink'
  >;
  name: string;
  price: ColumnType<number | null, number | null | undefined, number | null>;
  quantity: ColumnType<number, number | undefined, number>;
  ordered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Departure (schemas/app/departure.json). */
export interface AppDepartureRow {
  id_app_departure: Generated<number>;
  title: string;
  journey_start: string;
  journey_end: string;
  bus_name: ColumnType<string | null, string | null | undefined, string | null>;
  license_plate: ColumnType<string | null, string | null | undefined, string | null>;
  vehicle_id: ColumnType<string | null, string | null | undefined, string | null>;
  id_users_driver: ColumnType<number | null, number | null | undefined, number | null>;
  menu: ColumnType<
    Array<{
      day: number;
      course?: 'breakfast' | 'starter' | 'main' | 'dessert' | 'snack' | 'drink';
      name: string;
      price?: number | null;
    }>,
    string | undefined,
    string
  >;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Device (schemas/app/device.json). */
export interface AppDeviceRow {
  id_app_device: Generated<number>;
  id_users: number;
  token: string;
  platform: 'android' | 'ios' | 'web';
  language: ColumnType<
    'de' | 'en' | 'dk' | 'es' | 'fr' | 'pt' | 'ru' | 'ar' | 'ja' | 'ko' | 'zh' | null,
    'de' | 'en' | 'dk' | 'es' | 'fr' | 'pt' | 'ru' | 'ar' | 'ja' | 'ko' | 'zh' | null | undefined,
    'de' | 'en' | 'dk' | 'es' | 'fr' | 'pt' | 'ru' | 'ar' | 'ja' | 'ko' | 'zh' | null
  >;
  topics: ColumnType<Array<string>, string | undefined, string>;
  last_seen_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Diary entry (schemas/app/diary-entry.json). */
export interface AppDiaryEntryRow {
  id_diary: Generated<number>;
  id_users: ColumnType<number | null, number | null | undefined, number | null>;
  day: string;
  title: string;
  text: ColumnType<string | null, string | null | undefined, string | null>;
  photos: ColumnType<Array<string>, string | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Emergency call (schemas/app/emergency-call.json). */
export interface AppEmergencyCallRow {
  id_emergencycall: Generated<number>;
  label: string;
  phone: string;
  text: ColumnType<string | null, string | null | undefined, string | null>;
  sort: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Photo competition entry (schemas/app/photo-entry.json). */
export interface AppPhotoEntryRow {
  id_photo_entry: Generated<number>;
  id_users: ColumnType<number | null, number | null | undefined, number | null>;
  category: 'landscape' | 'people' | 'culture' | 'food' | 'moments';
  title: ColumnType<string | null, string | null | undefined, string | null>;
  image: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Push notification (schemas/app/push-notification.json). */
export interface AppPushNotificationRow {
  id_pushnotifications: Generated<number>;
  title: string;
  short: ColumnType<string | null, string | null | undefined, string | null>;
  message: ColumnType<string | null, string | null | undefined, string | null>;
  link: ColumnType<string | null, string | null | undefined, string | null>;
  id_topics: ColumnType<number | null, number | null | undefined, number | null>;
  receiver_group: ColumnType<
    'all' | 'selected' | 'journey' | 'bus' | 'date' | 'survey' | 'drivers',
    'all' | 'selected' | 'journey' | 'bus' | 'date' | 'survey' | 'drivers' | undefined,
    'all' | 'selected' | 'journey' | 'bus' | 'date' | 'survey' | 'drivers'
  >;
  receivers: ColumnType<Array<number>, string | undefined, string>;
  id_app_departure: ColumnType<number | null, number | null | undefined, number | null>;
  receiver_date: ColumnType<string | null, string | null | undefined, string | null>;
  id_survey: ColumnType<number | null, number | null | undefined, number | null>;
  channel: ColumnType<'allCustomers' | 'bus', 'allCustomers' | 'bus' | undefined, 'allCustomers' | 'bus'>;
  status: ColumnType<
    'unsent' | 'partial' | 'sent',
    'unsent' | 'partial' | 'sent' | undefined,
    'unsent' | 'partial' | 'sent'
  >;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sent_by: ColumnType<number | null, number | null | undefined, number | null>;
  report: ColumnType<Array<Record<string, unknown>> | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Suitcase item (schemas/app/suitcase-item.json). */
export interface AppSuitcaseItemRow {
  id_suitcase_item: Generated<number>;
  id_users: ColumnType<number | null, number | null | undefined, number | null>;
  label: string;
  category: ColumnType<
    'documents' | 'clothing' | 'hygiene' | 'health' | 'electronics' | 'other',
    'documents' | 'clothing' | 'hygiene' | 'health' | 'electronics' | 'other' | undefined,
    'documents' | 'clothing' | 'hygiene' | 'health' | 'electronics' | 'other'
  >;
  packed: ColumnType<boolean, boolean | undefined, boolean>;
  id_travelbagtemplates: ColumnType<number | null, number | null | undefined, number | null>;
  sort: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Topic (schemas/app/topic.json). */
export interface AppTopicRow {
  id_topics: Generated<number>;
  title: string;
  key: string;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Translation (schemas/app/translation.json). */
export interface AppTranslationRow {
  id_translations: Generated<number>;
  type: 'journey' | 'departure' | 'pushnotification' | 'topic' | 'travelbagtemplate' | 'emergencycall';
  type_id: number;
  texts: ColumnType<Record<string, Record<string, string>>, string | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Travel bag template (schemas/app/travelbag-template.json). */
export interface AppTravelbagTemplateRow {
  id_travelbagtemplates: Generated<number>;
  short: string;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  items: ColumnType<
    Array<{ label: string; category?: 'documents' | 'clothing' | 'hygiene' | 'health' | 'electronics' | 'other' }>,
    string | undefined,
    string
  >;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** User notification (schemas/app/user-notification.json). */
export interface AppUserNotificationRow {
  id_usernotifications: Generated<number>;
  id_users: ColumnType<number | null, number | null | undefined, number | null>;
  id_pushnotifications: ColumnType<number | null, number | null | undefined, number | null>;
  title: ColumnType<string | null, string | null | undefined, string | null>;
  short: ColumnType<string | null, string | null | undefined, string | null>;
  message: ColumnType<string | null, string | null | undefined, string | null>;
  link: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<
    'sent' | 'failed' | 'unregistered',
    'sent' | 'failed' | 'unregistered' | undefined,
    'sent' | 'failed' | 'unregistered'
  >;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Online booking (schemas/booking/online-booking.json). */
export interface BookingOnlineBookingRow {
  id_bk_booking: Generated<number>;
  number: string;
  status: ColumnType<
    'held' | 'paid' | 'booked' | 'failed' | 'expired' | 'cancelled',
    'held' | 'paid' | 'booked' | 'failed' | 'expired' | 'cancelled' | undefined,
    'held' | 'paid' | 'booked' | 'failed' | 'expired' | 'cancelled'
  >;
  id_jrn_journey: number;
  journey_title: ColumnType<string | null, string | null | undefined, string | null>;
  date_from: string;
  date_till: ColumnType<string | null, string | null | undefined, string | null>;
  transport: ColumnType<
    'bus' | 'flight' | 'ship' | null,
    'bus' | 'flight' | 'ship' | null | undefined,
    'bus' | 'flight' | 'ship' | null
  >;
  airport: ColumnType<string | null, string | null | undefined, string | null>;
  id_htl_hotel: ColumnType<number | null, number | null | undefined, number | null>;
  persons: number;
  rooms: ColumnType<Array<{ id_htl_room: number; name: string; persons: number }>, string | undefined, string>;
  travellers: ColumnType<
    Array<{
      salutation: string;
      first_name: string;
      last_name: string;
      birthday?: string | null;
      room?: number;
      boarding_point?: number | null;
      boarding_place?: string | null;
      boarding_time?: string | null;
    }>,
    string | undefined,
    string
  >;
  services: ColumnType<
    Array<{ name: string; price: number; quantity: number; mandatory?: boolean }>,
    string | undefined,
    string
  >;
  insurance: ColumnType<
    { code?: string; name?: string; price?: number } | null,
    string | null | undefined,
    string | null
  >;
  lines: ColumnType<
    Array<{
      kind: 'travel' | 'single_surcharge' | 'airport' | 'service' | 'insurance';
      label: string;
      quantity: number;
      price: number;
      total: number;
    }>,
    string | undefined,
    string
  >;
  contact: ColumnType<
    {
      salutation?: string;
      first_name?: string;
      last_name?: string;
      street?: string;
      zip?: string;
      city?: string;
      country?: string;
      email?: string;
      phone?: string | null;
    } | null,
    string | null | undefined,
    string | null
  >;
  payment_method: ColumnType<
    'credit_card' | 'paypal' | 'instant_transfer' | 'sepa_debit' | 'invoice' | null,
    'credit_card' | 'paypal' | 'instant_transfer' | 'sepa_debit' | 'invoice' | null | undefined,
    'credit_card' | 'paypal' | 'instant_transfer' | 'sepa_debit' | 'invoice' | null
  >;
  currency: ColumnType<string, string | undefined, string>;
  total: ColumnType<number | null, number | null | undefined, number | null>;
  deposit: ColumnType<number | null, number | null | undefined, number | null>;
  remaining: ColumnType<number | null, number | null | undefined, number | null>;
  remaining_due: ColumnType<string | null, string | null | undefined, string | null>;
  provider_payment_id: ColumnType<string | null, string | null | undefined, string | null>;
  payment_status: ColumnType<string | null, string | null | undefined, string | null>;
  consents: ColumnType<
    Array<{
      key: 'travel_conditions' | 'privacy_policy' | 'insurance_information' | 'package_travel';
      version: string;
      accepted_at: string;
    }>,
    string | undefined,
    string
  >;
  held_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  failure: ColumnType<string | null, string | null | undefined, string | null>;
  id_pc_process: ColumnType<number | null, number | null | undefined, number | null>;
  ratio_process: ColumnType<number | null, number | null | undefined, number | null>;
  id_agency: ColumnType<number | null, number | null | undefined, number | null>;
  language: ColumnType<string, string | undefined, string>;
  confirmation_sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  access_hash: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Hotel (schemas/travel/hotel.json). */
export interface TravelHotelRow {
  id_htl_hotel: Generated<number>;
  name: string;
  stars: ColumnType<number | null, number | null | undefined, number | null>;
  rating: ColumnType<number | null, number | null | undefined, number | null>;
  external_id: ColumnType<string | null, string | null | undefined, string | null>;
  code: ColumnType<string | null, string | null | undefined, string | null>;
  street: ColumnType<string | null, string | null | undefined, string | null>;
  zip: ColumnType<string | null, string | null | undefined, string | null>;
  city: ColumnType<string | null, string | null | undefined, string | null>;
  id_loc_country: ColumnType<number | null, number | null | undefined, number | null>;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  contacts: ColumnType<
    Array<{ name: string; role?: string | null; phone?: string | null; email?: string | null }>,
    string | undefined,
    string
  >;
  images: ColumnType<
    Array<{
      link: string;
      thumbnail?: string;
      data?: Record<string, unknown>;
      order?: number;
      main?: boolean;
      status?: number;
    }>,
    string | undefined,
    string
  >;
  services: ColumnType<Array<number>, string | undefined, string>;
  cure_package: ColumnType<boolean, boolean | undefined, boolean>;
  cure_package_text: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Room (schemas/travel/room.json). */
export interface TravelRoomRow {
  id_htl_room: Generated<number>;
  id_htl_hotel: number;
  name: string;
  id_htl_room_category: ColumnType<number | null, number | null | undefined, number | null>;
  id_htl_room_type: ColumnType<number | null, number | null | undefined, number | null>;
  min_capacity: ColumnType<number | null, number | null | undefined, number | null>;
  max_capacity: ColumnType<number | null, number | null | undefined, number | null>;
  amount: ColumnType<number | null, number | null | undefined, number | null>;
  services: ColumnType<Array<number>, string | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Room category (schemas/travel/room-category.json). */
export interface TravelRoomCategoryRow {
  id_htl_room_category: Generated<number>;
  name: string;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Room type (schemas/travel/room-type.json). */
export interface TravelRoomTypeRow {
  id_htl_room_type: Generated<number>;
  name: string;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Hotel service (schemas/travel/hotel-service.json). */
export interface TravelHotelServiceRow {
  id_htl_services: Generated<number>;
  name: string;
  is_hotel_service: ColumnType<boolean, boolean | undefined, boolean>;
  is_room_service: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Own image (schemas/images/customer-image.json). */
export interface ImagesCustomerImageRow {
  id_img_customer: Generated<number>;
  title: string;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  creator_name: ColumnType<string | null, string | null | undefined, string | null>;
  id_img_library: number;
  link: string;
  thumbnail: ColumnType<string | null, string | null | undefined, string | null>;
  width: ColumnType<number | null, number | null | undefined, number | null>;
  height: ColumnType<number | null, number | null | undefined, number | null>;
  content_type: ColumnType<string | null, string | null | undefined, string | null>;
  file_name: ColumnType<string | null, string | null | undefined, string | null>;
  sha256: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Image library (schemas/images/library.json). */
export interface ImagesLibraryRow {
  id_img_library: Generated<number>;
  name: string;
  mode: ColumnType<
    'personal' | 'shared' | 'library',
    'personal' | 'shared' | 'library' | undefined,
    'personal' | 'shared' | 'library'
  >;
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Library item (schemas/images/library-item.json). */
export interface ImagesLibraryItemRow {
  id_img_library_item: Generated<number>;
  id_img_library: ColumnType<number | null, number | null | undefined, number | null>;
  id_jrn_journey: ColumnType<number | null, number | null | undefined, number | null>;
  link: string;
  thumbnail: ColumnType<string | null, string | null | undefined, string | null>;
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Stock image (schemas/images/stock-image.json). */
export interface ImagesStockImageRow {
  id_img_stock: Generated<number>;
  stock_id: number;
  title: string;
  width: ColumnType<number | null, number | null | undefined, number | null>;
  height: ColumnType<number | null, number | null | undefined, number | null>;
  content_type: ColumnType<string | null, string | null | undefined, string | null>;
  category_name: ColumnType<string | null, string | null | undefined, string | null>;
  creator_name: ColumnType<string | null, string | null | undefined, string | null>;
  is_licensed: ColumnType<
    '' | 'processing' | 'Standard' | 'Error',
    '' | 'processing' | 'Standard' | 'Error' | undefined,
    '' | 'processing' | 'Standard' | 'Error'
  >;
  database: ColumnType<boolean, boolean | undefined, boolean>;
  link: ColumnType<string | null, string | null | undefined, string | null>;
  thumbnail: ColumnType<string | null, string | null | undefined, string | null>;
  licensed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  licensed_by: ColumnType<number | null, number | null | undefined, number | null>;
  downloaded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  message: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Journey category (schemas/internet/journey-category.json). */
export interface InternetJourneyCategoryRow {
  id_jrn_category: Generated<number>;
  name: string;
  alias: string;
  locked: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Journey destination (schemas/internet/journey-destination.json). */
export interface InternetJourneyDestinationRow {
  id_jrn_destination: Generated<number>;
  name: string;
  alias: string;
  locked: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Journey file (schemas/journeys/journey-file.json). */
export interface JourneysJourneyFileRow {
  id_jrn_files: Generated<number>;
  id_jrn_journey: number;
  name: string;
  link: string;
  type: ColumnType<
    'document' | 'image' | 'video' | 'travel_documents' | 'other',
    'document' | 'image' | 'video' | 'travel_documents' | 'other' | undefined,
    'document' | 'image' | 'video' | 'travel_documents' | 'other'
  >;
  order: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Journey (schemas/journeys/journey.json). */
export interface JourneysJourneyRow {
  id_jrn_journey: Generated<number>;
  title: string;
  subtitle: ColumnType<string | null, string | null | undefined, string | null>;
  booking_id: ColumnType<string | null, string | null | undefined, string | null>;
  external_id: ColumnType<string | null, string | null | undefined, string | null>;
  code: ColumnType<string | null, string | null | undefined, string | null>;
  kuschick_id: ColumnType<string | null, string | null | undefined, string | null>;
  pressmind_id: ColumnType<string | null, string | null | undefined, string | null>;
  min_participants: ColumnType<number | null, number | null | undefined, number | null>;
  bonus_points: ColumnType<number | null, number | null | undefined, number | null>;
  id_loc_country: ColumnType<number | null, number | null | undefined, number | null>;
  id_loc_region: ColumnType<number | null, number | null | undefined, number | null>;
  id_loc_city: ColumnType<number | null, number | null | undefined, number | null>;
  id_jrn_category: ColumnType<number | null, number | null | undefined, number | null>;
  contingent: ColumnType<number | null, number | null | undefined, number | null>;
  catalogue_state: ColumnType<0 | 1 | 2 | 3 | 4, 0 | 1 | 2 | 3 | 4 | undefined, 0 | 1 | 2 | 3 | 4>;
  id_prj_project: ColumnType<number | null, number | null | undefined, number | null>;
  bookable: ColumnType<0 | 1 | 2 | 3 | 4 | 5, 0 | 1 | 2 | 3 | 4 | 5 | undefined, 0 | 1 | 2 | 3 | 4 | 5>;
  online: ColumnType<boolean, boolean | undefined, boolean>;
  duration: ColumnType<number | null, number | null | undefined, number | null>;
  duration_unit: ColumnType<
    'day' | 'week' | 'month' | 'year',
    'day' | 'week' | 'month' | 'year' | undefined,
    'day' | 'week' | 'month' | 'year'
  >;
  transport: ColumnType<'bus' | 'flight' | 'ship', 'bus' | 'flight' | 'ship' | undefined, 'bus' | 'flight' | 'ship'>;
  id_organizer: ColumnType<number | null, number | null | undefined, number | null>;
  tour_guide: ColumnType<string | null, string | null | undefined, string | null>;
  recommendation_rate: ColumnType<number | null, number | null | undefined, number | null>;
  star_rating: ColumnType<number | null, number | null | undefined, number | null>;
  secret: ColumnType<boolean, boolean | undefined, boolean>;
  teaser: ColumnType<string | null, string | null | undefined, string | null>;
  introduction: ColumnType<string | null, string | null | undefined, string | null>;
  itinerary: ColumnType<
    Array<{
      title: string;
      text?: string | null;
      place?: string | null;
      latitude?: number | null;
      longitude?: number | null;
    }>,
    string | undefined,
    string
  >;
  services: ColumnType<string | null, string | null | undefined, string | null>;
  included_services: ColumnType<string | null, string | null | undefined, string | null>;
  optional_services: ColumnType<string | null, string | null | undefined, string | null>;
  highlights: ColumnType<string | null, string | null | undefined, string | null>;
  notes: ColumnType<string | null, string | null | undefined, string | null>;
  hotel_description: ColumnType<string | null, string | null | undefined, string | null>;
  hotels: ColumnType<Array<number>, string | undefined, string>;
  dates: ColumnType<
    Array<{
      code?: string | null;
      from: string;
      till: string;
      price: number;
      price_description?: string | null;
      additional_price?: number | null;
      contingent?: number | null;
      external_counter?: number | null;
      departure_time?: string | null;
      return_time?: string | null;
      active?: boolean;
    }>,
    string | undefined,
    string
  >;
  images: ColumnType<
    Array<{
      link: string;
      thumbnail?: string;
      data?: Record<string, unknown>;
      order?: number;
      main?: boolean;
      status?: number;
    }>,
    string | undefined,
    string
  >;
  extras: ColumnType<Array<{ label: string; value?: string | null }>, string | undefined, string>;
  boarding_points: ColumnType<Array<number>, string | undefined, string>;
  boarding_groups: ColumnType<Array<number>, string | undefined, string>;
  airports: ColumnType<
    Array<{ code: string; name: string; surcharge?: number; departure_time?: string | null }>,
    string | undefined,
    string
  >;
  booking_services: ColumnType<
    Array<{ name: string; price: number; per?: 'person' | 'booking'; mandatory?: boolean }>,
    string | undefined,
    string
  >;
  meta_title: ColumnType<string | null, string | null | undefined, string | null>;
  meta_description: ColumnType<string | null, string | null | undefined, string | null>;
  meta_keywords: ColumnType<string | null, string | null | undefined, string | null>;
  meta_canonical: ColumnType<string | null, string | null | undefined, string | null>;
  censhare_status: ColumnType<
    'open' | 'exported' | 'data_received' | 'image_import' | 'completed' | 'error',
    'open' | 'exported' | 'data_received' | 'image_import' | 'completed' | 'error' | undefined,
    'open' | 'exported' | 'data_received' | 'image_import' | 'completed' | 'error'
  >;
  print_locked: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** City (schemas/internet/city.json). */
export interface InternetCityRow {
  id_loc_city: Generated<number>;
  name: string;
  zip: ColumnType<string | null, string | null | undefined, string | null>;
  id_loc_region: ColumnType<number | null, number | null | undefined, number | null>;
  id_loc_country: ColumnType<number | null, number | null | undefined, number | null>;
  locked: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Country (schemas/internet/country.json). */
export interface InternetCountryRow {
  id_loc_country: Generated<number>;
  iso: string;
  name: string;
  name_en: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Region (schemas/internet/region.json). */
export interface InternetRegionRow {
  id_loc_region: Generated<number>;
  name: string;
  id_loc_country: ColumnType<number | null, number | null | undefined, number | null>;
  locked: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Campaign (schemas/newsletter/campaign.json). */
export interface NewsletterCampaignRow {
  id_nl_campaign: Generated<number>;
  title: string;
  subject: string;
  sender_name: string;
  sender_email: string;
  id_nl_contactslist: number;
  id_nl_template: number;
  locale: ColumnType<
    'de_DE' | 'en_GB' | 'fr_FR' | 'es_ES' | 'it_IT',
    'de_DE' | 'en_GB' | 'fr_FR' | 'es_ES' | 'it_IT' | undefined,
    'de_DE' | 'en_GB' | 'fr_FR' | 'es_ES' | 'it_IT'
  >;
  status: ColumnType<
    'draft' | 'scheduled' | 'sent',
    'draft' | 'scheduled' | 'sent' | undefined,
    'draft' | 'scheduled' | 'sent'
  >;
  scheduled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sent_by: ColumnType<number | null, number | null | undefined, number | null>;
  recipients: ColumnType<number | null, number | null | undefined, number | null>;
  mailjet_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Contact (schemas/newsletter/contact.json). */
export interface NewsletterContactRow {
  id_nl_contact: Generated<number>;
  id_nl_contactslist: number;
  email: string;
  salutation: ColumnType<0 | 1 | 2 | null, 0 | 1 | 2 | null | undefined, 0 | 1 | 2 | null>;
  title: ColumnType<0 | 1 | 2 | 3 | null, 0 | 1 | 2 | 3 | null | undefined, 0 | 1 | 2 | 3 | null>;
  first_name: ColumnType<string | null, string | null | undefined, string | null>;
  last_name: ColumnType<string | null, string | null | undefined, string | null>;
  membership: ColumnType<
    'subscribed' | 'unsubscribed' | 'integrated' | 'excluded',
    'subscribed' | 'unsubscribed' | 'integrated' | 'excluded' | undefined,
    'subscribed' | 'unsubscribed' | 'integrated' | 'excluded'
  >;
  locked: ColumnType<boolean, boolean | undefined, boolean>;
  consent_source: ColumnType<'manual' | 'import', 'manual' | 'import' | undefined, 'manual' | 'import'>;
  consent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  id_vc_card: ColumnType<number | null, number | null | undefined, number | null>;
  mailjet_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Contact list (schemas/newsletter/contact-list.json). */
export interface NewsletterContactListRow {
  id_nl_contactslist: Generated<number>;
  name: string;
  consent_express: ColumnType<boolean, boolean | undefined, boolean>;
  consent_not_purchased: ColumnType<boolean, boolean | undefined, boolean>;
  consent_unsubscribe_link: ColumnType<boolean, boolean | undefined, boolean>;
  consent_lawful_content: ColumnType<boolean, boolean | undefined, boolean>;
  consent_guidelines_read: ColumnType<boolean, boolean | undefined, boolean>;
  confirmed_by: ColumnType<number | null, number | null | undefined, number | null>;
  confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  locked: ColumnType<boolean, boolean | undefined, boolean>;
  mailjet_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Newsletter template (schemas/newsletter/template.json). */
export interface NewsletterTemplateRow {
  id_nl_template: Generated<number>;
  name: string;
  purpose: ColumnType<
    'archive' | 'marketing' | 'transactional' | 'automation',
    'archive' | 'marketing' | 'transactional' | 'automation' | undefined,
    'archive' | 'marketing' | 'transactional' | 'automation'
  >;
  locale: ColumnType<
    'de_DE' | 'en_GB' | 'fr_FR' | 'es_ES' | 'it_IT',
    'de_DE' | 'en_GB' | 'fr_FR' | 'es_ES' | 'it_IT' | undefined,
    'de_DE' | 'en_GB' | 'fr_FR' | 'es_ES' | 'it_IT'
  >;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  html_part: ColumnType<string | null, string | null | undefined, string | null>;
  text_part: ColumnType<string | null, string | null | undefined, string | null>;
  mailjet_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Organization (schemas/internet/organization.json). */
export interface InternetOrganizationRow {
  id_organization: Generated<number>;
  name: string;
  type: ColumnType<1 | 2 | 3, 1 | 2 | 3 | undefined, 1 | 2 | 3>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Process (schemas/processes/process.json). */
export interface ProcessesProcessRow {
  id_pc_process: Generated<number>;
  number: string;
  invoice_id: ColumnType<string | null, string | null | undefined, string | null>;
  external_id: ColumnType<string | null, string | null | undefined, string | null>;
  title: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<
    '0' | '1' | '2' | '3' | '4' | '5',
    '0' | '1' | '2' | '3' | '4' | '5' | undefined,
    '0' | '1' | '2' | '3' | '4' | '5'
  >;
  price: ColumnType<number | null, number | null | undefined, number | null>;
  journey_start: ColumnType<string | null, string | null | undefined, string | null>;
  journey_end: ColumnType<string | null, string | null | undefined, string | null>;
  vc_card_booker: ColumnType<number | null, number | null | undefined, number | null>;
  participants: ColumnType<number, number | undefined, number>;
  positions: ColumnType<Array<{ label: string; quantity: number; price: number }>, string | undefined, string>;
  comments: ColumnType<string | null, string | null | undefined, string | null>;
  seat_number: ColumnType<string | null, string | null | undefined, string | null>;
  seat_type: ColumnType<string | null, string | null | undefined, string | null>;
  seat_description: ColumnType<string | null, string | null | undefined, string | null>;
  cabin: ColumnType<string | null, string | null | undefined, string | null>;
  direction: ColumnType<'H' | 'R' | null, 'H' | 'R' | null | undefined, 'H' | 'R' | null>;
  boarding_point: ColumnType<string | null, string | null | undefined, string | null>;
  boarding_time: ColumnType<string | null, string | null | undefined, string | null>;
  points_of_interest: ColumnType<
    Array<{ name: string; description?: string | null; latitude?: number | null; longitude?: number | null }>,
    string | undefined,
    string
  >;
  documents: ColumnType<Array<{ name: string; url: string }>, string | undefined, string>;
  backend: ColumnType<'ratio' | 'kuschick', 'ratio' | 'kuschick' | undefined, 'ratio' | 'kuschick'>;
  ratio_id: ColumnType<number | null, number | null | undefined, number | null>;
  customer_number: ColumnType<string | null, string | null | undefined, string | null>;
  external_status: ColumnType<string | null, string | null | undefined, string | null>;
  import_date: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  processing_since: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  booker_confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Article group (schemas/products/article-group.json). */
export interface ProductsArticleGroupRow {
  id_prd_article_group: Generated<number>;
  name: string;
  number: string;
  id_prd_product_group: number;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Product group (schemas/products/product-group.json). */
export interface ProductsProductGroupRow {
  id_prd_product_group: Generated<number>;
  name: string;
  number: string;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Project (schemas/internet/project.json). */
export interface InternetProjectRow {
  id_prj_project: Generated<number>;
  name: string;
  id_prj_type: ColumnType<number | null, number | null | undefined, number | null>;
  journey_online: ColumnType<boolean, boolean | undefined, boolean>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Project type (schemas/internet/project-type.json). */
export interface InternetProjectTypeRow {
  id_prj_type: Generated<number>;
  name: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Role (schemas/system/role.json). */
export interface SystemRoleRow {
  id_roles: Generated<number>;
  role: string;
  access: ColumnType<Record<string, boolean>, string | undefined, string>;
  admin: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Ship route (schemas/travel/ship-route.json). */
export interface TravelShipRouteRow {
  id_shp_route: Generated<number>;
  title: string;
  id_jrn_journey: ColumnType<number | null, number | null | undefined, number | null>;
  id_shp_ship: ColumnType<number | null, number | null | undefined, number | null>;
  stations: ColumnType<
    Array<{
      day: number;
      port: string;
      arrival?: string | null;
      departure?: string | null;
      excursion?: string | null;
      notes?: string | null;
    }>,
    string | undefined,
    string
  >;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Ship (schemas/travel/ship.json). */
export interface TravelShipRow {
  id_shp_ship: Generated<number>;
  name: string;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  cabin_description: ColumnType<string | null, string | null | undefined, string | null>;
  facilities: ColumnType<string | null, string | null | undefined, string | null>;
  life_on_board: ColumnType<string | null, string | null | undefined, string | null>;
  excursion_info: ColumnType<string | null, string | null | undefined, string | null>;
  important_info: ColumnType<string | null, string | null | undefined, string | null>;
  deck_plans: ColumnType<
    Array<{
      link: string;
      thumbnail?: string;
      data?: Record<string, unknown>;
      order?: number;
      main?: boolean;
      status?: number;
    }>,
    string | undefined,
    string
  >;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** System setting (schemas/system/setting.json). */
export interface SystemSettingRow {
  id_sys_settings: Generated<number>;
  key: string;
  value: string;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Tenant (schemas/system/tenant.json). */
export interface SystemTenantRow {
  id_tenant: Generated<number>;
  host: string;
  name: string;
  logo: ColumnType<string | null, string | null | undefined, string | null>;
  company: ColumnType<string | null, string | null | undefined, string | null>;
  street: ColumnType<string | null, string | null | undefined, string | null>;
  zip: ColumnType<string | null, string | null | undefined, string | null>;
  city: ColumnType<string | null, string | null | undefined, string | null>;
  country: ColumnType<string | null, string | null | undefined, string | null>;
  tel: ColumnType<string | null, string | null | undefined, string | null>;
  fax: ColumnType<string | null, string | null | undefined, string | null>;
  email: ColumnType<string | null, string | null | undefined, string | null>;
  web: ColumnType<string | null, string | null | undefined, string | null>;
  ceo: ColumnType<string | null, string | null | undefined, string | null>;
  court: ColumnType<string | null, string | null | undefined, string | null>;
  RegistrationNumber: ColumnType<string | null, string | null | undefined, string | null>;
  companyId: ColumnType<string | null, string | null | undefined, string | null>;
  cookieDomain: ColumnType<string | null, string | null | undefined, string | null>;
  linkImpressum: ColumnType<string | null, string | null | undefined, string | null>;
  linkdatenschutz: ColumnType<string | null, string | null | undefined, string | null>;
  pushChannel: ColumnType<string | null, string | null | undefined, string | null>;
  theme: ColumnType<'primary' | 'error', 'primary' | 'error' | undefined, 'primary' | 'error'>;
  version: ColumnType<string, string | undefined, string>;
  dashboard: ColumnType<
    { active?: boolean; categorys?: Array<string> } | null,
    string | null | undefined,
    string | null
  >;
  booking_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  booking_payment_methods: ColumnType<
    Array<'credit_card' | 'paypal' | 'instant_transfer' | 'sepa_debit' | 'invoice'>,
    string | undefined,
    string
  >;
  booking_deposit_percent: ColumnType<number, number | undefined, number>;
  booking_remaining_due_days: ColumnType<number, number | undefined, number>;
  booking_hold_minutes: ColumnType<number, number | undefined, number>;
  booking_frame_ancestors: ColumnType<Array<string>, string | undefined, string>;
  booking_terms_version: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Third-party provider (schemas/configs/thirdparty-provider.json). */
export interface ConfigsThirdpartyProviderRow {
  id_thirdparty_provider: Generated<number>;
  provider: string;
  name: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  app_id: ColumnType<string | null, string | null | undefined, string | null>;
  client_id: ColumnType<string | null, string | null | undefined, string | null>;
  settings: ColumnType<Record<string, unknown>, string | undefined, string>;
  secret: ColumnType<string | null, string | null | undefined, string | null>;
  secret_set: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Artist (schemas/tickets/artist.json). */
export interface TicketsArtistRow {
  id_tk_artist: Generated<number>;
  name: string;
  slug: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  short_description: ColumnType<string | null, string | null | undefined, string | null>;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  images: ColumnType<
    Array<{
      link: string;
      thumbnail?: string;
      data?: Record<string, unknown>;
      order?: number;
      main?: boolean;
      status?: number;
    }>,
    string | undefined,
    string
  >;
  meta_title: ColumnType<string | null, string | null | undefined, string | null>;
  meta_description: ColumnType<string | null, string | null | undefined, string | null>;
  meta_keywords: ColumnType<string | null, string | null | undefined, string | null>;
  meta_canonical_link: ColumnType<string | null, string | null | undefined, string | null>;
  website: ColumnType<string | null, string | null | undefined, string | null>;
  facebook_link: ColumnType<string | null, string | null | undefined, string | null>;
  instagram_link: ColumnType<string | null, string | null | undefined, string | null>;
  youtube_link: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Credit order (schemas/tickets/credit-order.json). */
export interface TicketsCreditOrderRow {
  id_tk_credit_order: Generated<number>;
  id_tk_credit_product: number;
  email: string;
  quantity: ColumnType<number, number | undefined, number>;
  amount: number;
  status: ColumnType<
    'created' | 'paid' | 'cancelled' | 'refunded',
    'created' | 'paid' | 'cancelled' | 'refunded' | undefined,
    'created' | 'paid' | 'cancelled' | 'refunded'
  >;
  id_tk_voucher: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Credit product (schemas/tickets/credit-product.json). */
export interface TicketsCreditProductRow {
  id_tk_credit_product: Generated<number>;
  title: string;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  price: number;
  credit_value: number;
  vat_rate: ColumnType<number, number | undefined, number>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Event (schemas/tickets/event.json). */
export interface TicketsEventRow {
  id_tk_event: Generated<number>;
  title: string;
  slug: string;
  name: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<boolean, boolean | undefined, boolean>;
  visibility: ColumnType<
    'private' | 'public' | 'app' | 'website',
    'private' | 'public' | 'app' | 'website' | undefined,
    'private' | 'public' | 'app' | 'website'
  >;
  id_tk_location: ColumnType<number | null, number | null | undefined, number | null>;
  id_tk_invoice_config: ColumnType<number | null, number | null | undefined, number | null>;
  vat_rate: ColumnType<number, number | undefined, number>;
  genres: ColumnType<Array<number>, string | undefined, string>;
  artists: ColumnType<Array<number>, string | undefined, string>;
  short_description: ColumnType<string | null, string | null | undefined, string | null>;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  additional_info: ColumnType<string | null, string | null | undefined, string | null>;
  images: ColumnType<
    Array<{
      link: string;
      thumbnail?: string;
      data?: Record<string, unknown>;
      order?: number;
      main?: boolean;
      status?: number;
    }>,
    string | undefined,
    string
  >;
  meta_title: ColumnType<string | null, string | null | undefined, string | null>;
  meta_description: ColumnType<string | null, string | null | undefined, string | null>;
  meta_keywords: ColumnType<string | null, string | null | undefined, string | null>;
  meta_canonical_link: ColumnType<string | null, string | null | undefined, string | null>;
  website: ColumnType<string | null, string | null | undefined, string | null>;
  facebook_link: ColumnType<string | null, string | null | undefined, string | null>;
  instagram_link: ColumnType<string | null, string | null | undefined, string | null>;
  youtube_link: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Event date (schemas/tickets/event-date.json). */
export interface TicketsEventDateRow {
  id_tk_event_date: Generated<number>;
  id_tk_event: number;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  entry_starts_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  visible_from: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  visible_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  status: ColumnType<'active' | 'hidden', 'active' | 'hidden' | undefined, 'active' | 'hidden'>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  sort: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Event date price category (schemas/tickets/event-date-price-category.json). */
export interface TicketsEventDatePriceCategoryRow {
  id_tk_event_date_price_category: Generated<number>;
  id_tk_event: number;
  id_tk_event_date: number;
  id_tk_price_category: number;
  price: number;
  contingent: ColumnType<number | null, number | null | undefined, number | null>;
  requires_personalization: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Genre (schemas/tickets/genre.json). */
export interface TicketsGenreRow {
  id_tk_genre: Generated<number>;
  name: string;
  slug: string;
  short_description: ColumnType<string | null, string | null | undefined, string | null>;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  images: ColumnType<
    Array<{
      link: string;
      thumbnail?: string;
      data?: Record<string, unknown>;
      order?: number;
      main?: boolean;
      status?: number;
    }>,
    string | undefined,
    string
  >;
  meta_title: ColumnType<string | null, string | null | undefined, string | null>;
  meta_description: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Invoice (schemas/tickets/invoice.json). */
export interface TicketsInvoiceRow {
  id_tk_invoice: Generated<number>;
  number: ColumnType<string | null, string | null | undefined, string | null>;
  id_tk_invoice_config: number;
  id_tk_order: ColumnType<number | null, number | null | undefined, number | null>;
  date: ColumnType<string | null, string | null | undefined, string | null>;
  recipient: ColumnType<
    { name: string; company?: string; street?: string; zip?: string; city?: string; country?: string; email?: string },
    string,
    string
  >;
  lines: ColumnType<
    Array<{ title: string; quantity: number; unit_price: number; vat_rate?: number }>,
    string | undefined,
    string
  >;
  vat_rate: ColumnType<number, number | undefined, number>;
  net_total: ColumnType<number | null, number | null | undefined, number | null>;
  vat_total: ColumnType<number | null, number | null | undefined, number | null>;
  gross_total: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Invoice configuration (schemas/tickets/invoice-config.json). */
export interface TicketsInvoiceConfigRow {
  id_tk_invoice_config: Generated<number>;
  name: string;
  prefix: string;
  current_number: ColumnType<number, number | undefined, number>;
  counter_period: ColumnType<string | null, string | null | undefined, string | null>;
  last_invoice_date: ColumnType<string | null, string | null | undefined, string | null>;
  has_invoices: ColumnType<boolean, boolean | undefined, boolean>;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  template_format: ColumnType<string, string | undefined, string>;
  counter_reset: ColumnType<
    'yearly' | 'monthly' | 'never',
    'yearly' | 'monthly' | 'never' | undefined,
    'yearly' | 'monthly' | 'never'
  >;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Location (schemas/tickets/location.json). */
export interface TicketsLocationRow {
  id_tk_location: Generated<number>;
  name: string;
  slug: string;
  street: ColumnType<string | null, string | null | undefined, string | null>;
  zip: ColumnType<string | null, string | null | undefined, string | null>;
  city: ColumnType<string | null, string | null | undefined, string | null>;
  country: ColumnType<string | null, string | null | undefined, string | null>;
  capacity: ColumnType<number | null, number | null | undefined, number | null>;
  short_description: ColumnType<string | null, string | null | undefined, string | null>;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  images: ColumnType<
    Array<{
      link: string;
      thumbnail?: string;
      data?: Record<string, unknown>;
      order?: number;
      main?: boolean;
      status?: number;
    }>,
    string | undefined,
    string
  >;
  meta_title: ColumnType<string | null, string | null | undefined, string | null>;
  meta_description: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Order (schemas/tickets/order.json). */
export interface TicketsOrderRow {
  id_tk_order: Generated<number>;
  number: ColumnType<string | null, string | null | undefined, string | null>;
  email: string;
  status: ColumnType<
    | 'created'
    | 'reserved'
    | 'paid'
    | 'cancelled'
    | 'changed'
    | 'refunded'
    | 'expired'
    | 'pending'
    | 'failed'
    | 'pending_payment'
    | 'pending_refund'
    | 'pending_chargeback'
    | 'redeemed'
    | 'unknown',
    | 'created'
    | 'reserved'
    | 'paid'
    | 'cancelled'
    | 'changed'
    | 'refunded'
    | 'expired'
    | 'pending'
    | 'failed'
    | 'pending_payment'
    | 'pending_refund'
    | 'pending_chargeback'
    | 'redeemed'
    | 'unknown'
    | undefined,
    | 'created'
    | 'reserved'
    | 'paid'
    | 'cancelled'
    | 'changed'
    | 'refunded'
    | 'expired'
    | 'pending'
    | 'failed'
    | 'pending_payment'
    | 'pending_refund'
    | 'pending_chargeback'
    | 'redeemed'
    | 'unknown'
  >;
  salutation: ColumnType<string | null, string | null | undefined, string | null>;
  firstname: ColumnType<string | null, string | null | undefined, string | null>;
  lastname: ColumnType<string | null, string | null | undefined, string | null>;
  company: ColumnType<string | null, string | null | undefined, string | null>;
  street: ColumnType<string | null, string | null | undefined, string | null>;
  zip: ColumnType<string | null, string | null | undefined, string | null>;
  city: ColumnType<string | null, string | null | undefined, string | null>;
  country: ColumnType<string | null, string | null | undefined, string | null>;
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  gross_total: ColumnType<number | null, number | null | undefined, number | null>;
  net_total: ColumnType<number | null, number | null | undefined, number | null>;
  invoiced: ColumnType<boolean, boolean | undefined, boolean>;
  vouchers: ColumnType<Array<number>, string | undefined, string>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Payment (schemas/tickets/payment.json). */
export interface TicketsPaymentRow {
  id_tk_payment: Generated<number>;
  reference: string;
  id_tk_order: number;
  status: ColumnType<
    'pending' | 'paid' | 'cancelled' | 'created' | 'failed' | 'refunded',
    'pending' | 'paid' | 'cancelled' | 'created' | 'failed' | 'refunded' | undefined,
    'pending' | 'paid' | 'cancelled' | 'created' | 'failed' | 'refunded'
  >;
  method:
    | 'credit_card'
    | 'paypal'
    | 'instant_bank_transfer'
    | 'sepa_debit'
    | 'invoice'
    | 'cash_on_site'
    | 'card_on_site'
    | 'free';
  amount: number;
  provider: ColumnType<string | null, string | null | undefined, string | null>;
  provider_payment_id: ColumnType<string | null, string | null | undefined, string | null>;
  provider_status: ColumnType<string | null, string | null | undefined, string | null>;
  checked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Price category (schemas/tickets/price-category.json). */
export interface TicketsPriceCategoryRow {
  id_tk_price_category: Generated<number>;
  id_tk_event: number;
  title: string;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  price: number;
  vat_rate: ColumnType<number, number | undefined, number>;
  available_quantity: ColumnType<number | null, number | null | undefined, number | null>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  requires_personalization: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Purchasable voucher (schemas/tickets/purchasable-voucher.json). */
export interface TicketsPurchasableVoucherRow {
  id_tk_purchasable_voucher: Generated<number>;
  title: string;
  slug: string;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  value: number;
  vat_rate: ColumnType<0 | 7 | 19, 0 | 7 | 19 | undefined, 0 | 7 | 19>;
  sort: ColumnType<number, number | undefined, number>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  images: ColumnType<
    Array<{
      link: string;
      thumbnail?: string;
      data?: Record<string, unknown>;
      order?: number;
      main?: boolean;
      status?: number;
    }>,
    string | undefined,
    string
  >;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Ticket (schemas/tickets/ticket.json). */
export interface TicketsTicketRow {
  id_tk_ticket: Generated<number>;
  code: ColumnType<string | null, string | null | undefined, string | null>;
  id_tk_order: number;
  id_tk_event_date: number;
  id_tk_price_category: number;
  price: number;
  holder_name: ColumnType<string | null, string | null | undefined, string | null>;
  checked_in_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Ticket scan (schemas/tickets/ticket-scan.json). */
export interface TicketsTicketScanRow {
  id_tk_ticket_scan: Generated<number>;
  code: string;
  id_tk_ticket: ColumnType<number | null, number | null | undefined, number | null>;
  result:
    | 'checked_in'
    | 'already_checked_in'
    | 'unknown_code'
    | 'not_paid'
    | 'cancelled'
    | 'expired'
    | 'refunded'
    | 'refund_pending'
    | 'invalid_time';
  forced: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Voucher (schemas/tickets/voucher.json). */
export interface TicketsVoucherRow {
  id_tk_voucher: Generated<number>;
  code: string;
  type: ColumnType<
    'fixed' | 'percentage' | 'credit',
    'fixed' | 'percentage' | 'credit' | undefined,
    'fixed' | 'percentage' | 'credit'
  >;
  value: number;
  remaining_value: ColumnType<number | null, number | null | undefined, number | null>;
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  usage_limit: ColumnType<number | null, number | null | undefined, number | null>;
  usage_count: ColumnType<number, number | undefined, number>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  source: ColumnType<
    'credit_purchase' | 'marketing' | 'manual',
    'credit_purchase' | 'marketing' | 'manual' | undefined,
    'credit_purchase' | 'marketing' | 'manual'
  >;
  minimum_order_value: ColumnType<number | null, number | null | undefined, number | null>;
  is_encrypted: ColumnType<boolean, boolean | undefined, boolean>;
  metadata: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** User (schemas/users/user.json). */
export interface UsersUserRow {
  id_users: Generated<number>;
  email: string;
  password: ColumnType<string | null, string | null | undefined, string | null>;
  firstname: ColumnType<string | null, string | null | undefined, string | null>;
  lastname: ColumnType<string | null, string | null | undefined, string | null>;
  id_roles: ColumnType<number | null, number | null | undefined, number | null>;
  id_vc_card: ColumnType<number | null, number | null | undefined, number | null>;
  isActive: ColumnType<boolean, boolean | undefined, boolean>;
  driver: ColumnType<boolean, boolean | undefined, boolean>;
  avatar: ColumnType<string | null, string | null | undefined, string | null>;
  lastLogin: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  token_version: ColumnType<number, number | undefined, number>;
  salutation: ColumnType<0 | 1 | 2 | null, 0 | 1 | 2 | null | undefined, 0 | 1 | 2 | null>;
  title: ColumnType<0 | 1 | 2 | 3 | null, 0 | 1 | 2 | 3 | null | undefined, 0 | 1 | 2 | 3 | null>;
  sex: ColumnType<0 | 1 | 2 | 3 | null, 0 | 1 | 2 | 3 | null | undefined, 0 | 1 | 2 | 3 | null>;
  birthday: ColumnType<string | null, string | null | undefined, string | null>;
  birthplace: ColumnType<string | null, string | null | undefined, string | null>;
  marital_status: ColumnType<0 | 1 | 2 | 3 | null, 0 | 1 | 2 | 3 | null | undefined, 0 | 1 | 2 | 3 | null>;
  nationality: ColumnType<string | null, string | null | undefined, string | null>;
  street: ColumnType<string | null, string | null | undefined, string | null>;
  number: ColumnType<string | null, string | null | undefined, string | null>;
  zip: ColumnType<string | null, string | null | undefined, string | null>;
  city: ColumnType<string | null, string | null | undefined, string | null>;
  county: ColumnType<string | null, string | null | undefined, string | null>;
  municipality: ColumnType<string | null, string | null | undefined, string | null>;
  state: ColumnType<string | null, string | null | undefined, string | null>;
  country: ColumnType<number | null, number | null | undefined, number | null>;
  phones: ColumnType<Array<{ type: 0 | 1 | 2 | 3; number: string }>, string | undefined, string>;
  emails: ColumnType<Array<{ type: 0 | 1; address: string }>, string | undefined, string>;
  contacts: ColumnType<Array<{ key: string; value: string; id_vc_field_type: 1 | 2 }>, string | undefined, string>;
  mobile: ColumnType<string | null, string | null | undefined, string | null>;
  phone_verified: ColumnType<boolean, boolean | undefined, boolean>;
  verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  code_valid_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  username: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<number | null, number | null | undefined, number | null>;
  member_since: ColumnType<string | null, string | null | undefined, string | null>;
  organization: ColumnType<string | null, string | null | undefined, string | null>;
  app_user: ColumnType<boolean, boolean | undefined, boolean>;
  driver_login: ColumnType<string | null, string | null | undefined, string | null>;
  ratio_id: ColumnType<string | null, string | null | undefined, string | null>;
  kuschick_id: ColumnType<string | null, string | null | undefined, string | null>;
  external_id: ColumnType<string | null, string | null | undefined, string | null>;
  address_external_id: ColumnType<string | null, string | null | undefined, string | null>;
  address_id: ColumnType<number | null, number | null | undefined, number | null>;
  phone_code_hash: ColumnType<string | null, string | null | undefined, string | null>;
  phone_code_attempts: ColumnType<number, number | undefined, number>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** App user's process (schemas/processes/user-process.json). */
export interface ProcessesUserProcessRow {
  id_users_vorgaenge: Generated<number>;
  id_users: number;
  id_pc_process: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Customer (schemas/customers/customer.json). */
export interface CustomersCustomerRow {
  id_vc_card: Generated<number>;
  name: string;
  agencyId: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  salutation: ColumnType<0 | 1 | 2 | null, 0 | 1 | 2 | null | undefined, 0 | 1 | 2 | null>;
  title: ColumnType<0 | 1 | 2 | 3 | null, 0 | 1 | 2 | 3 | null | undefined, 0 | 1 | 2 | 3 | null>;
  firstname: ColumnType<string | null, string | null | undefined, string | null>;
  lastname: ColumnType<string | null, string | null | undefined, string | null>;
  street: ColumnType<string | null, string | null | undefined, string | null>;
  zip: ColumnType<string | null, string | null | undefined, string | null>;
  city: ColumnType<string | null, string | null | undefined, string | null>;
  contacts: ColumnType<Array<{ key: string; value: string; id_vc_field_type: 1 | 2 }>, string | undefined, string>;
  kuschick_id: ColumnType<string | null, string | null | undefined, string | null>;
  ratio_id: ColumnType<string | null, string | null | undefined, string | null>;
  regular: ColumnType<boolean, boolean | undefined, boolean>;
  bonus_points: ColumnType<number, number | undefined, number>;
  newsletter: ColumnType<boolean, boolean | undefined, boolean>;
  newsletter_consent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Blog entry (schemas/internet/blog.json). */
export interface InternetBlogRow {
  id_web_blog: Generated<number>;
  title: string;
  status: ColumnType<'draft' | 'published', 'draft' | 'published' | undefined, 'draft' | 'published'>;
  id_web_blog_type: number;
  text: ColumnType<string | null, string | null | undefined, string | null>;
  images: ColumnType<
    Array<{
      link: string;
      thumbnail?: string;
      data?: Record<string, unknown>;
      order?: number;
      main?: boolean;
      status?: number;
    }>,
    string | undefined,
    string
  >;
  locked: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Blog type (schemas/internet/blog-type.json). */
export interface InternetBlogTypeRow {
  id_web_blog_type: Generated<number>;
  name: string;
  system: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Content (schemas/internet/content.json). */
export interface InternetContentRow {
  id_web_content: Generated<number>;
  title: string;
  alias: string;
  id_web_content_category: ColumnType<number | null, number | null | undefined, number | null>;
  teaser: ColumnType<string | null, string | null | undefined, string | null>;
  text: ColumnType<string | null, string | null | undefined, string | null>;
  locked: ColumnType<boolean, boolean | undefined, boolean>;
  meta_title: ColumnType<string | null, string | null | undefined, string | null>;
  meta_description: ColumnType<string | null, string | null | undefined, string | null>;
  meta_keywords: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Content category (schemas/internet/content-category.json). */
export interface InternetContentCategoryRow {
  id_web_content_category: Generated<number>;
  name: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Feedback (schemas/internet/feedback.json). */
export interface InternetFeedbackRow {
  id_web_feedback: Generated<number>;
  name: string;
  email: ColumnType<string | null, string | null | undefined, string | null>;
  subject: string;
  text: string;
  value: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Web menu (schemas/internet/web-menu.json). */
export interface InternetWebMenuRow {
  id_web_menu: Generated<number>;
  name: string;
  alias: string;
  location: ColumnType<
    'header' | 'footer' | 'sidebar' | 'mobile',
    'header' | 'footer' | 'sidebar' | 'mobile' | undefined,
    'header' | 'footer' | 'sidebar' | 'mobile'
  >;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Web menu item (schemas/internet/web-menu-item.json). */
export interface InternetWebMenuItemRow {
  id_web_menu_item: Generated<number>;
  id_web_menu: number;
  id_parent: ColumnType<number | null, number | null | undefined, number | null>;
  title: string;
  link: ColumnType<string | null, string | null | undefined, string | null>;
  position: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
}

/** Boarding group (schemas/travel/boarding-group.json). */
export interface TravelBoardingGroupRow {
  id_zus_gruppen: Generated<number>;
  name: string;
  boarding_points: ColumnType<Array<number>, string | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Boarding point (schemas/travel/boarding-point.json). */
export interface TravelBoardingPointRow {
  id_zus_zustiege: Generated<number>;
  street: string;
  stop_number: ColumnType<string | null, string | null | undefined, string | null>;
  zip: ColumnType<string | null, string | null | undefined, string | null>;
  place: string;
  offset_outbound: ColumnType<number | null, number | null | undefined, number | null>;
  offset_return: ColumnType<number | null, number | null | undefined, number | null>;
  latitude: ColumnType<number | null, number | null | undefined, number | null>;
  longitude: ColumnType<number | null, number | null | undefined, number | null>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Every registry entity's table, by table name. */
export interface EntityTables {
  agency: AgenciesAgencyRow;
  app_config: ConfigsAppConfigRow;
  app_config_colors: ConfigsAppConfigColorsRow;
  app_config_features: ConfigsAppConfigFeaturesRow;
  app_config_info: ConfigsAppConfigInfoRow;
  app_config_links: ConfigsAppConfigLinksRow;
  app_config_logos: ConfigsAppConfigLogosRow;
  app_config_settings: ConfigsAppConfigSettingsRow;
  app_consumptions: AppConsumptionRow;
  app_departures: AppDepartureRow;
  app_devices: AppDeviceRow;
  app_diary: AppDiaryEntryRow;
  app_emergencycall: AppEmergencyCallRow;
  app_photo_entries: AppPhotoEntryRow;
  app_pushnotifications: AppPushNotificationRow;
  app_suitcase_items: AppSuitcaseItemRow;
  app_topics: AppTopicRow;
  app_translations: AppTranslationRow;
  app_travelbagtemplates: AppTravelbagTemplateRow;
  app_usernotifications: AppUserNotificationRow;
  bk_booking: BookingOnlineBookingRow;
  htl_hotel: TravelHotelRow;
  htl_room: TravelRoomRow;
  htl_room_category: TravelRoomCategoryRow;
  htl_room_type: TravelRoomTypeRow;
  htl_services: TravelHotelServiceRow;
  img_customer: ImagesCustomerImageRow;
  img_library: ImagesLibraryRow;
  img_library_item: ImagesLibraryItemRow;
  img_stock: ImagesStockImageRow;
  jrn_category: InternetJourneyCategoryRow;
  jrn_destination: InternetJourneyDestinationRow;
  jrn_files: JourneysJourneyFileRow;
  jrn_journey: JourneysJourneyRow;
  loc_city: InternetCityRow;
  loc_country: InternetCountryRow;
  loc_region: InternetRegionRow;
  nl_campaign: NewsletterCampaignRow;
  nl_contact: NewsletterContactRow;
  nl_contactslist: NewsletterContactListRow;
  nl_template: NewsletterTemplateRow;
  org_organization: InternetOrganizationRow;
  pc_process: ProcessesProcessRow;
  prd_article_group: ProductsArticleGroupRow;
  prd_product_group: ProductsProductGroupRow;
  prj_project: InternetProjectRow;
  prj_type: InternetProjectTypeRow;
  roles: SystemRoleRow;
  shp_route: TravelShipRouteRow;
  shp_ship: TravelShipRow;
  sys_settings: SystemSettingRow;
  tenant: SystemTenantRow;
  thirdparty_provider: ConfigsThirdpartyProviderRow;
  tk_artist: TicketsArtistRow;
  tk_credit_order: TicketsCreditOrderRow;
  tk_credit_product: TicketsCreditProductRow;
  tk_event: TicketsEventRow;
  tk_event_date: TicketsEventDateRow;
  tk_event_date_price_category: TicketsEventDatePriceCategoryRow;
  tk_genre: TicketsGenreRow;
  tk_invoice: TicketsInvoiceRow;
  tk_invoice_config: TicketsInvoiceConfigRow;
  tk_location: TicketsLocationRow;
  tk_order: TicketsOrderRow;
  tk_payment: TicketsPaymentRow;
  tk_price_category: TicketsPriceCategoryRow;
  tk_purchasable_voucher: TicketsPurchasableVoucherRow;
  tk_ticket: TicketsTicketRow;
  tk_ticket_scan: TicketsTicketScanRow;
  tk_voucher: TicketsVoucherRow;
  users: UsersUserRow;
  users_vorgaenge: ProcessesUserProcessRow;
  vc_card: CustomersCustomerRow;
  web_blog: InternetBlogRow;
  web_blog_type: InternetBlogTypeRow;
  web_content: InternetContentRow;
  web_content_category: InternetContentCategoryRow;
  web_feedback: InternetFeedbackRow;
  web_menu: InternetWebMenuRow;
  web_menu_item: InternetWebMenuItemRow;
  zus_gruppen: TravelBoardingGroupRow;
  zus_zustiege: TravelBoardingPointRow;
}
