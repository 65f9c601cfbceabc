import type { Insertable } from 'kysely';
import type { AppTravelbagTemplateRow } from '../../../db/entity-tables.ts';

type Category = 'documents' | 'clothing' | 'hygiene' | 'health' | 'electronics' | 'other';
type Item = readonly [label: string, category: Category];

const template = (short: string, description: string, items: readonly Item[]) => ({
  short,
  description,
  items: JSON.stringify(items.map(([label, category]) => ({ label, category }))),
});

/** The demo packing lists an app user's suitcase starts with. */
export const travelbagTemplates: readonly (Insertable<AppTravelbagTemplateRow> & { short: string })[] = [
  template('Busreise Sommer', 'Für Rund- und Badereisen mit dem Bus zwischen Mai und September.', [
    ['Personalausweis oder Reisepass', 'documents'],
    ['Krankenversicherungskarte', 'documents'],
    ['Reisebestätigung', 'documents'],
    ['Bargeld und EC-Karte', 'documents'],
    ['Leichte Sommerkleidung', 'clothing'],
    ['Bequeme Schuhe', 'clothing'],
    ['Sonnenhut', 'clothing'],
    ['Badesachen', 'clothing'],
    ['Strickjacke für den klimatisierten Bus', 'clothing'],
    ['Zahnbürste und Zahnpasta', 'hygiene'],
    ['Sonnencreme', 'hygiene'],
    ['Persönliche Medikamente', 'health'],
    ['Mittel gegen Reiseübelkeit', 'health'],
    ['Handy und Ladekabel', 'electronics'],
    ['Sonnenbrille', 'other'],
    ['Nackenkissen', 'other'],
    ['Trinkflasche', 'other'],
  ]),
  template('Winterreise', 'Für Adventsfahrten, Weihnachtsmärkte und Silvesterreisen.', [
    ['Personalausweis oder Reisepass', 'documents'],
    ['Krankenversicherungskarte', 'documents'],
    ['Reisebestätigung', 'documents'],
    ['Winterjacke', 'clothing'],
    ['Mütze, Schal und Handschuhe', 'clothing'],
    ['Thermounterwäsche', 'clothing'],
    ['Feste Winterschuhe', 'clothing'],
    ['Warme Socken', 'clothing'],
    ['Festliche Kleidung für den Silvesterabend', 'clothing'],
    ['Lippenpflege', 'hygiene'],
    ['Feuchtigkeitscreme', 'hygiene'],
    ['Persönliche Medikamente', 'health'],
    ['Erkältungsmittel', 'health'],
    ['Handy und Ladekabel', 'electronics'],
    ['Powerbank', 'electronics'],
    ['Thermobecher für den Glühwein', 'other'],
  ]),
  template('Städtereise', 'Für kurze Reisen in Städte mit Führungen, Museen und Theater.', [
    ['Personalausweis oder Reisepass', 'documents'],
    ['Reisebestätigung', 'documents'],
    ['Eintrittskarten', 'documents'],
    ['Bargeld und Kreditkarte', 'documents'],
    ['Bequeme Laufschuhe', 'clothing'],
    ['Regenjacke', 'clothing'],
    ['Abendgarderobe für Theater oder Konzert', 'clothing'],
    ['Kulturbeutel', 'hygiene'],
    ['Persönliche Medikamente', 'health'],
    ['Blasenpflaster', 'health'],
    ['Handy und Ladekabel', 'electronics'],
    ['Kamera', 'electronics'],
    ['Kleiner Tagesrucksack', 'other'],
    ['Taschenschirm', 'other'],
  ]),
];
