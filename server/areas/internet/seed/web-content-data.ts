/** The project types of the demo business. */
export const projectTypes: readonly string[] = ['Katalog', 'Website-Aktion', 'Gruppenreisen', 'Eigenveranstaltung'];

/** The demo projects: the journeys of a catalogue or campaign, online or not yet. */
export const demoProjects: readonly { name: string; type: string; journey_online: boolean; note: string | null }[] = [
  { name: 'Katalog Sommer 2027', type: 'Katalog', journey_online: true, note: 'Hauptkatalog, erscheint im Januar.' },
  { name: 'Katalog Winter 2026/27', type: 'Katalog', journey_online: true, note: null },
  { name: 'Adventsmärkte 2026', type: 'Website-Aktion', journey_online: true, note: 'Nur online buchbar.' },
  {
    name: 'Musical-Specials 2027',
    type: 'Website-Aktion',
    journey_online: false,
    note: 'Freigabe nach Kontingentbestätigung.',
  },
  { name: 'Vereinsfahrten 2027', type: 'Gruppenreisen', journey_online: false, note: 'Angebote auf Anfrage.' },
  { name: 'Flusskreuzfahrten 2027', type: 'Katalog', journey_online: true, note: null },
  {
    name: 'Hausmesse Reisefieber',
    type: 'Eigenveranstaltung',
    journey_online: false,
    note: 'Im Autohof Stadthalle, März 2027.',
  },
];

/**
 * The blog types of spec 1 §9, with their ids: the defaults 2, 3 and 4 and the website's 5
 * (employees), 35 (category) and 36 (musicals). All are system types; staff add others.
 */
export const systemBlogTypes: readonly { id_web_blog_type: number; name: string }[] = [
  { id_web_blog_type: 2, name: 'Aktuelles' },
  { id_web_blog_type: 3, name: 'Reiseberichte' },
  { id_web_blog_type: 4, name: 'Pressemitteilungen' },
  { id_web_blog_type: 5, name: 'Mitarbeiter' },
  { id_web_blog_type: 35, name: 'Kategorie' },
  { id_web_blog_type: 36, name: 'Musicals' },
];

/** The blog type ids the website shows (`GET /web/blog-web`, spec 2 §7). */
export const WEB_BLOG_TYPES = [5, 35, 36] as const;

/** The demo blog entries, by the id of their type. */
export const demoBlogEntries: readonly {
  title: string;
  type: number;
  status: 'draft' | 'published';
  text: string;
  locked: boolean;
}[] = [
  {
    title: 'Neue Fernbusse für die Saison 2027',
    type: 2,
    status: 'published',
    text: '<p>Ab April fahren unsere Gäste in zwei neuen <strong>Fünf-Sterne-Reisebussen</strong> mit Bordküche und USB-Anschlüssen an jedem Platz.</p>',
    locked: false,
  },
  {
    title: 'Winterkatalog ist da',
    type: 2,
    status: 'published',
    text: '<p>Der neue Winterkatalog mit über 80 Reisen liegt in allen Reisebüros aus und steht online zum Blättern bereit.</p>',
    locked: false,
  },
  {
    title: 'Unterwegs im Advent: Dresden und das Erzgebirge',
    type: 3,
    status: 'published',
    text: '<p>Striezelmarkt, Schwibbögen und Räuchermännchen: eine Reiseleiterin erzählt von vier Tagen in Sachsen.</p>',
    locked: false,
  },
  {
    title: 'Reisebericht Gardasee (Entwurf)',
    type: 3,
    status: 'draft',
    text: '<p>Limone, Malcesine und ein Abend in Verona – der Bericht folgt nach Rückkehr der Gruppe.</p>',
    locked: false,
  },
  {
    title: 'Reisebüro-Partner des Jahres ausgezeichnet',
    type: 4,
    status: 'published',
    text: '<p>Zum dritten Mal vergibt das Unternehmen den Preis für das engagierteste Partnerreisebüro.</p>',
    locked: false,
  },
  {
    title: 'Sabine Krüger, Reiseleitung',
    type: 5,
    status: 'published',
    text: '<p>Seit 2009 begleitet Sabine unsere Gäste nach Italien und Österreich. Sie spricht Italienisch und Englisch.</p>',
    locked: false,
  },
  {
    title: 'Thomas Becker, Busfahrer',
    type: 5,
    status: 'published',
    text: '<p>Thomas fährt seit über 20 Jahren Reisebusse und kennt jede Passstraße der Alpen.</p>',
    locked: false,
  },
  {
    title: 'Städtereisen',
    type: 35,
    status: 'published',
    text: '<p>Berlin, Wien, Prag oder Paris: Städtereisen mit Stadtführung, zentralem Hotel und Freizeit zum Bummeln.</p>',
    locked: false,
  },
  {
    title: 'Flusskreuzfahrten',
    type: 35,
    status: 'published',
    text: '<p>Auf Donau, Rhein und Mosel mit Bustransfer ab Ihrem Zustieg direkt an das Schiff.</p>',
    locked: true,
  },
  {
    title: 'Der König der Löwen in Hamburg',
    type: 36,
    status: 'published',
    text: '<p>Busreise mit Premium-Sitzplatz der Kategorie 1, Übernachtung im Hotel an der Alster und Hafenrundfahrt.</p>',
    locked: false,
  },
  {
    title: 'Tina – Das Tina Turner Musical',
    type: 36,
    status: 'draft',
    text: '<p>Termine für 2027 in Vorbereitung.</p>',
    locked: false,
  },
];

