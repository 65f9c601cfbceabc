import { localTime } from './berlin-time.ts';

/**
 * The day the demo data describes, the same for every area: journeys and shows before it are past
 * (firm, cancelled, attended), those after it are open or on sale; orders and redemptions happen
 * before it. The demo data does not depend on the day it is seeded.
 */
export const SEEDED_ON = '2026-11-01';

/** Midnight of SEEDED_ON in Berlin, as a local time (berlin-time.ts). */
export const SEEDED_AT = localTime(SEEDED_ON);
