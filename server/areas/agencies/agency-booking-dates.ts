import type { BookableDate } from '../../../domain/agencies/agency-answers.ts';
import type { RatioSystem } from '../../integrations/ratio/ratio-system.ts';

/**
 * Ratio's dates that start on `today` or later and have free seats (their bus quota's `frei`; the
 * bus's seats where Ratio keeps no quota), soonest first; `search` matches the title or journey code.
 */
export async function bookableDates(ratio: RatioSystem, today: string, search?: string): Promise<BookableDate[]> {
  const needle = search?.trim().toLowerCase() ?? '';
  const upcoming = (await ratio.dates()).filter(
    (date) =>
      date.beginn >= today &&
      (needle === '' || date.titel.toLowerCase().includes(needle) || date.reise.toLowerCase().includes(needle)),
  );
  const journeys = [...new Set(upcoming.map((date) => date.reise))];
  const quotas = (await Promise.all(journeys.map((reise) => ratio.quotas({ reise, from: today })))).flat();
  return upcoming
    .map((date) => ({
      termin: date.id,
      reise: date.reise,
      titel: date.titel,
      beginn: date.beginn,
      ende: date.ende,
      plaetze: date.plaetze,
      frei: quotas.find((quota) => quota.terminId === date.id && quota.art === 'Bus')?.frei ?? date.plaetze,
    }))
    .filter((date) => date.frei > 0)
    .sort((one, other) => one.beginn.localeCompare(other.beginn) || one.termin - other.termin);
}
