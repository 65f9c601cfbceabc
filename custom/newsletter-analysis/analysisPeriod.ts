import { berlinDay } from '../../domain/berlin-time';
import { DEFAULT_PERIOD_DAYS, shiftDay, STATISTICS_PATH } from '../../domain/newsletter/statistics';

/** The periods one click away, in days back from today. */
export const PRESETS = [30, 90, 365] as const;

export interface Period {
  from: string;
  to: string;
}

/** The `days` up to today (Berlin). */
export function lastDays(days: number, today = berlinDay()): Period {
  return { from: shiftDay(today, -days), to: today };
}

export const defaultPeriod = () => lastDays(DEFAULT_PERIOD_DAYS);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Both days given, the first not after the last. */
export const isPeriod = ({ from, to }: Period) => DAY.test(from) && DAY.test(to) && from <= to;

/** The preset the period is, if any. */
export function presetOf(period: Period, today = berlinDay()): number | undefined {
  return PRESETS.find((days) => {
    const preset = lastDays(days, today);
    return preset.from === period.from && preset.to === period.to;
  });
}

export function statisticsPath({ from, to }: Period, campaign?: number): string {
  const query = new URLSearchParams({ from, to });
  if (campaign !== undefined) query.set('id_nl_campaign', String(campaign));
  return `${STATISTICS_PATH}?${query.toString()}`;
}
