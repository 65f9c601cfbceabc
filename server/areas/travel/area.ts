import { defineArea } from '../../core/area.ts';

/** The travel catalogue's building blocks: hotels and their rooms, ships and their routes, boarding points and groups. */
export const travelArea = defineArea({
  name: 'travel',
});
