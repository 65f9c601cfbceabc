/** Demo app configurations of two tenants: a coach tour operator and a river cruise line. */
export const demoAppConfigs = [
  {
    title: 'Reisen Müller App',
    settings: {
      customer_name: 'reisen-mueller',
      app_name: 'Müller Reisen',
      default_language: 'de',
      booking_url: 'https://buchung.reisen-mueller.example',
      api_url: 'https://api.reisen-mueller.example/v1',
    },
    logos: {
      logo_url: 'https://cdn.reisen-mueller.example/app/logo.png',
      logo_dark_url: 'https://cdn.reisen-mueller.example/app/logo-dunkel.png',
      icon_url: 'https://cdn.reisen-mueller.example/app/icon-512.png',
      splash_url: 'https://cdn.reisen-mueller.example/app/startbild.jpg',
    },
    info: {
      company: 'Reisen Müller GmbH & Co. KG',
      address: 'Bahnhofstraße 12\n34117 Kassel',
      phone: '+49 561 7654320',
      email: 'service@reisen-mueller.example',
      about: 'Busreisen, Städtereisen und Flusskreuzfahrten aus Nordhessen seit 1962.',
      imprint_url: 'https://www.reisen-mueller.example/impressum',
    },
    features: {
      push: true,
      diary: true,
      photo_competition: true,
      travel_menu: true,
      pack_suitcase: true,
      bus_location: true,
    },
    links: {
      website_url: 'https://www.reisen-mueller.example',
      privacy_url: 'https://www.reisen-mueller.example/datenschutz',
      terms_url: 'https://www.reisen-mueller.example/reisebedingungen',
      faq_url: 'https://www.reisen-mueller.example/haeufige-fragen',
      shop_url: 'https://shop.reisen-mueller.example',
    },
    colors: { colors: '["#004a69", "#b90000", "#2f7c00", "#f17e00", "#ffffff"]' },
  },
  {
    title: 'Rheinperle Kreuzfahrten App',
    settings: {
      customer_name: 'rheinperle_kreuzfahrten',
      app_name: 'Rheinperle',
      default_language: 'de',
      booking_url: 'https://www.rheinperle-kreuzfahrten.example/buchen',
      api_url: 'https://api.rheinperle-kreuzfahrten.example',
    },
    logos: {
      logo_url: 'https://www.rheinperle-kreuzfahrten.example/assets/logo.svg',
      logo_dark_url: null,
      icon_url: 'https://www.rheinperle-kreuzfahrten.example/assets/app-icon.png',
      splash_url: null,
    },
    info: {
      company: 'Rheinperle Flusskreuzfahrten AG',
      address: 'Rheinuferstraße 5\n55116 Mainz',
      phone: '+49 6131 998870',
      email: 'kontakt@rheinperle-kreuzfahrten.example',
      about: 'Flusskreuzfahrten auf Rhein, Mosel und Donau.',
      imprint_url: 'https://www.rheinperle-kreuzfahrten.example/impressum',
    },
    features: {
      push: true,
      diary: false,
      photo_competition: false,
      travel_menu: true,
      pack_suitcase: true,
      bus_location: false,
    },
    links: {
      website_url: 'https://www.rheinperle-kreuzfahrten.example',
      privacy_url: 'https://www.rheinperle-kreuzfahrten.example/datenschutz',
      terms_url: 'https://www.rheinperle-kreuzfahrten.example/agb',
      faq_url: null,
      shop_url: null,
    },
    colors: { colors: '["#0b3d91", "#c8a951", "#ffffff"]' },
  },
] as const;

/** The sub-configurations of a demo configuration, by the kind its entity is named after. */
export const SUB_CONFIG_KINDS = ['settings', 'logos', 'info', 'features', 'links', 'colors'] as const;

/** Demo providers; the secrets are stored, never answered (Adobe Stock has none yet). */
export const demoProviders = [
  {
    provider: 'facebook',
    name: 'Facebook',
    enabled: true,
    app_id: '1029384756473829',
    client_id: null,
    settings: {
      graph_api_version: 'v19.0',
      page_id: '104857392018475',
      scopes: ['pages_manage_posts', 'pages_read_engagement'],
    },
    secret: 'demo-facebook-app-secret-7f3a9c',
  },
  {
    provider: 'google',
    name: 'Google',
    enabled: true,
    app_id: null,
    client_id: '493827561029-reisenmueller.apps.googleusercontent.com',
    settings: { maps_region: 'DE', analytics_id: 'G-4XK29QPL7M' },
    secret: 'demo-google-client-secret-b81d2e',
  },
  {
    provider: 'mailjet',
    name: 'Mailjet',
    enabled: false,
    app_id: '5f1e2d3c4b5a69788796a5b4c3d2e1f0',
    client_id: null,
    settings: { sender_email: 'newsletter@reisen-mueller.example', sender_name: 'Reisen Müller' },
    secret: 'demo-mailjet-secret-key-40c6aa',
  },
  {
    provider: 'adobestock',
    name: 'Adobe Stock',
    enabled: false,
    app_id: null,
    client_id: 'ReisenMuellerStock/1.0',
    settings: { product: 'Reisen Müller Bilddatenbank' },
    secret: null,
  },
] as const;
