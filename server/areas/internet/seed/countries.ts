/** The ids of GET /country/short (spec 1 §9), the countries most bookings come from, in this order. */
export const COUNTRY_SHORTLIST: readonly number[] = [32, 44, 65, 129, 144, 169, 191];

/** The countries the short list's ids belong to in the demo data: the agency booking countries and France. */
const SHORTLISTED: readonly string[] = ['DE', 'AT', 'CH', 'IT', 'NL', 'BE', 'FR'];

/** Codes the ICU data names that are no country of ISO 3166-1 today: groups, pseudo regions, old codes. */
const NOT_COUNTRIES = new Set(
  'AC AN BU CP CQ CS DD DG DY EA EU EZ FX HV IC NH QO RH SU TA TP UK UN VD XA XB YD YU ZR ZZ'.split(' '),
);

export interface CountryRow {
  id_loc_country: number;
  iso: string;
  name: string;
  name_en: string;
}

/**
 * Every country of the world with its German and English name, from the ICU data Node ships
 * (`Intl.DisplayNames`), numbered in German alphabetical order; the short list's ids go to
 * SHORTLISTED, each swapping places with the country that had it.
 */
export function worldCountries(): CountryRow[] {
  const german = new Intl.DisplayNames(['de'], { type: 'region', fallback: 'none' });
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  const countries = letters
    .flatMap((first) => letters.map((second) => first + second))
    .filter((iso) => !NOT_COUNTRIES.has(iso))
    .flatMap((iso) => {
      const name = german.of(iso);
      const nameEn = english.of(iso);
      return name && nameEn ? [{ iso, name, name_en: nameEn }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
  const ids = countries.map((_, index) => index + 1);
  SHORTLISTED.forEach((iso, position) => {
    const at = countries.findIndex((country) => country.iso === iso);
    const wanted = ids.indexOf(COUNTRY_SHORTLIST[position] as number);
    [ids[at], ids[wanted]] = [ids[wanted] as number, ids[at] as number];
  });
  return countries.map((country, index) => ({ id_loc_country: ids[index] as number, ...country }));
}
