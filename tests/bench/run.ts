import { benchApi } from './api.ts';
import { benchBooking } from './booking.ts';
import { benchConsole } from './console.ts';
import { benchEventBatch } from './event-batch.ts';
import { benchJourneyTypeahead } from './journey-typeahead.ts';
import { benchProcessList } from './process-list.ts';
import { benchStartup } from './startup.ts';

/** `npm run bench [-- <suite>]`: the start-up suite unless another is named. */
const suites: Record<string, () => Promise<void>> = {
  startup: benchStartup,
  api: benchApi,
  console: benchConsole,
  batch: benchEventBatch,
  journeys: benchJourneyTypeahead,
  processes: benchProcessList,
  booking: benchBooking,
};

const name = process.argv[2] ?? 'startup';
const suite = suites[name];
if (!suite) {
  console.error(`Unknown bench suite "${name}": use one of ${Object.keys(suites).join(', ')}.`);
  process.exit(2);
}
await suite();
