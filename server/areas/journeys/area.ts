import { defineArea } from '../../core/area.ts';

/** The journeys the business sells: bus tours, cruises and flights with their dates, prices, hotels and boarding points. */
export const journeysArea = defineArea({
  name: 'journeys',
});
