import { EmulatorError } from '../emulator/emulator-error.ts';
import { agencyPageOf } from './ratio-query.ts';
import type { RatioState, StoredDate } from './ratio-seed.ts';
import type { RatioStore } from './ratio-store.ts';
import { AGENCY_CUSTOMER_SORTS, type RatioAddress, type RatioDate } from './ratio-system.ts';

/** The fields an agency customer search looks in. */
const SEARCHED = ['name1', 'name2', 'ort', 'plz', 'kennziffer', 'email'] as const;
const sorter = new Intl.Collator('de', { numeric: true });

/** The agency's customers matching `search` (case-insensitive, in any searched field), in `sort`'s order. */
function customersIn(customers: RatioAddress[], search: URLSearchParams) {
  const sort = search.get('sort') ?? 'kennziffer';
  const field = sort.replace(/^-/, '') as (typeof AGENCY_CUSTOMER_SORTS)[number];
  if (!AGENCY_CUSTOMER_SORTS.includes(field))
    throw new EmulatorError(400, `sort: must be one of ${AGENCY_CUSTOMER_SORTS.join(', ')}, with - for descending`);
  const text = search.get('search')?.toLocaleLowerCase('de') ?? '';
  const direction = sort.startsWith('-') ? -1 : 1;
  // Ties (and empty fields, last either way) keep the kennziffer's order, so that pages never overlap.
  const order = (a: RatioAddress, b: RatioAddress) =>
    a[field] === b[field]
      ? 0
      : a[field] === null
        ? 1
        : b[field] === null
          ? -1
          : direction * sorter.compare(a[field] ?? '', b[field] ?? '');
  return customers
    .filter((each) => SEARCHED.some((name) => each[name]?.toLocaleLowerCase('de').includes(text)))
    .sort((a, b) => order(a, b) || Number(a.kennziffer) - Number(b.kennziffer));
}

const GERMAN_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/**
 * What the emulated Ratio answers besides processes: the journeys' travel stops, dates and quotas, the
 * agencies with their customers, and the bulk invoices. Unknown records are 404, unreadable queries 400.
 */
export function ratioCatalogue(state: () => RatioState, store: Pick<RatioStore, 'process' | 'participantsOf'>) {
  function date(id: number): StoredDate {
    const found = state().dates.get(id);
    if (!found) throw new EmulatorError(404, `Kein Termin ${id}`);
    return found;
  }

  return {
    travelStops(search: URLSearchParams) {
      const reise = search.get('reise');
      const termin = search.get('termin');
      const start = search.get('start');
      if ([reise, termin, start].filter((each) => each !== null).length !== 1)
        throw new EmulatorError(400, 'Give exactly one of reise, termin and start');
      if (start !== null && !/^\d{4}-\d{2}-\d{2}$/.test(start))
        throw new EmulatorError(400, 'start: must be YYYY-MM-DD');
      const startingDates = new Set(
        [...state().dates.values()].filter((each) => each.beginn === start).map((each) => each.id),
      );
      return [...state().stops.values()].filter((stop) =>
        reise !== null
          ? stop.reise === reise
          : termin !== null
            ? String(stop.terminId) === termin
            : startingDates.has(stop.terminId),
      );
    },
    travelStop(id: number) {
      const found = state().stops.get(id);
      if (!found) throw new EmulatorError(404, `Keine Haltestelle ${id}`);
      return found;
    },
    dates(search: URLSearchParams) {
      const reise = search.get('reise');
      return [...state().dates.values()]
        .filter((each) => reise === null || each.reise === reise)
        .map(({ transport: _transport, ...each }) => each);
    },
    date(id: number, search: URLSearchParams): RatioDate {
      const { transport, ...found } = date(id);
      const booked = [...state().processes.values()].filter((each) => each.terminId === id && each.status !== 5);
      const participants = booked.flatMap((each) => store.participantsOf(each.nr));
      return {
        ...found,
        ...(search.get('belegtePlaetze') === '1' && {
          belegtePlaetze: participants.flatMap((each) => (each.sitzhin === null ? [] : [each.sitzhin])),
        }),
        ...(search.get('teilnehmer') === '1' && { teilnehmer: participants }),
        ...(search.get('transport') === '1' && { transport }),
      };
    },
    quotas(search: URLSearchParams) {
      const reise = search.get('reise');
      if (reise === null) throw new EmulatorError(400, 'reise: is required');
      const [from = null, till = null] = (['start', 'end'] as const).map((name) => {
        const value = search.get(name);
        if (value === null) return null;
        const [, day, month, year] = GERMAN_DATE.exec(value) ?? [];
        if (!day) throw new EmulatorError(400, `${name}: must be DD.MM.YYYY`);
        return `${year}-${month}-${day}`;
      });
      const iso = (german: string) => german.replace(GERMAN_DATE, '$3-$2-$1');
      return [...state().quotas.values()].filter(
        (quota) =>
          quota.reise === reise &&
          (from === null || iso(quota.ende) >= from) &&
          (till === null || iso(quota.beginn) <= till),
      );
    },
    quota(id: number) {
      const found = state().quotas.get(id);
      if (!found) throw new EmulatorError(404, `Kein Kontingent ${id}`);
      return found;
    },

    agencies: () => state().agencies,
    agencyCustomers(id: number, search: URLSearchParams) {
      if (!state().agencies.some((agency) => agency.id === id)) throw new EmulatorError(404, `Keine Agentur ${id}`);
      const { start, end } = agencyPageOf(search);
      const customers = customersIn(
        [...state().addresses.values()].filter((each) => each.agentur === id),
        search,
      );
      return { data: customers.slice(start, end), total: customers.length };
    },
    bulkInvoices(search: URLSearchParams) {
      const agentur = search.get('agentur');
      if (agentur === null) throw new EmulatorError(400, 'agentur: is required');
      return [...state().bulkInvoices.values()].filter((each) => String(each.agentur) === agentur);
    },
    bulkInvoice(sammelRechnungNr: string) {
      const found = state().bulkInvoices.get(sammelRechnungNr);
      if (!found) throw new EmulatorError(404, `Keine Sammelrechnung ${sammelRechnungNr}`);
      return found;
    },
  };
}