/** Feedback of travellers, as the website's form sends it, with the rating some of it has been given. */
export const demoFeedback: readonly {
  name: string;
  email: string | null;
  subject: string;
  text: string;
  value: number | null;
}[] = [
  {
    name: 'Gisela Hoffmann',
    email: 'g.hoffmann@example.org',
    subject: 'Adventsreise Dresden',
    text: 'Sehr schöne Reise, das Hotel lag ideal zum Striezelmarkt. Der Fahrer war ausgesprochen freundlich.',
    value: 5,
  },
  {
    name: 'Werner Schulz',
    email: 'werner.schulz@example.org',
    subject: 'Musicalreise Hamburg',
    text: 'Plätze im Theater waren prima, leider war die Rückfahrt am Sonntag sehr früh.',
    value: 4,
  },
  {
    name: 'Familie Meier',
    email: null,
    subject: 'Zustieg Kassel',
    text: 'Der Zustieg am Hauptbahnhof war schwer zu finden. Bitte genauer beschreiben.',
    value: 2,
  },
  {
    name: 'Ursula Wagner',
    email: 'u.wagner@example.org',
    subject: 'Website',
    text: 'Ich konnte die Reiseunterlagen im Kundenkonto nicht herunterladen.',
    value: null,
  },
  {
    name: 'Klaus Fischer',
    email: 'k.fischer@example.org',
    subject: 'Gardasee-Rundreise',
    text: 'Reiseleitung hervorragend, das Essen im Hotel eher durchschnittlich.',
    value: 4,
  },
];

/** The website's menus and their items: a title, its link, and the items nested under it. */
export const demoMenus: readonly {
  name: string;
  alias: string;
  location: 'header' | 'footer' | 'sidebar' | 'mobile';
  items: readonly { title: string; link: string; children?: readonly { title: string; link: string }[] }[];
}[] = [
  {
    name: 'Hauptnavigation',
    alias: 'hauptnavigation',
    location: 'header',
    items: [
      {
        title: 'Reisen',
        link: '/travel-overview/',
        children: [
          { title: 'Busreisen', link: '/travel-overview/busreisen' },
          { title: 'Flusskreuzfahrten', link: '/travel-overview/flusskreuzfahrten' },
          { title: 'Musicalreisen', link: '/travel-overview/musicalreisen' },
        ],
      },
      {
        title: 'Reiseziele',
        link: '/destinations/',
        children: [
          { title: 'Ostsee', link: '/destinations/ostsee' },
          { title: 'Südtirol', link: '/destinations/suedtirol' },
        ],
      },
      { title: 'Über uns', link: '/ueber-uns' },
      { title: 'Kontakt', link: '/kontakt' },
    ],
  },
  {
    name: 'Fußzeile',
    alias: 'fusszeile',
    location: 'footer',
    items: [
      { title: 'Impressum', link: '/impressum' },
      { title: 'Datenschutz', link: '/datenschutz' },
      { title: 'Reisebedingungen', link: '/reisebedingungen' },
    ],
  },
];

/** The content categories and the pages of each. */
export const contentCategories: readonly string[] = ['Rechtliches', 'Unternehmen', 'Service'];

export const demoContent: readonly { title: string; alias: string; category: string; teaser: string; text: string }[] =
  [
    {
      title: 'Impressum',
      alias: 'impressum',
      category: 'Rechtliches',
      teaser: 'Angaben gemäß § 5 DDG.',
      text: '<p>Reisefieber Touristik GmbH<br>Hauptstraße 12<br>34117 Kassel</p><p>Geschäftsführer: Martin Vogel</p>',
    },
    {
      title: 'Datenschutz',
      alias: 'datenschutz',
      category: 'Rechtliches',
      teaser: 'Wie wir Ihre Daten bei Buchung und Newsletter verarbeiten.',
      text: '<p>Wir verarbeiten personenbezogene Daten nur, soweit dies für die Durchführung Ihrer Reise erforderlich ist.</p>',
    },
    {
      title: 'Reisebedingungen',
      alias: 'reisebedingungen',
      category: 'Rechtliches',
      teaser: 'Die Allgemeinen Geschäftsbedingungen für Pauschalreisen.',
      text: '<p>Mit der Buchung bieten Sie uns den Abschluss eines Pauschalreisevertrages verbindlich an.</p>',
    },
    {
      title: 'Über uns',
      alias: 'ueber-uns',
      category: 'Unternehmen',
      teaser: 'Seit 1978 unterwegs: ein Familienunternehmen aus Nordhessen.',
      text: '<p>Was mit einem Bus begann, ist heute eine Flotte von 24 Reisebussen.</p>',
    },
    {
      title: 'Zustiegsorte',
      alias: 'zustiegsorte',
      category: 'Service',
      teaser: 'Wo Sie in unsere Busse einsteigen.',
      text: '<p>Über 60 Zustiegsorte in Hessen, Niedersachsen und Thüringen, viele mit kostenlosem Parkplatz.</p>',
    },
  ];
